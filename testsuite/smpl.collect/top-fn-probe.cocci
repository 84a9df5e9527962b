// A function named by a structure initializer (rule r, on the top level)
// is patched by a later rule that inherits its name, whether it is
// defined before or after the initializer; `other` is not named.
@r@
identifier d, fn;
@@
struct platform_driver d = {
	.probe = fn,
};

@@
identifier r.fn;
@@
fn(...) {
...
- foo();
...
}
