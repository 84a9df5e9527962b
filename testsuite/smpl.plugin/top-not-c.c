/* File-scope initializers the reader does not read as written (a GNU
 * range designator, a declaration a macro cuts short): opaque to the
 * matcher, a note each under verbose, the object file produced; the
 * driver structure after them is still matched. */
#define HALF(x) x
struct drv { const char *name; int owner; };
struct pd { struct drv driver; };

static int table[4] = { [0 ... 1] = 2, [3] = 1 };
static int cut = HALF(1 +) 2;
static struct pd good = { .driver = { .name = "x", .owner = 1, }, };

int use(void)
{
	return table[0] + cut + good.driver.owner;
}
