/* prefilter.h - which rules can match in a function, from the names it
 * calls (prefilter.cc, on plugin/match/filter.h). */
#ifndef SMPL_PREFILTER_H
#define SMPL_PREFILTER_H

/* Each rule file's filter, the names of all as GCC identifiers. */
void prefilter_init(struct smpl_plugin *P);
void prefilter_free(struct smpl_plugin *P);

/* names[i]'s index i for an identifier, -1 when no rule names it. */
int prefilter_find(const struct smpl_plugin *P, tree id);

/* No function can get a rule past the prefilter. */
bool prefilter_idle(const struct smpl_plugin *P);

/* Can a rule match in fun?  With verbose, a note per rule says.  When
 * it can, called[] says which of P->names fun calls or uses as a macro
 * (left empty when fun was not scanned: then every rule runs there). */
bool prefilter_passes(struct smpl_plugin *P, function *fun,
		      vec<uint8_t> *called);

/* Can rule `rule` of the rule file in use (P->R) match in view u, by
 * the names u calls?  True when that is not known (not a function). */
bool prefilter_view_passes(const struct smpl_plugin *P,
			   const struct unit_view *u, uint32_t rule);

#endif
