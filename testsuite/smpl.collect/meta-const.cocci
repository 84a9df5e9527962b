// const in typed metavariables: a pattern type without const takes a
// const type too, a const one only a const type; a type metavariable
// binds the const with the type (a cast to T of an expression of type T
// drops no const).
@@
struct device *x;
@@
- use_dev(x)
+ use_device(x)

@@
const char *c;
@@
- use_str(c)
+ use_const_str(c)

@@
type T;
T E;
@@
- (T)
  E
