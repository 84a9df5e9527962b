// Two rules bind the elements of u8 tables (designated by an index,
// the size written [...]) and a script compares them as text, as the
// kernel's api/check_bq27xxx_data does in OCaml: identical tables are
// reported at the first one's name.
@getregs1@
typedef u8;
identifier i1regs;
initializer list i1regs_vals;
position p1;
@@
u8 i1regs@p1[...] = { i1regs_vals, };

@getregs2@
identifier i2regs;
initializer list i2regs_vals;
position p2;
@@
u8 i2regs@p2[...] = { i2regs_vals, };

@script:python@
v1 << getregs1.i1regs_vals;
v2 << getregs2.i2regs_vals;
r1 << getregs1.i1regs;
r2 << getregs2.i2regs;
p1 << getregs1.p1;
p2 << getregs2.p2;
@@
if r1 < r2 and str(v1) == str(v2):
    coccilib.report.print_report(p1[0], "%s and %s are identical" % (r1, r2))
