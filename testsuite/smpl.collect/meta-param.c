static int g(char *s,
	     unsigned long n)
{
	return n + *s;
}

int h(const char *s, char *t, int x) { return x; }

int k(int (*cb)(int), int x) { return cb(x); }

void one(void *data) { }

static long three(int a, int b, int c) { return a + b + c; }

static int none(void) { return 0; }
//! spatch-differs: spatch takes (void) for a parameter: none(void) would become none(void, int unused), which does not compile; here (void) has no parameter
