struct inode { void *i_private; };
struct file { void *private_data; };
struct file_operations {
	int (*open)(struct inode *, struct file *);
};
int simple_open(struct inode *i, struct file *f);
void count(void);

static int baz_open(struct inode *inode, struct file *file)
{
	file->private_data = inode->i_private;
	count();
	return 0;
}

static const struct file_operations baz_fops = {
	.open = baz_open,
};
