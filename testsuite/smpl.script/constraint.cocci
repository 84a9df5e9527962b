// script constraints: on a position (a function of @initialize:python@)
// and on an identifier.  (A listed inherited name, script:python(r.g),
// waits for the front end to parse it.)
@initialize:python@
@@
skip = frozenset(['kfree_all'])

def relevant(p):
    return not (skip & {el.current_element for el in p})

@t@
identifier f : script:python() { f != "baz" };
position p : script:python() { relevant(p) };
expression E;
@@
f@p(E)

@script:python@
f << t.f;
p << t.p;
@@
coccilib.report.print_report(p[0], f)
