int g(int);
void f(int a, int b)
{
	if (a) g(1);
	if (a != 0) g(2);
	if (0 != a) g(3);
	if (a && b) g(4);
	while (a) g(5);
	while (a != 0) g(6);
}
