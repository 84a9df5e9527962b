void kfree(void *p);
void put(void);
void put_checked(void);
void drop(char *c)
{
	kfree(c);
	put();
	put_checked();
}
