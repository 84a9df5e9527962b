/* filter.c - which rules run: the one evaluator of `depends on`, for
 * the plugin before any rule ran (virtual names alone; a rule name is
 * unknown) and for run.c as the rules run (a rule name is whether it
 * matched); and the prefilter's tables, built once from the rules'
 * required names (the REQ nodes of smpl-frontend/names.c).  Names are
 * handed out as strings, once; a caller compares them its own way (the
 * plugin by GCC identifier) and says which it saw by index. */
#include <string.h>
#include "filter.h"
#include "match.h"

/* not, of 1, 0 or unknown */
static int not3(int a)
{
	return a < 0 ? a : !a;
}

static int and3(int a, int b)
{
	return !a || !b ? 0 : a < 0 || b < 0 ? MATCH_FILTER_UNKNOWN : 1;
}

static int or3(int a, int b)
{
	return a == 1 || b == 1 ? 1 : a < 0 || b < 0 ? MATCH_FILTER_UNKNOWN : 0;
}

/* name -> rule | virtual */
static int dep_name(const struct smpl_node *p, const uint8_t *matched)
{
	if (p->op == SMPL_DEP_VIRTUAL)
		return p->flags & 1;	/* set by define= or -D */
	return matched ? matched[p->meta] : MATCH_FILTER_UNKNOWN;
}

int match_filter_depends(const struct smpl_file *f, uint32_t n,
			 const uint8_t *matched)
{
	const struct smpl_node *p = smpl_node(f, n);
	int a;

	switch (p->kind) {
	case SMPL_NONE:
		return 1;
	case SMPL_DEPNAME:
		return dep_name(p, matched);
	case SMPL_DEPNOT:
		return not3(match_filter_depends(f, smpl_kid(f, n, 0), matched));
	case SMPL_DEPAND:
		return and3(match_filter_depends(f, smpl_kid(f, n, 0), matched),
			    match_filter_depends(f, smpl_kid(f, n, 1), matched));
	case SMPL_DEPOR:
		return or3(match_filter_depends(f, smpl_kid(f, n, 0), matched),
			   match_filter_depends(f, smpl_kid(f, n, 1), matched));
	case SMPL_DEPEVER: case SMPL_DEPNEVER:
		/* about the whole unit's run: not known before it */
		if (!matched)
			return MATCH_FILTER_UNKNOWN;
		a = match_filter_depends(f, smpl_kid(f, n, 0), matched);
		return p->kind == SMPL_DEPEVER ? a : not3(a);
	}
	/* not a formula (a damaged file that passed the loader) */
	return matched ? 0 : MATCH_FILTER_UNKNOWN;
}

int match_filter_may_run(const struct smpl_file *f, uint32_t r,
			 const uint8_t *matched)
{
	const struct smpl_rule *R = &f->rules[r];

	return R->kind == SMPL_R_CODE && !R->skip && R->body &&
	       match_filter_depends(f, R->depends, matched) != 0;
}

/* ---- the prefilter ---- */

/* The clauses of rule r's REQ node (none when it has no node). */
static uint32_t nclauses(const struct smpl_file *f, uint32_t r)
{
	uint32_t req = f->rules[r].req;

	return req ? smpl_node(f, req)->nkids : 0;
}

/* How many clauses and names the rules that may run have. */
static void count(struct match_filter *mf, const struct smpl_file *f)
{
	uint32_t r, i;

	for (r = 0; r < f->nrules; r++) {
		if (!match_filter_may_run(f, r, NULL))
			continue;
		mf->nrules++;
		for (i = 0; i < nclauses(f, r); i++) {
			uint32_t c = smpl_kid(f, f->rules[r].req, i);

			mf->nclauses++;
			mf->nnames += smpl_node(f, c)->nkids;
		}
	}
}

/* Appends clause c (a CLAUSE node: ID nodes) of a rule. */
static void add_clause(struct match_filter *mf, const struct smpl_file *f,
		       uint32_t c)
{
	struct match_filter_clause *k = &mf->clauses[mf->nclauses++];
	uint32_t j;

	k->name0 = mf->nnames;
	k->nnames = smpl_node(f, c)->nkids;
	for (j = 0; j < k->nnames; j++)
		mf->names[mf->nnames++] =
			smpl_str(f, smpl_node(f, smpl_kid(f, c, j))->str);
}

static void add_rule(struct match_filter *mf, const struct smpl_file *f,
		     uint32_t r)
{
	struct match_filter_rule *rf = &mf->rules[mf->nrules++];
	uint32_t i;

	rf->rule = r;
	rf->top_only = match_rule_top_only(f, r);
	rf->clause0 = mf->nclauses;
	rf->nclauses = nclauses(f, r);
	for (i = 0; i < rf->nclauses; i++)
		add_clause(mf, f, smpl_kid(f, f->rules[r].req, i));
	if (!rf->nclauses)
		mf->always = 1;
}

void match_filter_build(struct match_filter *mf, const struct smpl_file *f)
{
	uint32_t r;

	memset(mf, 0, sizeof(*mf));
	count(mf, f);
	smpl_arena_init(&mf->arena);
	mf->rules = smpl_arena_alloc(&mf->arena,
				     (mf->nrules + 1) * sizeof(*mf->rules));
	mf->clauses = smpl_arena_alloc(&mf->arena,
				       (mf->nclauses + 1) * sizeof(*mf->clauses));
	mf->names = smpl_arena_alloc(&mf->arena,
				     (mf->nnames + 1) * sizeof(*mf->names));
	mf->nrules = mf->nclauses = mf->nnames = 0;
	for (r = 0; r < f->nrules; r++)
		if (match_filter_may_run(f, r, NULL))
			add_rule(mf, f, r);
}

void match_filter_free(struct match_filter *mf)
{
	smpl_arena_free(&mf->arena);
	memset(mf, 0, sizeof(*mf));
}

int match_filter_idle(const struct match_filter *mf)
{
	return !mf->nrules || (!mf->always && !mf->nnames);
}

static int clause_seen(const struct match_filter_clause *k,
		       const uint8_t *seen)
{
	uint32_t i;

	for (i = k->name0; i < k->name0 + k->nnames; i++)
		if (seen[i])
			return 1;
	return 0;
}

int match_filter_passes(const struct match_filter *mf, uint32_t i,
			const uint8_t *seen)
{
	const struct match_filter_rule *rf = &mf->rules[i];
	uint32_t c;

	if (rf->top_only)
		return 0;
	for (c = rf->clause0; c < rf->clause0 + rf->nclauses; c++)
		if (!clause_seen(&mf->clauses[c], seen))
			return 0;
	return 1;
}
