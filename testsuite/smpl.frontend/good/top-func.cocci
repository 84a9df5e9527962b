// Function headers: a prototype, a definition with a storage class and
// parameters (types, '...', a list metavariable), a position on a
// function's name.  Top-level code: each rule warns and is skipped.
@@
type T;
identifier f;
@@
- T f(...);

@@
identifier fn, c;
parameter list ps;
@@
static int fn(struct i2c_client *c, ps, ...)
{
  ...
- i2c_set_clientdata(c, NULL);
}

@@
identifier open_f, i, f;
position p;
@@
int open_f@p(struct inode *i, struct file *f)
{
  return 0;
}
//! 8:3: warning: a function prototype is top-level code, not matched yet: rule 1 matches nothing
//! 12:16: warning: 'parameter list' metavariables are not matched yet: rule 2 matches nothing
//! 24:1: warning: a function definition is top-level code, not matched yet: rule 3 matches nothing
