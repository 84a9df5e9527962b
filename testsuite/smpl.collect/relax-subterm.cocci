// A subterm constraint on a metavariable bound before the dots: use(a)
// is asked once for the start b (no match) and again for the start a,
// where x <= E holds only once E is bound; the second answer must not
// come from a try with E unbound.
@@
expression E;
expression x <= E;
@@
E = alloc();
...
- use(x);
+ use2(x);
