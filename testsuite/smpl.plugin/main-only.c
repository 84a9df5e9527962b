/* main-only.c - plugin.exp's main-only case: the rule matches b() here
 * and in the header's inline function; with main-only (what smpl-make.sh
 * --coccicheck gives, as coccicheck's spatch reads the .c files) only
 * here. */
#include "main-only.h"

void in_main(void)
{
	in_header();
	b();
}
