/* turn.h - rules one after another: the drivers' text work behind
 * struct match_turn (match.h; docs/matcher.md, "Several rules"). */
#ifndef MATCH_TURN_H
#define MATCH_TURN_H

#include <stdio.h>
#include "edit.h"
#include "match.h"
#include "cview.h"

struct match_turn_src {
	void *ctx;
	/* The original text of file, or NULL when unknown. */
	struct edit_src *(*source)(void *ctx, const char *file);
	FILE *note;	/* why a function is not read again; NULL: silent */
	const struct match_oracle *oracle;	/* for the new text; NULL:
						   the reader's guesses */
};

/* t calls s (which must outlive it). */
void match_turn_init(struct match_turn *t, struct match_turn_src *s);

#endif
