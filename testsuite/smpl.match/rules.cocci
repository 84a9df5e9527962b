// Several rules in order: depends on, an inherited metavariable (the
// second rule runs once per function name the first one bound), a rule
// whose dependency fails, and a fresh identifier.
@r@
identifier fn;
@@
- old_init(fn);
+ new_init(fn);

@s depends on r@
identifier r.fn;
fresh identifier tmp = "saved_" ## fn;
@@
- fn(0);
+ tmp = fn(1);

@t depends on !r@
@@
- never();
