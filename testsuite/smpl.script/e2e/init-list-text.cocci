// Initializer lists as spatch gives them to a script: elements one
// ", " apart, tokens one space apart, a ',' after each element of a
// nested list; an initializer metavariable's element with its
// designator.
@r@
initializer list IL;
identifier x;
type T;
@@
T x = { IL };

@script:python@
il << r.IL;
x << r.x;
@@
print("%s IL=[%s]" % (x, il))

@s@
initializer I;
identifier x;
type T;
@@
T x = { ..., I };

@script:python@
i << s.I;
x << s.x;
@@
print("%s last=[%s]" % (x, i))
