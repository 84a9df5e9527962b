/* `E op ...`: E any operand of a chain of |, &, + or * (not one in
 * parentheses), a chain of one E alone, as in spatch; with - and ^
 * only the operator's left operand. */
void f(int), g(int), h(int), k(int), m(int), n(int), q(int), hit(int);
enum { A = 1, B = 2, X = 4 };

void t(void)
{
	f(X);
	f(A | X | B);
	f(X | A | B);
	f(A | B | X);
	f(A | (X | B));
	f(A & X);
	g(A & X & B);
	g(X);
	h(A + X + B);
	h(X);
	k(A * B * X);
	m(A - X - B);
	m(X - A);
	m(X);
	n(A ^ X ^ B);
	n(X ^ A);
	q(A || X || B);
	q(A || (X || B));
	q((A || X) || B);
}
