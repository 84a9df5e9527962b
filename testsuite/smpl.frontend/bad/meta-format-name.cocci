// %@NAME@ in a string names a format metavariable.
@@
expression E;
format f;
@@
- printk("%@f@ %@E@\n");
//! 6:10: error: '%@E@' in a string names no format metavariable
