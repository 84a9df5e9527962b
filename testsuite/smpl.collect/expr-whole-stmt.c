/* An expression pattern whose match is a whole expression statement:
 * the call is replaced, the statement keeps its ';'. */
void foo(int);
void bar(int);

int g(int y)
{
	foo(y);
	if (y)
		foo(y + 1);
	return y;
}
