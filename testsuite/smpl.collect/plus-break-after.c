/* + code after a statement that other code follows on its line: a new
 * line for the + code, indented by the statement's brace depth (spatch),
 * the code that followed after it. */
void aaa(void);
void bbb(void);
void ccc(void);
void xxx(void);

void f(int x)
{
	if (x) { aaa(); bbb(); ccc(); }
	if (x) { bbb(); aaa(); }
	if (x) { if (x) { aaa(); bbb(); } }
	{ aaa(); bbb(); }
	aaa(); bbb(); ccc();
}

void g(int x)
{
  if (x)
    { aaa(); bbb(); ccc(); }
  xxx(); bbb(); aaa();
}
