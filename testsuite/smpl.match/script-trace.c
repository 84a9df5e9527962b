void f(void)
{
	foo(a, 1);
	foo(a, 1);
	bar();
	done();
}
