/* Statements whose GCC location is that of their call: a replacement
 * must still cover the whole statement, on its own line and after an if. */
void *old_alloc(void);
void *new_alloc(void);
int f(int x)
{
	void *p = 0, *q;

	if (x) p = old_alloc();
	q = old_alloc();
	return p == q;
}
