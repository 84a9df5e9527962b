int a(int n)
{
	p = kzalloc(n, GFP_KERNEL);
	if (!p)
		return -ENOMEM;
	use(p);
	kfree(p);
	return 0;
}

int b(int n)
{
	p = kzalloc(n, GFP_KERNEL);
	if (p == NULL)
		goto out;
	use(p);
out:
	kfree(p);
	return 0;
}

int c(int n)
{
	p = kzalloc(n, GFP_KERNEL);
	use(p);
	kfree(p);
	return 0;
}
