// `- int x;` `+ long x;` replaces `int last;` but not a static or extern
// local, whose storage class the + code would drop (spatch keeps it and
// writes `static long calls;`: here no edit rather than a local that
// is no longer static).
@@
identifier x;
@@
- int x;
+ long x;
