//! mode: org
// cocci.print_main and cocci.print_sec, as the kernel's org rules call
// them: a message, the default colours, an empty message.
@r@
expression E;
identifier fn;
position p, q;
@@
fn@q(...) {
<+...
kfree(E@p);
...+>
}

@script:python@
e << r.E;
p << r.p;
q << r.q;
@@
cocci.print_main("kfree of " + e, p)
cocci.print_sec("in this function", q)
cocci.print_main("", q, "ovl-face3")
cocci.print_sec("", p, "ovl-face4")
