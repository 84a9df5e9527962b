/* Loop patterns through GIMPLE: GCC keeps neither where a for or while
 * statement ends, nor that i++ was written so, nor i < 4 (it has
 * i <= 3); the plugin reads them from the text. */
void kfree(void *p);
void foo(int);
void bar(int);
struct s { void *bufs[4]; };

int f(struct s *d, int n)
{
	int i;

	for (i = 0; i < n; i++)
		kfree(d->bufs[i]);
	for (i = 0; i < 4; i++) {
		foo(i);
	}
	while (n > 0) {
		foo(n);
		n--;
	}
	return 0;
}
