int foo();
int bar();
void t(int a, int b)
{
	foo(a = b, (a, b));
	foo(a = b, 1);
	foo(a + b, (a, b));
	foo((a), 1);
	foo(((a + b)), (b), 2);
	bar(1, (a));
}
