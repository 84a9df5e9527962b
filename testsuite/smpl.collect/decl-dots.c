/* `...` and statement metavariables over declarations without an
 * initializer (rule decl-dots.cocci). */
int lock(int *l);
int unlock(int *l);
int g(int n);

int f(int *l, int n)
{
	int ret;
	int spare;

	lock(l);
	int tmp;
	long acc;
	ret = n;
	while (n--) {
		int sq;
		sq = n * n;
		ret += sq;
	}
	acc = ret;
	tmp = (int)acc;
	unlock(l);
	return tmp;
}
