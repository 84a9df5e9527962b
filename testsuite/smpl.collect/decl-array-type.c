/* A type metavariable takes a declared array's type (rule
 * decl-array-type.cocci). */
int use(const char *s, int n);

int f(int n)
{
	int count;
	char name[16];
	long big[2][3];

	count = n;
	name[0] = 0;
	big[0][0] = count;
	return use(name, count + (int)big[0][0]);
}
