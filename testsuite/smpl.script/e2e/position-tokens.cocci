// The token a position written after an expression binds, as spatch
// gives it: a metavariable's whole match, the ')' of a call, of
// sizeof(E) and of (E), the ']' of an index, the name after '->'.
@r@
type T;
T[] A;
expression E, F;
identifier fld;
position p1, p2, p3, p4, p5, p6;
@@
(
 sizeof(A)@p1 / sizeof(T)
|
 f(...)@p2
|
 E@p3 * (F)@p4
|
 A[E]@p5
|
 E->fld@p6
)

@script:python@
p1 << r.p1 = [];
p2 << r.p2 = [];
p3 << r.p3 = [];
p4 << r.p4 = [];
p5 << r.p5 = [];
p6 << r.p6 = [];
@@
for (n, ps) in (("sizeof", p1), ("call", p2), ("E", p3), ("(F)", p4),
		("index", p5), ("field", p6)):
	for p in ps:
		print(n, p.line, p.column, p.line_end, p.column_end)
