int h(int);
void f(int a, int b)
{
	if (a) h(1);
	if (a) { h(2); }
	if (b) h(3);
	if (b) { h(4); }
}
