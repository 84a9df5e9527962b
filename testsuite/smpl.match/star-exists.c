/* A * rule without exists or forall is exists, as spatch: a() after b()
 * on some path only (f) is reported; a - rule without a quantifier
 * stays forall (star-exists-minus: nothing). */
int c(int);
int a(void);
int b(void);

void f(int x)
{
	b();
	if (c(x))
		a();
	b();
}
