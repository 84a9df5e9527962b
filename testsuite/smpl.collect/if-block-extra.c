/* The pattern's if has a lone kfree for its body; these ifs have more in
   their block, so the pattern does not fit them (spatch: no change). */
void kfree(const void *);

void free_two(void **p)
{
	if (*p) {
		kfree(*p);
		*p = 0;
	}
}

void free_three(void *p, int *n)
{
	if (p) {
		kfree(p);
		(*n)++;
	}
}
