/* cview.h - graph views from C text: a small parser of C function
 * definitions, so that tests are real .c files that spatch can also run
 * on.  Not a C compiler: no preprocessor, a subset of declarations. */
#ifndef MATCH_CVIEW_H
#define MATCH_CVIEW_H

#include <stdio.h>
#include "view.h"

struct match_cfile {
	struct match_view **views;	/* one per function definition */
	uint32_t nviews;
};

/* Parses text (named file in ranges and messages).  Returns 0, or -1
 * after printing "FILE:LINE:COL: error: ..." to err (out is then empty). */
int match_cview_parse(const char *file, const char *text, size_t len,
		      struct match_cfile *out, FILE *err);
void match_cfile_free(struct match_cfile *cf);

#endif
