// A context rule: each `*` line is reported (nothing changes); the
// position metavariable p binds where kfree was called.  (spatch shows
// the same line, 6, as removed in its context diff.)
@@
expression E;
position p;
@@
  x = alloc(E);
  ...
* kfree@p(x);
