/* match.h - the matcher's entry point: every rule of a rule program, in
 * file order, over the views of one translation unit; the matches, their
 * bindings and edits, and the consistency check.  Pure C, no GCC. */
#ifndef MATCH_MATCH_H
#define MATCH_MATCH_H

#include <stdio.h>
#include "atom.h"
#include "view.h"

struct match_options {
	int allow_inconsistent;		/* allow-inconsistent-paths */
};

/* One match: where it starts, its final environments (one per way it
 * ends; a metavariable first bound after `...` may differ between
 * paths), its edits, and why they were dropped (NULL when kept). */
struct match_found {
	uint32_t rule;
	const struct match_view *view;
	const struct match_node *start;
	const struct match_env **envs;
	uint32_t nenvs;
	const struct match_edit **edits;
	uint32_t nedits;
	const struct match_edit *inconsistent;	/* the edit that failed */
	int dropped;
};

struct match_out {
	struct smpl_arena arena;	/* everything below, envs and edits */
	struct match_found *v;
	uint32_t n, cap;
	uint8_t *matched;		/* per rule: it matched somewhere */
	uint8_t *ran;			/* per rule: its dependencies held */
	uint8_t *gave_up;		/* per rule: too long to follow (ctl.h) */
	uint32_t fresh;			/* the next number of a fresh
					   identifier (match_edits_fresh) */
};

/* Does some rule of f match on a view of the file's top level (its body
 * one declaration with an initializer list, or one declarer use)?  Only
 * then is that view worth reading. */
int match_wants_top(const struct smpl_file *f);
/* Does rule r match on the top level alone (never in a function)? */
int match_rule_top_only(const struct smpl_file *f, uint32_t r);
/* What some rule of f matches at the top level beyond initialized
 * variables and declarer uses (match_creader_top_defs): definitions and
 * typedefs (MATCH_TOP_DEFS), declarations without an initializer
 * (MATCH_TOP_DECLS); 0 for neither. */
#ifndef MATCH_TOP_DEFS
#define MATCH_TOP_DEFS	1
#define MATCH_TOP_DECLS	2
#endif
int match_wants_top_defs(const struct smpl_file *f);

/* Does some rule of f match in macro bodies (an expression pattern)?
 * Only then is the view of the file's #define bodies
 * (match_creader_macros) worth reading. */
int match_wants_macros(const struct smpl_file *f);

void match_run(const struct match_prog *p, struct match_view *const *views,
	       uint32_t nviews, const struct match_options *o,
	       struct match_out *out);
void match_out_free(struct match_out *out);

/* Each match with its bindings and edits, then the edits to make (kept,
 * deduplicated, in source order). */
void match_out_dump(const struct match_prog *p, const struct match_out *out,
		    FILE *fp);
/* The kept edits, deduplicated, in source order (free() the array). */
const struct match_edit **match_out_edits(const struct match_out *out,
					  uint32_t *count);
void match_edit_print(const struct match_edit *e, FILE *fp);

#endif
