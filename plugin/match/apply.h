/* apply.h - edits applied to a text line by line, for comparing the
 * matcher with spatch in the tests (not the plugin's editing). */
#ifndef MATCH_APPLY_H
#define MATCH_APPLY_H

#include <stdio.h>
#include "atom.h"

/* Prints text with the edits applied (duplicates must be removed). */
void match_apply(const char *text, size_t len,
		 const struct match_edit *const *edits, uint32_t n, FILE *out);

#endif
