struct inode { void *i_private; };
struct file { void *private_data; };
struct file_operations {
	int (*open)(struct inode *, struct file *);
};
static int foo_open(struct inode *inode, struct file *file);
int simple_open(struct inode *i, struct file *f);

static const struct file_operations foo_fops = {
	.open = foo_open,
};

/*
 * The device's private data, for read and write.
 */
static int foo_open(struct inode *inode, struct file *file)
{
	file->private_data = inode->i_private;
	return 0;
}
int y;
