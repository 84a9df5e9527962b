/* Statement lists as both arms of an if; an unbraced arm is no { SL }
 * (spatch neither). */
void x1(void), x2(void);
int a(int);

int f(int x)
{
	if (x)
		a(2);
	if (x > 1) {
		a(1);
	} else {
		a(2);
		a(3);
	}
	return x;
}
