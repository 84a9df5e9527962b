struct s;
int g(int);
void f(struct s *p, int n)
{
	if (!p) g(1);
	if (p == NULL) g(2);
	if (NULL == p) g(3);
	if (!n) g(4);
	while (!p) g(5);
	while (NULL == p) g(6);
}
