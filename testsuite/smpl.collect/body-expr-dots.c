/* `y = a` matches the assignment inside a condition as well. */
int get(int);
void put(int);

void f(int a, int b)
{
	int y;

	if ((y = get(a)) > 0)
		b++;
	put(y);
}

void g(int a)
{
	int z;

	z = a;
	put(z);
}
