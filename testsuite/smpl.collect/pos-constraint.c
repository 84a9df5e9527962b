/* A position constraint naming another rule's position: remove the
 * teardown calls that no setup of the same value comes right before. */
void setup(int);
void teardown(int);

void run(int n)
{
	setup(1);
	teardown(1);
	setup(2);
	teardown(n);
	teardown(3);
}

void other(void)
{
	teardown(4);
	setup(5);
	teardown(5);
}
