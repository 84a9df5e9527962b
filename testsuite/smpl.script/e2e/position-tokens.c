struct s { int a; };
static struct s tab[4];
static int arr[3];
struct s *ptr;
int f(int x);

int g(void)
{
	int n = (sizeof (tab) / sizeof (struct s));
	int k = f (1 ) + f(2);
	int m = (n + 1) * ( k );
	return arr[ n ] + ptr -> a + m;
}
