/* names.h - the prefilter's input: for each rule, the names of functions
 * that any match must call, as clauses (one name of each clause must
 * appear in a function for the rule to match there). */
#ifndef SMPL_NAMES_H
#define SMPL_NAMES_H

#include "ast.h"

/* Sets rules[r].req for every code rule that is run. */
void smpl_names(struct smpl_file *f);

#endif
