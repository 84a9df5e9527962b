//! spatch-differs: spatch 1.1.1 also edits the calls inside the #define of FREE_ALL (and drops the blank between them); a macro's definition is no code of a function here, so only the call written in put_all() changes (docs/matcher.md)
/* A #define body is no code of a function: the rule changes the call
 * written in put_all(), not the one inside FREE_ALL's definition. */
#include "kmacros.h"

void kfree(const void *p);

#define FREE_ALL(p) do { kfree((p)->buf); kfree(p); } while (0)

struct box { char *buf; };

void put_all(struct box *b)
{
	kfree(b->buf);
	FREE_ALL(b);
}
