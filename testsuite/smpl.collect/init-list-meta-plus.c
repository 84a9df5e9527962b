/* + code writing an initializer list metavariable in place of the
 * elements it took; an initializer metavariable standing for a whole
 * element (designated or nested too); a list of a given length; a
 * declaration's whole list replaced. */
//! spatch-differs: spatch 1.1.1 writes two blanks after the comma before an element it adds ({ 1, 2, 3,  0 }) and lays a nested list of + code out over several lines; we write one blank and the list on one line; for an empty list spatch writes { , 0 } (no C), we drop the comma
struct s { int x, y; };
int a[] = { 1, 2, 3 };
int b[] = {
	4,
	5,
};
int c[] = { };
struct s d[] = { { 1, 2 }, { 3, 4 } };
struct s e = { .x = 1, .y = 2 };
char f[] = { 'a', 'b' };
char g[] = { 'a', 'b', 'c' };
long la[] = { 1, 2 };
long lb[] = { };

int use(void)
{
	return a[0] + b[0] + (int)sizeof(c) + d[0].x + e.x + f[0] + g[0] + (int)la[0] +
	       (int)sizeof(lb);
}
