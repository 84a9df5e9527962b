// From a function to the initializers that name it: rule s binds fn
// with a header pattern (b_probe has no foo(), c_probe returns long),
// the next rule edits only the initializers naming a function s matched.
@s@
identifier fn, p;
@@
int fn(struct platform_device *p) {
...
- foo(p);
...
}

@@
identifier d, s.fn;
@@
struct platform_driver d = {
	.probe = fn,
-	.owner = THIS_MODULE,
};
