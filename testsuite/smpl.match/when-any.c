void a(void)
{
	foo();
	bar();
	baz();
	bar();
}
