int get(void);
void use(int, int);

void one(int k)
{
	int x;

	x = get();
	use(x, 1);
	if (k)
		use(x, 2);
	use(k, 3);
	use(x, 1);
}

void two(void)
{
	int y;

	y = get();
	use(y, 4);
}
