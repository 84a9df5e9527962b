void f(void)
{
	foo();
	foo();
	bar();
}

void g(int x)
{
	foo();
	if (x) {
		foo();
	}
	bar();
}
