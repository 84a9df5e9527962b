void with(void)
{
	lock();
	check();
	unlock();
}

void without(void)
{
	lock();
	work();
	unlock();
}

void branch(int x)
{
	lock();
	if (x) {
		check();
	}
	unlock();
}
