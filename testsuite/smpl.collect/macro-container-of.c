/* container_of(p, T, m): the type argument is a type, matched by a
 * type metavariable (any type) or by a type written in the rule
 * (offsetof of struct port only); a cast is no macro argument. */
#include "kmacros.h"

struct node { struct node *next; };
struct port { int id; struct node node; };
struct bus { long flags; struct node link; };

struct port *port_of(struct node *n)
{
	return container_of(n, struct port, node);
}

struct bus *bus_of(struct node *n)
{
	struct bus *b = container_of(n, struct bus, link);

	return b;
}

unsigned long where(void)
{
	return offsetof(struct port, node) + offsetof(struct bus, link);
}

struct port *cast(void *p)
{
	return (struct port *)p;
}
