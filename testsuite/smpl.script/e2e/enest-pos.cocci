// A position bound in an expression nest: each occurrence its own
// environment (spatch's), in a statement pattern and, with `*` lines
// (exists), in a disjunction of bare expressions as the kernel's
// sizeof rules write them.
@r@
expression x;
position p;
@@
x = <+... sizeof@p(x) ...+>;

@script:python@
p << r.p;
@@
print("stmt", p[0].line, p[0].column, len(p))

@s@
expression x, e;
position p;
@@
(
* x = <+... sizeof@p(x) ...+>
|
* memset(x, e, <+... sizeof@p(x) ...+>)
)

@script:python@
p << s.p;
@@
print("bare", p[0].line, p[0].column, len(p))
