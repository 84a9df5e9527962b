/* An if arm written `{ ... return ...; }` followed by more of the rule:
 * a return ends the arm's path (what follows the if goes on from its
 * false edge, f), and so does a goto whose label leads to a return: the
 * arm's dots go on past the label (g, as spatch, whose arm ends at its
 * `}`, which the goto does not pass), also to the fall-off end of a void
 * function, which counts as a return (k); an arm that falls through
 * does not match (h). */
struct s { int n; };
struct s *find(int x);
void release(struct s *p);
void put(struct s *p);
int use(struct s *p);

int f(int x)
{
	struct s *p;

	p = find(x);
	if (!p) {
		use(p);
		return -1;
	}
	release(p);
	return 0;
}

int g(int x)
{
	struct s *p;
	int err;

	p = find(x);
	if (!p) {
		err = -2;
		goto out;
	}
	err = use(p);
	release(p);
out:
	return err;
}

int h(int x)
{
	struct s *p;

	p = find(x);
	if (!p) {
		use(p);
	}
	release(p);
	return 0;
}

void k(int x)
{
	struct s *p;

	p = find(x);
	if (!p) {
		goto done;
	}
	release(p);
done:
	use(p);
}
