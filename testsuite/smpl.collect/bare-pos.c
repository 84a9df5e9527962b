/* A bare expression matched inside a statement binds its metavariables
 * (a later rule inherits its position); several occurrences that bind
 * them differently: the first. */
#define FLAG_A 0x1
#define FLAG_B 0x2
int req(int, void *, int);

int probe(int irq, void *data, int flags)
{
	int ret;

	ret = req(irq, data, 0);
	ret = req(irq, data, FLAG_A);
	ret = req(irq, data, FLAG_B | FLAG_A);
	ret = req(irq, data, flags);
	ret = req(req(1, data, FLAG_A), data, flags);
	return ret;
}
