// A name declared a declarer in one rule is one in the rules after it
// too, as spatch reads it: the last rule replaces declarer uses
// without declaring either name.  Its `depends on b` holds in the
// bindings b matched in: foo_ops, which setup() creates, not bar_ops
// (the kernel's api/debugfs/debugfs_simple_attr.cocci in short).
@a@
declarer name SIMPLE_ATTR, FAST_ATTR;
identifier ops, get;
@@
SIMPLE_ATTR(ops, get);

@b@
identifier a.ops;
expression N;
@@
- attr_create(N, &ops);
+ attr_create_fast(N, &ops);

@depends on b@
identifier a.ops, a.get;
@@
- SIMPLE_ATTR(ops, get);
+ FAST_ATTR(ops, get);
