void a(void)
{
	foo();
	log();
	log();
	bar();
}

void b(void)
{
	foo();
	log();
	other();
	bar();
}
