struct dev;
static int g(struct dev *d,
	     unsigned long n, const char *name)
{
	return n + *name;
}

int h(int (*cb)(int), char t[4], int x) { return cb(x) + t[0]; }

void one(void *data) { }

void two(void *data, int n) { }
