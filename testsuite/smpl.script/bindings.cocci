// computed bindings (coccinelle.NAME = ..., cocci.make_ident, make_expr,
// make_type) that a later script inherits; cocci.include_match(False)
// drops bar's tuple, so the later script does not run for it
@r@
identifier f;
position p;
@@
f@p(...)

@script:python s@
f << r.f;
p << r.p;
y;
z;
t;
@@
if f == "bar":
    cocci.include_match(False)
coccinelle.y = cocci.make_ident("new_" + f)
coccinelle.z = cocci.make_expr(f + " + 1")
coccinelle.t = cocci.make_type("struct " + f + " *")
print("s", f, p[0].line)

@script:python@
y << s.y;
z << s.z;
t << s.t;
@@
print("later", y, z, t)
