/* A zero-length array as the last field becomes a flexible array
 * member; one not last, a one-element array, the only field, a union's
 * and a nested anonymous struct's stay.
 */
#include <stddef.h>

struct foo {
	int len;
	char data[0];
};

struct only {
	unsigned long x[0];
};

struct one {
	int n;
	struct foo *items[1];
};

union u {
	int a;
	short b[0];
};

struct mid {
	int z[0];
	int after;
};

struct outer {
	int n;
	struct {
		int m;
		char tail[0];
	} in;
	int w[0];
};

int global = 3;

int f(void)
{
	struct foo *p = NULL;
	return p ? p->len : global;
}
