/* `?-`: an optional statement that is removed where it is there. */
void foo(void);
void bar(void);
void after(void);

int demo(int x)
{
	foo();
	if (x) {
		bar();
		after();
		return 0;
	}
	bar();
	after();
	return 1;
}

int other(int x)
{
	foo();
	if (x)
		after();
	return 0;
}
