// parameter metavariables: one parameter each, bound in one rule,
// swapped by another that inherits them, and one added after the last
@r@
identifier f;
parameter p1, p2;
@@
f(p1, p2) { ... }

@@
identifier r.f;
parameter r.p1, r.p2;
@@
 f(
- p1, p2
+ p2, p1
 ) { ... }

@@
identifier f;
parameter p;
@@
 f(...,
- p
+ p, int unused
 ) {
 ...
 }
