/* fresh identifiers whose seed is a string are numbered as spatch
 * numbers them: one counter for the file, taken by each match in turn
 * (rule by rule, in the order of the code), and within a match in the
 * order of their last use in the rule's + code; a seed with a
 * metavariable is that text alone (p_one) */
void x(int, int, int);
void y(int, int, int, int);
void g(void);

void one(void)
{
	g();
}

void two(void)
{
	g();
}
