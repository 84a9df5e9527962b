/* An `@identifier@` rule: a column-0 conjunction of identifier patterns
 * holds per occurrence (frontx + yback is no match), and a local's
 * declared name is an occurrence. */
int g(int a)
{
	int frontx = 1, yback = 2;
	int frontandback = frontx + yback;
	frontx = yback + frontandback;
	return frontx + yback + a;
}
