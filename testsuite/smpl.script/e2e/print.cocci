//! ordered
// print(): several values, sep and end, a line in two calls, two
// lines in one call; each line as written, in the order printed.
@r@
identifier fn, x;
@@
int fn(int x) { ... }

@script:python@
fn << r.fn;
x << r.x;
@@
print("function", fn, "param", x)
print(fn, x, sep="/")
print("part one,", end=" ")
print("part two")
print("first\nsecond of " + fn)
