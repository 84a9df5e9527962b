void all(int x)
{
	foo();
	switch (x) {
	case 1:
		bar();
		break;
	case 2:
		baz();
		/* fall through */
	default:
		bar();
	}
}

void missing(int x)
{
	foo();
	switch (x) {
	case 1:
		bar();
		break;
	case 2:
		break;
	default:
		bar();
	}
}

void after(int x)
{
	foo();
	switch (x) {
	case 1:
		baz();
		break;
	}
	bar();
}
