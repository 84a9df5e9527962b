/* A disjunction of types as a parameter's type in a function pattern:
 * functions whose first parameter is int or long return 0, one taking
 * a char keeps its return. */
static int s1(int a, char b)
{
	return a;
}

static int s2(long a)
{
	return a;
}

static int s3(char a)
{
	return a;
}

int use(void)
{
	return s1(1, 2) + s2(3) + s3(4);
}
