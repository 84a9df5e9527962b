/* An initializer list metavariable that a later rule inherits and
 * writes in + code: a copy of a table added after another declaration,
 * and a table whose elements move to another one. */
//! spatch-differs: spatch 1.1.1 lays the list of a declaration in + code out over three lines ({, the elements, }); we write it on one line
int regs[] = { 1, 2, 3 };
int copy_here;
static const char *names[] = { "a", "b" };
static const char *old_names[] = { "c" };

int use(void)
{
	return regs[0] + copy_here + names[0][0] + old_names[0][0];
}
