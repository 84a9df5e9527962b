int f(int, int, int), g(int, int);

int h(int x, int y, int z)
{
	int r = f(x | y, y + 1, (z));

	r += f((x | y), y ? 1 : 2, z - 1);
	r -= f(x * y, y, z);
	r ^= f(x++, (y), !z);
	return r;
}
