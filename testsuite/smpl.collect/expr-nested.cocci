@@
expression E1, E2;
@@
- E1
+ 0
  + E2
