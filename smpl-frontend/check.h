/* check.h - checks of a parsed rule that need the whole rule. */
#ifndef SMPL_CHECK_H
#define SMPL_CHECK_H

#include "ast.h"
#include "diag.h"

/* Marks the metavariables that matched code binds (SMPL_MF_BOUND);
 * reports fresh identifiers outside + code. */
void smpl_check_bind(struct smpl_file *f, uint32_t rule, struct smpl_diag *d);
/* Reports + code that uses a metavariable bound only inside an
 * expression nest (each occurrence binds its own) from outside it; run
 * once the rule's + code is attached. */
void smpl_check_nest_plus(struct smpl_file *f, uint32_t rule,
			  struct smpl_diag *d);
/* Warns about metavariables declared and never used; run after the
 * whole file is parsed (a rule's metavariables may serve later rules). */
void smpl_check_unused(struct smpl_file *f, struct smpl_diag *d);

#endif
