void in_body(int x)
{
	foo();
	while (x--)
		bar();
}

void after(int x)
{
	foo();
	for (;;) {
		if (x)
			break;
		x++;
	}
	bar();
}

void do_loop(int x)
{
	foo();
	do {
		x--;
	} while (x);
	bar();
}

void forever(void)
{
	foo();
	for (;;)
		baz();
}
