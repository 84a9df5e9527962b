int foo(int x)
{
	kfree(x);
	return bar(x + 1);
}
