void one(int x)
{
	if (x)
		foo();
	bar();
}
