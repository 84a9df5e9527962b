/* diag.h - diagnostics of the front end: FILE:LINE:COL: error: MESSAGE,
 * with a cap on how many errors are shown. */
#ifndef SMPL_DIAG_H
#define SMPL_DIAG_H

#include <stdio.h>
#include "pos.h"

#define SMPL_MAX_ERRORS 20	/* errors shown before "too many errors";
				   warnings beyond as many are not shown */

struct smpl_diag {
	const char *file;	/* the name printed in front of each message */
	FILE *out;		/* where messages go; NULL silences them */
	int nerrors;
	int nwarnings;
};

void smpl_diag_init(struct smpl_diag *d, const char *file, FILE *out);
void smpl_error(struct smpl_diag *d, struct smpl_pos pos, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void smpl_warning(struct smpl_diag *d, struct smpl_pos pos, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* True once the cap is reached: callers stop looking for more errors. */
int smpl_diag_full(const struct smpl_diag *d);

#endif
