@@
expression E;
statement list SL, SL2;
@@

  if (E) {
- SL
+ x1();
+ SL
  } else {
- SL2
+ x2();
+ SL2
  }
