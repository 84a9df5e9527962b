int printk(const char *fmt, ...);
int pr_info(const char *fmt, ...);
int warn(const char *fmt, ...);

int probe(int n, unsigned long size, const char *name)
{
	printk("probe: %d\n", n);
	printk("probe: %lu\n", size);
	warn("probe: %s at %d\n", name, n);
	warn("probe: %d\n", n);
	warn("probe: %d items\n", n);
	printk("probe: done\n");
	printk("probe: %d items\n", n);
	printk("size %lu %s\n", size, name);
	printk("size %x\n", n);
	return 0;
}
