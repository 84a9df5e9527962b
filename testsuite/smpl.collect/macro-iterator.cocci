// Any iterator over a list: the call that ends its body is changed.
@@
iterator I;
expression P, H;
identifier M;
@@
I(P, H, M) {
  ...
- drop(P);
+ drop_locked(P);
}
