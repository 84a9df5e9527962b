/* A disjunction of types in casts and in sizeof: casts to int or long
 * go, a cast to char stays; sizeof(int) and sizeof(long) become
 * sizeof(unsigned long), sizeof(char) stays. */
int f(int a, long b)
{
	long r = (long)a + (int)b + (char)a + (long)(a + 1);

	r += sizeof(int) + sizeof(long) + sizeof(char);
	return r;
}
