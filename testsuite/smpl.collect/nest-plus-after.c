//! spatch-differs: spatch refuses the whole file ("Not found a value in env for: E", where none has no kfree); here one gets its done(a) and none no edit
void kfree(void *);
void done(void *);
void g(void);

void one(int *a)
{
	g();
	kfree(a);
}

void none(void)
{
	g();
}
