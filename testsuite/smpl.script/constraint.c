int kfree_all(int x)
{
	kfree(x);
	return bar(x + 1);
}

int other(int y)
{
	kfree(y);
	return baz(y);
}
