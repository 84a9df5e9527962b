// Lines as printed: non-ASCII, %, backslashes, quotes, a tab, a long
// line, trailing blanks, an empty line (no finding: its record made
// smpl-collect fail), a last line without its newline.
@r@
expression E;
position p;
@@
kfree(E@p);

@script:python@
e << r.E;
p << r.p;
@@
coccilib.report.print_report(p[0], "WARNING: é ü 100%% %s \\ \"quoted\" \ttab" % e)
print("x" * 300)
print("")
print("trailing   ")
print("no newline at the end", end="")
