/* An expression list metavariable stands for all the arguments of a call,
   or for the rest of them after the first. */
void foo(int, int);
void bar(int, int);
void baz(int, int);

void f(int a, int b)
{
	foo(a, b);
	baz(a, b + 1);
}
