void f(void)
{
	volatile int x;
	volatile int *y;
}
