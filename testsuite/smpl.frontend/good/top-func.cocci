// Function headers: a prototype, a definition with a storage class and
// parameters (types, '...', a list metavariable), a position on a
// function's name.  The prototype (top-level code) warns and skips its
// rule; the definitions, with the list metavariable, are matched.
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
//! 9:3: warning: a function prototype is top-level code, not matched yet: rule 1 matches nothing
