/* A computed goto: a GIMPLE shape the view does not read.  The plugin
 * must say so, skip the function, and still produce the object file. */
void foo(void);

int dispatch(int op)
{
	static void *table[] = { &&add, &&sub };

	foo();
	goto *table[op & 1];
add:
	return 1;
sub:
	return -1;
}
