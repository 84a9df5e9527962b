/* A statement list metavariable as a whole if arm: removed and written
 * back from the source after a new first statement.  An if with an
 * else arm is no match (the pattern has none). */
void start(void);
int a(int);

int f(int x)
{
	if (x) {
		a(x);
		x++;
	}
	if (x > 1) {
		a(1);
	} else {
		a(2);
	}
	return x;
}
