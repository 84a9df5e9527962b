/* `... when != break;` ending a while (1) body: f1's path goes back to
 * the loop (a continue too), f2's may break out after kfree, f3 frees
 * in both arms of an if (each its own E), f4 only in one. */
void kfree(void *);
void kfree2(void *);
int g(int);

int f1(int *p)
{
	while (1) {
		g(1);
		kfree(p);
		if (g(2))
			continue;
		g(3);
	}
	return 0;
}

int f2(int *p)
{
	while (1) {
		kfree(p);
		if (g(2))
			break;
		g(3);
	}
	return 0;
}

int f3(int *p, int *q)
{
	while (1) {
		if (g(4))
			kfree(p);
		else
			kfree(q);
		g(5);
	}
	return 0;
}

int f4(int *p)
{
	while (1) {
		if (g(4))
			kfree(p);
		g(5);
	}
	return 0;
}
