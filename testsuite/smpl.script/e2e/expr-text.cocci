// Expressions as spatch gives them to a script: tokens one space apart,
// casts, sizeof, string concatenation, comments dropped, GNU a ?: b.
@r@
expression E;
position p;
@@
show@p(E)

@script:python@
e << r.E;
p << r.p;
@@
coccilib.report.print_report(p[0], "E is <" + e + ">")
