/* typedef T1 { ... } T2; then - T2 + T1: the uses of a struct's or a
 * union's typedef name become the tagged type (locals, parameters,
 * casts, sizeof); an anonymous struct has no tag to write (bar_t
 * stays), nor is an enum taken; a typedef of int alone is left to
 * typedef T1 T2 (not in this rule). */
#include <stddef.h>

typedef struct foo { int x; } foo_t;

typedef union num {
	int i;
	long l;
} num_t;

typedef struct { int y; } bar_t;

typedef enum col { RED, GREEN } col_t;

typedef int int_t;

static int get(foo_t *p, num_t n)
{
	foo_t copy = *p;
	bar_t b = { 1 };
	col_t c = RED;
	int_t k = (int_t)sizeof(foo_t);

	return copy.x + n.i + b.y + c + k + (int)((num_t *)&n)->i;
}

int use(void)
{
	foo_t f = { 2 };
	num_t n;

	n.i = 3;
	return get(&f, n);
}
