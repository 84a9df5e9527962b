// `{ S ... }`: S starts the loop's body; what follows is free.
//! c: loop-dots.c
@@
expression E;
@@
while (E) {
- x--;
+ x -= 1;
...
}
