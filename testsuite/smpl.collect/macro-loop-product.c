/* A macro that expands to a loop header, used without a ";" before its
 * body, which starts with `*`: a loop over `*p = 0;`, not the product
 * `loop_once(1) * p = 0` (which a rule on A * B would have swapped). */
#define loop_once(n) for (int k = 0; k < (n); k++)

int clear(int *p)
{
	loop_once(1)
		*p = 0;
	return *p;
}
