int dev_probe(int x) { return x; }
int dev_remove(int x) { return x; }
int other(int x) { return x; }

void use(void)
{
	dev_probe(1);
	dev_remove(2);
	other(3);
}
