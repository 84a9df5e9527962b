// `- int x;` `+ long x;` replaces `int last;` but not a static or extern
// local, whose storage class the + code would drop (spatch keeps it and
// writes `static long calls;`: here no edit rather than a local that
// is no longer static), nor a volatile one or one with an attribute
// (h: spatch does not match them either).
@@
identifier x;
@@
- int x;
+ long x;
