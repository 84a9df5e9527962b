// A sequence in a disjunction whose `if` body is `{ ... S }` does not
// match an `if` whose then arm only returns (no S there): that arm is
// the if pattern's own, no error exit of its dots (it was, in a
// disjunction; kfree_mismatch.cocci's rule alloc then matched and its
// last rule turned kfree() into kvfree()).
@alloc@
expression E;
@@
(
  foo();
|
  E = kzalloc(...);
  if (E == NULL) {
    ...
    bar();
  }
)

@depends on alloc@
expression alloc.E;
@@
- kfree(E)
+ kvfree(E)
