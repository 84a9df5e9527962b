// Script rules kept whole: the three header spellings, initialize and
// finalize, inherited values with and without a default, a value the
// script computes, inherited by later code rules (any kind may take it),
// a script constraint naming another rule's value, and an OCaml rule
// (warned about, never run: so is the rule that needs it).
@initialize:python@
@@
import re
seen = set()

@r@
identifier fn;
expression E;
@@
fn(...) { <... E + 1 ...> }

@ script:python s depends on r@
fn << r.fn;
e << r.E = "DEF";
y, z;
@@

seen.add(fn)
coccinelle.y = fn + "_x"
coccinelle.z = e

@script: python t@
y << s.y;
@@
print(y)

@@
identifier s.y;
identifier r.fn;
expression list es;
@@
- fn(es)
+ y(es)

@@
expression s.z;
identifier f : script:python (r.fn, s.y) { f != fn };
@@
- f(z);

@finalize:python@
@@
print(len(seen))

@script:ocaml o@
x << r.fn;
@@
()

@depends on o@
@@
- g();
//! 50:1: warning: script rule skipped: gcc-smpl does not run ocaml code
//! 55:1: warning: rule 9 skipped: it needs rule 'o', which is not run
