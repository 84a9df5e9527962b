#include <stddef.h>

/* for strlen */
#include <string.h>

/* not needed */
#include <stdlib.h>

#define OP_START (0x4)
#define OP_WRITE (OP_START | 0x1)	/* write */
#define OP_OLD 7 /* to go */
#define OP_KEEP 8

int f(const char *s)
{
	return strlen(s) + OP_WRITE + OP_KEEP;
}
