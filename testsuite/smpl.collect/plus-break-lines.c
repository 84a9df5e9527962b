/* + code of two lines before and after a statement that shares its line
 * with code before and after it: each + line on a line of its own at
 * the statement's brace depth (spatch). */
void aaa(void);
void bbb(void);
void ccc(void);

void foo(int x) {
  if (x) { aaa(); bbb(); ccc(); }
  if (x) { bbb(); aaa(); }
}
