// Format metavariables, named in the strings of the body and of +
// code: one directive, a list with a constant length, a set.
@@
format d;
format list[2] fl;
format x = {x, lu};
expression list es;
@@
- printk("%@d@: %@fl@ %@x@\n", es);
+ pr_info("%@x@ %@d@: %@fl@\n", es);
