/* Two removed statements with a blank line between them: spatch takes
   the blank line too. */
#define MAX_ERRNO 4095
static inline int IS_ERR(const void *p) { return (unsigned long)p >= (unsigned long)-MAX_ERRNO; }
static inline long PTR_ERR(const void *p) { return (long)p; }
int PTR_ERR_OR_ZERO(const void *p);
void *get(void);

int probe(void)
{
	void *p = get();

	if (IS_ERR(p))
		return PTR_ERR(p);

	return 0;
}
