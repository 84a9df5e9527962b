/* A type alone as the rule's body: the return type of a definition
 * too, after static, and on a line of its own where the + code has no
 * star. */
typedef int *LPINT;
typedef long myint;

LPINT get(LPINT p)
{
	return p;
}

static LPINT sget(LPINT p)
{
	return p;
}

myint
nget(void)
{
	myint r = 1;
	return r;
}
