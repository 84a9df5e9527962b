//! mode: org
// coccilib.org.print_todo: a message, the default (empty) one, a colour.
@r@
expression E;
position p;
@@
kfree(E@p);

@script:python@
e << r.E;
p << r.p;
@@
coccilib.org.print_todo(p[0], "kfree of " + e)
coccilib.org.print_todo(p[0])
coccilib.org.print_todo(p[0], "coloured", "ovl-face3")
