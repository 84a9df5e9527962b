/* `- if` `+ while` `(x) S`: the keyword alone is replaced, the rest
 * of the statement stays as written; an if with an else is not taken
 * (the pattern has none), as spatch */
int step(int);

int f(int a)
{
	if (a) a = step(a);
	if (a > 2) {
		a++;
	}
	if (a > 3)
		a = 0;
	else
		a = 1;
	return a;
}
