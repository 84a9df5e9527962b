// parameter and parameter list values in a script: the parameters as
// C writes them, token by token as spatch gives them (a function
// pointer's name inside its declarator, an array's before its size)
@r@
identifier f;
parameter p;
parameter list ps;
@@
f(ps, p) { ... }

@script:python@
p << r.p;
ps << r.ps;
f << r.f;
@@
print("%s: [%s] [%s]" % (f, ps, p))
