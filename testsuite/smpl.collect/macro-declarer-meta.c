//! spatch-differs: spatch 1.1.1 reads DEFINE_WAIT(wait); as a call unless a declarer name names it, so its declarer metavariable matches nothing here; ours takes a macro written as a statement (GCC's line maps say which names are macros)
/* DEFINE_WAIT declares a variable; setup() is a function, which a
 * declarer metavariable does not take. */
#include "kmacros.h"

void setup(struct wait_entry w);

void first(void)
{
	DEFINE_WAIT(wait);

	prepare_wait(&wait);
}

void second(struct wait_entry *w)
{
	struct wait_entry wait = *w;

	setup(wait);
	prepare_wait(&wait);
}
