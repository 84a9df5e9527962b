void kfree(void *p);
void release(char *a, char *b)
{
	kfree(a);
	kfree(b);
}
