int limit(void);

int probe(int a)
{
	int n = a + 1;
	long m = limit();
	unsigned int k = 0, j = 3;

	return n + m + k + j;
}
