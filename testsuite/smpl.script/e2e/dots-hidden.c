int get(int);
void put(int, int);
int x;

void same(int k, int a)
{
	x = get(a);
	if (k)
		put(a, 1);
	else
		put(a, 2);
}

void differ(int k, int a, int b)
{
	x = get(a);
	if (k)
		put(a, 1);
	else
		put(b, 2);
}
