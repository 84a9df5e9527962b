int f3(int x)
{
	foo(x, 1, 2);
	foo(1, x, 2);
	foo(1, 2, x);
	foo(1, 2);
	foo();
	bar(x);
	bar();
	baz(1, x, x, 2);
	baz(1, 2);
	return 0;
}
