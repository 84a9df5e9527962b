/* The empty statement `;` as a pattern (the kernel's misc/semicolon):
 * one after a statement is removed (also after a block's '}'), one
 * alone as a loop body stays. */
void a(void);
void b(void);

void f(int x)
{
	a();;
	b();
	if (x) {
		a();
	};
	for (;;) ;
}

void g(int x)
{
	while (x--)
		;
	switch (x) {
	case 1:
		a();
		break;
	};
}
