/* Loops, switches, labels and nested conditions. */
void foo(int);
int get(void);

void loops(int n)
{
	int i;

	for (i = 0; i < n; i++)
		foo(i);
	do {
		foo(n);
		n--;
	} while (n > 0);
	while (get())
		if (n++ > 10)
			break;
}

int sw(int x)
{
	int r = 0;

	switch (x) {
	case 1:
		foo(1);
		r = 2;
		break;
	case 2:
		foo(2);
		/* fall through */
	case 3:
		r = 3;
		break;
	default:
		return -1;
	}
	return r;
}

void nested(int a, int b)
{
	if (a) {
		foo(a);
		if (b)
			return;
		foo(b);
	} else {
		foo(0);
	}
	foo(3);
}

int labels(int a)
{
	int err = get();

	if (err)
		goto out;
	foo(a);
	if (a > 2)
		goto out_free;
	return 0;
out_free:
	foo(-1);
out:
	return err;
}
