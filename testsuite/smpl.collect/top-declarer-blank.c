#define MODULE_AUTHOR(s) static const char *author_##__LINE__ = s
#define MODULE_ALIAS(s) static const char *alias_##__LINE__ = s
int a;
MODULE_AUTHOR("first");

int b;

MODULE_ALIAS("second");
int c;

long e;
int f(void)
{
	return 0;
}

long d;
