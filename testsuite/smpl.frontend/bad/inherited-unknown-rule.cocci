@r@
identifier f;
@@
- f();

@@
identifier nosuch.f;
@@
- f(1);
//! 7:12: error: inherits from unknown rule 'nosuch'
