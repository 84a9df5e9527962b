/* check.c - rule-wide checks: which metavariables the match binds, and
 * which are declared for nothing.  Syntax and name errors are the
 * parser's; these need the finished rule. */
#include <stdlib.h>
#include "check.h"

static void bind(struct smpl_file *f, int32_t m, const struct smpl_node *n,
		 struct smpl_diag *d)
{
	struct smpl_meta *mv;

	if (m < 0)
		return;
	mv = &f->metas[m];
	if (smpl_mkind_binds[mv->kind] == SMPL_MB_FRESH) {
		smpl_error(d, n->pos, "fresh identifier '%s' may only be used "
			   "in '+' code", smpl_str(f, mv->name));
		return;
	}
	mv->flags |= SMPL_MF_BOUND;
}

/* Everything below n binds, except what sits in a when clause; so do
 * the metavariables after '@' on a node (POSAT nodes: at[n] the first
 * on n, at[nnodes + k] the one after k). */
static void walk(struct smpl_file *f, uint32_t n, const uint32_t *at,
		 struct smpl_diag *d)
{
	const struct smpl_node *p = &f->nodes[n];
	uint32_t i;

	if (!n || p->kind == SMPL_WHEN)
		return;
	bind(f, p->meta, p, d);
	bind(f, p->posvar, p, d);
	for (i = at[n]; i; i = at[f->nnodes + i])
		bind(f, f->nodes[i].meta, p, d);
	for (i = 0; i < p->nkids; i++)
		walk(f, smpl_kid(f, n, i), at, d);
}

void smpl_check_bind(struct smpl_file *f, uint32_t rule, struct smpl_diag *d)
{
	uint32_t *at = malloc(2 * (size_t)f->nnodes * sizeof(*at));

	if (!at)
		abort();
	smpl_ast_posats(f, at, at + f->nnodes);
	walk(f, f->rules[rule].body, at, d);
	free(at);
}

/* Does the tree at n bind metavariable m (when clauses aside), not
 * counting what expression nests bind when `nests` is 0? */
static int binds(const struct smpl_file *f, uint32_t n, int32_t m, int nests)
{
	const struct smpl_node *p = &f->nodes[n];
	uint32_t i;

	if (!n || p->kind == SMPL_WHEN || (p->kind == SMPL_ENEST && !nests))
		return 0;
	if (p->meta == m || p->posvar == m)
		return 1;
	for (i = 0; i < p->nkids; i++)
		if (binds(f, smpl_kid(f, n, i), m, nests))
			return 1;
	return 0;
}

static int contains(const struct smpl_file *f, uint32_t n, uint32_t x)
{
	uint32_t i;

	if (n == x)
		return 1;
	for (i = 0; i < f->nodes[n].nkids; i++)
		if (contains(f, smpl_kid(f, n, i), x))
			return 1;
	return 0;
}

/* Is node x inside an expression nest below n that binds m? */
static int in_binding_nest(const struct smpl_file *f, uint32_t n, uint32_t x,
			   int32_t m)
{
	const struct smpl_node *p = &f->nodes[n];
	uint32_t i;

	if (p->kind == SMPL_ENEST && contains(f, n, x) && binds(f, n, m, 1))
		return 1;
	for (i = 0; i < p->nkids; i++)
		if (in_binding_nest(f, smpl_kid(f, n, i), x, m))
			return 1;
	return 0;
}

void smpl_check_nest_plus(struct smpl_file *f, uint32_t rule,
			  struct smpl_diag *d)
{
	const struct smpl_rule *r = &f->rules[rule];
	uint32_t i, k;

	for (i = r->plus0; i < r->plus0 + r->nplus; i++)
		for (k = 0; k < f->plus[i].ntok; k++) {
			int32_t m = f->ptoks[f->plus[i].tok0 + k].meta;

			if (m < 0 || f->metas[m].from_rule >= 0 ||
			    binds(f, r->body, m, 0) ||
			    !binds(f, r->body, m, 1) ||
			    in_binding_nest(f, r->body, f->plus[i].anchor, m))
				continue;
			smpl_error(d, f->plus[i].pos, "metavariable '%s' is "
				   "bound only inside a nest in an expression, "
				   "once per occurrence: '+' code outside the "
				   "nest cannot use it",
				   smpl_str(f, f->metas[m].name));
			break;
		}
}

void smpl_check_unused(struct smpl_file *f, struct smpl_diag *d)
{
	uint32_t r, i;

	for (r = 0; r < f->nrules; r++) {
		const struct smpl_rule *rl = &f->rules[r];

		if (rl->kind != SMPL_R_CODE || !rl->body)
			continue;
		for (i = rl->meta0; i < rl->meta0 + rl->nmeta; i++) {
			const struct smpl_meta *mv = &f->metas[i];

			if (!(mv->flags & SMPL_MF_USED) &&
			    smpl_mkind_binds[mv->kind] != SMPL_MB_NONE)
				smpl_warning(d, mv->pos, "metavariable '%s' is "
					     "declared but not used",
					     smpl_str(f, mv->name));
		}
	}
}
