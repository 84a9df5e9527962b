/* + code without a comma in place of an element that has one: the
 * element's comma stays. */
struct file_operations {
	int (*open)(int);
	int (*release)(int);
};
int simple_open(int);
static int my_open(int x) { return x; }
static const struct file_operations a_fops = {
	.open = my_open,
	.release = 0,
};

int use(void)
{
	return a_fops.open != 0;
}
