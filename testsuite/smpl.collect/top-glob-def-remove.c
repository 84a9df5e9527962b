struct keep {
	int a;
};

/* no longer used */
struct old {
	int x;
	long y;
};

struct old2 { int z; };
int g(struct keep *k)
{
	return k->a;
}
