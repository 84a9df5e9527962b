// A metavariable bound before `...` must agree on every path; one bound
// after it may differ from path to path.
@@
expression E, F;
@@
x = get(E);
...
- put(E, F);
+ put_one(E, F);
