/* rules.h - loading the rule file (rules.cc). */
#ifndef SMPL_RULES_H
#define SMPL_RULES_H

/* Loads P->opts.rules into P->rules and sets P->rule_file; false after
 * an error. */
bool rules_load(struct smpl_plugin *P);

#endif
