/* The kernel's api/simple_open, its initializer side: the .open of a
 * file_operations replaced, wherever it is among the fields. */
struct inode;
struct file;
struct file_operations {
	int (*open)(struct inode *, struct file *);
	int (*release)(struct inode *, struct file *);
	long (*read)(struct file *, char *, unsigned long, long *);
};
int simple_open(struct inode *inode, struct file *file);

static int my_open(struct inode *inode, struct file *file)
{
	return 0;
}

static const struct file_operations a_fops = {
	.read = 0,
	.open = my_open,
	.release = 0,
};

static const struct file_operations b_fops = {
	.open = my_open,
};

static struct file_operations c_fops = {
	.release = 0,
};

int use(void)
{
	return a_fops.open == b_fops.open && !c_fops.open;
}
