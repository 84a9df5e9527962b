/* + code after a declaration (rule decl-add-after.cocci). */
struct lock { int held; };

int take(struct lock *l);

int f(struct lock *l, int n)
{
	struct lock *lk;
	int ret;

	lk = l;
	ret = take(lk);
	return ret + n;
}
