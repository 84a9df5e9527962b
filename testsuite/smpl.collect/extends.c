/* `extends r1`: r1's metavariables, inherited. */
int h(int), i(int), f(int);

int main(void)
{
	f(1);
	h(2);
	i(2);
	i(3);
	return 0;
}
