// api/simple_open's has_open, open_f not inherited: `...` around the
// element replaced.
@has_open@
identifier fops;
identifier open_f;
@@
struct file_operations fops = {
...,
-.open = open_f,
+.open = simple_open,
...
};
