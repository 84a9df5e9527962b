struct s;

int keep;
static const int (*f)(const int);
int (*x[2])(int x);
int (*g)(int a, char *b);
void (*h)(void);
int (*k)(struct s *p, unsigned int);

int use(void)
{
	return keep;
}
