/* unsigned T and signed T: T is the words after the sign, and T y then
 * takes the same type however spelled (long long, long long int); an
 * unsigned alone or a plain int is no unsigned T, a plain short no
 * signed T. */
int sign_type(void)
{
	unsigned int x;
	int y;
	unsigned long long int a;
	long long b;
	unsigned char c;
	char d;
	unsigned e;
	int f;
	signed short g;
	short int h;
	int i;
	return e + f + g + h + i;
}
