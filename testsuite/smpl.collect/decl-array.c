/* Local declarations with arrays and a typedef name (rule
 * decl-array.cocci). */
typedef unsigned char u8;

int use(const char *s, const u8 *t, int n);

int f(void)
{
	char name[] = "dev";
	char buf[16] = "x";
	char grid[2][3] = { "ab", "cd" };
	char tail[8] = "y";
	u8 tag[4] = { 1, 2, 3, 4 };
	u8 one = 3;
	char c = 'a';

	return use(name, tag, one + c) + use(buf, &one, grid[0][0] + tail[0]);
}
