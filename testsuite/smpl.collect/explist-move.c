int foo();
void t(int a, int b)
{
	foo(1);
	foo(1, 2);
	foo(a + b, 2, 3);
	foo(a = b, (a, b));
}
