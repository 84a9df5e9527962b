// A - rule without a quantifier is forall: a() on one path only after
// b() is not removed (star-exists has the * rule).
//! c: star-exists.c
@@
@@
 b();
 ...
-a();
