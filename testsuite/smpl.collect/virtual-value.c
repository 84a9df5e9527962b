/* `#spatch -D fn=kfree`: the value of `identifier virtual.fn`, in the
 * matched code and in + code. */
void kfree(void *);
void vfree(void *);
void release(void *, const char *);

void t(void *p, void *q)
{
	kfree(p);
	vfree(q);
}
