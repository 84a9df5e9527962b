// An if inside a sequence: the allocation check (X == NULL ~ !X, a
// statement metavariable as the arm), then `...` from where the if goes
// on: the then arm returns, so only the false edge continues.
@@
expression E;
identifier p;
statement S;
@@
p = kzalloc(E, GFP_KERNEL);
if (p == NULL) S
...
- kfree(p);
+ kfree_sensitive(p);
