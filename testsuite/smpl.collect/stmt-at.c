/* a statement metavariable after '@' on an expression binds the
 * statement the expression is in (f(4+3); here, the if's arm), which a
 * later rule takes: the if whose arm it is becomes a while */
int f(int);
int g(int);
int h(int);

int main(int a)
{
	if (a) f(4+3);
	if (a) f(5);
	g(4+3);
	g(3+3);
	return 0;
}
