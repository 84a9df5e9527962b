int global;

void f(int n)
{
	struct foo *x = kmalloc(n, GFP_KERNEL);
	char *y = kzalloc(n * 2, GFP_KERNEL);
	struct bar *x = kcalloc(n, 4, GFP_KERNEL);
	int k = n;

	mark(k);
	work(k);
	mark(global);
	work(global);
}
