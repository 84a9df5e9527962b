/* A macro that expands to a loop header, used without a ';' before its
 * body: the C reader reads the invocation and the body's `*p = 0` as one
 * expression, `loop_once(1) * p = 0`, instead of a loop over `*p = 0;`. */
#define loop_once(n) for (int k = 0; k < (n); k++)

int clear(int *p)
{
	loop_once(1)
		*p = 0;
	return *p;
}
