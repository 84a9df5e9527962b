/* An expression metavariable bound to an array element is written back
   as the source has it, not as GCC's pointer arithmetic. */
void kfree(const void *);
void kvfree(const void *);
struct req { void *buf; };
struct video { struct req *ureq; };

void free_one(struct video *v, int i)
{
	kfree(v->ureq[i].buf);
}
