// Positions spanning lines, after a multibyte comment: spatch's columns
// (bytes from 0, the end one past the last) and its report line for
// them; a position on a function's name.
@r@
expression E, F;
position p, q, s;
statement S;
identifier fn;
@@
fn@s(...) {
...
if (E@p) S
...
F@q;
...
}

@script:python@
p << r.p;
q << r.q;
s << r.s;
e << r.E;
@@
coccilib.report.print_report(p[0], "cond " + e)
coccilib.report.print_report(q[0], "expr %s %s %s %s" % (q[0].line, q[0].column, q[0].line_end, q[0].column_end))
print(s[0].line, s[0].column, s[0].line_end, s[0].column_end)
