struct s { int a[4]; struct s *next; char *name; };
void show(long x);
void f(struct s *x, int i, char c)
{
	show((long)x);
	show(x->a[i + 1]);
	show(sizeof(struct s));
	show(sizeof x->name);
	show(!x ? -1 : ~i);
	show('c');
	show((long)"str" "ing");
	show(x->next->next->a[0] << 2);
	show(i++ + --i);
	show(&x->a[0] - &x->a[1]);
	show(i == 0 && c != 'x' || !i);
	show(i /* comment */ + 1);
	show(f == 0);
	show(0x1fUL);
	show((i,
	      c));
	show(x->name[0] >= 'a');
	show(i ? : 2);
	show(((struct s *)0)->a[1]);
	show(-i);
	show(* (int *) x);
}
