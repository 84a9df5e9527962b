/* A cast replaced, its operand kept (cocci qualifier's second rule):
 * the operand's parentheses stay where they were (before, `(int *)(p +
 * 1)` became `(survived_r1) p + 1`), and no blank after the new cast
 * before punctuation, one before a word, as spatch. */
typedef int *survived_r1;

int *f(int *i, int **pp, long x)
{
	int *a = (int *)i;
	int *b = (int *)&i[1];
	int *c = (int *)*pp;
	int *d = (int *)(x);
	int *e = (int *)-1;
	int *g = (int *)f(i, pp, x);
	int *h = (int *)0;
	int *k = (int *)(i + 1);

	return a + (b - c) + (d - e) + (g - h) + (k - i);
}
