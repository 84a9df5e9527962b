void a(void)
{
	old_init(probe);
	never();
}

void b(void)
{
	probe(0);
	other(0);
}
