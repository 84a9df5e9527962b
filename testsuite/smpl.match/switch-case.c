/* switch patterns with case lines */
int f(int x)
{
	switch (x) {
	case 1:
		foo();
		break;
	case 2:
		bar();
		break;
	default:
		baz();
	}
	return 0;
}

int g(int x)
{
	switch (x) {
	case 2:
		bar();
		break;
	case 1:
		foo();
		qux();
		break;
	}
	return 0;
}

int h(int x)
{
	switch (x) {
	case 1:
		foo();
		break;
	case 2:
		foo();
	case 3:
		bar();
		break;
	default:
		foo();
	}
	return 0;
}
