// every coccilib/cocci printing function, over both calls of api.c
@r@
expression E;
position p;
identifier f;
@@
f(E@p)

@script:python s@
e << r.E;
p << r.p;
f << r.f;
@@
coccilib.report.print_report(p[0], "call of " + f + " on " + e)
coccilib.report.print_report(p[0])
coccilib.org.print_todo(p[0], "todo " + f)
coccilib.org.print_todo(p[0])
coccilib.org.print_todo(p[0], "blue", "ovl-face2")
coccilib.org.print_safe_todo(p[0], "a[1] of " + f)
coccilib.org.print_link(p[0], "link")
coccilib.org.print_link(p[0])
cocci.print_main("main", p)
cocci.print_main("", p)
cocci.print_main("other color", p, "ovl-face3")
cocci.print_secs("secs", p)
cocci.print_sec("sec", p)
print("line", p[0].line, "col", p[0].column, "end", p[0].line_end, p[0].column_end, "in", p[0].current_element, p[0].file)
print("two\nlines", end="")
print(" and the rest")
