@@
statement list SL;
@@

  for (...;...;...) {
- SL
+ tick();
+ SL
  }

@@
expression E;
statement list SL;
@@

  while (E) {
- SL
+ tick();
+ SL
  }
