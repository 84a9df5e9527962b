// A script that calls include_match may drop matches of the rules it
// takes metavariables from: the later rules that need those are skipped.
// A script that only reads them changes nothing.
@r@
identifier f;
expression E;
@@
E = f(...);

@script:python@
f << r.f;
@@
print(f)

@a depends on r@
@@
- g();

@script:python@
f << r.f;
@@
if f != "kmalloc":
    cocci.include_match(False)

@b depends on r@
@@
- h();

@c@
identifier r.f;
@@
- f(1);
//! 10:1: warning: script rule skipped: gcc-smpl does not run python code
//! 19:1: warning: script rule skipped: gcc-smpl does not run python code
//! 25:1: warning: rule 'b' skipped: it needs rule 'r', whose matches a script may drop (include_match)
//! 29:1: warning: rule 'c' skipped: it needs rule 'r', whose matches a script may drop (include_match)
