/* A function header removed and written again without a parameter
 * (cocci test hd): the tokens both lines have stay, the parameter left
 * out is removed, as spatch */
static int scale(int x, int y, int z);

static int scale(int x, int y, int z) {
	return x * z;
}

static int other(int x, int y, int z)
{
	return x + y + z;
}

int main(void)
{
	return scale(1, 2, 3) + other(1, 2, 3);
}
