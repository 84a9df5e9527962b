static int counter;
int total;
const int fixed;
int a, b;
extern int limit;
int (*hook)(int);
int fn(int);

int fn(int x)
{
	int y;

	y = x + counter + total + fixed + a + b + limit;
	return y;
}
