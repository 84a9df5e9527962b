// Several rules: the first finds probe functions that take a lock, the
// second, inherited, works inside each one; a fresh identifier names a
// helper; depends on formulas with ever/never and parentheses.
virtual patch
virtual context

@probe exists@
identifier fn =~ "_probe$";
identifier lock;
@@
fn(...)
{
  <+...
  mutex_lock(&lock);
  ...+>
}

@unlocked depends on probe && (patch || !context)@
identifier probe.fn, probe.lock;
fresh identifier helper = "locked_" ## fn;
@@
fn(...)
{
  ...
- mutex_lock(&lock);
+ helper(&lock);
  ... when != mutex_unlock(&lock)
      when any
}

@bad depends on ever probe && never unlocked@
position p;
local idexpression struct device *dev;
identifier f != {kfree, kvfree};
@@
  f@p(dev, ...);
