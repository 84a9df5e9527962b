/* A function pattern ending in `return;`: + code before every return
 * without value and before the '}' of a body that control falls off
 * (an implicit return), as spatch */
void aaa(void);
void bbb(void);
void before_return(void);

void early(int x)
{
	if (x) {
		aaa();
		return;
	}
	bbb();
}

int noval(int x)
{
	if (x)
		return 1;
	aaa();
}

void branches(int x)
{
	if (x) {
		aaa();
	} else {
		bbb();
	}
}

void label(int x)
{
	if (x)
		goto out;
	aaa();
out:
	bbb();
}

void last(int x)
{
	aaa();
	return;
}

void empty(void)
{
}
