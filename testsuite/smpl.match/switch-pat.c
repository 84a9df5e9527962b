int f(int x)
{
	foo();
	switch (x) {
	case 1:
		qux();
		break;
	default:
		return -1;
	}
	baz();
	return 0;
}

int g(int x)
{
	foo();
	switch (x) {
	case 2:
		baz();
	}
	qux();
	return 0;
}

int h(int x)
{
	foo();
	switch (x) {
	case 1:
		return 1;
	}
	baz();
	return 0;
}
