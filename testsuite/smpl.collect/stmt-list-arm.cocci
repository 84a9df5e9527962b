@@
expression E;
statement list SL;
@@

  if (E) {
- SL
+ start();
+ SL
  }
