/* BUG_ON(c);, a macro that expands to a statement, is one statement. */
#include "kmacros.h"

int take(int *p, int n)
{
	BUG_ON(!p);
	BUG_ON(n > 4);
	return p[n];
}
