int g(int);
static long h(void);
int v;
int (*cb)(int);
void unused_fn(void);
int w;

int g(int x)
{
	return x + (int)h();
}

static long h(void)
{
	return 1;
}
