void kfree(void *);
void kfreex(void *);
void f(int *a, int *bb)
{
	kfree(a);
	kfree(bb);
	kfreex(a);
}
