/* A pointer field of struct anon_vma is removed with its line.
 */
struct anon_vma {
	int x;
	struct anon_vma *root;
	int y;
};

struct other {
	int x;
	struct other *root;
};

int g(struct anon_vma *a)
{
	return a->x + a->y;
}
