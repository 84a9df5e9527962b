// A rule binding x and q before a nest, E and p inside it: each value
// of E with the places of its uses, under the one x.
@r@
expression x, E;
position p, q;
@@
x = get@q();
<+... use(x, E@p); ...+>

@script:python@
x << r.x;
e << r.E;
p << r.p;
q << r.q;
@@
print(x, e, q[0].line, [y.line for y in p])
