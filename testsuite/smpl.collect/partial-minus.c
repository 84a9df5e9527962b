/* Calls only part of whose tokens a rule removes, and
 * arguments removed with a comma next to them. */
int printk(const char *, ...);
int WARN(int, const char *, ...);
int f(int, ...);
int g(int, ...);

void t(int a, int b, int c, int d)
{
	printk("x %d\n", a);
	printk("y\n");
	f(3);
	f(1, 3);
	f(1, 2, 3);
	g(b);
	g(a, b);
	g(b, c);
	g(a, b, c);
	g(a, d, b, c);
	g(a,
	  b,
	  c);
}
