// a parameter list written back in + code: the first parameter moved
// after the others (of any number), its text as the source has it
@@
identifier f;
parameter p;
parameter list ps;
@@
 f(
- p, ps
+ ps, p
 ) { ... }
