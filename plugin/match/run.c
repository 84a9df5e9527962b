/* run.c - runs the rules of a file over the views of a translation unit:
 * depends on (filter.c, given what the rules before matched), inherited
 * metavariables (a rule runs once per distinct binding of what it
 * inherits), the model checker per function and binding, and the
 * consistency check per match.  Also the dump of the results.  Text
 * changes are not made here (plugin/edit/). */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "ctl.h"
#include "filter.h"
#include "match.h"
#include "util.h"

/* ---- the view as an abstract graph for ctl.c ---- */

static uint32_t g_nsucc(void *g, uint32_t n)
{
	return ((struct match_view *)g)->nodes[n]->nsucc;
}

static uint32_t g_succ(void *g, uint32_t n, uint32_t i)
{
	return ((struct match_view *)g)->nodes[n]->succ[i].to->id;
}

static uint32_t g_flags(void *g, uint32_t n)
{
	const struct match_node *x = ((struct match_view *)g)->nodes[n];
	uint32_t f = 0;

	if (x->flags & MATCH_NF_THEN_EXIT)
		f |= x->kind == MATCH_N_RETURN ? MATCH_G_THEN_RETURN
					       : MATCH_G_THEN_GOTO;
	if (x->kind == MATCH_N_RETURN)
		f |= MATCH_G_RETURN;
	if (x->kind == MATCH_N_GOTO)
		f |= MATCH_G_GOTO;
	if (x->kind == MATCH_N_IF)
		f |= MATCH_G_IF;
	if ((x->kind != MATCH_N_STMT && x->kind != MATCH_N_DECL &&
	     x->kind != MATCH_N_RETURN && x->kind != MATCH_N_GOTO &&
	     x->kind != MATCH_N_BREAK && x->kind != MATCH_N_CONTINUE) ||
	    (x->flags & MATCH_NF_IMPLICIT))
		f |= MATCH_G_NOSTMT;
	if (x->flags & MATCH_NF_IMPLICIT)
		f |= MATCH_G_IMPLICIT;
	return f;
}

static uint32_t g_eflags(void *g, uint32_t n, uint32_t i)
{
	uint32_t f = ((struct match_view *)g)->nodes[n]->succ[i].flags;

	return (f & MATCH_EDGE_TRUE ? MATCH_G_TRUE : 0) |
	       (f & MATCH_EDGE_FALSE ? MATCH_G_FALSE : 0) |
	       (f & MATCH_EDGE_BACK ? MATCH_G_BACK : 0) |
	       (f & MATCH_EDGE_BREAK ? MATCH_G_BREAK : 0) |
	       (f & MATCH_EDGE_CONTINUE ? MATCH_G_CONTINUE : 0);
}

/* What a pattern can do at a node whatever the model checker has bound
 * since the start of a binding of the rule (the seed environment): a
 * pattern is asked again and again at the same node under bindings that
 * differ, where dots follow a start that binds (`E = f(...) ... E == 0`
 * from each of a long function's assignments: each node is asked once
 * per assignment before it).  A pattern that does not match there under
 * the seed alone matches under no binding that extends it (a bound
 * metavariable only narrows what matches), so the second time a node is
 * asked, the pattern is tried once under the seed, and where that fails
 * the node answers no from then on without a match.  Not for a pattern
 * where a binding can make something match that did not: a `when`
 * inside it (`<+... when != E1 ...+>`: E1 unbound, every expression is
 * one), a subterm constraint (`x <= E1` holds of no x while E1 is
 * unbound) or a script constraint (its arguments may be unbound). */
enum { RX_ASKED = 1, RX_CAN, RX_CANNOT };

struct relax {
	uint32_t pat;
	uint8_t kind;		/* the predicate: 0 atom, 1 anywhere */
	uint8_t *st;		/* per node: 0, RX_ASKED, RX_CAN, RX_CANNOT;
				   NULL when pat is not relax_safe */
};

struct pc {
	struct match_atoms *a;
	const struct match_view *v;
	const struct smpl_file *f;	/* the rule file */
	const struct match_env *seed;
	struct relax *rx;
	uint32_t nrx, caprx;
};

static int unsafe_meta(const struct smpl_file *f, int32_t m)
{
	return m >= 0 && (uint32_t)m < f->nmetas &&
	       (f->metas[m].cons == SMPL_CONS_SUB || f->metas[m].script);
}

/* Can a binding only narrow what pattern node n matches? */
static int relax_safe(const struct smpl_file *f, uint32_t n, uint32_t depth)
{
	const struct smpl_node *x = smpl_node(f, n);
	uint32_t i;

	if (depth > SMPL_MAX_HEIGHT || x->kind == SMPL_WHEN ||
	    unsafe_meta(f, x->meta) || unsafe_meta(f, x->posvar))
		return 0;
	for (i = 0; i < x->nkids; i++)
		if (!relax_safe(f, smpl_kid(f, n, i), depth + 1))
			return 0;
	return 1;
}

static uint8_t *relax_of(struct pc *c, uint32_t pat, uint8_t kind)
{
	struct relax *x;
	uint32_t i;

	for (i = 0; i < c->nrx; i++)
		if (c->rx[i].pat == pat && c->rx[i].kind == kind)
			return c->rx[i].st;
	c->rx = smpl_grow(c->rx, c->nrx + 1, &c->caprx, sizeof(*c->rx));
	x = &c->rx[c->nrx++];
	x->pat = pat;
	x->kind = kind;
	x->st = NULL;
	if (relax_safe(c->f, pat, 0)) {
		x->st = calloc(c->v->nnodes + 1, 1);
		if (!x->st)
			abort();
	}
	return x->st;
}

/* A new seed: what was learnt under the last one no longer holds. */
static void relax_seed(struct pc *c, const struct match_env *seed)
{
	uint32_t i;

	if (c->seed == seed)
		return;
	c->seed = seed;
	for (i = 0; i < c->nrx; i++)
		if (c->rx[i].st)
			memset(c->rx[i].st, 0, c->v->nnodes + 1);
}

static void relax_free(struct pc *c)
{
	for (uint32_t i = 0; i < c->nrx; i++)
		free(c->rx[i].st);
	free(c->rx);
}

static int ask(struct pc *c, uint8_t kind, uint32_t pat, uint32_t node,
	       const struct match_env *env, const struct match_env **out,
	       const struct match_edit ***e, uint32_t *ne)
{
	const struct match_node *n = c->v->nodes[node];

	return kind ? match_atom_anywhere(c->a, pat, n, env, out, e, ne)
		    : match_atom(c->a, pat, n, env, out, e, ne);
}

/* May pattern pat match at node under env, an extension of the seed?
 * 0 when it cannot (see struct relax). */
static int relax_may(struct pc *c, uint8_t kind, uint32_t pat,
		     uint32_t node, const struct match_env *env)
{
	const struct match_env *o;
	const struct match_edit **e;
	uint32_t ne;
	uint8_t *st;

	if (!c->seed || node >= c->v->nnodes)
		return 1;
	st = relax_of(c, pat, kind);
	if (!st)
		return 1;
	if (st[node] == RX_CANNOT)
		return 0;
	if (st[node] == RX_CAN)
		return 1;
	if (env == c->seed || !st[node]) {
		st[node] = env == c->seed ? 0 : RX_ASKED;
		return 1;	/* the answer itself tells (relax_note) */
	}
	st[node] = ask(c, kind, pat, node, c->seed, &o, &e, &ne) ? RX_CAN
								: RX_CANNOT;
	return st[node] == RX_CAN;
}

/* What a match under the seed itself answered. */
static int relax_note(struct pc *c, uint8_t kind, uint32_t pat,
		      uint32_t node, const struct match_env *env, int ok)
{
	uint8_t *st;

	if (c->seed && env == c->seed && node < c->v->nnodes &&
	    (st = relax_of(c, pat, kind)))
		st[node] = ok ? RX_CAN : RX_CANNOT;
	return ok;
}

/* Predicate kind (0 atom, 1 anywhere) at node, through relax. */
static int relaxed(struct pc *c, uint8_t kind, uint32_t pat, uint32_t node,
		   const void *env, const void **out, const void *const **e,
		   uint32_t *ne)
{
	if (!relax_may(c, kind, pat, node, env))
		return 0;
	return relax_note(c, kind, pat, node, env,
			  ask(c, kind, pat, node, env,
			      (const struct match_env **)out,
			      (const struct match_edit ***)e, ne));
}

static int p_atom(void *pc, uint32_t pat, uint32_t node, const void *env,
		  const void **out, const void *const **e, uint32_t *ne)
{
	return relaxed(pc, 0, pat, node, env, out, e, ne);
}

static int p_way(void *pc, uint32_t pat, uint32_t node, uint32_t k,
		 const void *env, const void **out, const void *const **e,
		 uint32_t *ne)
{
	struct pc *c = pc;

	if (k == 0 && !relax_may(c, 0, pat, node, env))
		return 0;
	return match_atom_way(c->a, pat, c->v->nodes[node], k, env,
			      (const struct match_env **)out,
			      (const struct match_edit ***)e, ne);
}

static int p_anywhere(void *pc, uint32_t pat, uint32_t node, const void *env,
		      const void **out, const void *const **e, uint32_t *ne)
{
	return relaxed(pc, 1, pat, node, env, out, e, ne);
}

static const void *p_merge(void *pc, const void *base, const void *x,
			   const void *y, int how)
{
	struct pc *c = pc;

	return match_env_merge(c->a, base, x, y, how);	/* the same bits */
}

static int p_maybe(void *pc, uint32_t pat, uint32_t node)
{
	struct pc *c = pc;

	return match_atom_maybe(c->a, pat, c->v->nodes[node]);
}

static uint32_t p_after(void *pc, uint32_t pat, uint32_t node, uint32_t *out,
			uint32_t cap)
{
	struct pc *c = pc;

	return match_atom_after(c->a, pat, c->v->nodes[node], out, cap);
}

static int p_cond(void *pc, uint32_t pat, uint32_t node, const void *env)
{
	struct pc *c = pc;

	return match_atom_cond(c->a, pat, c->v->nodes[node], env);
}

static int pos_le(uint32_t l, uint32_t c, uint32_t l2, uint32_t c2)
{
	return l < l2 || (l == l2 && c <= c2);
}

/* Is m the init or step of for loop s? */
static int for_part_of(const struct match_node *m, const struct match_node *s)
{
	return (m->flags & MATCH_NF_FOR_PART) && m->nsucc == 1 &&
	       m->succ[0].to == s;
}

/* Is m inside range r? */
static int in_range(const struct match_node *m, const struct match_range *r)
{
	return pos_le(r->line, r->col, m->range.line, m->range.col) &&
	       pos_le(m->range.end_line, m->range.end_col, r->end_line,
		      r->end_col);
}

/* Is node the first statement of a { } block among statements? */
static int p_block(void *pc, uint32_t node)
{
	const struct pc *c = pc;

	return node < c->v->nnodes && c->v->nodes[node]->blk;
}

/* Node inside the statement of node stmt, by their ranges; when the view
 * does not say where stmt ends, inside.  For a loop, inside its body:
 * not the loop node, nor a for's init or step (and, without the
 * statement's end, nowhere: the body is taken as empty).  A block
 * (MATCH_CTL_BLOCK): inside its braces. */
static int p_within(void *pc, uint32_t node, uint32_t stmt)
{
	const struct pc *c = pc;
	const struct match_node *m = c->v->nodes[node], *s;

	if (stmt & MATCH_CTL_BLOCK) {	/* a block, by its braces */
		s = c->v->nodes[stmt & ~MATCH_CTL_BLOCK];
		return s->blk && m->kind != MATCH_N_ENTRY &&
		       m->kind != MATCH_N_EXIT &&
		       !(m->flags & MATCH_NF_IMPLICIT) && in_range(m, s->blk);
	}
	s = c->v->nodes[stmt];
	if (s->kind == MATCH_N_LOOP &&
	    (!s->end_line || m == s || for_part_of(m, s)))
		return 0;
	if (!s->end_line)
		return 1;
	if (m->kind == MATCH_N_ENTRY || m->kind == MATCH_N_EXIT)
		return 0;
	if (s->kind == MATCH_N_LOOP && s->arm[0])
		return pos_le(s->arm[0]->line, s->arm[0]->col, m->range.line,
			      m->range.col) &&
		       pos_le(m->range.end_line, m->range.end_col,
			      s->arm[0]->end_line, s->arm[0]->end_col);
	return pos_le(s->range.line, s->range.col, m->range.line,
		      m->range.col) &&
	       pos_le(m->range.end_line, m->range.end_col, s->end_line,
		      s->end_col);
}

/* ---- inherited metavariables ---- */

/* The distinct bindings a rule runs with, width values each; while they
 * are gathered (seed_add), a hash table of them (tab: 1 + the index of
 * a seed, 0 free; a rule inheriting from one that matched thousands of
 * times gets as many seeds, each compared with the others once). */
struct seeds {
	struct match_val *v;
	uint32_t n, cap, width;
	uint32_t *tab, tcap;
};

static uint32_t seed_hash(const struct seeds *s, const struct match_val *vals)
{
	uint32_t h = 2166136261u, j;

	for (j = 0; j < s->width; j++)
		h = (h ^ match_val_hash(&vals[j])) * 16777619u;
	return h;
}

static int seed_same(const struct seeds *s, uint32_t i,
		     const struct match_val *vals)
{
	uint32_t j;

	for (j = 0; j < s->width; j++)
		if (!match_val_equal(&s->v[i * s->width + j], &vals[j]))
			return 0;
	return 1;
}

static void seed_rehash(struct seeds *s)
{
	uint32_t i, k;

	free(s->tab);
	s->tcap = s->tcap ? s->tcap * 2 : 64;
	s->tab = calloc(s->tcap, sizeof(*s->tab));
	if (!s->tab)
		abort();
	for (i = 0; i < s->n; i++) {
		k = seed_hash(s, &s->v[i * s->width]) & (s->tcap - 1);
		while (s->tab[k])
			k = (k + 1) & (s->tcap - 1);
		s->tab[k] = i + 1;
	}
}

static void seed_add(struct seeds *s, const struct match_val *vals)
{
	uint32_t k;

	if (2 * (s->n + 1) > s->tcap)
		seed_rehash(s);
	for (k = seed_hash(s, vals) & (s->tcap - 1); s->tab[k];
	     k = (k + 1) & (s->tcap - 1))
		if (seed_same(s, s->tab[k] - 1, vals))
			return;
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 8;
		s->v = realloc(s->v, s->cap * (s->width + 1) * sizeof(*s->v));
		if (!s->v)
			abort();
	}
	s->tab[k] = s->n + 1;
	memcpy(&s->v[s->n++ * s->width], vals, s->width * sizeof(*vals));
}

/* Gathered: the table goes (the seeds are filtered in place after). */
static void seeds_gathered(struct seeds *s)
{
	free(s->tab);
	s->tab = NULL;
	s->tcap = 0;
}

/* A list metavariable m whose length is another rule's, `expression
 * list[R.n] es`: R, and in *from R's list metavariable whose length is
 * named n; -1 for any other. */
static int32_t len_parent(const struct smpl_file *f,
			  const struct smpl_meta *m, uint32_t *from)
{
	const char *s = m->len ? smpl_str(f, f->nodes[m->len].str) : "";
	const char *dot = strchr(s, '.');
	uint32_t r, i;

	if (!dot || f->nodes[m->len].kind != SMPL_ID)
		return -1;
	for (r = 0; r < f->nrules; r++) {
		const struct smpl_rule *R = &f->rules[r];
		const char *name = smpl_str(f, R->name);

		if (strlen(name) != (size_t)(dot - s) ||
		    strncmp(name, s, (size_t)(dot - s)))
			continue;
		for (i = R->meta0; i < R->meta0 + R->nmeta; i++)
			if (f->metas[i].len &&
			    !strcmp(smpl_str(f, f->nodes[f->metas[i].len].str),
				    dot + 1)) {
				*from = i;
				return (int32_t)r;
			}
	}
	return -1;
}

/* The rule metavariable m inherits from: its value's (`R.x`) or its
 * length's (`[R.n]`); -1 for none. */
static int32_t parent_of(const struct smpl_file *f, const struct smpl_meta *m)
{
	uint32_t from;

	return m->from_rule >= 0 ? m->from_rule : len_parent(f, m, &from);
}

/* The values an env of rule R gives the metavariables of r that
 * inherit from R (a length inherited: MATCH_V_LEN, the length of R's
 * list); 0 when one is unbound there. */
static int project(const struct smpl_file *f, const struct smpl_rule *r,
		   int32_t R, const struct match_env *e, struct match_val *out)
{
	const struct match_val *v;
	uint32_t i, from;

	for (i = 0; i < r->nmeta; i++) {
		const struct smpl_meta *m = &f->metas[r->meta0 + i];

		if (m->from_rule == R) {
			out[i] = e->v[m->from_meta - f->rules[R].meta0];
			if (out[i].kind == MATCH_V_NONE &&
			    (m->flags & SMPL_MF_DEFAULT))
				out[i] = (struct match_val){
					.kind = MATCH_V_STR,
					.s = smpl_str(f, m->dflt) };
			if (out[i].kind == MATCH_V_NONE)
				return 0;
		} else if (m->from_rule < 0 && len_parent(f, m, &from) == R) {
			v = &e->v[from - f->rules[R].meta0];
			if (v->kind != MATCH_V_LIST)
				return 0;
			out[i] = (struct match_val){ .kind = MATCH_V_LEN,
						     .nl = v->nl };
		}
	}
	return 1;
}

/* Does every metavariable of r inherited from R have a default (a
 * script's `x << R.x = "D"`)? */
static int all_default(const struct smpl_file *f, const struct smpl_rule *r,
		       int32_t R)
{
	uint32_t i, n = 0;

	for (i = 0; i < r->nmeta; i++) {
		const struct smpl_meta *m = &f->metas[r->meta0 + i];

		if (m->from_rule == R && !(m->flags & SMPL_MF_DEFAULT))
			return 0;
		n += m->from_rule == R;
	}
	return n > 0;
}

/* The defaults of r's metavariables inherited from R, into vals. */
static void defaults(const struct smpl_file *f, const struct smpl_rule *r,
		     int32_t R, struct match_val *vals)
{
	uint32_t i;

	for (i = 0; i < r->nmeta; i++) {
		const struct smpl_meta *m = &f->metas[r->meta0 + i];

		if (m->from_rule == R)
			vals[i] = (struct match_val){ .kind = MATCH_V_STR,
				.s = smpl_str(f, m->dflt) };
	}
}

static int is_default(const struct smpl_file *f, const struct smpl_meta *m,
		      const struct match_val *v);

/* Can script rule r's seed vals go with env e of its parent R?  Not
 * when R took from a third rule X a value that the seed already holds
 * from X, and took another: the join of r's parents (parents_join,
 * after) never pairs them, and a script reading a rule and one
 * inheriting from it (doubleinit.cocci: r.fld, r.p and s.p, s taking
 * r.fld) would otherwise get every result of one times every result
 * of the other before the join drops all but a few. */
static int seed_fits(const struct smpl_file *f, const struct smpl_rule *r,
		     int32_t R, const struct match_env *e,
		     const struct match_val *vals)
{
	const struct smpl_rule *sr = &f->rules[R];
	uint32_t i, y;

	if (r->kind != SMPL_R_SCRIPT)
		return 1;
	for (i = 0; i < r->nmeta; i++) {
		const struct smpl_meta *m = &f->metas[r->meta0 + i];

		if (m->from_rule < 0 || m->from_meta < 0 ||
		    m->from_rule == R || vals[i].kind == MATCH_V_NONE ||
		    is_default(f, m, &vals[i]))
			continue;
		for (y = 0; y < sr->nmeta && y < e->n; y++) {
			const struct smpl_meta *my = &f->metas[sr->meta0 + y];

			if (my->from_rule == m->from_rule &&
			    my->from_meta == m->from_meta &&
			    e->v[y].kind != MATCH_V_NONE &&
			    !match_val_equal(&e->v[y], &vals[i]))
				return 0;
		}
	}
	return 1;
}

/* Extends every seed with each distinct binding of rule R (a script
 * whose values from R all have defaults: with them when R matched
 * nowhere, as spatch). */
static void cross(const struct smpl_file *f, const struct smpl_rule *r,
		  int32_t R, const struct match_out *out, struct seeds *s)
{
	struct seeds ns = { NULL, 0, 0, s->width, NULL, 0 };
	struct match_val *vals = calloc(s->width + 1, sizeof(*vals));
	uint32_t i, k, j;

	for (i = 0; i < s->n; i++)
		for (k = 0; k < out->n; k++)
			for (j = 0; j < out->v[k].nenvs; j++) {
				if (out->v[k].rule != (uint32_t)R)
					continue;
				if (!seed_fits(f, r, R, out->v[k].envs[j],
					       &s->v[i * s->width]))
					continue;
				memcpy(vals, &s->v[i * s->width], s->width * sizeof(*vals));
				if (project(f, r, R, out->v[k].envs[j], vals))
					seed_add(&ns, vals);
			}
	if (!ns.n && all_default(f, r, R))
		for (i = 0; i < s->n; i++) {
			memcpy(vals, &s->v[i * s->width],
			       s->width * sizeof(*vals));
			defaults(f, r, R, vals);
			seed_add(&ns, vals);
		}
	free(vals);
	free(s->v);
	free(s->tab);
	*s = ns;
}

/* The values of the rule's virtual identifiers (`identifier
 * virtual.x`, -D x=VALUE: the front end keeps VALUE as the constraint
 * `= {VALUE}`); 0 when one has none: the rule does not run, as in
 * spatch. */
static int virtual_values(const struct smpl_file *f,
			  const struct smpl_rule *r, struct match_val *v)
{
	uint32_t i;

	for (i = 0; i < r->nmeta; i++) {
		const struct smpl_meta *m = &f->metas[r->meta0 + i];

		if (!(m->flags & SMPL_MF_VIRTUAL))
			continue;
		if (m->cons != SMPL_CONS_EQ || m->ncons != 1)
			return 0;
		v[i].kind = MATCH_V_STR;
		v[i].s = smpl_str(f, f->nodes[f->kids[m->cons0]].str);
	}
	return 1;
}

static void make_seeds(const struct smpl_file *f, uint32_t rule,
		       const struct match_out *out, struct seeds *s)
{
	const struct smpl_rule *r = &f->rules[rule];
	uint32_t i, j;
	struct match_val *none = calloc(r->nmeta + 1, sizeof(*none));

	s->v = NULL;
	s->n = s->cap = 0;
	s->width = r->nmeta;
	s->tab = NULL;
	s->tcap = 0;
	if (virtual_values(f, r, none))
		seed_add(s, none);
	free(none);
	for (i = 0; i < r->nmeta; i++) {
		int32_t R = parent_of(f, &f->metas[r->meta0 + i]);

		for (j = 0; j < i && R >= 0; j++)
			if (parent_of(f, &f->metas[r->meta0 + j]) == R)
				R = -1;	/* that parent is done already */
		if (R >= 0)
			cross(f, r, R, out, s);
	}
	seeds_gathered(s);
}

/* Is v the default value of script metavariable m? */
static int is_default(const struct smpl_file *f, const struct smpl_meta *m,
		      const struct match_val *v)
{
	return (m->flags & SMPL_MF_DEFAULT) && v->kind == MATCH_V_STR &&
	       v->s == smpl_str(f, m->dflt);
}

/* Does some result of rule S agree with seed vals of rule r: it gave
 * r's metavariables from S their values, and its own values inherited
 * from other rules equal those r inherits from them too?  (spatch keeps
 * one environment across rules; here a rule that takes both a script's
 * values and those the script read, `identifier s.y; identifier
 * r.fn;`, gets them paired as the script saw them, and a script that
 * reads two rules, one inheriting from the other, gets only the tuples
 * the two agree on.) */
static int parent_agrees(const struct smpl_file *f, const struct smpl_rule *r,
			 uint32_t S, const struct match_val *vals,
			 const struct match_out *out)
{
	const struct smpl_rule *sr = &f->rules[S];
	uint32_t k, j, i, x;
	int ok, any = 0;

	for (k = 0; k < out->n; k++) {
		if (out->v[k].rule != S)
			continue;
		any = 1;
		if (!out->v[k].nenvs && !out->v[k].filtered)
			return 1;	/* a type's match keeps no binding */
		for (j = 0; j < out->v[k].nenvs; j++) {
			const struct match_env *e = out->v[k].envs[j];

			ok = 1;
			for (i = 0; i < r->nmeta && ok; i++) {
				const struct smpl_meta *m = &f->metas[r->meta0 + i];

				if (m->from_rule < 0 || m->from_meta < 0)
					continue;
				if ((uint32_t)m->from_rule == S) {
					const struct match_val *sv =
						&e->v[m->from_meta - sr->meta0];

					/* unbound in S's result (a script
					 * that set no coccinelle.y): only a
					 * seed without it, or with its
					 * default, agrees */
					if (sv->kind != MATCH_V_NONE)
						ok = match_val_equal(sv, &vals[i]);
					else
						ok = vals[i].kind == MATCH_V_NONE ||
						     is_default(f, m, &vals[i]);
					continue;
				}
				for (x = 0; x < sr->nmeta && ok; x++) {
					const struct smpl_meta *y = &f->metas[sr->meta0 + x];

					if (y->from_rule == m->from_rule &&
					    y->from_meta == m->from_meta &&
					    e->v[x].kind != MATCH_V_NONE)
						ok = match_val_equal(&e->v[x],
								     &vals[i]);
				}
			}
			if (ok)
				return 1;
		}
	}
	return !any;	/* matched nowhere: its defaults (cross) */
}

/* ---- the join of a script rule's parents ----
 * A script rule reading rules a and b, b inheriting from a (`fn <<
 * a.fn; p << b.p;`, b having `expression a.E;`), gets only the tuples
 * that results of a and b give together: b's result agrees with a's on
 * what b took from a (E), also when the script does not read E.  spatch
 * keeps one environment across rules, which pairs them so. */

struct join {
	const struct smpl_file *f;
	const struct smpl_rule *r;	/* the script rule */
	const struct match_val *vals;	/* its seed */
	const struct match_out *out;
	uint32_t par[16], npar;		/* its parent rules */
	const struct match_env *pick[16];	/* a result of each, or NULL
						   (any) */
};

/* Value of metavariable x of rule R in env e (NULL: none). */
static const struct match_val *env_val(const struct match_env *e,
				       const struct smpl_file *f, uint32_t R,
				       uint32_t x)
{
	const struct match_val *v;

	if (!e || x < f->rules[R].meta0 || x - f->rules[R].meta0 >= e->n)
		return NULL;
	v = &e->v[x - f->rules[R].meta0];
	return v->kind == MATCH_V_NONE ? NULL : v;
}

/* Do env e of parent J and env d of parent I agree: what J took from I
 * is what I bound, and what both took from a third rule is the
 * same? */
static int envs_agree(const struct join *jn, uint32_t J,
		      const struct match_env *e, uint32_t I,
		      const struct match_env *d)
{
	const struct smpl_file *f = jn->f;
	const struct smpl_rule *rj = &f->rules[J], *ri = &f->rules[I];
	uint32_t y, z;

	for (y = rj->meta0; y < rj->meta0 + rj->nmeta; y++) {
		const struct smpl_meta *my = &f->metas[y];
		const struct match_val *a = env_val(e, f, J, y), *b;

		if (!a || my->from_rule < 0 || my->from_meta < 0)
			continue;
		if ((uint32_t)my->from_rule == I) {
			b = env_val(d, f, I, (uint32_t)my->from_meta);
			if (b && !match_val_equal(a, b))
				return 0;
			continue;
		}
		for (z = ri->meta0; z < ri->meta0 + ri->nmeta; z++) {
			const struct smpl_meta *mz = &f->metas[z];

			if (mz->from_rule == my->from_rule &&
			    mz->from_meta == my->from_meta &&
			    (b = env_val(d, f, I, z)) && !match_val_equal(a, b))
				return 0;
		}
	}
	return 1;
}

/* Does env e of parent J give the seed's values of what r reads from
 * J? */
static int env_gives(const struct join *jn, uint32_t J,
		     const struct match_env *e)
{
	const struct smpl_file *f = jn->f;
	uint32_t i;

	for (i = 0; i < jn->r->nmeta; i++) {
		const struct smpl_meta *m = &f->metas[jn->r->meta0 + i];
		const struct match_val *a;

		if (m->from_rule != (int32_t)J || m->from_meta < 0)
			continue;
		a = env_val(e, f, J, (uint32_t)m->from_meta);
		if (a ? !match_val_equal(a, &jn->vals[i]) :
		    !(jn->vals[i].kind == MATCH_V_NONE ||
		      is_default(f, m, &jn->vals[i])))
			return 0;
	}
	return 1;
}

/* Pick results for parents k.. that agree with the seed and with the
 * results picked before: 1 when it can be done. */
static int join_from(struct join *jn, uint32_t k)
{
	uint32_t J, q, j, i;
	int any = 0;

	if (k == jn->npar)
		return 1;
	J = jn->par[k];
	for (q = 0; q < jn->out->n; q++) {
		const struct match_found *m = &jn->out->v[q];

		if (m->rule != J)
			continue;
		any = 1;
		if (!m->nenvs && !m->filtered) {	/* binds nothing */
			jn->pick[k] = NULL;
			if (join_from(jn, k + 1))
				return 1;
			continue;
		}
		for (j = 0; j < m->nenvs; j++) {
			const struct match_env *e = m->envs[j];
			int ok = env_gives(jn, J, e);

			for (i = 0; i < k && ok; i++)
				ok = envs_agree(jn, J, e, jn->par[i],
						jn->pick[i]) &&
				     envs_agree(jn, jn->par[i], jn->pick[i],
						J, e);
			if (!ok)
				continue;
			jn->pick[k] = e;
			if (join_from(jn, k + 1))
				return 1;
		}
	}
	if (any)
		return 0;
	jn->pick[k] = NULL;	/* matched nowhere: its defaults */
	return join_from(jn, k + 1);
}

/* Can the parents of script rule r give seed vals together? */
static int parents_join(const struct smpl_file *f, const struct smpl_rule *r,
			const struct match_val *vals,
			const struct match_out *out)
{
	struct join jn = { f, r, vals, out, { 0 }, 0, { NULL } };
	uint32_t i, j;

	for (i = 0; i < r->nmeta; i++) {
		int32_t S = f->metas[r->meta0 + i].from_rule;

		if (S < 0 || f->rules[S].skip)
			continue;
		for (j = 0; j < jn.npar && jn.par[j] != (uint32_t)S; j++)
			;
		if (j == jn.npar) {
			if (jn.npar == 16)
				return 1;	/* too many to join: as before */
			jn.par[jn.npar++] = (uint32_t)S;
		}
	}
	return jn.npar < 2 || join_from(&jn, 0);
}

/* Drops the seeds of rule r that no result of a rule it inherits from
 * agrees with (parent_agrees): for a script rule, every such rule; for
 * a code rule, the script rules (its matching checks the others). */
static void script_join(const struct smpl_file *f, uint32_t rule,
			const struct match_out *out, struct seeds *s)
{
	const struct smpl_rule *r = &f->rules[rule];
	uint32_t i, j, k = 0;

	for (i = 0; i < s->n; i++) {
		const struct match_val *vals = &s->v[i * s->width];
		int ok = 1;

		for (j = 0; j < r->nmeta && ok; j++) {
			int32_t S = f->metas[r->meta0 + j].from_rule;

			if (S >= 0 && (r->kind == SMPL_R_SCRIPT ||
				       f->rules[S].kind == SMPL_R_SCRIPT) &&
			    !f->rules[S].skip)
				ok = parent_agrees(f, r, (uint32_t)S, vals, out);
		}
		if (ok && r->kind == SMPL_R_SCRIPT)
			ok = parents_join(f, r, vals, out);
		if (!ok)
			continue;
		if (k != i)
			memmove(&s->v[k * s->width], vals,
				s->width * sizeof(*vals));
		k++;
	}
	s->n = k;
}

/* ---- dependencies per binding ---- */

/* The rules formula n requires to have matched (its rule names, alone
 * or under `&&`), into need[rule]. */
static void required(const struct smpl_file *f, uint32_t n, uint8_t *need)
{
	const struct smpl_node *p = n ? smpl_node(f, n) : NULL;

	if (!p)
		return;
	if (p->kind == SMPL_DEPNAME && p->op == SMPL_DEP_RULE &&
	    p->meta >= 0 && (uint32_t)p->meta < f->nrules)
		need[p->meta] = 1;
	else if (p->kind == SMPL_DEPAND) {
		required(f, smpl_kid(f, n, 0), need);
		required(f, smpl_kid(f, n, 1), need);
	}
}

/* Metavariable j of rule b inherits what metavariable i of rule r
 * does. */
static int same_origin(const struct smpl_file *f, uint32_t r, uint32_t i,
		       uint32_t b, uint32_t j)
{
	const struct smpl_meta *x = &f->metas[f->rules[r].meta0 + i];
	const struct smpl_meta *y = &f->metas[f->rules[b].meta0 + j];

	return x->from_rule >= 0 && x->from_rule == y->from_rule &&
	       x->from_meta == y->from_meta;
}

/* Rule b, which rule r depends on, matched with the values vals of r's
 * metavariables on those both inherit from the same rule (true when
 * they share none): the dependency holds for that binding alone, as in
 * spatch, where `depends on b` is true in the bindings b matched in. */
static int dep_holds(const struct smpl_file *f, uint32_t r, uint32_t b,
		     const struct match_val *vals, const struct match_out *out)
{
	uint32_t nr = f->rules[r].nmeta, nb = f->rules[b].nmeta;
	uint32_t i, j, k, e;
	int shared = 0, ok;

	for (i = 0; i < nr && !shared; i++)
		for (j = 0; j < nb && !shared; j++)
			shared = same_origin(f, r, i, b, j);
	if (!shared)
		return 1;
	for (k = 0; k < out->n; k++) {
		if (out->v[k].rule != b)
			continue;
		if (!out->v[k].nenvs && !out->v[k].filtered)
			return 1;	/* a type's match keeps no binding */
		for (e = 0; e < out->v[k].nenvs; e++) {
			ok = 1;
			for (i = 0; i < nr && ok; i++)
				for (j = 0; j < nb && ok; j++)
					if (same_origin(f, r, i, b, j))
						ok = match_val_equal(
						     &out->v[k].envs[e]->v[j],
						     &vals[i]);
			if (ok)
				return 1;
		}
	}
	return 0;
}

/* Drops the seeds of rule r in which a rule it depends on did not
 * match. */
static void dep_filter(const struct smpl_file *f, uint32_t r,
		       const struct match_out *out, struct seeds *s)
{
	uint8_t *need = calloc(f->nrules + 1, 1);
	uint32_t i, b, k = 0;

	if (!need)
		abort();
	required(f, f->rules[r].depends, need);
	for (i = 0; i < s->n; i++) {
		const struct match_val *vals = &s->v[i * s->width];

		for (b = 0; b < f->nrules; b++)
			if (need[b] && !dep_holds(f, r, b, vals, out))
				break;
		if (b < f->nrules)
			continue;
		if (k != i)
			memmove(&s->v[k * s->width], vals,
				s->width * sizeof(*vals));
		k++;
	}
	s->n = k;
	free(need);
}

/* ---- consistency ---- */

/* A node where a path may begin: the entry, or the head of dead code
 * (no predecessor but by loop back edges): spatch counts paths from
 * there too. */
static int path_root(const struct match_view *v, const struct match_node *n)
{
	uint32_t i;

	if (n == v->entry)
		return 1;
	for (i = 0; i < n->npred; i++)
		if (!(n->pred[i].flags & MATCH_EDGE_BACK))
			return 0;
	return 1;
}

/* Is node `to` reachable from a path root (roots: the path_root nodes,
 * computed once per function) without passing a node of `avoid`? */
static int reachable_avoiding(const struct match_view *v, uint8_t *seen,
			      uint32_t *stack, const uint8_t *avoid,
			      const uint32_t *roots, uint32_t nroots,
			      const struct match_node *to)
{
	uint32_t sp = 0, i, k;

	memset(seen, 0, v->nnodes);
	for (k = 0; k < nroots; k++)
		if (i = roots[k], !avoid[i]) {
			seen[i] = 1;
			stack[sp++] = i;
		}
	while (sp) {
		const struct match_node *n = v->nodes[stack[--sp]];

		if (n == to)
			return 1;
		for (i = 0; i < n->nsucc; i++) {
			const struct match_node *s = n->succ[i].to;

			if (!seen[s->id] && !avoid[s->id])
				seen[s->id] = 1, stack[sp++] = s->id;
		}
	}
	return 0;
}

static int has_edit(const struct match_found *m, const struct match_edit *e)
{
	uint32_t i;

	for (i = 0; i < m->nedits; i++)
		if (m->edits[i] == e)
			return 1;
	return 0;
}

/* The starts of the matches in v[0..n) that make edit e. */
static void starts_of(const struct match_found *v, uint32_t n,
		      const struct match_edit *e, uint8_t *avoid, uint32_t nn)
{
	uint32_t i;

	memset(avoid, 0, nn);
	for (i = 0; i < n; i++)
		if (has_edit(&v[i], e))
			avoid[v[i].start->id] = 1;
}

/* The matches v[0..n) of one rule in one function: an edit is
 * inconsistent when its node can be reached without passing the start of
 * a match that makes it; every match making it is then dropped (kept with
 * allow-inconsistent-paths). */
static void check_consistency(struct match_found *v, uint32_t n,
			      const struct match_options *o)
{
	const struct match_view *view;
	uint8_t *seen, *avoid;
	uint32_t *stack, *roots, nroots = 0, i, k;

	if (!n)
		return;
	view = v[0].view;
	seen = malloc(view->nnodes + 1);
	avoid = malloc(view->nnodes + 1);
	stack = malloc((view->nnodes + 1) * sizeof(*stack));
	roots = malloc((view->nnodes + 1) * sizeof(*roots));
	if (!seen || !avoid || !stack || !roots)
		abort();
	for (i = 0; i < view->nnodes; i++)
		if (path_root(view, view->nodes[i]))
			roots[nroots++] = i;
	for (i = 0; i < n; i++)
		for (k = 0; k < v[i].nedits && !v[i].inconsistent; k++) {
			const struct match_edit *e = v[i].edits[k];

			starts_of(v, n, e, avoid, view->nnodes);
			if (!avoid[e->node->id] &&
			    reachable_avoiding(view, seen, stack, avoid, roots,
					       nroots, e->node))
				v[i].inconsistent = e;
		}
	for (i = 0; i < n; i++)
		v[i].dropped = v[i].inconsistent && !o->allow_inconsistent;
	free(seen);
	free(avoid);
	free(stack);
	free(roots);
}

/* ---- declarations of several declarators ---- */

static int same_range(const struct match_range *x, const struct match_range *y)
{
	return x->file == y->file && x->line == y->line && x->col == y->col &&
	       x->end_line == y->end_line && x->end_col == y->end_col;
}

/* The node of edit e when e removes or replaces one declarator of a
 * declaration that has several (`- int b;` on `int a, b, c;`: the
 * range is the whole declaration), else NULL. */
static const struct match_node *multidecl_of(const struct match_edit *e)
{
	const struct match_node *n = e->node;

	if (n->kind != MATCH_N_DECL || !(n->flags & MATCH_NF_MULTIDECL) ||
	    (n->flags & MATCH_NF_FOR_PART) || !n->dcl.line ||
	    (e->action != MATCH_ED_REMOVE && e->action != MATCH_ED_REPLACE) ||
	    !same_range(&e->range, &n->range))
		return NULL;
	return n;
}

static int same_decl(const struct match_node *x, const struct match_node *y)
{
	return y->kind == MATCH_N_DECL && (y->flags & MATCH_NF_MULTIDECL) &&
	       same_range(&x->range, &y->range);
}

/* The text that removing the declarators lo..hi (node ids) of a
 * declaration whose last is `last` takes: them and the comma after,
 * or, when they end it, the comma before them. */
static struct match_range run_range(const struct match_view *v, uint32_t lo,
				    uint32_t hi, uint32_t last)
{
	struct match_range r = v->nodes[lo]->dcl;

	if (hi < last) {
		r.end_line = v->nodes[hi + 1]->dcl.line;
		r.end_col = v->nodes[hi + 1]->dcl.col;
	} else {
		r.line = v->nodes[lo - 1]->dcl.end_line;
		r.col = v->nodes[lo - 1]->dcl.end_col;
		r.end_line = v->nodes[hi]->dcl.end_line;
		r.end_col = v->nodes[hi]->dcl.end_col;
	}
	return r;
}

/* Edit e of declarator n, now that every removed declarator of the
 * function is known (removed[id]): the whole declaration when they all
 * go, else the run of removed ones around n with one comma.  + code
 * that replaced it goes after the declaration (*plus), as spatch adds
 * `++` code there. */
static struct match_edit *split_one(const struct match_view *v,
				    const uint8_t *removed,
				    const struct match_edit *e,
				    const struct match_node *n,
				    struct smpl_arena *arena,
				    struct match_edit **plus)
{
	struct match_edit *rm = smpl_arena_alloc(arena, sizeof(*rm));
	uint32_t first = n->id, last = n->id, lo = n->id, hi = n->id;

	while (first > 0 && same_decl(n, v->nodes[first - 1]))
		first--;
	while (last + 1 < v->nnodes && same_decl(n, v->nodes[last + 1]))
		last++;
	while (lo > first && removed[lo - 1])
		lo--;
	while (hi < last && removed[hi + 1])
		hi++;
	*rm = *e;
	rm->action = MATCH_ED_REMOVE;
	rm->pieces = NULL;
	rm->npieces = 0;
	rm->chain = 0;
	if (lo != first || hi != last) {
		rm->range = run_range(v, lo, hi, last);
	} else if (n->tdef) {	/* `} x, y;` less both: `};` */
		rm->range.line = n->tdef->rbrace.end_line;
		rm->range.col = n->tdef->rbrace.end_col;
		rm->range.end_line = v->nodes[last]->dcl.end_line;
		rm->range.end_col = v->nodes[last]->dcl.end_col;
	}
	*plus = NULL;
	if (e->action == MATCH_ED_REPLACE) {
		*plus = smpl_arena_alloc(arena, sizeof(**plus));
		**plus = *e;
		(*plus)->action = MATCH_ED_AFTER;
	}
	return rm;
}

/* Is e among v[0..n), or a removal of the same text (two declarators of
 * one run)? */
static int has_equal(const struct match_edit **v, uint32_t n,
		     const struct match_edit *e)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		if (v[i] == e || (v[i]->action == e->action && !e->npieces &&
				  !v[i]->npieces &&
				  same_range(&v[i]->range, &e->range)))
			return 1;
	return 0;
}

/* The edits of the matches v[0..n) of one rule in one function that
 * remove or replace some declarators of a declaration (`int a, b, c;`)
 * become removals of their own text (split_one). */
static void split_decls(struct match_found *v, uint32_t n,
			struct smpl_arena *arena)
{
	const struct match_view *view;
	uint8_t *removed;
	uint32_t i, j, k, any = 0;

	if (!n)
		return;
	view = v[0].view;
	removed = calloc(view->nnodes + 1, 1);
	if (!removed)
		abort();
	for (i = 0; i < n; i++)
		for (j = 0; j < v[i].nedits && !v[i].dropped; j++)
			if (multidecl_of(v[i].edits[j]))
				removed[v[i].edits[j]->node->id] = 1, any = 1;
	for (i = 0; i < n && any; i++) {
		const struct match_edit **out;

		if (v[i].dropped)
			continue;
		out = smpl_arena_alloc(arena, (2 * v[i].nedits + 1) *
					      sizeof(*out));
		for (j = k = 0; j < v[i].nedits; j++) {
			const struct match_edit *e = v[i].edits[j];
			const struct match_node *d = multidecl_of(e);
			struct match_edit *plus = NULL;

			if (d)
				e = split_one(view, removed, e, d, arena,
					      &plus);
			if (!has_equal(out, k, e))
				out[k++] = e;
			if (plus)
				out[k++] = plus;
		}
		v[i].edits = out;
		v[i].nedits = k;
	}
	free(removed);
}

/* ---- running ---- */

static struct match_found *new_found(struct match_out *out)
{
	if (out->n == out->cap) {
		out->cap = out->cap ? out->cap * 2 : 16;
		out->v = realloc(out->v, out->cap * sizeof(*out->v));
		if (!out->v)
			abort();
	}
	memset(&out->v[out->n], 0, sizeof(out->v[0]));
	return &out->v[out->n++];
}

/* + code placed before the binding of a metavariable it uses needs one
 * value of it along the whole match (SMPL.md): does some late edit come
 * out differently in two results? */
static int late_differs(struct match_atoms *a, const struct match_rset *r)
{
	uint32_t i, j, k, l;

	for (i = 0; i < r->n; i++)
		for (j = 0; j < r->v[i].nedits; j++) {
			const struct match_edit *e = r->v[i].edits[j];

			if (!e->late)
				continue;
			for (k = i + 1; k < r->n; k++)
				for (l = 0; l < r->v[k].nedits; l++)
					if (r->v[k].edits[l] == e &&
					    match_edit_final(a, e, r->v[i].env) !=
					    match_edit_final(a, e, r->v[k].env))
						return 1;
		}
	return 0;
}

/* The edits of the results r into m, each once; each result's new
 * edits get their numbered fresh identifiers named together
 * (match_edits_fresh), the file's counter in out. */
static void record_edits(struct match_out *out, struct match_atoms *a,
			 const struct match_rset *r, struct match_found *m)
{
	uint32_t i, j, k, n = 0, from;
	const struct match_edit **seen;

	for (i = 0; i < r->n; i++)
		n += r->v[i].nedits;
	seen = calloc(n + 1, sizeof(*seen));
	if (!seen)
		abort();
	for (n = 0, i = 0; i < r->n; i++) {
		from = m->nedits;
		for (j = 0; j < r->v[i].nedits; j++) {
			const struct match_edit *e = match_edit_final(a,
					r->v[i].edits[j], r->v[i].env);

			for (k = 0; k < n && seen[k] != e; k++)
				;
			if (k < n)
				continue;
			seen[n++] = e;
			m->edits[m->nedits++] = e;
		}
		match_edits_fresh(a, &m->edits[from], m->nedits - from,
				  &out->fresh);
	}
	free(seen);
}

static void record(struct match_out *out, struct match_atoms *a,
		   uint32_t rule, const struct match_view *v, uint32_t start,
		   const struct match_rset *r)
{
	struct match_found *m = new_found(out);
	uint32_t i, n = 0;

	m->rule = rule;
	m->view = v;
	m->start = v->nodes[start];
	m->nenvs = r->n;
	m->envs = smpl_arena_alloc(&out->arena, (r->n + 1) * sizeof(*m->envs));
	for (i = 0; i < r->n; i++) {
		m->envs[i] = r->v[i].env;
		n += r->v[i].nedits;
	}
	m->edits = smpl_arena_alloc(&out->arena, (n + 1) * sizeof(*m->edits));
	record_edits(out, a, r, m);
	out->matched[rule] = 1;
}

/* Does a later rule inherit a position (pos), or another value (!pos),
 * of rule r? */
static int exports(const struct smpl_file *f, uint32_t r, int pos)
{
	uint32_t i;

	for (i = 0; i < f->nmetas; i++) {
		const struct smpl_meta *m = &f->metas[i];

		if (m->from_rule == (int32_t)r && m->from_meta >= 0 &&
		    (f->metas[m->from_meta].kind == SMPL_M_POSITION) == !!pos)
			return 1;
	}
	return 0;
}

/* The environments of match m that agree on what the later rules
 * inherit, positions aside, made one whose positions are lists of all
 * their places: spatch's one witness of all the paths of a forall
 * rule (`fn(...) { ... kfree@p(...); ... }` over two paths, p[0] and
 * p[1]). */
static void group_envs(struct match_atoms *a, struct match_found *m)
{
	const struct match_env **e = m->envs, *w;
	uint32_t *grp, *g, i, j, k, ng, n = 0;

	if (m->nenvs < 2)
		return;
	grp = malloc(m->nenvs * sizeof(*grp));
	g = malloc(m->nenvs * sizeof(*g));
	if (!grp || !g)
		abort();
	for (i = 0; i < m->nenvs; i++)	/* a test that makes nothing */
		for (grp[i] = i, j = 0; j < i; j++)
			if (grp[j] == j &&
			    match_env_merge(a, NULL, e[j], e[i], MATCH_MERGE_GROUP |
					    MATCH_MERGE_NOPOS)) {
				grp[i] = j;
				break;
			}
	for (i = 0; i < m->nenvs; i++) {
		if (grp[i] != i)
			continue;
		for (ng = 0, j = i; j < m->nenvs; j++)
			if (grp[j] == i)
				g[ng++] = j;
		while (ng > 1) {	/* two by two: a logarithm deep */
			for (k = 0; k + 1 < ng; k += 2) {
				w = match_env_merge(a, NULL, e[g[k]],
						    e[g[k + 1]],
						    MATCH_MERGE_GROUP);
				if (w)
					e[g[k]] = w;
				g[k / 2] = g[k];
			}
			if (ng & 1)
				g[ng / 2] = g[ng - 1];
			ng = (ng + 1) / 2;
		}
		e[n++] = e[g[0]];
	}
	m->nenvs = n;
	free(grp);
	free(g);
}

/* Does the + code of some result of r use a metavariable its final
 * environment leaves unbound?  No edit then, rather than a wrong one. */
static int late_unbound(struct match_atoms *a, const struct match_rset *r)
{
	uint32_t i, j;

	for (i = 0; i < r->n; i++)
		for (j = 0; j < r->v[i].nedits; j++)
			if (match_edit_unbound(a, r->v[i].edits[j], r->v[i].env))
				return 1;
	return 0;
}

static void run_view(const struct match_prog *p, uint32_t rule,
		     struct match_view *v, const struct seeds *s,
		     const struct match_options *o, struct match_out *out)
{
	struct match_atoms *a = match_atoms_new(p, rule, v, &out->arena);
	struct pc pc = { a, v, p->f, NULL, NULL, 0, 0 };
	struct match_graph g = { v, v->nnodes, v->entry->id, v->exit->id,
				 g_nsucc, g_succ, g_flags, g_eflags };
	struct match_preds pr = { &pc, p_atom, p_anywhere, p_maybe, p_after,
				  p_cond, p_within, p_way, p_block, p_merge,
				  exports(p->f, rule, 0) };
	struct match_ctl *c = match_ctl_new(p->f, rule, &g, &pr);
	uint32_t *starts = malloc((v->nnodes + 1) * sizeof(*starts)), i, k, ns;
	uint32_t first = out->n;
	uint8_t matched = out->matched[rule];
	int group = !match_ctl_exists(c) && exports(p->f, rule, 1);

	if (o->budget)
		match_ctl_set_budget(c, o->budget);
	match_atoms_set_prev(a, out);
	match_atoms_set_script(a, o->script);
	for (i = 0; i < s->n; i++) {
		const struct match_env *e0 = match_env_make(a, &s->v[i * s->width]);

		relax_seed(&pc, e0);
		ns = match_ctl_starts(c, e0, starts);
		for (k = 0; k < ns; k++) {
			const struct match_rset *r = match_ctl_match(c, starts[k], e0);

			if (r->ok && !late_differs(a, r) &&
			    !late_unbound(a, r)) {
				record(out, a, rule, v, starts[k], r);
				if (group)
					group_envs(a, &out->v[out->n - 1]);
			}
		}
	}
	free(starts);
	check_consistency(&out->v[first], out->n - first, o);
	split_decls(&out->v[first], out->n - first, &out->arena);
	if (match_ctl_gave_up(c)) {	/* incomplete: a disjunction's
					   later branch may have held where
					   an earlier one was cut short */
		if (out->gave_up[rule] < UINT8_MAX)
			out->gave_up[rule]++;
		if (!out->gave_up_in[rule])
			out->gave_up_in[rule] = v->name ? v->name : "";
		out->n = first;
		out->matched[rule] = matched;
	}
	match_ctl_free(c);
	relax_free(&pc);
	match_atoms_free(a);
}

/* ---- a type alone: - LPINT + int * ---- */

/* The + block's tokens as C text: a blank between two, but between
 * two stars ("int **"). */
static const char *type_text(const struct smpl_file *f, uint32_t pl,
			     struct smpl_arena *arena)
{
	const struct smpl_plus *b = &f->plus[pl];
	char buf[256];
	size_t n = 0;
	uint32_t j;

	for (j = b->tok0; j < b->tok0 + b->ntok; j++) {
		const char *s = smpl_str(f, f->ptoks[j].str);

		if (n + strlen(s) + 2 >= sizeof(buf))
			return NULL;
		if (n && !(s[0] == '*' && buf[n - 1] == '*'))
			buf[n++] = ' ';
		memcpy(buf + n, s, strlen(s));
		n += strlen(s);
	}
	return smpl_arena_strndup(arena, buf, n);
}

/* The edit of one occurrence w of the type: its token replaced by
 * text, the blank after it too where text ends in a '*' ("int *x");
 * NULL when that blank may hold more (a comment, a line break). */
static const struct match_edit *type_edit(struct match_out *out,
					  const struct match_node *node,
					  const struct match_tword *w,
					  const char *text)
{
	struct match_edit *e = smpl_arena_alloc(&out->arena, sizeof(*e));
	struct smpl_piece *q = smpl_arena_alloc(&out->arena, sizeof(*q));
	size_t n = strlen(text);

	e->range = w->range;
	if (n && text[n - 1] == '*' && !(e->range.end_col = w->next_col))
		return NULL;
	q->kind = SMPL_PIECE_TEXT;
	q->line = e->range.line;
	q->col = e->range.col;
	q->end_line = e->range.end_line;
	q->end_col = e->range.end_col;
	q->text = text;
	e->node = node;
	e->action = MATCH_ED_REPLACE;
	e->pieces = q;
	e->npieces = 1;
	return e;
}

/* The edits of a type-alone rule in one view, growing. */
struct tedits {
	struct match_out *out;
	const char *name, *text;
	const struct match_edit **v;
	uint32_t n, cap;
};

/* Occurrence w of a type at node: its edit, once. */
static void tedit_add(struct tedits *t, const struct match_node *node,
		      const struct match_tword *w)
{
	const struct match_edit *e;
	uint32_t i;

	if (!w || !w->range.line || strcmp(w->name, t->name) ||
	    !(e = type_edit(t->out, node, w, t->text)))
		return;
	for (i = 0; i < t->n; i++)
		if (same_range(&t->v[i]->range, &e->range))
			return;
	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 16;
		t->v = realloc(t->v, t->cap * sizeof(*t->v));
		if (!t->v)
			abort();
	}
	t->v[t->n++] = e;
}

/* The casts and sizeofs of expression x at node. */
static void tedit_expr(struct tedits *t, const struct match_node *node,
		       const struct match_expr *x)
{
	uint32_t i;

	if (!x || (x->flags & MATCH_EF_MACRO))
		return;
	if (x->kind == MATCH_E_CAST || x->kind == MATCH_E_SIZEOFT)
		tedit_add(t, node, x->tword);
	for (i = 0; i < x->nkids; i++)
		tedit_expr(t, node, x->kids[i]);
}

/* A rule whose body is a type alone (check.c, smpl_type_alone) on view
 * v: the return type of the definition, each parameter and local
 * declaration whose type is that one token, and each cast and sizeof
 * of it, are rewritten; where the reader has no place for the type
 * (more specifier tokens, a comment or a line break after it, a
 * prototype, a global, a view from GIMPLE), nothing is, nor where + code
 * with a '*' would make the other declarators of a declaration other
 * types (`LPINT a, *b;`: spatch writes `int *a, *b;`, b no longer int
 * **). */
static void run_type_view(uint32_t rule, const char *name,
			  const char *text, struct match_view *v,
			  struct match_out *out)
{
	struct tedits te = { out, name, text, NULL, 0, 0 };
	struct match_found *m;
	uint32_t i;

	tedit_add(&te, v->entry, &v->fn.rtype);
	for (i = 0; i < v->fn.nparams && v->fn.ptypes; i++)
		tedit_add(&te, v->entry, &v->fn.ptypes[i]);
	for (i = 0; i < v->nnodes; i++) {
		const struct match_node *n = v->nodes[i];

		if (n->flags & MATCH_NF_MACRO)
			continue;
		if (n->kind == MATCH_N_DECL &&
		    !((n->flags & MATCH_NF_MULTIDECL) && strchr(te.text, '*')))
			tedit_add(&te, n, &n->tword);
		tedit_expr(&te, n, n->expr);
	}
	if (te.n) {
		m = new_found(out);
		m->rule = rule;
		m->view = v;
		m->start = v->entry;
		m->envs = smpl_arena_alloc(&out->arena, sizeof(*m->envs));
		m->edits = smpl_arena_alloc(&out->arena,
					    te.n * sizeof(*m->edits));
		memcpy(m->edits, te.v, te.n * sizeof(*m->edits));
		m->nedits = te.n;
		out->matched[rule] = 1;
	}
	free(te.v);
}

/* Is s a type as the type-alone edits write it: words, blanks and
 * stars (word: one word only)? */
static int type_string(const char *s, int word)
{
	if (!s || !*s)
		return 0;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')) &&
		    (word || (*s != ' ' && *s != '*')))
			return 0;
	return 1;
}

/* The value of metavariable m (an index of f->metas) in seed row i of
 * rule r, a string, else NULL. */
static const char *seed_str(const struct smpl_file *f, uint32_t rule,
			    const struct seeds *s, uint32_t i, int32_t m)
{
	const struct match_val *v;

	if (m < (int32_t)f->rules[rule].meta0 ||
	    (uint32_t)m - f->rules[rule].meta0 >= s->width)
		return NULL;
	v = &s->v[i * s->width + ((uint32_t)m - f->rules[rule].meta0)];
	return v->kind == MATCH_V_STR ? v->s : NULL;
}

/* A rule whose body is a type alone, type node t and + block pl, on
 * view v: written types as they are, or (`- T2 + T1`, inherited type
 * metavariables) once per inherited binding where T2 is one word. */
static void run_type_alone(const struct match_prog *p, uint32_t rule,
			   uint32_t t, uint32_t pl, const struct seeds *s,
			   struct match_view *v, struct match_out *out)
{
	const struct smpl_file *f = p->f;
	const struct smpl_plus *b = &f->plus[pl];
	int32_t tm = f->nodes[t].meta, pm = f->ptoks[b->tok0].meta;
	const char *name, *text;
	uint32_t i;

	if (tm < 0 && pm < 0) {
		if ((text = type_text(f, pl, &out->arena)))
			run_type_view(rule, smpl_str(f, f->nodes[t].str), text,
				      v, out);
		return;
	}
	for (i = 0; i < s->n; i++) {
		name = tm < 0 ? smpl_str(f, f->nodes[t].str)
			      : seed_str(f, rule, s, i, tm);
		text = pm < 0 ? type_text(f, pl, &out->arena)
			      : seed_str(f, rule, s, i, pm);
		if (type_string(name, 1) && type_string(text, 0))
			run_type_view(rule, name, text, v, out);
	}
}

/* Does the tree under node n hold an initializer list? */
static int has_initlist(const struct smpl_file *f, uint32_t n)
{
	uint32_t i;

	if (!n || n >= f->nnodes)
		return 0;
	if (f->nodes[n].kind == SMPL_INITLIST)
		return 1;
	for (i = 0; i < f->nodes[n].nkids; i++)
		if (has_initlist(f, smpl_kid(f, n, i)))
			return 1;
	return 0;
}

/* n with the SEQs of one element around it taken off. */
static uint32_t unwrap(const struct smpl_file *f, uint32_t n)
{
	while (n && f->nodes[n].kind == SMPL_SEQ && f->nodes[n].nkids == 1)
		n = smpl_kid(f, n, 0);
	return n;
}

typedef int body_test(const struct smpl_file *f, uint32_t r, uint32_t n);

/* Does one(f, r, n) hold of n (unwrapped), or, n being a disjunction,
 * of each of its branches (`( D1(x); | D2(x); )`)? */
static int every_branch(const struct smpl_file *f, uint32_t r, uint32_t n,
			body_test *one)
{
	uint32_t c;

	if (!(n = unwrap(f, n)))
		return 0;
	if (f->nodes[n].kind != SMPL_DISJ)
		return one(f, r, n);
	for (c = 0; c < f->nodes[n].nkids; c++)
		if (!every_branch(f, r, smpl_kid(f, n, c), one))
			return 0;
	return f->nodes[n].nkids > 0;
}

/* Is rule r a code rule that runs (not skipped by the front end) whose
 * body passes every_branch with one? */
static int code_rule(const struct smpl_file *f, uint32_t r, body_test *one)
{
	return f->rules[r].kind == SMPL_R_CODE && !f->rules[r].skip &&
	       every_branch(f, r, f->rules[r].body, one);
}

/* n is `D(args);` in rule r, D a declarer metavariable or a `declarer
 * name` of r or of another rule (read as a plain name): a top-level
 * declarer use as `module_platform_driver(drv);`, maybe removed or with
 * + code. */
static int one_declarer_use(const struct smpl_file *f, uint32_t r,
			    uint32_t n)
{
	uint32_t c, d, m;

	if (f->nodes[n].kind != SMPL_EXPRSTMT || f->nodes[n].nkids != 1)
		return 0;
	c = smpl_kid(f, n, 0);
	if (!c || f->nodes[c].kind != SMPL_CALL)
		return 0;
	d = smpl_kid(f, c, 0);
	if (!d || f->nodes[d].kind != SMPL_ID)
		return 0;
	if (f->nodes[d].meta >= 0)
		return f->metas[f->nodes[d].meta].kind == SMPL_M_DECLARER;
	for (m = 0; m < f->nmetas; m++)	/* of any rule, as spatch */
		if (f->metas[m].kind == SMPL_M_DECLNAME &&
		    !strcmp(smpl_str(f, f->metas[m].name),
			    smpl_str(f, f->nodes[d].str)))
			return 1;
	return 0;
}

/* The body of rule r is one `#include` or `#define` line (with + code
 * around it, or removed): it matches on the top level alone. */
static int dir_rule(const struct smpl_file *f, uint32_t r)
{
	uint32_t n = unwrap(f, f->rules[r].body);

	return n && ((f->nodes[n].kind == SMPL_DIRECTIVE &&
		      f->nodes[n].op == SMPL_DIR_INCLUDE) ||
		     f->nodes[n].kind == SMPL_DEFINE);
}

/* n is a declaration with an initializer list (of_table's two forms of
 * a table: each branch of a disjunction). */
static int one_init_decl(const struct smpl_file *f, uint32_t r, uint32_t n)
{
	return f->nodes[n].kind == SMPL_DECL && has_initlist(f, n);
}

/* n is an initializer list alone (substruct's `{ - .a = E, ... }`),
 * maybe as an expression statement. */
static int init_alone(const struct smpl_file *f, uint32_t n)
{
	if (n && f->nodes[n].kind == SMPL_EXPRSTMT)
		n = smpl_kid(f, n, 0);
	return n && f->nodes[n].kind == SMPL_INITLIST;
}

/* Is declaration n's type a definition (`struct s { ... } x;`)? */
static int defines_type(const struct smpl_file *f, uint32_t n)
{
	uint32_t t = smpl_kid(f, n, 0);

	return t && f->nodes[t].kind == SMPL_TYPE &&
	       (f->nodes[t].flags & SMPL_TYPE_DEF);
}

/* n is a declaration that is no definition nor typedef (`T x;`, `-
 * static int x;`, `int (*f)(int);`, `T x = E;`): matched on file-scope
 * declarations too (MATCH_TOP_DECLS). */
static int one_plain_decl(const struct smpl_file *f, uint32_t r, uint32_t n)
{
	return f->nodes[n].kind == SMPL_DECL &&
	       f->nodes[n].op != SMPL_STORE_TYPEDEF && !defines_type(f, n);
}

/* n is a struct, union or enum definition or a typedef (`struct s {
 * ... };`, `typedef int T;`): matched on the top-level view's
 * definitions (docs/matcher.md, "Top level"). */
static int one_def(const struct smpl_file *f, uint32_t r, uint32_t n)
{
	if (f->nodes[n].kind == SMPL_TYPE)	/* `struct s { ... }`, no ';' */
		return (f->nodes[n].flags & SMPL_TYPE_DEF) != 0;
	return f->nodes[n].kind == SMPL_DECL &&
	       (f->nodes[n].op == SMPL_STORE_TYPEDEF || defines_type(f, n));
}

/* n is an expression pattern: matched in macro bodies too
 * (docs/matcher.md, "Macro bodies"). */
static int one_macro_pattern(const struct smpl_file *f, uint32_t r,
			     uint32_t n)
{
	return f->nodes[n].kind >= SMPL_ID && f->nodes[n].kind <= SMPL_ECONJ &&
	       f->nodes[n].kind != SMPL_EDOTS;
}

/* Rule r matches on the top level alone: its body is an initializer
 * list (a declaration's or alone), a definition, an #include or #define
 * line.  Functions' views keep their initializers opaque and have no
 * definitions, so such a rule never matches there (a declarer use runs
 * on both). */
int match_rule_top_only(const struct smpl_file *f, uint32_t r)
{
	uint32_t n = f->rules[r].body;

	return every_branch(f, r, n, one_init_decl) ||
	       init_alone(f, unwrap(f, n)) || every_branch(f, r, n, one_def) ||
	       dir_rule(f, r);
}

/* A view of the top level (named "", cview.h) is matched by the rules
 * of the top level alone (above), by a declarer use and by a plain
 * declaration: other patterns are not meant for file-scope code yet,
 * nor `...` between file-scope declarations (docs/matcher.md, "Top
 * level"). */
static int top_rule(const struct smpl_file *f, uint32_t r)
{
	uint32_t n = f->rules[r].body;

	return match_rule_top_only(f, r) ||
	       every_branch(f, r, n, one_declarer_use) ||
	       every_branch(f, r, n, one_plain_decl);
}

int match_wants_top_defs(const struct smpl_file *f)
{
	uint32_t r;
	int m = 0;

	for (r = 0; r < f->nrules; r++) {
		if (code_rule(f, r, one_def))
			m |= MATCH_TOP_DEFS;
		if (code_rule(f, r, one_plain_decl))
			m |= MATCH_TOP_DECLS;
	}
	return m;
}

int match_wants_macros(const struct smpl_file *f)
{
	uint32_t r;

	for (r = 0; r < f->nrules; r++)
		if (code_rule(f, r, one_macro_pattern))
			return 1;
	return 0;
}

static int runs_on(const struct smpl_file *f, uint32_t r,
		   const struct match_view *v)
{
	if (!strcmp(v->name, MATCH_MACROS_VIEW))
		return code_rule(f, r, one_macro_pattern);
	return v->name[0] ? !match_rule_top_only(f, r) : top_rule(f, r);
}

int match_wants_top(const struct smpl_file *f)
{
	uint32_t r;

	for (r = 0; r < f->nrules; r++)
		if (f->rules[r].kind == SMPL_R_CODE && !f->rules[r].skip &&
		    top_rule(f, r))
			return 1;
	return 0;
}

/* ---- script rules (docs/matcher.md, "Script rules") ---- */

/* Does range o hold range r? */
static int range_holds(const struct match_range *o,
		       const struct match_range *r)
{
	return (o->line < r->line ||
		(o->line == r->line && o->col <= r->col)) &&
	       (o->end_line > r->end_line ||
		(o->end_line == r->end_line && o->end_col >= r->end_col));
}

/* The name a top-level position r is in, as spatch names it: the
 * variable or function a declaration of view v holding r declares
 * (`static int g;`, a prototype); "" when none. */
static const char *top_element(const struct match_view *v,
			       const struct match_range *r)
{
	uint32_t i;

	for (i = 0; i < v->nnodes; i++) {
		const struct match_node *n = v->nodes[i];

		if (n->kind == MATCH_N_DECL && n->var &&
		    n->var->kind == MATCH_E_ID && n->var->str &&
		    n->range.line && range_holds(&n->range, r))
			return n->var->str;
	}
	return "";
}

/* The function a position value v was bound in: the view of the match
 * of rule R whose env holds it; at the top level, what top_element
 * says. */
static const char *pos_element(const struct match_out *out, int32_t R,
			       const struct match_val *v)
{
	uint32_t k, j, i;

	for (k = 0; k < out->n; k++) {
		const struct match_found *m = &out->v[k];

		if ((int32_t)m->rule != R || !m->view)
			continue;
		for (j = 0; j < m->nenvs; j++)
			for (i = 0; i < m->envs[j]->n; i++)
				if (m->envs[j]->v[i].kind == MATCH_V_POS &&
				    m->envs[j]->v[i].r == v->r)
					return *m->view->name ? m->view->name :
					       top_element(m->view, v->r);
	}
	return "";
}

/* Does seed vals use a default (a value that is the declaration's
 * own text)? */
static int uses_default(const struct smpl_file *f, const struct smpl_rule *r,
			const struct match_val *vals)
{
	uint32_t i;

	for (i = 0; i < r->nmeta; i++) {
		const struct smpl_meta *m = &f->metas[r->meta0 + i];

		if ((m->flags & SMPL_MF_DEFAULT) &&
		    vals[i].kind == MATCH_V_STR &&
		    vals[i].s == smpl_str(f, m->dflt))
			return 1;
	}
	return 0;
}

/* include_match(False) for the tuple vals of script rule r, on the
 * matches of rule R it inherits from: the results of R that gave R's
 * part of the tuple are dropped, so the rules after it do not see them
 * (their edits stand: the rule ran), and when none is left, `depends
 * on R` no longer holds, as in spatch. */
static void drop_from(const struct smpl_file *f, uint32_t r, int32_t R,
		      const struct match_val *vals, struct match_out *out)
{
	const struct smpl_rule *sr = &f->rules[r];
	uint32_t i, k, j, n;

	for (k = 0; k < out->n; k++) {
		struct match_found *m = &out->v[k];

		if (m->rule != (uint32_t)R)
			continue;
		for (j = n = 0; j < m->nenvs; j++) {
			int keep = 0;

			for (i = 0; i < sr->nmeta && !keep; i++) {
				const struct smpl_meta *x = &f->metas[sr->meta0 + i];
				const struct match_val *w;

				if (x->from_rule != R)
					continue;
				w = &m->envs[j]->v[x->from_meta - f->rules[R].meta0];
				keep = w->kind == MATCH_V_NONE ?
				       !(x->flags & SMPL_MF_DEFAULT) ||
				       vals[i].kind != MATCH_V_STR ||
				       vals[i].s != smpl_str(f, x->dflt) :
				       !match_val_equal(w, &vals[i]);
			}
			if (keep)
				m->envs[n++] = m->envs[j];
		}
		if (n < m->nenvs)
			m->filtered = 1;
		m->nenvs = n;
	}
	out->matched[R] = 0;	/* R matched where a result is left */
	for (k = 0; k < out->n; k++)
		if (out->v[k].rule == (uint32_t)R &&
		    (out->v[k].nenvs || !out->v[k].filtered))
			out->matched[R] = 1;
}

/* include_match(False): drop_from each rule the script inherits from.
 * With values from several rules spatch drops their one combination;
 * here each rule's results that gave their part go (the same when one
 * rule's results extend the other's, as in the kernel's deref_null). */
static void drop_tuple(const struct smpl_file *f, uint32_t r,
		       const struct match_val *vals, struct match_out *out)
{
	const struct smpl_rule *sr = &f->rules[r];
	uint32_t i, j;

	for (i = 0; i < sr->nmeta; i++) {
		int32_t R = f->metas[sr->meta0 + i].from_rule;

		for (j = 0; j < i && R >= 0; j++)
			if (f->metas[sr->meta0 + j].from_rule == R)
				R = -1;	/* done already */
		if (R >= 0)
			drop_from(f, r, R, vals, out);
	}
}

/* Script rule r run for the tuple vals: 1 kept (recorded as a match
 * binding its values and those it computed), 0 dropped, -1 the script
 * failed (the rule stops for the unit). */
static int script_tuple(const struct match_prog *p, uint32_t r,
			const struct match_val *vals,
			const struct match_options *o, struct match_out *out)
{
	const struct smpl_file *f = p->f;
	const struct smpl_rule *sr = &f->rules[r];
	struct match_script_val *in = calloc(sr->nmeta + 1, sizeof(*in));
	const char **res = calloc(sr->nmeta + 1, sizeof(*res));
	struct match_env *env;
	struct match_found *m;
	uint32_t i, nin = 0, nres = 0;
	int rc;

	if (!in || !res)
		abort();
	for (i = 0; i < sr->nmeta; i++) {
		const struct smpl_meta *x = &f->metas[sr->meta0 + i];

		if (x->from_rule < 0)
			continue;
		if (x->kind == SMPL_M_POSITION && is_default(f, x, &vals[i])) {
			in[nin].kind = MATCH_SV_POS;	/* `= []`: no place */
			in[nin++].npos = 0;
			continue;
		}
		match_script_val_of(&vals[i], vals[i].kind == MATCH_V_POS ?
				    pos_element(out, x->from_rule, &vals[i]) :
				    NULL, &out->arena, &in[nin++]);
	}
	for (i = 0; i < sr->nmeta; i++)
		nres += f->metas[sr->meta0 + i].from_rule < 0;
	rc = o->script->run(o->script->ctx, f, r, in, nin, res, nres);
	if (rc == 0)
		drop_tuple(f, r, vals, out);
	if (rc > 0) {
		env = smpl_arena_alloc(&out->arena, sizeof(*env) +
				       (sr->nmeta + 1) * sizeof(env->v[0]));
		env->n = sr->nmeta;
		memcpy(env->v, vals, sr->nmeta * sizeof(*vals));
		for (i = 0, nres = 0; i < sr->nmeta; i++) {
			const char *t;

			if (f->metas[sr->meta0 + i].from_rule >= 0)
				continue;
			t = res[nres++];
			env->v[i] = t ? (struct match_val){ .kind = MATCH_V_STR,
				.s = smpl_arena_strndup(&out->arena, t,
							strlen(t)) }
				      : (struct match_val){ .kind = MATCH_V_NONE };
		}
		m = new_found(out);
		m->rule = r;
		m->envs = smpl_arena_alloc(&out->arena, sizeof(*m->envs));
		m->envs[0] = env;
		m->nenvs = 1;
		out->matched[r] = 1;
	}
	free(in);
	free(res);
	return rc < 0 ? -1 : rc > 0;
}

/* Script rule r at its place in rule order: once per distinct tuple of
 * its inherited values (make_seeds, defaults for unbound ones, the
 * dependencies per binding), those with no default first, each in the
 * order the matches gave them, as spatch. */
static void run_script(const struct match_prog *p, uint32_t r,
		       const struct match_options *o, struct match_out *out)
{
	const struct smpl_file *f = p->f;
	struct seeds s;
	uint32_t i;
	int pass;

	make_seeds(f, r, out, &s);
	script_join(f, r, out, &s);
	dep_filter(f, r, out, &s);
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < s.n; i++) {
			const struct match_val *vals = &s.v[i * s.width];

			if (uses_default(f, &f->rules[r], vals) != pass)
				continue;
			if (script_tuple(p, r, vals, o, out) < 0) {
				pass = 2;
				break;
			}
		}
	free(s.v);
}

/* ---- rules one after another (docs/matcher.md, "Several rules") ---- */

/* One function view as the rules see it: the original, the view read
 * again after the last turn, the matches on it from index from on, and
 * the turn's state (NULL: never turned). */
struct turning {
	struct match_view *orig, *cur;
	void *state;
	uint32_t from;		/* out->v index where cur became current */
	uint32_t first;		/* out->v index of the first turn */
	uint32_t last_rule;	/* the last rule that edited it */
	struct match_view **chain;	/* the views read again */
	uint32_t nchain;
};

static int changes(const struct match_found *m);

/* May a rule after r run on view v? */
static int later_rule(const struct smpl_file *f, uint32_t r,
		      const struct match_view *v)
{
	uint32_t k;

	for (k = r + 1; k < f->nrules; k++)
		if (f->rules[k].kind == SMPL_R_CODE && !f->rules[k].skip &&
		    runs_on(f, k, v))
			return 1;
	return 0;
}

/* Is a metavariable of kind k bound to a range of the text it was
 * bound in (a position, or code written back as the source has it:
 * statements, declarations, parameters, fields, initializers)? */
static int ranged_kind(int k)
{
	return k == SMPL_M_POSITION || k == SMPL_M_STATEMENT ||
	       k == SMPL_M_STMTLIST || k == SMPL_M_DECLARATION ||
	       k == SMPL_M_PARAM || k == SMPL_M_PARAMLIST ||
	       k == SMPL_M_FIELD || k == SMPL_M_FIELDLIST ||
	       k == SMPL_M_INITIALIZER || k == SMPL_M_INITLIST;
}

/* Does a rule after r inherit a position, or another metavariable bound
 * to a range of the text (ranged_kind), from rule r or one before it?
 * Those name the text they were bound in: such a file keeps every rule
 * on the original text. */
static int later_position(const struct smpl_file *f, uint32_t r)
{
	uint32_t k, i;

	for (k = r + 1; k < f->nrules; k++)
		for (i = 0; i < f->rules[k].nmeta; i++) {
			const struct smpl_meta *m = &f->metas[f->rules[k].meta0 + i];

			if (ranged_kind(m->kind) && m->from_rule >= 0 &&
			    (uint32_t)m->from_rule <= r)
				return 1;
		}
	return 0;
}

/* The kept edits of the matches on t's current view (*nr: of rule r
 * among them); malloc'd. */
static const struct match_edit **turn_edits(const struct match_out *out,
					    const struct turning *t,
					    uint32_t r, uint32_t *n,
					    uint32_t *nr)
{
	const struct match_edit **e;
	uint32_t i, j, total = 0;

	for (i = t->from; i < out->n; i++)
		total += out->v[i].nedits;
	e = malloc((total + 1) * sizeof(*e));
	if (!e)
		abort();
	*n = *nr = 0;
	for (i = t->from; i < out->n; i++) {
		const struct match_found *m = &out->v[i];

		if (m->view != t->cur || m->dropped)
			continue;
		for (j = 0; j < m->nedits; j++)
			if (m->edits[j]->action != MATCH_ED_REPORT) {
				e[(*n)++] = m->edits[j];
				*nr += m->rule == r;
			}
	}
	return e;
}

/* After rule r, whose matches are out->v[first..): each function view
 * that r edited and that a later rule may match is read again from its
 * text with the edits made so far. */
static void turn_after(const struct match_prog *p, uint32_t r,
		       uint32_t first, struct turning *tv, uint32_t nviews,
		       const struct match_options *o, struct match_out *out)
{
	const struct match_turn *T = o->turn;
	struct match_view *nv;
	uint32_t i, n, nr;

	for (i = first; i < out->n && !changes(&out->v[i]); i++)
		;
	if (i == out->n || later_position(p->f, r))
		return;		/* r changed nothing: nothing to read */
	for (i = 0; i < nviews; i++) {
		struct turning *t = &tv[i];
		const struct match_edit **e;

		if (!t->cur->name[0] || !later_rule(p->f, r, t->cur))
			continue;
		e = turn_edits(out, t, r, &n, &nr);
		if (nr)
			t->last_rule = r;
		nv = nr ? T->again(T->ctx, &t->state, t->cur, e, n) : NULL;
		free(e);
		if (!nv)
			continue;
		if (t->cur == t->orig)
			t->first = out->n;
		if (!t->chain)
			t->chain = calloc(p->f->nrules + 1, sizeof(*t->chain));
		if (!t->chain)
			abort();
		t->chain[t->nchain++] = nv;
		t->cur = nv;
		t->from = out->n;
	}
}

/* Is view v t's original (when orig) or one read again? */
static int turn_own(const struct turning *t, const struct match_view *v,
		    int orig)
{
	uint32_t i;

	if (v == t->orig)
		return orig;
	for (i = 0; i < t->nchain; i++)
		if (t->chain[i] == v)
			return 1;
	return 0;
}

/* Does m make a change (not only `*` reports)? */
static int changes(const struct match_found *m)
{
	uint32_t i;

	for (i = 0; i < m->nedits && !m->dropped; i++)
		if (m->edits[i]->action != MATCH_ED_REPORT)
			return 1;
	return 0;
}

/* Drops the matches that change t's views (the original's too when
 * orig): its final text holds them, or they are given up. */
static void turn_drop(struct match_out *out, const struct turning *t,
		      int orig)
{
	uint32_t i;

	for (i = 0; i < out->n; i++)
		if (changes(&out->v[i]) && turn_own(t, out->v[i].view, orig))
			out->v[i].dropped = out->v[i].turned = 1;
}

/* Did a rule change a view of t read again? */
static int turn_edited(const struct match_out *out, const struct turning *t)
{
	uint32_t i;

	for (i = t->first; i < out->n; i++)
		if (changes(&out->v[i]) && turn_own(t, out->v[i].view, 0))
			return 1;
	return 0;
}

/* At the end: a function read again whose later rules edited it gets
 * its final text as one match (the last rule that edited it), and the
 * matches that text holds are dropped; where the text cannot be made,
 * the later rules' matches are dropped (the first rules' edits stand,
 * as before). */
static void turn_finish(const struct match_prog *p, struct turning *tv,
			uint32_t nviews, const struct match_options *o,
			struct match_out *out)
{
	const struct match_turn *T = o->turn;
	uint32_t i, n, nr, j;

	for (i = 0; i < nviews; i++) {
		struct turning *t = &tv[i];
		const struct match_edit **e, **fe = NULL;
		struct match_found *m;
		int k;

		if (!t->state)
			continue;
		out->states[out->nstates++] = t->state;
		for (j = 0; j < out->n; j++)	/* `*` reports: new lines */
			if (out->v[j].nedits && !out->v[j].dropped &&
			    !changes(&out->v[j]) &&
			    turn_own(t, out->v[j].view, 0))
				out->v[j].dropped = out->v[j].turned = 1;
		if (!turn_edited(out, t))
			continue;
		for (j = 0; j < out->n; j++)
			if (changes(&out->v[j]) &&
			    turn_own(t, out->v[j].view, 1) &&
			    out->v[j].rule > t->last_rule)
				t->last_rule = out->v[j].rule;
		e = turn_edits(out, t, UINT32_MAX, &n, &nr);
		k = T->final(T->ctx, t->state, t->orig, t->cur, e, n,
			     &out->arena, &fe);
		free(e);
		turn_drop(out, t, k >= 0);
		if (k <= 0)
			continue;
		m = new_found(out);
		m->rule = t->last_rule;
		m->view = t->orig;
		m->start = t->orig->entry;
		m->envs = smpl_arena_alloc(&out->arena, sizeof(*m->envs));
		m->edits = fe;
		m->nedits = (uint32_t)k;
		out->matched[m->rule] = 1;
	}
}

void match_run(const struct match_prog *p, struct match_view *const *views,
	       uint32_t nviews, const struct match_options *o,
	       struct match_out *out)
{
	const struct smpl_file *f = p->f;
	struct turning *tv = NULL;
	uint32_t r, i, t, pl;

	memset(out, 0, sizeof(*out));
	smpl_arena_init(&out->arena);
	out->matched = smpl_arena_alloc(&out->arena, f->nrules + 1);
	out->ran = smpl_arena_alloc(&out->arena, f->nrules + 1);
	out->gave_up = smpl_arena_alloc(&out->arena, f->nrules + 1);
	out->gave_up_in = smpl_arena_alloc(&out->arena, (f->nrules + 1) *
					   sizeof(*out->gave_up_in));
	if (o->turn && f->nrules > 1) {
		tv = calloc(nviews + 1, sizeof(*tv));
		out->states = calloc(nviews + 1, sizeof(*out->states));
		if (!tv || !out->states)
			abort();
		out->turn = o->turn;
		for (i = 0; i < nviews; i++)
			tv[i].orig = tv[i].cur = views[i];
	}
#define VIEW(i) (tv ? tv[i].cur : views[i])
	for (r = 0; r < f->nrules; r++) {
		struct seeds s;
		uint32_t first = out->n;

		if (f->rules[r].needs_script && !o->script)
			continue;	/* no hook: skipped, as before */
		if (f->rules[r].kind == SMPL_R_SCRIPT && !f->rules[r].skip &&
		    match_filter_depends(f, f->rules[r].depends,
					 out->matched) != 0) {
			out->ran[r] = 1;
			run_script(p, r, o, out);
			continue;
		}
		if (!match_filter_may_run(f, r, out->matched))
			continue;
		out->ran[r] = 1;
		if ((t = smpl_type_alone(f, f->rules[r].body, &pl))) {
			make_seeds(f, r, out, &s);
			for (i = 0; i < nviews; i++)
				if (VIEW(i)->name[0] &&
				    strcmp(VIEW(i)->name, MATCH_MACROS_VIEW))
					run_type_alone(p, r, t, pl, &s,
						       VIEW(i), out);
			free(s.v);
		} else {
			make_seeds(f, r, out, &s);
			script_join(f, r, out, &s);
			dep_filter(f, r, out, &s);
			for (i = 0; i < nviews; i++)
				if (runs_on(f, r, VIEW(i)) &&
				    (!o->view_may || VIEW(i) != views[i] ||
				     o->view_may(o->view_ctx, r, i)))
					run_view(p, r, VIEW(i), &s, o, out);
			free(s.v);
		}
		if (tv)
			turn_after(p, r, first, tv, nviews, o, out);
	}
#undef VIEW
	if (tv)
		turn_finish(p, tv, nviews, o, out);
	for (i = 0; tv && i < nviews; i++)
		free(tv[i].chain);
	free(tv);
	if (o->script && o->script->end)
		o->script->end(o->script->ctx, f);
}

void match_out_free(struct match_out *out)
{
	uint32_t i;

	for (i = 0; i < out->nstates; i++)
		out->turn->drop(out->turn->ctx, out->states[i]);
	free(out->states);
	free(out->v);
	smpl_arena_free(&out->arena);
	memset(out, 0, sizeof(*out));
}

/* ---- dump ---- */

static const char *const action_names[] = {
	"remove", "insert-before", "insert-after", "replace", "report"
};

/* The + code of e, quoted as C writes a string. */
static void print_text(const struct match_edit *e, FILE *fp)
{
	char *buf = NULL, *s;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		abort();
	match_pieces_print(e->pieces, e->npieces, f);
	fclose(f);
	fputc('"', fp);
	for (s = buf; *s; s++)
		if (*s == '\n')
			fputs("\\n", fp);
		else if (*s == '"' || *s == '\\')
			fprintf(fp, "\\%c", *s);
		else
			fputc(*s, fp);
	fputc('"', fp);
	free(buf);
}

void match_edit_print(const struct match_edit *e, FILE *fp)
{
	fprintf(fp, "%s:", e->range.file);
	match_range_print(&e->range, fp);
	fprintf(fp, " %s", action_names[e->action]);
	if (e->action != MATCH_ED_REMOVE && e->action != MATCH_ED_REPORT) {
		fputc(' ', fp);
		print_text(e, fp);
	}
	fputc('\n', fp);
}

static void rule_name(const struct smpl_file *f, uint32_t r, FILE *fp)
{
	const char *s = smpl_str(f, f->rules[r].name);

	if (*s)
		fprintf(fp, "rule %s", s);
	else
		fprintf(fp, "rule %u", r + 1);
}

static void dump_env(const struct smpl_file *f, const struct smpl_rule *r,
		     const struct match_env *e, FILE *fp)
{
	uint32_t i;
	const char *sep = "    ";

	for (i = 0; i < e->n; i++) {
		if (e->v[i].kind == MATCH_V_NONE)
			continue;
		fprintf(fp, "%s%s = ", sep, smpl_str(f, f->metas[r->meta0 + i].name));
		match_val_print(&e->v[i], fp);
		sep = ", ";
	}
	if (*sep == ',')
		fputc('\n', fp);
}

static void dump_found(const struct smpl_file *f, const struct match_found *m,
		       FILE *fp)
{
	uint32_t i;

	rule_name(f, m->rule, fp);
	if (!m->view) {		/* a script rule's tuple */
		fputs(", script\n", fp);
		for (i = 0; i < m->nenvs; i++)
			dump_env(f, &f->rules[m->rule], m->envs[i], fp);
		return;
	}
	fprintf(fp, ", %s: match at %s:", m->view->name,
		m->start->range.file && *m->start->range.file ?
		m->start->range.file : m->view->fn.range.file ?
		m->view->fn.range.file : "");
	if (m->start->kind == MATCH_N_ENTRY)
		fputs("entry", fp);
	else
		match_range_print(&m->start->range, fp);
	fputc('\n', fp);
	for (i = 0; i < m->nenvs; i++)
		dump_env(f, &f->rules[m->rule], m->envs[i], fp);
	for (i = 0; i < m->nedits; i++) {
		fputs("    edit ", fp);
		match_edit_print(m->edits[i], fp);
	}
	if (m->turned)
		fputs("    held by its function's final text (rules one "
		      "after another)\n", fp);
	if (m->inconsistent)
		fprintf(fp, "    %s: edit at %s:%u reachable by inconsistent "
			"control-flow paths\n", m->dropped ? "dropped" : "kept",
			m->inconsistent->range.file, m->inconsistent->range.line);
}

static int edit_cmp(const void *x, const void *y)
{
	const struct match_edit *a = *(const struct match_edit *const *)x;
	const struct match_edit *b = *(const struct match_edit *const *)y;
	int c = strcmp(a->range.file, b->range.file);

	if (c)
		return c;
	if (a->range.line != b->range.line)
		return a->range.line < b->range.line ? -1 : 1;
	if (a->range.col != b->range.col)
		return a->range.col < b->range.col ? -1 : 1;
	if (a->action != b->action)
		return a->action < b->action ? -1 : 1;
	return smpl_pieces_cmp(a->pieces, a->npieces, b->pieces, b->npieces);
}

const struct match_edit **match_out_edits(const struct match_out *out,
					  uint32_t *count)
{
	const struct match_edit **all;
	uint32_t i, j, n = 0, total = 0, k = 0;

	for (i = 0; i < out->n; i++)
		total += out->v[i].nedits;
	all = malloc((total + 1) * sizeof(*all));
	if (!all)
		abort();
	for (i = 0; i < out->n; i++)
		for (j = 0; j < out->v[i].nedits && !out->v[i].dropped; j++)
			all[n++] = out->v[i].edits[j];
	qsort(all, n, sizeof(*all), edit_cmp);
	for (i = 0; i < n; i++)
		if (!i || edit_cmp(&all[i - 1], &all[i]))
			all[k++] = all[i];
	*count = k;
	return all;
}

void match_out_dump(const struct match_prog *p, const struct match_out *out,
		    FILE *fp)
{
	const struct match_edit **all;
	uint32_t i, n;

	for (i = 0; i < out->n; i++)
		dump_found(p->f, &out->v[i], fp);
	for (i = 0; i < p->f->nrules; i++)
		if (out->gave_up[i]) {
			rule_name(p->f, i, fp);
			fprintf(fp, ": gave up in %s: too long a sequence to "
				"follow or over its budget\n",
				out->gave_up_in[i] ? out->gave_up_in[i] : "?");
		}
	all = match_out_edits(out, &n);
	fputs("edits:\n", fp);
	for (i = 0; i < n; i++) {
		fputs("  ", fp);
		match_edit_print(all[i], fp);
	}
	free(all);
}
