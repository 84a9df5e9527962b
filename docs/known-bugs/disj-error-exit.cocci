// A sequence in a disjunction whose `if` body is `{ ... S }` matches an
// `if` whose then arm only returns (an error exit), S or no S; alone,
// out of a disjunction, it does not.  kfree_mismatch.cocci's rule alloc
// matches so, and its last rule then turns kfree() into kvfree().
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
