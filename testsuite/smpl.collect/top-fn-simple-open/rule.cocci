// The kernel's api/simple_open.cocci: rule open removes a whole
// function definition with the comments above it, a blank line next to
// it and its prototype (its line alone), as spatch;
// has_open inherits open_f (its `...,` elements and + code in
// initializers are left out here: the element is only removed).
@ open @
identifier open_f != simple_open;
identifier i, f;
@@
-int open_f(struct inode *i, struct file *f)
-{
(
-if (i->i_private)
-f->private_data = i->i_private;
|
-f->private_data = i->i_private;
)
-return 0;
-}

@ has_open depends on open @
identifier fops;
identifier open.open_f;
@@
struct file_operations fops = {
-	.open = open_f,
};
