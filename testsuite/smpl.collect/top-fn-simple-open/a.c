struct inode { void *i_private; };
struct file { void *private_data; };
struct file_operations {
	int (*open)(struct inode *, struct file *);
	int (*release)(struct inode *, struct file *);
};
int simple_open(struct inode *i, struct file *f);

static int foo_open(struct inode *inode, struct file *file)
{
	if (inode->i_private)
		file->private_data = inode->i_private;
	return 0;
}

static int foo_release(struct inode *inode, struct file *file)
{
	return 0;
}

static const struct file_operations foo_fops = {
	.open = foo_open,
	.release = foo_release,
};

int bar_open(struct inode *inode, struct file *file)
{
	file->private_data = inode->i_private;
	return 0;
}
