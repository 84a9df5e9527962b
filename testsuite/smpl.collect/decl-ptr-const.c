/* Declarations whose pointer has a qualifier (rule decl-ptr-const.cocci). */
int use(const void *p);

int f(const char *s)
{
	const char * const *names;
	char *const buf = 0;
	int *volatile flag;
	char **plain;

	names = 0;
	flag = 0;
	plain = 0;
	return use(names) + use(buf) + use(flag) + use(plain);
}
