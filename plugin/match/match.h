/* match.h - the matcher's entry point: every rule of a rule program, in
 * file order, over the views of one translation unit; the matches, their
 * bindings and edits, and the consistency check.  Pure C, no GCC. */
#ifndef MATCH_MATCH_H
#define MATCH_MATCH_H

#include <stdio.h>
#include "atom.h"
#include "view.h"

/* Rules one after another (docs/matcher.md, "Several rules"): the
 * driver's text work, which the matcher's library does not do itself.
 * state carries one function's text from turn to turn (NULL at first:
 * the original text); turn.c has the drivers' implementation. */
struct match_turn {
	void *ctx;
	/* View v's text with edits e[0..n) (all made on v) made, read
	 * again: the same function's view in the new text, or NULL (and a
	 * note under verbose) when an edit is refused or the new text does
	 * not read as well as the old. */
	struct match_view *(*again)(void *ctx, void **state,
				    const struct match_view *v,
				    const struct match_edit *const *e,
				    uint32_t n);
	/* The final text of the function of orig: state's text with e[0..n)
	 * made, as edits of whole lines of the original text, one per run
	 * of lines that differ (*out, raw, their node orig's entry, in
	 * arena): their count (0: the text is the original's), or -1 when
	 * they cannot be made. */
	int (*final)(void *ctx, void *state, const struct match_view *orig,
		     const struct match_view *v,
		     const struct match_edit *const *e, uint32_t n,
		     struct smpl_arena *arena,
		     const struct match_edit ***out);
	/* Frees a state and the views it holds. */
	void (*drop)(void *ctx, void *state);
};

struct match_options {
	int allow_inconsistent;		/* allow-inconsistent-paths */
	const struct match_turn *turn;	/* NULL: every rule on the original
					   text, edits collected together */
	const struct match_script *script;	/* runs script rules and
					   script constraints (script.h);
					   NULL: the rules that need it
					   (smpl_rule.needs_script) are
					   skipped */
	uint64_t budget;		/* steps a rule may take in one
					   function (ctl.h), 0: no limit */
	/* May code rule `rule` match in views[view], by the names the
	 * function calls (the plugin's prefilter, per rule)?  Asked of
	 * the views as read, not of those an earlier rule's edits turned;
	 * NULL: every rule runs in every view. */
	int (*view_may)(void *ctx, uint32_t rule, uint32_t view);
	void *view_ctx;
};

/* One match: where it starts, its final environments (one per way it
 * ends; a metavariable first bound after `...` may differ between
 * paths), its edits, and why they were dropped (NULL when kept).  A
 * script rule's run for one tuple is a match with no view nor start,
 * one env (its inherited values and those it computed) and no edits. */
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
	uint8_t turned;		/* dropped: its function's final text, a
				   match of its own, holds its edits */
	uint8_t filtered;	/* a script dropped envs of it
				   (include_match(False)) */
};

struct match_out {
	struct smpl_arena arena;	/* everything below, envs and edits */
	struct match_found *v;
	uint32_t n, cap;
	uint8_t *matched;		/* per rule: it matched somewhere */
	uint8_t *ran;			/* per rule: its dependencies held */
	uint8_t *gave_up;		/* per rule: the functions (at most
					   255) it was too long to follow in,
					   or over its budget (ctl.h) */
	const char **gave_up_in;	/* per rule: the first function where
					   it gave up (its matches there are
					   dropped) */
	uint32_t fresh;			/* the next number of a fresh
					   identifier (match_edits_fresh) */
	const struct match_turn *turn;	/* frees the states below */
	void **states;			/* functions read again (turn) */
	uint32_t nstates;
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
