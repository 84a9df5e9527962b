// Format metavariables in strings: one directive (%@d@), one in a set,
// a list of directives and the text between them (%@fl@).
@@
format d;
expression E;
@@
- printk("probe: %@d@\n", E);
+ pr_info("probe %@d@\n", E);

@@
format list fl;
expression list es;
@@
- warn("probe: %@fl@\n", es);
+ pr_info("%@fl@\n", es);

@@
format x = {x, lu};
expression list es;
@@
- printk("size %@x@\n", es);
+ pr_info("size 0x%@x@\n", es);
