// The values a script gets: identifiers, expressions and types as
// strings, a position as a tuple of Locations with their fields.
@r@
expression E, F;
type T;
position p;
identifier fn;
@@
T fn(...) {
...
kfree@p(E);
return F;
}

@script:python@
e << r.E;
f << r.F;
t << r.T;
fn << r.fn;
p << r.p;
@@
print("e=%s f=%s t=%s fn=%s types %s %s %s %s" % (e, f, t, fn, type(e).__name__, type(f).__name__, type(t).__name__, type(fn).__name__))
for l in p:
    print("p", type(p).__name__, len(p), l.file, l.line, l.column, l.line_end, l.column_end, l.current_element)
