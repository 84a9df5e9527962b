//! mode: org
// cocci.print_secs over a position with several elements: p[0], p[1].
// A position bound in several places of one match (<+... ...+>) is a
// list of all of them.
@r@
identifier fn;
position p;
@@
fn(...) {
<+...
kfree@p(...);
...+>
}

@script:python@
fn << r.fn;
p << r.p;
@@
cocci.print_main(fn, p)
cocci.print_secs("freed here", p)
print(fn, len(p), p[0].line, p[-1].line, p[0].current_element)
