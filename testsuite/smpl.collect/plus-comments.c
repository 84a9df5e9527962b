/* Comments in + code are written out with it. */
void foo(void);
void bar(void);
void other(void);

int demo(int x)
{
	foo();
	other();
	bar();
	return x;
}
