@@
expression A, B;
@@
- A * B
+ B * A
