/* main-only.h - plugin.exp's main-only case: a header's inline function
 * that the rule matches too. */
void b(void);

static inline void in_header(void)
{
	b();
}
