/* Conditions through GIMPLE: if (err) arrives as err != 0, if (!x) as
 * x == 0, z > 1 as z >= 2; the text puts them back. */
int fix(int);
void foo(void);
void bar(int);

int f(int err, int x, int z)
{
	if (err)
		return err;
	if (!x)
		foo();
	if (z > 1)
		return z;
	return 0;
}
