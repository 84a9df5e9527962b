typedef unsigned char u8;
struct dev;
static int g(char *s,
	     unsigned long n)
{
	return n + *s;
}
int h(const char *s, char *t, int x) { return x; }
int k(int (*cb)(int), int x) { return cb(x); }
void one(void *data) { }
int a1(u8 *buf, struct dev *d) { return buf[0]; }
int a3(int arr[3], int x) { return x + arr[0]; }
int a5(char **argv, const int n) { return n; }
