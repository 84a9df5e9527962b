// Any iterator over a list: a call on every path through its body
// is changed.
@@
iterator I;
expression P, H;
identifier M;
@@
I(P, H, M) {
  ...
- drop(P);
+ drop_locked(P);
  ...
}
