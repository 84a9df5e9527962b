/* parameters added: before or after one that stays, in place of one
 * removed, last in the list (also where there was none: `()`, `(void)`);
 * a last parameter on a line of its own removed with its line
 */
//! spatch-differs: spatch 1.1.1 writes empty(void, int flags), which does not compile; here the void goes; and it leaves multi's ')' on a line of its own
int use(int);

int before(int a, int b)
{
	return use(a + b);
}

int after(int a, int b)
{
	return use(a - b);
}

int replaced(int old, int b)
{
	return use(b);
}

int more(int a)
{
	return use(a);
}

int none()
{
	return use(1);
}

int empty(void)
{
	return use(2);
}

int multi(int a,
	  int flags)
{
	return use(a);
}
