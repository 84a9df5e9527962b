//! mode: org
// coccilib.org.print_link, print_safe_todo and print_safe_link: square
// brackets in a safe message become @( and ).
@r@
expression E;
position p;
@@
kfree(E@p);

@script:python@
e << r.E;
p << r.p;
@@
coccilib.org.print_link(p[0], "link to " + e)
coccilib.org.print_link(p[0])
coccilib.org.print_safe_todo(p[0], "a[0] of " + e)
coccilib.org.print_safe_link(p[0], "b[1]", "ovl-face2")
