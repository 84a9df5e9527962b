// when != : the segment may not use x; a use on one path is enough to
// block the match (all paths).
@@
identifier x;
@@
x = alloc();
... when != use(x)
- release(x);
+ release_unused(x);
