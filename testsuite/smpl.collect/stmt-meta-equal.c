/* A statement metavariable used twice takes two copies of one
 * statement: the same code, wherever it is and however it is spaced. */
void show(int);
void step(void);

void demo(int i, int n)
{
	if (i) {
		show(n);
		n++;
	} else {
		show(n);
		n++;
	}
	if (i) {
		show(n);
	} else {
		show(i);
	}
	step();
	if (n > 1)
		show(n);
	step();
	if (n>1)   show(n);
	step();
	while (n) { n--; }
	step();
	while (n) { n++; }
}
