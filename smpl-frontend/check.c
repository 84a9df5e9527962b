/* check.c - rule-wide checks: which metavariables the match binds, and
 * which are declared for nothing.  Syntax and name errors are the
 * parser's; these need the finished rule. */
#include "check.h"

static void bind(struct smpl_file *f, int32_t m, const struct smpl_node *n,
		 struct smpl_diag *d)
{
	struct smpl_meta *mv;

	if (m < 0)
		return;
	mv = &f->metas[m];
	if (mv->kind == SMPL_M_FRESH) {
		smpl_error(d, n->pos, "fresh identifier '%s' may only be used "
			   "in '+' code", smpl_str(f, mv->name));
		return;
	}
	mv->flags |= SMPL_MF_BOUND;
}

/* Everything below n binds, except what sits in a when clause. */
static void walk(struct smpl_file *f, uint32_t n, struct smpl_diag *d)
{
	const struct smpl_node *p = &f->nodes[n];
	uint32_t i;

	if (!n || p->kind == SMPL_WHEN)
		return;
	bind(f, p->meta, p, d);
	bind(f, p->posvar, p, d);
	for (i = 0; i < p->nkids; i++)
		walk(f, smpl_kid(f, n, i), d);
}

void smpl_check_bind(struct smpl_file *f, uint32_t rule, struct smpl_diag *d)
{
	walk(f, f->rules[rule].body, d);
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
			    mv->kind != SMPL_M_SYMBOL &&
			    mv->kind != SMPL_M_TYPEDEF)
				smpl_warning(d, mv->pos, "metavariable '%s' is "
					     "declared but not used",
					     smpl_str(f, mv->name));
		}
	}
}
