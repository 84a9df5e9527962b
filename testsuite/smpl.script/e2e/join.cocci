// A script reading two rules, one inheriting from the other through a
// value the script does not read (b takes a.E; the script reads a.fn and
// b.p): only the pairs one environment gives, as spatch pairs them;
// include_match(False) on one pair leaves the other to later scripts;
// a script without values, depending on b, runs once.
@a@
identifier fn;
expression E;
@@
fn(...) { ... kfree(E); ... }

@b@
expression a.E;
position p;
@@
kfree(E@p);

@script:python@
fn << a.fn;
p << b.p;
@@
if fn == "f1":
    cocci.include_match(False)
else:
    cocci.include_match(True)
print("first " + fn + " " + p[0].line)

@script:python@
fn << a.fn;
p << b.p;
@@
print("second " + fn + " " + p[0].line)

@script:python depends on b@
@@
print("no values, once")

@script:python@
x << a.E;
@@
print("E " + x)
