struct s { int f; };
int g(int);

int f(int a, int b, struct s *q, int *v)
{
	int x = a, y;

	if (a == b ||
	    b < 3)
		x += sizeof(a);
	while (x)
		x--;
	for (y = 0; y < 3; y++)
		g(v[y] + q->f);
	switch (a) {
	case 1:
		goto out;
	}
	y = -x;
out:
	return g(x);
}
