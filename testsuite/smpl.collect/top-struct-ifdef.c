/* struct a's last field becomes a flexible array member whatever the
 * configuration; struct b keeps its own, a #define follows it.
 */
struct a {
	int n;
#ifdef CONFIG_A_DEBUG
	int debug;
#endif
	char data[0];
};

struct b {
	int n;
	char data[0];
#define B_FLAG 1
};

int size_a(struct a *p)
{
	return p->n;
}
