int counter __attribute__((old_section));
static long table[4] __attribute__((aligned(8)));
char __attribute__((old_mid)) buf[16];
int plain;

int get(void)
{
	return counter + plain + buf[0];
}
