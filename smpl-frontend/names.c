/* names.c - required names of a rule, computed from its matched code.
 *
 * A clause is a set of names one of which must be called in a function
 * the rule matches.  Only callees count: other identifiers may be macros
 * that never reach the compiler.  What is optional (dots, when clauses,
 * '?', '<... ...>') requires nothing; a disjunction requires one name
 * from one clause of each branch, when every branch has a clause.  The
 * result is sound, not complete: dropping a clause only makes the
 * prefilter let more functions through. */
#include <string.h>
#include "names.h"

#define MAX_CLAUSES 16
#define MAX_NAMES 16

struct clause {
	uint32_t n, name[MAX_NAMES];
};

struct cnf {
	uint32_t n;
	struct clause c[MAX_CLAUSES];
};

static void add_name(struct clause *c, uint32_t name)
{
	uint32_t i;

	if (c->n > MAX_NAMES)
		return;
	for (i = 0; i < c->n; i++)
		if (c->name[i] == name)
			return;
	if (c->n < MAX_NAMES)
		c->name[c->n++] = name;
	else
		c->n = MAX_NAMES + 1;	/* too wide: worthless */
}

static int same(const struct clause *a, const struct clause *b)
{
	uint32_t i, j;

	if (a->n != b->n)
		return 0;
	for (i = 0; i < a->n; i++) {
		for (j = 0; j < b->n && b->name[j] != a->name[i]; j++)
			;
		if (j == b->n)
			return 0;
	}
	return 1;
}

static void add_clause(struct cnf *s, const struct clause *c)
{
	uint32_t i;

	if (!c->n || c->n > MAX_NAMES)
		return;
	for (i = 0; i < s->n; i++)
		if (same(&s->c[i], c))
			return;
	if (s->n < MAX_CLAUSES)
		s->c[s->n++] = *c;
}

static void collect(const struct smpl_file *f, uint32_t n, struct cnf *s);

/* One clause from each branch; nothing when a branch needs nothing. */
static void disjunction(const struct smpl_file *f, uint32_t n,
			struct cnf *s)
{
	const struct smpl_node *p = &f->nodes[n];
	struct clause any = { 0 };
	struct cnf b;
	uint32_t i, j, best;

	for (i = 0; i < p->nkids; i++) {
		b.n = 0;
		collect(f, smpl_kid(f, n, i), &b);
		if (!b.n)
			return;
		for (best = 0, j = 1; j < b.n; j++)
			if (b.c[j].n < b.c[best].n)
				best = j;
		for (j = 0; j < b.c[best].n; j++)
			add_name(&any, b.c[best].name[j]);
	}
	add_clause(s, &any);
}

/* The callee of a call: a name, or a disjunction of names. */
static void callee(const struct smpl_file *f, uint32_t n, struct cnf *s)
{
	const struct smpl_node *p = &f->nodes[n];
	struct clause c = { 0 };
	uint32_t i;

	if (p->kind == SMPL_PAREN) {
		callee(f, smpl_kid(f, n, 0), s);
		return;
	}
	if (p->kind == SMPL_ID && p->meta < 0) {
		add_name(&c, p->str);
	} else if (p->kind == SMPL_EDISJ) {
		for (i = 0; i < p->nkids; i++) {
			const struct smpl_node *k = &f->nodes[smpl_kid(f, n, i)];

			if (k->kind != SMPL_ID || k->meta >= 0)
				return;
			add_name(&c, k->str);
		}
	}
	add_clause(s, &c);
}

static void collect(const struct smpl_file *f, uint32_t n, struct cnf *s)
{
	const struct smpl_node *p = &f->nodes[n];
	uint32_t i;

	switch (p->kind) {
	case SMPL_NONE: case SMPL_DOTS: case SMPL_WHEN: case SMPL_OPT:
		return;
	case SMPL_NEST: case SMPL_ENEST:
		if (p->op == SMPL_NEST_PLUS)
			collect(f, smpl_kid(f, n, 0), s);
		return;
	case SMPL_DISJ: case SMPL_EDISJ:
		disjunction(f, n, s);
		return;
	case SMPL_CALL:
		callee(f, smpl_kid(f, n, 0), s);
		break;
	default:
		break;
	}
	for (i = 0; i < p->nkids; i++)
		collect(f, smpl_kid(f, n, i), s);
}

static uint32_t clause_node(struct smpl_file *f, const struct clause *c,
			    struct smpl_pos pos)
{
	uint32_t ids[MAX_NAMES], i, n;

	for (i = 0; i < c->n; i++) {
		ids[i] = smpl_ast_node(f, SMPL_ID, pos);
		f->nodes[ids[i]].str = c->name[i];
	}
	n = smpl_ast_node(f, SMPL_CLAUSE, pos);
	smpl_ast_kids(f, n, ids, c->n);
	return n;
}

void smpl_names(struct smpl_file *f)
{
	uint32_t r, i;

	for (r = 0; r < f->nrules; r++) {
		struct smpl_rule *rl = &f->rules[r];
		uint32_t kids[MAX_CLAUSES], req;
		struct cnf s = { 0 };

		if (rl->kind != SMPL_R_CODE || rl->skip || !rl->body)
			continue;
		collect(f, rl->body, &s);
		for (i = 0; i < s.n; i++)
			kids[i] = clause_node(f, &s.c[i], rl->pos);
		req = smpl_ast_node(f, SMPL_REQ, rl->pos);
		smpl_ast_kids(f, req, kids, s.n);
		f->rules[r].req = req;
	}
}
