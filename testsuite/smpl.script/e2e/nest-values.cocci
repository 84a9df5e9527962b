// A statement nest binding E and p: one environment per value of E,
// p the list of the places E was freed at (in the whole function: the
// rule is forall); scripts reading (E, p), p alone, E alone.
@r@
expression E;
identifier fn;
position p;
@@
fn(...) {
<+...
kfree(E@p);
...+>
}

@script:python@
e << r.E;
p << r.p;
fn << r.fn;
@@
print(fn, e, [x.line for x in p])

@script:python@
p << r.p;
fn << r.fn;
@@
print("p only", fn, [x.line for x in p])

@script:python@
e << r.E;
fn << r.fn;
@@
print("e only", fn, e)
