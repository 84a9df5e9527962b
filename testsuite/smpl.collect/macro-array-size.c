/* sizeof(a) / sizeof(a[0]) as written (GCC folds it to a constant):
 * in a return value, a condition and a call argument. */
#include "kmacros.h"

static int tab[8];
static const char *names[] = { "a", "b", "c" };
int use(int);

int count(void)
{
	int i, n = 0;

	for (i = 0; i < sizeof(tab) / sizeof(tab[0]); i++)
		n += tab[i];
	use(sizeof(names) / sizeof(names[0]));
	return sizeof(tab) / sizeof(tab[0]) + n;
}
