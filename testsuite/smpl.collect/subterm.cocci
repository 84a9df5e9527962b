// A subterm constraint: x takes any expression within the value r gave
// E (E itself included), in a rule that does not declare r.E.
@r@
expression E;
@@
 kfree(E);

@@
expression x <= r.E;
@@
- use(x);
