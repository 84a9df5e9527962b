/* A type alone as the rule's body: each parameter and local
 * declaration whose type is that typedef name is rewritten, the blank
 * after the name going with it where the + code ends in a '*'. */
typedef int *LPINT;
typedef long myint;

int type_alone(LPINT x, LPINT *y, myint z)
{
	myint c = 3, f;
	LPINT d = x;
	myint *e = 0;
	LPINT g[2];

	g[0] = d;
	f = c;
	return *x == **y + f + *g[0] + (e == 0) + (int)z;
}
