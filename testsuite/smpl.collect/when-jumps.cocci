// Jumps in `when !=`: no break, continue or goto on the way from the
// lock to the unlock (a goto in a then arm that leaves for good is an
// error exit, which the path may take all the same, as spatch does).
@@
expression l;
identifier lbl;
@@
lock(l);
... when != break;
    when != continue;
    when != goto lbl;
- unlock(l);
+ unlock_fast(l);
