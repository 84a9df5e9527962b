/* + code before an implicit return's return that shares its line with
 * other statements: the return goes to a new line (spatch). */
void aaa(void);
void bbb(void);

void foo(int y)
{
  int x = y;
  if (x) { aaa(); bbb(); return; }
  if (x) { return; }
  aaa();
}
