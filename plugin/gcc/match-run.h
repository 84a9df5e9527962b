/* match-run.h - the rules over the views of the unit (match-run.cc). */
#ifndef SMPL_MATCH_RUN_H
#define SMPL_MATCH_RUN_H

/* Runs every rule of P->R over P->unit's views into *p and *out (free
 * both); false, after a warning, when the matcher faulted.  first: the
 * unit's first rule file (the unit's names are read then). */
bool match_unit(struct smpl_plugin *P, struct match_prog *p,
		struct match_out *out, bool first);

#endif
