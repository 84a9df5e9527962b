/* A statement metavariable takes a whole { } arm or loop body. */
void show(int);
void done(void);

void demo(int i, int n)
{
	if (i == 0) {
		show(i);
		show(n);
	}
	while (n > 0) {
		show(n);
		n--;
	}
	if (n)
		show(n);
	else {
		done();
	}
}
