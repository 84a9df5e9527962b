/* two rules edit different lines of one function: the result is what
 * either order gives */
void a(int x);
void b(int x);

int f(int x)
{
	a(x);
	x++;
	b(x);
	return x;
}
