#include <stddef.h>
#include <string.h>
#include <strings.h>

int f(const char *s)
{
	return strlen(s);
}
