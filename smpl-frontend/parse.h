/* parse.h - the SmPL parser: tokens to the rule program (ast.h).
 *
 * It resolves names as it goes (metavariables, rules in `depends on`,
 * inherited R.x), attaches + code to the nodes it is inserted next to,
 * and computes each node's mark from its own tokens.  Checks that need a
 * whole rule (check.c) and the prefilter names (names.c) come after. */
#ifndef SMPL_PARSE_H
#define SMPL_PARSE_H

#include "ast.h"
#include "lex.h"

/* Parses every rule of toks into f (initialised with smpl_ast_init).
 * Errors go to d; the file is only usable when d->nerrors is 0. */
void smpl_parse(struct smpl_file *f, const struct smpl_tokens *toks,
		struct smpl_diag *d);

#endif
