/* rules.h - loading the rule files (rules.cc): one rule file, or a rule
 * set holding several (smplc --set). */
#ifndef SMPL_RULES_H
#define SMPL_RULES_H

/* Loads P->opts.rules into P->all (one rule file, or each of a set) and
 * makes the first one P->R; false after an error. */
bool rules_load(struct smpl_plugin *P);
void rules_free(struct smpl_plugin *P);

/* Makes P->all[i] the rule file the pipeline's steps run (P->R). */
void rules_use(struct smpl_plugin *P, unsigned i);

/* What some rule file of P->all wants (match.h's, or-ed over them). */
bool rules_want_top(struct smpl_plugin *P);
int rules_want_top_defs(struct smpl_plugin *P);
bool rules_want_macros(struct smpl_plugin *P);

#endif
