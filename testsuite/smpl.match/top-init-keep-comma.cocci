// The element replaced by + code without a comma, another after it.
//! spatch: skip spatch 1.1.1 does not parse a + line without its comma there
@@
identifier fops, open_f;
@@
struct file_operations fops = {
...,
-.open = open_f,
+.open = simple_open
...
};
