@@
expression E;
@@
- while (E > 0)
+ while (E > 1)
  {
  <...
- a(1);
  ...>
  }
