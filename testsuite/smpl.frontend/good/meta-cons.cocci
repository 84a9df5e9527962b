// Constraints naming other rules, subterms, scripts; virtual identifiers;
// rule kinds in headers.
virtual report

@r@
expression E;
position p;
identifier virtual.ns;
expression list [n1] es;
@@
f(E@p, es, ns)

@s expression@
expression sub <= r.E;
expression sub2 <= {r.E, r.E};
position q != r.p;
position p2 : script:python(q) { relevant(q) and {1: 2} };
expression list [r.n1] es2;
@@
g(sub, sub2, es2)@q + k()@p2

@print depends on report expression@
identifier i =~ "^foo";
@@
i

@expression@
@@
h(1)
