void f(int x, int y)
{
	foo(x, y);
	bar();
}
void g(int x)
{
	foo(x, x);
	bar();
}
