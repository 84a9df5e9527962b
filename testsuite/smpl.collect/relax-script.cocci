// A script constraint that reads a metavariable bound before the dots:
// use(a) is asked once for the start b (no match) and again for the
// start a; its answer must come from the script run with E bound.
@@
expression E;
expression x : script:python(E) { x == E };
@@
E = alloc();
...
- use(x);
+ use2(x);
