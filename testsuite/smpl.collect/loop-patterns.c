/* Loop patterns through GIMPLE: GCC keeps neither where a for or while
 * statement ends nor that i++ was written so; the plugin reads both
 * from the text. */
void kfree(void *p);
void foo(int);
void bar(int);
struct s { void *bufs[4]; };

int f(struct s *d, int n)
{
	int i;

	for (i = 0; i < n; i++)
		kfree(d->bufs[i]);
	while (n > 0) {
		foo(n);
		n--;
	}
	return 0;
}
