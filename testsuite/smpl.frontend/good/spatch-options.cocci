#spatch --very-quiet -D fn=kfree
# spatch -D patch
// `#spatch` lines before the rules: their -D options are taken as
// smplc's (-D NAME=VALUE gives `identifier virtual.NAME` its value; with
// none, a rule with one does not run).
virtual patch

@depends on patch@
identifier virtual.fn;
expression E;
@@
- fn(E);
+ fn_safe(E, fn);

@@
identifier virtual.other;
@@
- other();
