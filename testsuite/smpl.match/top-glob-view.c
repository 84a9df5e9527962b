#define DEFINE_OPS(n, f) struct ops n = { f }
struct ops { int (*f)(void); };
static int zero(void);
static DEFINE_OPS(ops0, zero);
static int hits, *ptr;
extern const char *names[];
int (*cb)(int, char *s);
typedef int T;
T t;

static int zero(void)
{
	return hits + t;
}
