/* GNU C and C99 shapes the view must survive: statement expressions,
 * case ranges, VLAs, compound literals, designated initializers, inline
 * asm, builtins, bit fields, nested functions, atomics, setjmp,
 * labels as values, __builtin_expect, alloca, variadic functions. */
#include <setjmp.h>
#include <stdarg.h>
#include <string.h>

struct bits { unsigned a : 3, b : 5; int c; };
struct pt { int x, y; };
void use(void *);
int get(int);

#define max(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define likely(x) __builtin_expect(!!(x), 1)

int ranges(int c)
{
	switch (c) {
	case 'a' ... 'z':
		return 1;
	case 0 ... 9:
		return 2;
	default:
		return max(c, 3);
	}
}

int vla(int n)
{
	int a[n];
	struct pt p = { .y = n, .x = 1 };
	struct pt *q = &(struct pt){ 2, 3 };

	memset(a, 0, sizeof(a));
	use(a);
	return p.x + q->y + a[n - 1];
}

int bitfields(struct bits *b)
{
	if (b->a == 2 && b->b == 3)
		return b->c;
	b->a = 1;
	return likely(b->c) ? 1 : 0;
}

int nested(int x)
{
	int twice(int y) { return 2 * y; }

	return twice(x) + get(x);
}

int asm_and_atomics(int *p)
{
	int v;

	__asm__ volatile("" : : : "memory");
	v = __atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST);
	__sync_synchronize();
	return v;
}

static jmp_buf env;

int jumps(int x)
{
	if (setjmp(env))
		return -1;
	if (x)
		longjmp(env, 1);
	return 0;
}

int sum(int n, ...)
{
	va_list ap;
	int s = 0;

	va_start(ap, n);
	while (n--)
		s += va_arg(ap, int);
	va_end(ap);
	return s;
}

int loops(int n)
{
	int i = 0, s = 0;

	do {
		if (i % 3 == 0)
			continue;
		s += get(i) ?: 1;
	} while (++i < n);
	for (;;) {
		if (s > 100)
			break;
		s <<= 1;
	}
	return s > 0 && n > 0 ? s : -s;
}

void *alloc(int n)
{
	void *p = __builtin_alloca(n);

	use(p);
	return n > 4 ? (void *)0 : p;
}
