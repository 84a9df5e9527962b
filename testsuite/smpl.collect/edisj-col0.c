/* Column-0 disjunctions inside expressions: as a callee, among the
 * arguments, and heading an expression statement (`- ? 1 : 0`). */
#define NULL ((void *)0)
#define IRQF_SHARED 0x80
#define IRQF_ONESHOT 0x2000
int request_threaded_irq(int, void *, void *, int, const char *);
int platform_get_irq(void *, int);
int platform_get_irq_byname(void *, const char *);
int other(void *, int);
int dev_err(void *, const char *);

int f(void *pdev)
{
	int ret;

	ret = platform_get_irq(pdev, 0);
	if (ret < 0) {
		dev_err(pdev, "no irq");
		return ret;
	}
	ret = platform_get_irq_byname(pdev, "x");
	if (ret < 0) {
		dev_err(pdev, "no irq x");
		return ret;
	}
	ret = other(pdev, 0);
	if (ret < 0) {
		dev_err(pdev, "no other");
		return ret;
	}
	return ret;
}

int g(int a, int b)
{
	int x = a == b ? 1 : 0;
	int y = a < b ? 0 : 1;

	return x + y + (a && b ? 1 : 0);
}

void h(void *fn, int flags)
{
	request_threaded_irq(1, NULL, fn, IRQF_ONESHOT | IRQF_SHARED, "a");
	request_threaded_irq(2, NULL, fn, IRQF_SHARED | IRQF_ONESHOT, "b");
	request_threaded_irq(3, NULL, fn, 0, "c");
	request_threaded_irq(4, NULL, fn, flags, "d");
	request_threaded_irq(5, NULL, fn, IRQF_SHARED | 4 | IRQF_ONESHOT, "e");
	request_threaded_irq(6, NULL, fn, IRQF_ONESHOT, "f");
}
