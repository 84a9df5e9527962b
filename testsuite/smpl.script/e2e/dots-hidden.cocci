// After `...`, F (read by no later rule) is bound path by path while
// E is bound before: one environment per match, p the places of every
// path (spatch quantifies F inside); differ's else path has no put(a).
@r@
expression E, F;
position p;
@@
x = get(E);
...
put@p(E, F);

@script:python@
p << r.p;
e << r.E;
@@
print(e, [y.line for y in p])
