//! spatch-differs: spatch refuses the rule file before any rule runs; here the rule that does not compile is reported where first needed and the others run
//! stderr: *syntax.cocci:15: error in script rule*SyntaxError*line 18*
// A script rule whose Python does not compile: the diagnostic names the
// rule's line and Python's message; the other rules run.
@r@
expression E;
@@
kfree(E);

@script:python@
e << r.E;
@@
print("fine " + e)

@script:python@
e << r.E;
@@
if e ==
    print("never")
