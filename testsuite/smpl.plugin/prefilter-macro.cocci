// The prefilter's test of macros (prefilter-macro.c): dev_err is a
// macro there, and a function must use it for this rule to run.
@@
expression D, F;
@@
- dev_err(D, F);
+ dev_warn(D, F);
