//! spatch-differs: a compilation where no script rule gets a tuple does not load Python, so its initialize and finalize rules do not run (docs/scripts.md, "When Python is loaded"); spatch runs them always
// No match: no script runs, and neither do initialize and finalize.
@initialize:python@
@@
print("initialize")

@r@
expression E;
@@
kfree(E);

@script:python@
e << r.E;
@@
print("never " + e)

@finalize:python@
@@
print("finalize")
