/* filter.h - which rules run: `depends on` (virtual names, rules that
 * matched) and the prefilter (the names of the functions a match must
 * call, smpl-frontend/names.c).  Pure C, no GCC: the plugin says which
 * of the filter's names a function calls, by their index in names[],
 * and asks which rules pass; run.c asks whether a rule's dependencies
 * hold once the rules before it have run. */
#ifndef MATCH_FILTER_H
#define MATCH_FILTER_H

#include <stdint.h>
#include "arena.h"
#include "ast.h"

#define MATCH_FILTER_UNKNOWN (-1)

/* Formula n of f: 1 true, 0 false, MATCH_FILTER_UNKNOWN when it names
 * a rule that has not run.  matched[r] says whether rule r matched, for
 * every rule, once they have run; matched is NULL before any ran (then
 * only virtual names decide, and ever/never are unknown).  Node 0 (no
 * formula) is true. */
int match_filter_depends(const struct smpl_file *f, uint32_t n,
			 const uint8_t *matched);

/* May rule r run: a code rule, not skipped, whose depends on is not
 * false (matched as above)? */
int match_filter_may_run(const struct smpl_file *f, uint32_t r,
			 const uint8_t *matched);

/* A rule that may run, before any ran: its clauses; a function must
 * call one name of each. */
struct match_filter_rule {
	uint32_t rule;			/* index in f->rules */
	uint32_t clause0, nclauses;	/* in clauses[] */
	int top_only;			/* never runs in a function: passes
					   in none (match_rule_top_only) */
};

struct match_filter_clause {
	uint32_t name0, nnames;		/* in names[] */
};

struct match_filter {
	struct smpl_arena arena;	/* the three arrays */
	struct match_filter_rule *rules;
	struct match_filter_clause *clauses;
	const char **names;		/* in f's strings; may repeat */
	uint32_t nrules, nclauses, nnames;
	int always;			/* one of rules[] needs no name */
};

/* The filter of every rule of f that may run before any ran. */
void match_filter_build(struct match_filter *mf, const struct smpl_file *f);
void match_filter_free(struct match_filter *mf);

/* True when no function can get a rule past the filter. */
int match_filter_idle(const struct match_filter *mf);

/* Does rules[i] pass in a function that calls names[k] for each k with
 * seen[k] set?  Never for a rule of the top level alone. */
int match_filter_passes(const struct match_filter *mf, uint32_t i,
			const uint8_t *seen);

#endif
