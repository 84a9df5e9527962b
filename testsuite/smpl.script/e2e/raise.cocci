//! spatch-differs: spatch stops the whole run at the first exception; here that script rule stops for the unit and the other rules go on
//! stderr: *raise.cocci:16: error in script rule*KeyError: 'a'*
// A script that raises: our diagnostic names the rule's line and the
// traceback's last line; the script rule stops for this compilation
// (it does not run for b), the rules before and after it still run.
@r@
expression E;
@@
kfree(E);

@script:python@
e << r.E;
@@
print("before " + e)

@script:python@
e << r.E;
@@
d = {}
print(d[e])

@script:python@
e << r.E;
@@
print("after " + e)
