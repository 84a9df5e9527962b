/* Constants as written: decimal and hexadecimal integers without a
 * suffix compare by value (16 is 0x10 for a rule, as in spatch), other
 * spellings as written (1U is not 1UL), and the code keeps its own. */
#include "kmacros.h"

void emit(const char *s, unsigned long v);

int test(unsigned int flags, int n, char c)
{
	unsigned long m = 1UL << n;

	if (flags & 0x10)
		emit("bit \"4\"\n", m);
	if (flags & 16)
		emit("sixteen", 1UL << 3);
	if (c == 'a')
		return 0x10;
	return 1U << n;
}
