/* A type alone as the rule's body: casts and sizeofs of it too. */
typedef int *LPINT;
typedef long myint;

int cast(void *p, long q)
{
	LPINT a = (LPINT)p;
	LPINT *b = (LPINT *)p;
	myint c = (myint)q + sizeof(myint) + sizeof(LPINT);

	if ((LPINT)p == a)
		return (int)c;
	return **b + (int)sizeof (LPINT);
}
