int foo(), bar(), baz(), qux(), quux();
void t(int a, int b)
{
	foo(1);
	foo(a, (a, b));
	foo(a ? b : a, b = a, 3);
	baz(a);
	baz((a, b));
	qux();
	qux(a, b);
	a = foo(b) + foo((b));
}
