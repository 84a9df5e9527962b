/* + code before a statement that shares its line with other code: the
 * + code stays on the line, the statement goes to a new line indented
 * by its brace depth, the unit being the indentation of the function
 * body's first line (spatch). */
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
