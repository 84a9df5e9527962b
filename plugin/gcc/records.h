/* records.h - the unit's record (records.cc). */
#ifndef SMPL_RECORDS_H
#define SMPL_RECORDS_H

struct match_script_finding;

/* The identifier the compiler saw where edit e goes. */
const char *records_seen_name(const struct match_edit *e);

void records_init(struct smpl_plugin *P);
/* Edit e of match P->unit.nmatch, by rule ("RULE.cocci:LINE"), what it
 * does in words. */
void records_edit(struct smpl_plugin *P, const struct match_edit *e,
		  const char *rule, const char *what);
/* Context mode: the lines a `*` of rule marks (edit e, a report), as
 * an edit flagged EDIT_F_CONTEXT, for smpl-collect's context diff. */
void records_context(struct smpl_plugin *P, const struct match_edit *e,
		     const char *rule, const char *what);
/* A finding of rule not applied at loc, and why. */
void records_skip(struct smpl_plugin *P, location_t loc, const char *rule,
		  const char *reason);
/* A line script rule `rule` ("RULE.cocci:LINE") printed (every mode). */
void records_finding(struct smpl_plugin *P,
		     const struct match_script_finding *sf, const char *rule);
/* To out= and into the object file, as the options say (every mode). */
/* Script rule `rule` of member `member` of the rule set, left to
 * smpl-collect (defer-scripts) with its values in[0..nin): a call block
 * of the record (record.h). */
struct match_script_val;
void records_call(struct smpl_plugin *P, uint32_t member, uint32_t rule,
		  const char *label, const struct match_script_val *in,
		  uint32_t nin);
void records_save(struct smpl_plugin *P);

#endif
