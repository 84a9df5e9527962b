/* The empty statement as a pattern: a label's or a case's statement
 * replaced, an if or while with an empty body removed. */
void a(void);
int c(int);

void g(int x)
{
	if (c(x))
		;
	while (c(x)) ;
	if (x)
		goto out;
	switch (x) {
	case 1:;
	}
	a();
out:;
}
