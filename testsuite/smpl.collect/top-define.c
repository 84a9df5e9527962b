#define BUFSZ (4 * 1024)
#define DEBUG_LEVEL 0
#define OTHER_LEVEL 1
#define SQUARE(x) ((x) * (x))
#define DEBUG_LEVELS 0
#define LONG_ONE 1 + \
	2

int f(void)
{
	return SQUARE(2);
}
