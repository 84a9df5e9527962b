@@
expression E;
@@
- a(0);
  while (E) { ... when != break;
  }
