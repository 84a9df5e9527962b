/* The kernel's iterators/for_each_child in context mode (ruletwo_context,
 * ruletwo_disj): the loop and the break of f are reported; g puts the
 * child; h uses it after the loop; k's break is an inner loop's. */
struct device_node;
struct device_node *of_get_next_child(struct device_node *,
				      struct device_node *);
void of_node_put(struct device_node *);
int use(struct device_node *);

#define for_each_child_of_node(parent, child) \
	for (child = of_get_next_child(parent, 0); child != 0; \
	     child = of_get_next_child(parent, child))

int f(struct device_node *np)
{
	struct device_node *child;
	int r = 0;

	for_each_child_of_node(np, child) {
		if (use(child)) {
			r = 1;
			break;
		}
	}
	return r;
}

int g(struct device_node *np)
{
	struct device_node *child;
	int r = 0;

	for_each_child_of_node(np, child) {
		if (use(child)) {
			of_node_put(child);
			break;
		}
	}
	return r;
}

int h(struct device_node *np)
{
	struct device_node *child;

	for_each_child_of_node(np, child) {
		if (use(child))
			break;
	}
	return use(child);
}

int k(struct device_node *np, int n)
{
	struct device_node *child;
	int i, r = 0;

	for_each_child_of_node(np, child) {
		for (i = 0; i < n; i++)
			if (use(0))
				break;
		r += i;
	}
	return r;
}
