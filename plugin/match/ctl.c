/* ctl.c - the path semantics of a rule body over an abstract graph.
 *
 * A position is a place in a SEQ of the body (the element still to
 * match); at(q, n, env) says whether the rest of the rule, from q, holds
 * from node n, and with which results (final environments and edits).
 * It is memoised on (q, n, env), so the cost is polynomial: each dots
 * segment is one exploration of the region it covers (states are
 * (node, phase) pairs, phase telling whether a <+... ...+> body was
 * seen), then a fixpoint over that region: greatest for the universal
 * quantifier (weak until: paths that loop forever do not fail), least for
 * the existential one.  An if pattern whose arm holds dots is followed
 * arm by arm (each arm a sequence that goes on after the if, in a
 * context that ends its dots where a path leaves the if), and so is a
 * loop's body that holds more than plain statements (from the loop's
 * true edge to where the path leaves the body, LEND); a nest body
 * longer than one statement, and the statements of a when clause, are
 * sequences that must hold to their own end from a node of the region
 * (seq_body, when_hit).  When clauses about edges (break, continue, the
 * branches of a condition) send the edges they forbid to a failing
 * state.  See docs/matcher.md for the semantics.
 *
 * Does not know C or the view: nodes are numbers, predicates are
 * callbacks (ctl.h).  Does not check consistency (run.c does). */
#include <stdlib.h>
#include <string.h>
#include "ctl.h"
#include "arena.h"
#include "util.h"

#define END UINT32_MAX		/* the position after the whole body */
/* Two more states of a region, past the graph's nodes: where an edge
 * that a when clause forbids leads, and where an edge that is an error
 * exit by itself (`if (c) break;`) does. */
#define SINK_BAD(c) ((c)->g.nnodes)
#define SINK_OK(c) ((c)->g.nnodes + 1)
#define FEND (UINT32_MAX - 1)	/* after a function pattern's body: the
				   function's exit must be there */
#define LEND (UINT32_MAX - 2)	/* after a loop pattern's body: the body
				   must end there (the node is out of it) */
#define LAST(q) ((q) >= LEND)	/* END, FEND or LEND: no element left */
#define MAX_DEPTH 1000		/* nested at() calls: pattern elements matched
				   one after the other; beyond, the rule is
				   given up rather than the stack overflowed */
#define MAX_PREBIND 64	/* values dots are explored once for each
				   (dots); beyond, once for all, as if no
				   later rule read them */
#define MAX_XLEVEL 32		/* regions explored inside one another (a
				   nest body with dots, in a nest body...) */

/* a dots region state */
enum { S_INTERIOR, S_TARGET, S_BAD, S_OK };

struct state {
	uint32_t node, phase, kind;
	uint32_t succ0, nsucc;
	const void *const *edits;	/* of a nest body matched here */
	uint32_t nedits;
	const struct match_rset *target;
};

/* The if statements whose arms the positions being matched are in: an
 * arm's dots end where the path leaves the if (the node found there
 * goes on with what follows the if, or the path fails when the arm's
 * pattern is not done), as spatch's end at the arm's `}`.  Also the
 * loops whose bodies they are in (pat a while, for or iterator
 * pattern): the body ends where the path leaves it.  Interned: equal
 * means the same pointer; a part of the memo's key. */
struct armctx {
	uint32_t pat, node;	/* the if (loop) pattern, its node */
	const struct armctx *up;
	struct armctx *next;	/* all of them, to intern */
};

struct memo {
	uint32_t q, node;
	const void *env;
	const struct armctx *ctx;
	const struct match_rset *r;
};

/* The state index of each (node, phase) of the region being explored at
 * one level: a nest body with dots is matched, as a rule of its own,
 * while the region around it is explored. */
struct xlevel { uint32_t *stamp, *sidx, gen; };

struct reach { struct reach *next; uint32_t q; const void *env; uint8_t *can; };

/* where a position starts, under one environment */
struct smap { struct smap *next; uint32_t q; const void *env; uint8_t *map; };

/* the environments a position's first patterns bind, under one */
struct pre { struct pre *next; const void *env; const void **v; uint32_t n; };

struct first {
	uint32_t *pats, npats;	/* statement patterns */
	int end;		/* EMPTY, SKIPS (firsts) */
	uint32_t *cand, ncand;	/* nodes where a pattern may match */
	struct smap *maps;
	struct pre *pres;
};

struct match_ctl {
	const struct smpl_file *f;
	const struct smpl_rule *r;
	int exists;		/* the rule's quantifier: exists, or a `*`
				   rule without one (spatch's default) */
	struct match_graph g;
	struct match_preds p;
	struct smpl_arena arena;
	uint32_t lo, hi;	/* the rule's nodes: the tables below are
				   indexed by node - lo */
	uint32_t *seqbase;	/* per node: first position of a SEQ */
	uint32_t *elempos;	/* per node: its position as an element */
	uint32_t *container;	/* per SEQ node: the DISJ/CONJ/NEST around it */
	uint32_t *pos_seq, *pos_idx, npos;
	struct memo *memo;
	uint32_t nmemo, capmemo;
	struct reach *reach;
	const struct armctx *ctx;	/* of the position being matched */
	struct armctx *ctxs;
	struct xlevel xl[MAX_XLEVEL];	/* region exploration, 2 per node */
	uint32_t xdepth;
	uint32_t *pred0, *pred;		/* predecessors, for reach() */
	uint32_t *astack, *aseen, agen;	/* arm_exits' search */
	uint32_t *apend, *nfwd, *atouch, ntouch;
	/* early_exit's answers: per node, whether it starts a then arm
	   (0 unknown, 1 no, 2 yes), and the last arm_exits answer with the
	   continuation and bindings it was for (ax 0 none, 1 no, 2 yes) */
	uint8_t *then, *ax;
	/* state and edge arrays of finished regions, for the next ones
	   (dots recurse: a small stack) */
	struct { struct state *s; uint32_t *edge; uint32_t cap, capedge; }
		spare[8];
	uint32_t nspare;
	uint32_t *ax_cont;
	const void **ax_env;
	uint32_t *succ0, *succ;		/* successors (CSR) */
	uint32_t *eflags;		/* per edge: MATCH_G_TRUE/_FALSE */
	uint8_t *flags;			/* the graph's node flags */
	struct first *first;		/* per position (npos: END) */
	struct smap *last;		/* the start map used last */
	const struct match_rset *fail;
	const void *env0;		/* the match's first environment */
	int haspos;			/* the rule has a position */
	uint32_t depth;
	int gave_up;
	uint64_t steps, budget;		/* work done, and allowed (0: any) */
};

/* One more step of work: 0 once the budget is spent (then it gave up). */
static int step(struct match_ctl *c)
{
	if (c->budget && ++c->steps > c->budget) {
		c->gave_up = 1;
		return 0;
	}
	return 1;
}

static const struct match_rset *at(struct match_ctl *c, uint32_t q,
				   uint32_t n, const void *env);

/* successors, copied once into flat arrays */
#define NSUCC(c, n) ((c)->succ0[(n) + 1] - (c)->succ0[n])
#define SUCC(c, n, i) ((c)->succ[(c)->succ0[n] + (i)])

/* ---- positions ---- */

static const struct smpl_node *nd(const struct match_ctl *c, uint32_t n)
{
	return &c->f->nodes[n];
}

static uint32_t kid(const struct match_ctl *c, uint32_t n, uint32_t i)
{
	return smpl_kid(c->f, n, i);
}

static void add_seq(struct match_ctl *c, uint32_t seq, uint32_t container);

static void copy_succs(struct match_ctl *c)
{
	uint32_t n, i, k = 0, total = 0;

	for (n = 0; n < c->g.nnodes; n++)
		total += c->g.nsucc(c->g.g, n);
	c->succ0 = smpl_arena_alloc(&c->arena, (c->g.nnodes + 1) * sizeof(uint32_t));
	c->succ = smpl_arena_alloc(&c->arena, (total + 1) * sizeof(uint32_t));
	c->eflags = smpl_arena_alloc(&c->arena, (total + 1) * sizeof(uint32_t));
	for (n = 0; n < c->g.nnodes; n++) {
		c->succ0[n] = k;
		for (i = 0; i < c->g.nsucc(c->g.g, n); i++) {
			if (c->g.eflags)
				c->eflags[k] = c->g.eflags(c->g.g, n, i);
			c->succ[k++] = c->g.succ(c->g.g, n, i);
		}
	}
	c->succ0[c->g.nnodes] = k;
	c->flags = smpl_arena_alloc(&c->arena, c->g.nnodes + 1);
	for (n = 0; n < c->g.nnodes; n++)
		c->flags[n] = (uint8_t)c->g.flags(c->g.g, n);
}

/* An if whose arm is a block holding more than plain statements (dots,
 * disjunctions...): its arms are sequences of the rule, each continuing
 * with what follows the if. */
static int plain_stmt(const struct smpl_node *n)
{
	return n->kind == SMPL_EXPRSTMT || n->kind == SMPL_RETURN ||
	       n->kind == SMPL_GOTO || n->kind == SMPL_DECL ||
	       n->kind == SMPL_STMTMETA;
}

static int complex_arm(const struct match_ctl *c, uint32_t arm)
{
	uint32_t seq, i;

	if (!arm || nd(c, arm)->kind != SMPL_BLOCK)
		return 0;
	seq = kid(c, arm, 0);
	for (i = 0; i < nd(c, seq)->nkids; i++)
		if (!plain_stmt(nd(c, kid(c, seq, i))))
			return 1;
	return 0;
}

static int structural_if(const struct match_ctl *c, uint32_t e)
{
	return nd(c, e)->kind == SMPL_IF &&
	       (complex_arm(c, kid(c, e, 1)) || complex_arm(c, kid(c, e, 2)));
}

/* The body pattern of loop pattern e (while, for, iterator), or 0. */
static uint32_t loop_body(const struct match_ctl *c, uint32_t e)
{
	switch (nd(c, e)->kind) {
	case SMPL_WHILE: case SMPL_ITER: return kid(c, e, 1);
	case SMPL_FOR: return kid(c, e, 3);
	}
	return 0;
}

/* A pattern whose block ends where the path leaves it (LEND): a loop
 * with a body, a { } block among statements. */
static int bodied(const struct match_ctl *c, uint32_t e)
{
	return loop_body(c, e) || nd(c, e)->kind == SMPL_BLOCK;
}

/* A loop whose body is a block holding more than plain statements and
 * `...` without when clauses (which atom.c matches): the body is a
 * sequence of the rule from the loop's true edge to the body's end
 * (LEND), in the loop's context; the rest goes on from the ways out. */
static int structural_loop(const struct match_ctl *c, uint32_t e)
{
	uint32_t b = loop_body(c, e), seq, i;
	const struct smpl_node *k;

	if (!b || nd(c, b)->kind != SMPL_BLOCK)
		return 0;
	seq = kid(c, b, 0);
	for (i = 0; i < nd(c, seq)->nkids; i++) {
		k = nd(c, kid(c, seq, i));
		if (!plain_stmt(k) && !(k->kind == SMPL_DOTS && !k->nkids))
			return 1;
	}
	return 0;
}

/* A nest whose body is more than one statement or expression: the body
 * is a sequence of the rule, matched from each node of the region. */
static int seq_body(const struct match_ctl *c, uint32_t e)
{
	uint32_t body;

	if (nd(c, e)->kind != SMPL_NEST)
		return 0;
	body = kid(c, e, 0);
	if (nd(c, body)->nkids != 1)
		return nd(c, body)->nkids > 1;
	switch (nd(c, kid(c, body, 0))->kind) {
	case SMPL_DISJ: case SMPL_CONJ: case SMPL_OPT: case SMPL_DOTS:
	case SMPL_NEST:
		return 1;
	}
	return 0;
}

/* The statements of `when != S` (when = S) on dots or a nest: a
 * sequence of the rule that ends there (its container is none), which
 * must hold from a node for the clause to hit it. */
static void add_whens(struct match_ctl *c, uint32_t e)
{
	uint32_t i, w;

	for (i = nd(c, e)->kind == SMPL_NEST; i < nd(c, e)->nkids; i++) {
		w = kid(c, e, i);
		if (nd(c, w)->kind == SMPL_WHEN &&
		    nd(c, kid(c, w, 0))->kind == SMPL_SEQ)
			add_seq(c, kid(c, w, 0), 0);
	}
}

static void add_elem(struct match_ctl *c, uint32_t e)
{
	uint32_t i, k = nd(c, e)->kind;

	if (k == SMPL_DOTS || k == SMPL_NEST)
		add_whens(c, e);
	if (k == SMPL_DISJ || k == SMPL_CONJ)
		for (i = 0; i < nd(c, e)->nkids; i++)
			add_seq(c, kid(c, e, i), e);
	if (seq_body(c, e))
		add_seq(c, kid(c, e, 0), 0);	/* its end: the body holds */
	if (k == SMPL_FUNC)
		add_seq(c, kid(c, kid(c, e, 3), 0), e);
	if (structural_loop(c, e))
		add_seq(c, kid(c, loop_body(c, e), 0), e);
	if (k == SMPL_BLOCK)	/* a { } block among statements */
		add_seq(c, kid(c, e, 0), e);
	if (structural_if(c, e))
		for (i = 1; i < 3; i++)
			if (kid(c, e, i) && nd(c, kid(c, e, i))->kind == SMPL_BLOCK)
				add_seq(c, kid(c, kid(c, e, i), 0), e);
}

static void add_seq(struct match_ctl *c, uint32_t seq, uint32_t container)
{
	uint32_t n = nd(c, seq)->nkids, i;

	c->seqbase[(seq) - c->lo] = c->npos;
	c->container[(seq) - c->lo] = container;
	for (i = 0; i <= n; i++) {
		c->pos_seq[c->npos] = seq;
		c->pos_idx[c->npos] = i;
		if (i < n)
			c->elempos[(kid(c, seq, i)) - c->lo] = c->npos;
		c->npos++;
	}
	for (i = 0; i < n; i++)
		add_elem(c, kid(c, seq, i));
}

static uint32_t element(const struct match_ctl *c, uint32_t q)
{
	return kid(c, c->pos_seq[q], c->pos_idx[q]);
}

/* A position at the end of its SEQ continues after the SEQ's container
 * (the end of a function pattern's body: FEND; of a loop's or a block's
 * among statements: LEND). */
static uint32_t norm(const struct match_ctl *c, uint32_t q)
{
	while (!LAST(q) && c->pos_idx[q] == nd(c, c->pos_seq[q])->nkids) {
		uint32_t box = c->container[c->pos_seq[q] - c->lo];

		q = !box ? END : nd(c, box)->kind == SMPL_FUNC ? FEND
			       : bodied(c, box) ? LEND
			       : c->elempos[(box) - c->lo] + 1;
	}
	return q;
}

static uint32_t next(const struct match_ctl *c, uint32_t q)
{
	return norm(c, q + 1);
}

static uint32_t branch(const struct match_ctl *c, uint32_t e, uint32_t i)
{
	return norm(c, c->seqbase[(kid(c, e, i)) - c->lo]);
}

/* The smallest and largest node of the rule body (the front end's tree
 * height limit bounds the recursion). */
/* Widens [lo, hi] to the nodes under n; notes a `*` on one. */
static void node_span(struct match_ctl *c, uint32_t n)
{
	uint32_t i;

	if (nd(c, n)->mark == SMPL_STAR && c->r->quant == SMPL_Q_DEFAULT)
		c->exists = 1;
	if (n < c->lo)
		c->lo = n;
	if (n > c->hi)
		c->hi = n;
	for (i = 0; i < nd(c, n)->nkids; i++)
		node_span(c, kid(c, n, i));
}

/* node_span's answer for a rule, the same in every function: kept for
 * the rule files of the compilation (a file is known by its address,
 * its content hash and its size, so that another file loaded where a
 * freed one was is not taken for it). */
struct span_memo {
	const struct smpl_file *f;
	uint64_t hash;
	uint32_t nnodes, rule, lo, hi;
	int exists;
};

static void rule_span(struct match_ctl *c, uint32_t rule)
{
	static struct span_memo memo[512];
	struct span_memo *m = &memo[((uintptr_t)c->f / 64 + rule * 31u) %
				    (sizeof(memo) / sizeof(memo[0]))];

	if (c->f->hash && m->f == c->f && m->hash == c->f->hash &&
	    m->rule == rule && m->nnodes == c->f->nnodes) {
		c->lo = m->lo, c->hi = m->hi;
		c->exists |= m->exists;
		return;
	}
	c->lo = c->hi = c->r->body;
	node_span(c, c->r->body);
	*m = (struct span_memo){ c->f, c->f->hash, c->f->nnodes, rule,
				 c->lo, c->hi, c->exists };
}

struct match_ctl *match_ctl_new(const struct smpl_file *f, uint32_t rule,
				const struct match_graph *g,
				const struct match_preds *p)
{
	struct match_ctl *c = calloc(1, sizeof(*c));
	size_t nn;
	uint32_t i;
	struct match_rset *fail;

	if (!c)
		abort();
	c->f = f;
	c->r = &f->rules[rule];
	c->exists = c->r->quant == SMPL_Q_EXISTS;
	for (i = 0; i < c->r->nmeta; i++)
		c->haspos |= f->metas[c->r->meta0 + i].kind == SMPL_M_POSITION;
	c->g = *g;
	c->p = *p;
	smpl_arena_init(&c->arena);
	rule_span(c, rule);
	nn = c->hi - c->lo + 1;
	c->seqbase = smpl_arena_alloc(&c->arena, nn * sizeof(uint32_t));
	c->elempos = smpl_arena_alloc(&c->arena, nn * sizeof(uint32_t));
	c->container = smpl_arena_alloc(&c->arena, nn * sizeof(uint32_t));
	c->pos_seq = smpl_arena_alloc(&c->arena, (2 * nn + 2) * sizeof(uint32_t));
	c->pos_idx = smpl_arena_alloc(&c->arena, (2 * nn + 2) * sizeof(uint32_t));
	add_seq(c, c->r->body, 0);
	copy_succs(c);
	c->first = smpl_arena_alloc(&c->arena, (c->npos + 1) * sizeof(*c->first));
	fail = smpl_arena_alloc(&c->arena, sizeof(*fail));
	c->fail = fail;
	return c;
}

void match_ctl_free(struct match_ctl *c)
{
	uint32_t i;

	free(c->memo);
	for (i = 0; i < c->nspare; i++) {
		free(c->spare[i].s);
		free(c->spare[i].edge);
	}
	for (i = 0; i < MAX_XLEVEL; i++) {
		free(c->xl[i].stamp);
		free(c->xl[i].sidx);
	}
	smpl_arena_free(&c->arena);
	free(c);
}

/* ---- result sets ---- */

struct rbuild { struct match_res *v; uint32_t n, cap; };

static void eunion(struct match_ctl *c, struct match_res *into,
		   const void *const *e, uint32_t ne)
{
	const void **v;
	uint32_t i, j, n = into->nedits;

	if (!ne)
		return;
	v = smpl_arena_alloc(&c->arena, (n + ne) * sizeof(*v));
	if (n)
		memcpy(v, into->edits, n * sizeof(*v));
	for (i = 0; i < ne; i++) {
		for (j = 0; j < n && v[j] != e[i]; j++)
			;
		if (j == n)
			v[n++] = e[i];
	}
	into->edits = v;
	into->nedits = n;
}

static void radd(struct match_ctl *c, struct rbuild *b, const void *env,
		 const void *const *e, uint32_t ne)
{
	uint32_t i;

	for (i = 0; i < b->n; i++)
		if (b->v[i].env == env) {
			eunion(c, &b->v[i], e, ne);
			return;
		}
	b->v = smpl_grow(b->v, b->n + 1, &b->cap, sizeof(*b->v));
	b->v[b->n].env = env;
	b->v[b->n].edits = NULL;
	b->v[b->n].nedits = 0;
	eunion(c, &b->v[b->n++], e, ne);
}

/* Adds every result of r, each with the edits e too. */
static void radd_all(struct match_ctl *c, struct rbuild *b,
		     const struct match_rset *r, const void *const *e,
		     uint32_t ne)
{
	uint32_t i;

	for (i = 0; i < r->n; i++) {
		radd(c, b, r->v[i].env, r->v[i].edits, r->v[i].nedits);
		radd(c, b, r->v[i].env, e, ne);
	}
}

static const struct match_rset *rdone(struct match_ctl *c, struct rbuild *b)
{
	struct match_rset *r = smpl_arena_alloc(&c->arena, sizeof(*r));
	struct match_res *v = smpl_arena_alloc(&c->arena,
					       (b->n + 1) * sizeof(*v));

	if (b->n)
		memcpy(v, b->v, b->n * sizeof(*v));
	r->ok = 1;
	r->n = b->n;
	r->v = v;
	free(b->v);
	return r;
}

static const struct match_rset *rsingle(struct match_ctl *c, const void *env,
					const void *const *e, uint32_t ne)
{
	struct rbuild b = { 0 };

	radd(c, &b, env, e, ne);
	return rdone(c, &b);
}

/* ---- memo ---- */

static uint32_t mhash(uint32_t q, uint32_t n, const void *env,
		      const struct armctx *ctx)
{
	uint64_t h = ((uint64_t)q * 0x9E3779B97F4A7C15ull) ^
		     ((uint64_t)n * 0xC2B2AE3D27D4EB4Full) ^
		     ((uint64_t)(uintptr_t)env * 0x165667B19E3779F9ull) ^
		     ((uint64_t)(uintptr_t)ctx * 0x27D4EB2F165667C5ull);

	return (uint32_t)(h ^ (h >> 29));
}

static struct memo *mslot(struct match_ctl *c, uint32_t q, uint32_t n,
			  const void *env, const struct armctx *ctx)
{
	uint32_t i = mhash(q, n, env, ctx) & (c->capmemo - 1);

	while (c->memo[i].r && !(c->memo[i].q == q && c->memo[i].node == n &&
				 c->memo[i].env == env && c->memo[i].ctx == ctx))
		i = (i + 1) & (c->capmemo - 1);
	return &c->memo[i];
}

static void mgrow(struct match_ctl *c)
{
	struct memo *old = c->memo;
	uint32_t cap = c->capmemo, i;

	c->capmemo = cap ? cap * 2 : 64;	/* most runs memoize a few */
	c->memo = calloc(c->capmemo, sizeof(*c->memo));
	if (!c->memo)
		abort();
	for (i = 0; i < cap; i++)
		if (old[i].r)
			*mslot(c, old[i].q, old[i].node, old[i].env,
			       old[i].ctx) = old[i];
	free(old);
}

static const struct match_rset *mget(struct match_ctl *c, uint32_t q,
				     uint32_t n, const void *env)
{
	return c->capmemo ? mslot(c, q, n, env, c->ctx)->r : NULL;
}

static void mput(struct match_ctl *c, uint32_t q, uint32_t n, const void *env,
		 const struct match_rset *r)
{
	struct memo *m;

	if (2 * (c->nmemo + 1) > c->capmemo)
		mgrow(c);
	m = mslot(c, q, n, env, c->ctx);
	m->q = q;
	m->node = n;
	m->env = env;
	m->ctx = c->ctx;
	m->r = r;
	c->nmemo++;
}

/* ---- predicates ---- */

static int is_atom(const struct smpl_node *e)
{
	return e->kind == SMPL_EXPRSTMT || e->kind == SMPL_DECL ||
	       e->kind == SMPL_RETURN || e->kind == SMPL_GOTO ||
	       e->kind == SMPL_LABEL || e->kind == SMPL_IF ||
	       e->kind == SMPL_WHILE || e->kind == SMPL_FOR ||
	       e->kind == SMPL_ITER || e->kind == SMPL_SWITCH;
}

/* A bare expression element (`f(x)` `...`): it matches a node where it
 * is written, and so does the check of the element before dots. */
static int is_bare_expr(const struct smpl_node *e)
{
	return e->kind >= SMPL_ID && e->kind <= SMPL_ECONJ;
}

static int atom(struct match_ctl *c, uint32_t pat, uint32_t n, const void *env,
		const void **out, const void *const **e, uint32_t *ne)
{
	return c->p.atom(c->p.pc, pat, n, env, out, e, ne);
}

static int atom_test(struct match_ctl *c, uint32_t pat, uint32_t n,
		     const void *env)
{
	return atom(c, pat, n, env, NULL, NULL, NULL);
}

static int anywhere(struct match_ctl *c, uint32_t pat, uint32_t n,
		    const void *env)
{
	const void *out, *const *e;
	uint32_t ne;

	return c->p.anywhere(c->p.pc, pat, n, env, &out, &e, &ne);
}

/* The statement patterns that can be the first of what is left at q,
 * whether it may be empty up to the end of the rule (EMPTY: then the
 * exit node starts it), and whether dots come before one of them (SKIPS:
 * then what is left may hold where none of them matches). */
enum { EMPTY = 1, SKIPS = 2 };

static void push_first(struct match_ctl *c, uint32_t *v, uint32_t *n,
		       uint32_t cap, uint32_t pat)
{
	if (*n < cap)
		v[(*n)++] = pat;
	else
		c->gave_up = 1;
}

static void firsts(struct match_ctl *c, uint32_t q, uint32_t *v, uint32_t *n,
		   uint32_t cap, int *end)
{
	uint32_t e, i;

	for (; !LAST(q); q = next(c, q)) {
		e = element(c, q);
		switch (nd(c, e)->kind) {
		case SMPL_DOTS: case SMPL_NEST:
			*end |= SKIPS;
			continue;
		case SMPL_DISJ:
			for (i = 0; i < nd(c, e)->nkids; i++)
				firsts(c, branch(c, e, i), v, n, cap, end);
			return;
		case SMPL_CONJ:
			firsts(c, branch(c, e, 0), v, n, cap, end);
			return;
		case SMPL_OPT:
			push_first(c, v, n, cap, kid(c, e, 0));
			continue;
		}
		push_first(c, v, n, cap, e);
		return;
	}
	*end |= EMPTY;
}

#define MAX_FIRSTS 256

static int maybe(struct match_ctl *c, uint32_t pat, uint32_t n)
{
	if (nd(c, pat)->kind == SMPL_BLOCK)
		return c->p.block && c->p.block(c->p.pc, n);
	return !c->p.maybe || c->p.maybe(c->p.pc, pat, n);
}

static int starts(struct match_ctl *c, uint32_t q, uint32_t n,
		  const void *env);
static struct first *first_of(struct match_ctl *c, uint32_t q);

/* Does first pattern pat match n under env?  A { } block among
 * statements: n starts a block, and the block's sequence (dots first,
 * or its first patterns) starts there. */
static int first_test(struct match_ctl *c, uint32_t pat, uint32_t n,
		      const void *env)
{
	uint32_t q;

	if (nd(c, pat)->kind != SMPL_BLOCK)
		return atom_test(c, pat, n, env);
	if (!maybe(c, pat, n))
		return 0;
	q = norm(c, c->seqbase[kid(c, pat, 0) - c->lo]);
	return !LAST(q) && ((first_of(c, q)->end & SKIPS) ||
			    starts(c, q, n, env));
}

/* Per position: its first patterns, and the nodes where one of them may
 * match under some environment (an environment-independent prefilter). */
static struct first *first_of(struct match_ctl *c, uint32_t q)
{
	uint32_t k = LAST(q) ? c->npos : q, v[MAX_FIRSTS], nv = 0;
	uint32_t n, i;
	struct first *f = &c->first[k];
	int end = 0;

	if (f->pats)
		return f;
	firsts(c, q, v, &nv, MAX_FIRSTS, &end);
	f->end = end;
	f->npats = nv;
	f->pats = smpl_arena_alloc(&c->arena, (nv + 1) * sizeof(uint32_t));
	memcpy(f->pats, v, nv * sizeof(uint32_t));
	f->cand = smpl_arena_alloc(&c->arena, (c->g.nnodes + 1) * sizeof(uint32_t));
	for (n = 0; n < c->g.nnodes; n++)
		for (i = 0; i < nv; i++)
			if (maybe(c, v[i], n)) {
				f->cand[f->ncand++] = n;
				break;
			}
	return f;
}

/* The nodes where q starts under env, as a byte map, computed once. */
static const uint8_t *start_map(struct match_ctl *c, uint32_t q,
				const void *env)
{
	struct first *f;
	struct smap *m;
	uint32_t i, j;

	if (c->last && c->last->q == q && c->last->env == env)
		return c->last->map;	/* the usual case: checked first */
	f = first_of(c, q);
	for (m = f->maps; m && m->env != env; m = m->next)
		;
	if (!m) {
		m = smpl_arena_alloc(&c->arena, sizeof(*m));
		m->q = q;
		m->env = env;
		m->map = smpl_arena_alloc(&c->arena, c->g.nnodes + 1);
		for (i = 0; i < f->ncand; i++)
			for (j = 0; j < f->npats; j++)
				if (first_test(c, f->pats[j], f->cand[i], env)) {
					m->map[f->cand[i]] = 1;
					break;
				}
		if (f->end & EMPTY)
			m->map[c->g.exit] = 1;
		m->next = f->maps;
		f->maps = m;
	}
	c->last = m;
	return m->map;
}

/* Does the first element of what is left at q match node n? */
static int starts(struct match_ctl *c, uint32_t q, uint32_t n, const void *env)
{
	return start_map(c, q, env)[n];
}

/* Env extended with what the first patterns of q bind, positions left
 * out, at each node where one matches under env: each such environment
 * once (none when they bind nothing new).  Computed once per (q, env). */
static const struct pre *prebinds(struct match_ctl *c, uint32_t q,
				  const void *env)
{
	struct first *f = first_of(c, q);
	const void *out, *w, *const *e, **v = NULL;
	uint32_t i, j, k, ne, n = 0, cap = 0;
	struct pre *m;

	for (m = f->pres; m && m->env != env; m = m->next)
		;
	if (m)
		return m;
	for (i = 0; i < f->ncand; i++)
		for (j = 0; j < f->npats; j++) {
			if (nd(c, f->pats[j])->kind == SMPL_BLOCK ||
			    !atom(c, f->pats[j], f->cand[i], env, &out, &e, &ne))
				continue;
			w = c->p.merge(c->p.pc, env, env, out,
				       MATCH_CTL_NOPOS | MATCH_CTL_EXPORTED);
			for (k = 0; k < n && v[k] != w; k++)
				;
			if (w && w != env && k == n && n <= MAX_PREBIND) {
				v = smpl_grow(v, n + 1, &cap, sizeof(*v));
				v[n++] = w;
			}
		}
	m = smpl_arena_alloc(&c->arena, sizeof(*m));
	m->env = env;
	m->n = n;
	m->v = smpl_arena_alloc(&c->arena, (n + 1) * sizeof(*v));
	if (n)
		memcpy(m->v, v, n * sizeof(*v));
	free(v);
	m->next = f->pres;
	f->pres = m;
	return m;
}

/* ---- sequencing ---- */

static int quant_exists(const struct match_ctl *c, uint32_t dots)
{
	uint8_t fl = dots ? nd(c, dots)->flags : 0;

	if (fl & SMPL_DOTS_EXISTS)
		return 1;
	if (fl & SMPL_DOTS_FORALL)
		return 0;
	return c->exists;
}

#define MAX_AFTER 64
#define MAX_WAYS 64	/* ways one statement pattern matches one node (the
			   occurrences of a bare expression): the rest are
			   not followed */

/* Where the rest goes on after statement pattern pat matched node n. */
static uint32_t afters(struct match_ctl *c, uint32_t pat, uint32_t n,
		       uint32_t *out)
{
	uint32_t i, k = 0;

	if (c->p.after)
		return c->p.after(c->p.pc, pat, n, out, MAX_AFTER);
	for (i = 0; i < NSUCC(c, n) && k < MAX_AFTER; i++)
		out[k++] = SUCC(c, n, i);
	return k;
}

static int in_arm_of(const struct match_ctl *c, uint32_t q, uint32_t e);

/* Does pattern pat, a return or goto that ends an arm of a structural if
 * (q2, what follows it, is past the arm), leave the arm?  Then what
 * follows the if is not on its path: the rest holds there vacuously, as
 * after a plain arm that ends so (spatch: the path reaches the exit or
 * the label, not the if's end). */
static int leaves_arm(const struct match_ctl *c, uint32_t pat, uint32_t q2)
{
	uint32_t k = nd(c, pat)->kind;

	return (k == SMPL_RETURN || k == SMPL_GOTO) && c->ctx &&
	       nd(c, c->ctx->pat)->kind == SMPL_IF &&
	       !in_arm_of(c, q2, c->ctx->pat);
}

/* One way statement pattern pat matched n (env out, edits e), then the
 * rest from q2 where it goes on: its results into b, when it holds. */
static void way_then(struct match_ctl *c, struct rbuild *b, uint32_t pat,
		     uint32_t q2, uint32_t n, const void *out,
		     const void *const *e, uint32_t ne)
{
	uint32_t i, ns = 0, nok = 0, after[MAX_AFTER];
	struct rbuild w = { 0 };
	int ex = quant_exists(c, 0);

	if (q2 != END && !leaves_arm(c, pat, q2))
		ns = afters(c, pat, n, after);
	if (!ns) {	/* the end, or every way on leaves the function */
		radd(c, b, out, e, ne);
		return;
	}
	for (i = 0; i < ns; i++) {
		const struct match_rset *r = at(c, q2, after[i], out);

		if (r->ok) {
			nok++;
			radd_all(c, &w, r, e, ne);
		} else if (!ex) {
			nok = 0;
			break;
		}
	}
	for (i = 0; nok && i < w.n; i++)
		radd(c, b, w.v[i].env, w.v[i].edits, w.v[i].nedits);
	free(w.v);
}

static int within(struct match_ctl *c, uint32_t node, uint32_t stmt);

/* Pattern pat, a break or continue in a loop's body, at node n, a jump
 * that stays in that body (the break of an inner loop or of a switch,
 * an inner loop's continue): it is not that loop's, as spatch. */
static int foreign_jump(struct match_ctl *c, uint32_t pat, uint32_t n)
{
	const struct armctx *x = c->ctx;
	uint32_t k = nd(c, pat)->kind;

	if ((k != SMPL_BREAK && k != SMPL_CONTINUE) || n >= c->g.nnodes ||
	    NSUCC(c, n) != 1)
		return 0;
	while (x && !bodied(c, x->pat))
		x = x->up;
	return x && within(c, SUCC(c, n, 0), x->node);
}

/* Statement pattern pat at n, then the rest from q2 where it goes on:
 * the results of each way it matches there that holds. */
static const struct match_rset *stmt_then(struct match_ctl *c, uint32_t pat,
					  uint32_t q2, uint32_t n,
					  const void *env)
{
	const void *out, *const *e;
	uint32_t ne, k;
	struct rbuild b = { 0 };

	if (foreign_jump(c, pat, n))
		return c->fail;
	if (!c->p.way) {
		if (atom(c, pat, n, env, &out, &e, &ne))
			way_then(c, &b, pat, q2, n, out, e, ne);
	} else {
		for (k = 0; k < MAX_WAYS &&
		     c->p.way(c->p.pc, pat, n, k, env, &out, &e, &ne); k++)
			way_then(c, &b, pat, q2, n, out, e, ne);
	}
	if (!b.n) {
		free(b.v);
		return c->fail;
	}
	return rdone(c, &b);
}

static const struct match_rset *disj_at(struct match_ctl *c, uint32_t e,
				     uint32_t n, const void *env)
{
	uint32_t i;

	for (i = 0; i < nd(c, e)->nkids; i++) {
		const struct match_rset *r = at(c, branch(c, e, i), n, env);

		if (r->ok)
			return r;
	}
	return c->fail;
}

/* ( A & B ): the branches share bindings: each runs under every final
 * environment of the one before it (its results carry the edits of both
 * ways); the results are those of the last branch. */
static const struct match_rset *conj_at(struct match_ctl *c, uint32_t e,
				     uint32_t n, const void *env)
{
	const struct match_rset *cur = rsingle(c, env, NULL, 0);
	uint32_t i, j;

	for (i = 0; i < nd(c, e)->nkids && cur->ok; i++) {
		struct rbuild b = { 0 };

		for (j = 0; j < cur->n; j++) {
			const struct match_rset *r = at(c, branch(c, e, i), n,
							cur->v[j].env);

			if (r->ok)
				radd_all(c, &b, r, cur->v[j].edits,
					 cur->v[j].nedits);
		}
		cur = b.n ? rdone(c, &b) : c->fail;
		if (!b.n)
			free(b.v);
	}
	return cur;
}

static const struct match_rset *dots(struct match_ctl *c, uint32_t q,
				     uint32_t n, const void *env);

/* The successor of n along the edge flagged `flag`, or UINT32_MAX. */
static uint32_t succ_flagged(const struct match_ctl *c, uint32_t n,
			     uint32_t flag)
{
	uint32_t i;

	for (i = 0; i < NSUCC(c, n); i++)
		if (c->eflags[c->succ0[n] + i] & flag)
			return SUCC(c, n, i);
	return UINT32_MAX;
}

/* The context of the arms of if pattern e at node n, in the current one. */
static const struct armctx *arm_ctx(struct match_ctl *c, uint32_t e,
				    uint32_t n)
{
	struct armctx *x;

	for (x = c->ctxs; x; x = x->next)
		if (x->pat == e && x->node == n && x->up == c->ctx)
			return x;
	x = smpl_arena_alloc(&c->arena, sizeof(*x));
	x->pat = e;
	x->node = n;
	x->up = c->ctx;
	x->next = c->ctxs;
	c->ctxs = x;
	return x;
}

/* One arm of a structural if at node n, from node t: its block's
 * sequence (in the arm's context), or the rest of the rule when the
 * pattern has no such arm. */
static const struct match_rset *arm_at(struct match_ctl *c, uint32_t arm,
				       uint32_t q, uint32_t n, uint32_t t,
				       const void *env)
{
	const struct armctx *saved = c->ctx;
	const struct match_rset *r;

	if (t == UINT32_MAX)
		return c->fail;
	if (!arm)
		return at(c, next(c, q), t, env);
	if (nd(c, arm)->kind != SMPL_BLOCK)
		return stmt_then(c, arm, next(c, q), t, env);
	c->ctx = arm_ctx(c, element(c, q), n);
	r = at(c, norm(c, c->seqbase[(kid(c, arm, 0)) - c->lo]), t, env);
	c->ctx = saved;
	return r;
}

/* if (c) { ... } [else ...]: the header at n, then each arm along its
 * edge, each arm going on with the rest of the rule. */
static const struct match_rset *if_arms(struct match_ctl *c, uint32_t e,
					uint32_t q, uint32_t n,
					const void *env)
{
	const void *out, *const *ed;
	uint32_t ne, i;
	const struct match_rset *r[2];
	struct rbuild b = { 0 };

	if (!atom(c, e, n, env, &out, &ed, &ne))
		return c->fail;
	r[0] = arm_at(c, kid(c, e, 1), q, n, succ_flagged(c, n, MATCH_G_TRUE),
		      out);
	r[1] = arm_at(c, kid(c, e, 2), q, n, succ_flagged(c, n, MATCH_G_FALSE),
		      out);
	if (!r[0]->ok || !r[1]->ok)	/* both, also under exists: spatch's */
		return c->fail;		/* if formula is a conjunction */
	for (i = 0; i < 2; i++)
		radd_all(c, &b, r[i], ed, ne);
	return rdone(c, &b);
}

/* Is position q inside an arm of if pattern e (its container chain
 * passes through e)? */
static int in_arm_of(const struct match_ctl *c, uint32_t q, uint32_t e)
{
	uint32_t box;

	if (LAST(q))
		return 0;
	for (box = c->container[c->pos_seq[q] - c->lo]; box;
	     box = c->container[c->pos_seq[c->elempos[box - c->lo]] - c->lo])
		if (box == e)
			return 1;
	return 0;
}

static const struct match_rset *at_in(struct match_ctl *c, uint32_t q,
				      uint32_t n, const void *env);

/* f(...) { body }: the header at the entry n, then the body from the
 * entry's successor to the function's exit (FEND). */
static const struct match_rset *func_at(struct match_ctl *c, uint32_t e,
					uint32_t n, const void *env)
{
	const void *out, *const *ed;
	uint32_t ne;
	const struct match_rset *r;
	struct rbuild b = { 0 };

	if (NSUCC(c, n) != 1 || !atom(c, e, n, env, &out, &ed, &ne))
		return c->fail;
	r = at(c, norm(c, c->seqbase[kid(c, kid(c, e, 3), 0) - c->lo]),
	       SUCC(c, n, 0), out);
	if (!r->ok)
		return c->fail;
	radd_all(c, &b, r, ed, ne);
	return rdone(c, &b);
}

static int within(struct match_ctl *c, uint32_t node, uint32_t stmt);

/* Is the innermost loop context around the current position one whose
 * body n is out of (back at the loop's head or step, past the loop, at
 * the exit)?  Where a loop pattern's body ends (LEND). */
static int body_left(struct match_ctl *c, uint32_t n)
{
	const struct armctx *x = c->ctx;

	while (x && !bodied(c, x->pat))
		x = x->up;
	return x && !within(c, n, x->node);
}

/* The end of a loop's body (LEND) at n: the body holds there when n is
 * out of it (the loop goes on from its ways out); the end of a block
 * among statements: the rest of the rule after the block, from n. */
static const struct match_rset *body_end(struct match_ctl *c, uint32_t n,
					 const void *env)
{
	const struct armctx *x = c->ctx, *saved = c->ctx;
	const struct match_rset *r;

	if (!body_left(c, n))
		return c->fail;
	while (!bodied(c, x->pat))
		x = x->up;
	if (nd(c, x->pat)->kind != SMPL_BLOCK)
		return rsingle(c, env, NULL, 0);
	c->ctx = x->up;
	r = at(c, next(c, c->elempos[x->pat - c->lo]), n, env);
	c->ctx = saved;
	return r;
}

/* { S ... } among statements at n: n is a block's first statement; the
 * block's sequence from n, in the block's context, up to where the path
 * leaves the block (LEND), where the rest goes on (body_end). */
static const struct match_rset *block_at(struct match_ctl *c, uint32_t e,
					 uint32_t n, const void *env)
{
	const struct armctx *saved = c->ctx;
	const struct match_rset *r;

	if (!c->p.block || !c->p.block(c->p.pc, n))
		return c->fail;
	c->ctx = arm_ctx(c, e, n | MATCH_CTL_BLOCK);
	r = at(c, norm(c, c->seqbase[kid(c, e, 0) - c->lo]), n, env);
	c->ctx = saved;
	return r;
}

/* Is n out of the body of the loop whose context is the current one? */
static int body_out(struct match_ctl *c, uint32_t n)
{
	return c->ctx && bodied(c, c->ctx->pat) &&
	       !within(c, n, c->ctx->node);
}

/* A statement element of a loop's body (not dots, a nest, a
 * disjunction or a conjunction, which look at each node themselves)
 * at a node out of the body. */
static int out_of_body(struct match_ctl *c, uint32_t q, uint32_t n)
{
	switch (nd(c, element(c, q))->kind) {
	case SMPL_DOTS: case SMPL_NEST: case SMPL_DISJ: case SMPL_CONJ:
	case SMPL_OPT:	/* its statement is looked at in at_in */
		return 0;
	}
	return body_out(c, n);
}

/* while (E) { body }, for, I(args) { body }, the body holding more than
 * plain statements: the header at n (atom.c takes any body then), the
 * body's sequence from the loop's true edge up to the body's end, in the
 * loop's context, then the rest of the rule from the ways out of the
 * loop under each way the body holds. */
static const struct match_rset *loop_at(struct match_ctl *c, uint32_t e,
					uint32_t q, uint32_t n,
					const void *env)
{
	const void *out, *const *ed;
	const struct armctx *saved = c->ctx;
	const struct match_rset *rb;
	uint32_t ne, loop = n, t, i;
	struct rbuild b = { 0 };

	if (!atom(c, e, n, env, &out, &ed, &ne))
		return c->fail;
	t = succ_flagged(c, loop, MATCH_G_TRUE);
	if (t == UINT32_MAX && NSUCC(c, n) == 1) {	/* a for's init */
		loop = SUCC(c, n, 0);
		t = succ_flagged(c, loop, MATCH_G_TRUE);
	}
	if (t == UINT32_MAX)
		return c->fail;
	c->ctx = arm_ctx(c, e, loop);
	rb = at(c, norm(c, c->seqbase[kid(c, loop_body(c, e), 0) - c->lo]),
		t, out);
	c->ctx = saved;
	for (i = 0; rb->ok && i < rb->n; i++) {
		struct match_res acc = { rb->v[i].env, NULL, 0 };

		eunion(c, &acc, ed, ne);
		eunion(c, &acc, rb->v[i].edits, rb->v[i].nedits);
		way_then(c, &b, e, next(c, q), n, acc.env, acc.edits,
			 acc.nedits);
	}
	if (!b.n) {
		free(b.v);
		return c->fail;
	}
	return rdone(c, &b);
}

/* The rest of the rule from q at n, in the context of the if arms (loop
 * bodies) that q is in. */
static const struct match_rset *at(struct match_ctl *c, uint32_t q,
				   uint32_t n, const void *env)
{
	const struct armctx *saved = c->ctx;
	const struct match_rset *r;

	if (q == LEND)
		return body_end(c, n, env);
	while (c->ctx && !in_arm_of(c, q, c->ctx->pat))
		c->ctx = c->ctx->up;
	if (c->ctx && out_of_body(c, q, n))
		r = c->fail;
	else
		r = at_in(c, q, n, env);
	c->ctx = saved;
	return r;
}

static const struct match_rset *at_in(struct match_ctl *c, uint32_t q,
				      uint32_t n, const void *env)
{
	const struct match_rset *r;
	uint32_t e;

	if (q == END)
		return rsingle(c, env, NULL, 0);
	if (q == FEND)	/* a function pattern's body ends where it does */
		return n == c->g.exit || (c->flags[n] & MATCH_G_IMPLICIT) ?
		       rsingle(c, env, NULL, 0) : c->fail;
	if ((r = mget(c, q, n, env)))
		return r;
	if (c->depth >= MAX_DEPTH || !step(c)) {
		c->gave_up = 1;
		return c->fail;
	}
	c->depth++;
	e = element(c, q);
	switch (nd(c, e)->kind) {
	case SMPL_DOTS: case SMPL_NEST: r = dots(c, q, n, env); break;
	case SMPL_DISJ: r = disj_at(c, e, n, env); break;
	case SMPL_CONJ: r = conj_at(c, e, n, env); break;
	case SMPL_OPT:
		r = body_out(c, n) ? c->fail
				   : stmt_then(c, kid(c, e, 0), next(c, q), n, env);
		if (!r->ok)
			r = at(c, next(c, q), n, env);
		break;
	case SMPL_IF:
		r = structural_if(c, e) ? if_arms(c, e, q, n, env)
					: stmt_then(c, e, next(c, q), n, env);
		break;
	case SMPL_FUNC: r = func_at(c, e, n, env); break;
	case SMPL_BLOCK: r = block_at(c, e, n, env); break;
	case SMPL_WHILE: case SMPL_FOR: case SMPL_ITER:
		r = structural_loop(c, e) ? loop_at(c, e, q, n, env)
					  : stmt_then(c, e, next(c, q), n, env);
		break;
	default: r = stmt_then(c, e, next(c, q), n, env);
	}
	c->depth--;
	mput(c, q, n, env, r);
	return r;
}

/* ---- dots ---- */

/* Predecessor lists of the graph (CSR), built on first use. */
static void build_preds(struct match_ctl *c)
{
	uint32_t n, i, nn = c->g.nnodes, *fill;

	c->pred0 = smpl_arena_alloc(&c->arena, (nn + 2) * sizeof(uint32_t));
	for (n = 0; n < nn; n++)
		for (i = 0; i < NSUCC(c, n); i++)
			c->pred0[SUCC(c, n, i) + 1]++;
	for (n = 0; n < nn; n++)
		c->pred0[n + 1] += c->pred0[n];
	c->pred = smpl_arena_alloc(&c->arena, (c->pred0[nn] + 1) * sizeof(uint32_t));
	fill = calloc(nn + 1, sizeof(*fill));
	if (!fill)
		abort();
	for (n = 0; n < nn; n++)
		for (i = 0; i < NSUCC(c, n); i++) {
			uint32_t t = SUCC(c, n, i);

			c->pred[c->pred0[t] + fill[t]++] = n;
		}
	free(fill);
}

/* Nodes from which a node where q starts can be reached (goto exits):
 * a backward search from every such node. */
static const uint8_t *reach(struct match_ctl *c, uint32_t q, const void *env)
{
	struct reach *r;
	struct first *f;
	const uint8_t *map;
	uint32_t *stack, sp = 0, n, i;

	for (r = c->reach; r; r = r->next)
		if (r->q == q && r->env == env)
			return r->can;
	if (!c->pred0)
		build_preds(c);
	r = smpl_arena_alloc(&c->arena, sizeof(*r));
	r->q = q;
	r->env = env;
	r->can = smpl_arena_alloc(&c->arena, c->g.nnodes + 1);
	r->next = c->reach;
	c->reach = r;
	stack = malloc((c->g.nnodes + 1) * sizeof(*stack));
	if (!stack)
		abort();
	map = start_map(c, q, env);
	f = first_of(c, q);
	for (i = 0; i < f->ncand; i++)	/* where q starts is among these */
		if (map[f->cand[i]])
			r->can[f->cand[i]] = 1, stack[sp++] = f->cand[i];
	if (map[c->g.exit] && !r->can[c->g.exit])
		r->can[c->g.exit] = 1, stack[sp++] = c->g.exit;
	while (sp) {
		n = stack[--sp];
		for (i = c->pred0[n]; i < c->pred0[n + 1]; i++)
			if (!r->can[c->pred[i]])
				r->can[c->pred[i]] = 1, stack[sp++] = c->pred[i];
	}
	free(stack);
	return r->can;
}

struct region {
	struct state *s;
	uint32_t n, cap;
	uint32_t *edge;
	uint32_t nedge, capedge;
	uint32_t q, cont, dots, prev;
	uint32_t nest_body;	/* the SEQ of a nest's body, 0 for dots */
	uint32_t nest_q;	/* its first position when the body is matched
				   as a sequence (seq_body), else END */
	int plus, exists, strict, any;
	int cuts;		/* when clauses forbid some edges: they lead
				   to the state of node nnodes, a failure */
	const struct armctx *ctx;	/* the if arm the dots are in */
	int arm_end;		/* they end it: the path stops where it
				   leaves the if, the rest goes on there */
	const void *env;
	struct senv { uint32_t s; const void *env; } *senv;
	uint32_t nsenv, capsenv;	/* what nest bodies bound, at which
					   states (nest_hit) */
	const void *prev_env;	/* env without the positions the rule
				   bound: the element-before check's */
	uint32_t *stamp, *sidx, gen;	/* where explore numbers the states
					   (its xlevel's, copied) */
};

static uint32_t state_of(struct match_ctl *c, struct region *R, uint32_t node,
			 uint32_t phase)
{
	uint32_t k = 2 * node + phase;

	if (R->stamp[k] == R->gen)
		return R->sidx[k];
	if (R->n == R->cap) {
		R->cap = R->cap ? R->cap * 2 : 64;
		R->s = realloc(R->s, R->cap * sizeof(*R->s));
		if (!R->s)
			abort();
	}
	memset(&R->s[R->n], 0, sizeof(R->s[0]));
	R->s[R->n].node = node;
	R->s[R->n].phase = phase;
	R->stamp[k] = R->gen;
	R->sidx[k] = R->n;
	return R->n++;
}

static void add_edge(struct region *R, uint32_t to)
{
	if (R->nedge == R->capedge) {
		R->capedge = R->capedge ? R->capedge * 2 : 128;
		R->edge = realloc(R->edge, R->capedge * sizeof(*R->edge));
		if (!R->edge)
			abort();
	}
	R->edge[R->nedge++] = to;
}

/* The when clauses of the segment: kids of its DOTS, or of its NEST
 * after the body. */
static uint32_t when_first(const struct match_ctl *c, const struct region *R)
{
	return nd(c, R->dots)->kind == SMPL_NEST;
}

/* The edge flag that `when != break;` (`continue;`) forbids, else 0: the
 * view has no node for them, they are edges. */
static uint32_t jump_when(const struct match_ctl *c, uint32_t w)
{
	uint32_t pat = kid(c, w, 0);

	if (nd(c, w)->op != SMPL_WHEN_NE || nd(c, pat)->kind != SMPL_SEQ ||
	    nd(c, pat)->nkids != 1)
		return 0;
	switch (nd(c, kid(c, pat, 0))->kind) {
	case SMPL_BREAK: return MATCH_G_BREAK;
	case SMPL_CONTINUE: return MATCH_G_CONTINUE;
	}
	return 0;
}

/* Does when clause w's pattern match at node?  An expression anywhere
 * in it; statements as a sequence of the rule that holds from there
 * (an if with its arms, several statements one after the other), its
 * metavariables bound there only. */
static int when_hit(struct match_ctl *c, uint32_t w, uint32_t node,
		    const void *env)
{
	uint32_t pat = kid(c, w, 0), q;

	if (nd(c, pat)->kind != SMPL_SEQ)
		return anywhere(c, pat, node, env);
	q = norm(c, c->seqbase[pat - c->lo]);
	if (q == END ||
	    (!(first_of(c, q)->end & SKIPS) && !starts(c, q, node, env)))
		return 0;
	return at(c, q, node, env)->ok;
}

/* Is this node forbidden in the segment by a when clause? */
static int when_bad(struct match_ctl *c, struct region *R, uint32_t node)
{
	uint32_t i, w;

	for (i = when_first(c, R); i < nd(c, R->dots)->nkids; i++) {
		w = kid(c, R->dots, i);
		if (nd(c, w)->kind != SMPL_WHEN || jump_when(c, w))
			continue;
		if (nd(c, w)->op == SMPL_WHEN_NE &&
		    when_hit(c, w, node, R->env))
			return 1;
		if (nd(c, w)->op == SMPL_WHEN_EQ &&
		    !(c->flags[node] & MATCH_G_NOSTMT) &&
		    !when_hit(c, w, node, R->env))
			return 1;
	}
	return 0;
}

/* ---- when clauses on edges ---- */

static inline int early_exit(struct match_ctl *c, struct region *R,
			      uint32_t node);

/* Does when clause w forbid edge i out of node: a break or continue, or
 * the true (false) edge out of a condition that matches E, `when !=
 * true E` (`false E`)?  A do loop's way back is no true edge there, and
 * a then arm that is an error exit is entered all the same (spatch's
 * path stops there before the clause is looked at). */
static int edge_bad(struct match_ctl *c, struct region *R, uint32_t w,
		    uint32_t node, uint32_t i)
{
	uint32_t ef = c->eflags[c->succ0[node] + i];
	uint32_t want = nd(c, w)->op == SMPL_WHEN_TRUE ? MATCH_G_TRUE :
			nd(c, w)->op == SMPL_WHEN_FALSE ? MATCH_G_FALSE : 0;

	if (!want)
		return (ef & jump_when(c, w)) != 0;
	if (!(ef & want) || (ef & MATCH_G_BACK) || !c->p.cond ||
	    !c->p.cond(c->p.pc, kid(c, w, 0), node, R->env))
		return 0;
	return want == MATCH_G_FALSE || !early_exit(c, R, SUCC(c, node, i));
}

/* Is edge i out of node forbidden by a when clause? */
static int edge_cut(struct match_ctl *c, struct region *R, uint32_t node,
		    uint32_t i)
{
	uint32_t k, w;

	for (k = when_first(c, R); k < nd(c, R->dots)->nkids; k++) {
		w = kid(c, R->dots, k);
		if (nd(c, w)->kind == SMPL_WHEN && edge_bad(c, R, w, node, i))
			return 1;
	}
	return 0;
}

static int jump_exit(struct match_ctl *c, struct region *R, uint32_t node,
		     uint32_t i);

/* Where edge i out of node leads in the region: an error exit by itself
 * (before the when clauses look, as spatch), a failure when a when
 * clause forbids it, else its node. */
static uint32_t edge_to(struct match_ctl *c, struct region *R, uint32_t node,
			uint32_t i)
{
	if (c->g.eflags && jump_exit(c, R, node, i))
		return SINK_OK(c);
	if (R->cuts && edge_cut(c, R, node, i))
		return SINK_BAD(c);
	return SUCC(c, node, i);
}

/* Does the segment have when clauses about edges? */
static int edge_whens(struct match_ctl *c, struct region *R)
{
	uint32_t k, w;

	for (k = when_first(c, R); k < nd(c, R->dots)->nkids; k++) {
		w = kid(c, R->dots, k);
		if (nd(c, w)->kind == SMPL_WHEN &&
		    (nd(c, w)->op >= SMPL_WHEN_TRUE || jump_when(c, w)))
			return 1;
	}
	return 0;
}

/* ---- error exits ---- */

static const uint8_t *reach(struct match_ctl *c, uint32_t q, const void *env);

/* Does edge flags ef end a path out of a then arm: a continue, or a break
 * after which (at node t) the continuation cannot be met?  (spatch's
 * error exits count them with returns and gotos.) */
static int jump_ends(struct match_ctl *c, uint32_t ef, uint32_t t,
		     uint32_t cont, const void *env)
{
	return (ef & MATCH_G_CONTINUE) ||
	       ((ef & MATCH_G_BREAK) && !reach(c, cont, env)[t]);
}

/* Is edge i out of node a then arm that is only a jump, `if (c)
 * break;`, which ends the path (an error exit without a node)?  Only in
 * graphs whose jumps are edges (the toy tests'): the C reader's views
 * have break and continue nodes, which early_exit finds. */
static int jump_exit(struct match_ctl *c, struct region *R, uint32_t node,
		     uint32_t i)
{
	uint32_t ef = c->eflags[c->succ0[node] + i];

	return !R->strict && !R->exists && (c->flags[node] & MATCH_G_IF) &&
	       (ef & MATCH_G_TRUE) &&
	       jump_ends(c, ef, SUCC(c, node, i), R->cont, R->env);
}

/* Is node t the first of an if's then arm: reached only by the true edge
 * of an if (a loop's body is no then arm)? */
static int then_start(struct match_ctl *c, uint32_t t)
{
	uint32_t p, i;

	if (!c->pred0)
		build_preds(c);
	if (c->pred0[t + 1] - c->pred0[t] != 1)
		return 0;
	p = c->pred[c->pred0[t]];
	if (!(c->flags[p] & MATCH_G_IF))
		return 0;
	for (i = 0; i < NSUCC(c, p); i++)
		if (SUCC(c, p, i) == t && (c->eflags[c->succ0[p] + i] & MATCH_G_TRUE))
			return 1;
	return 0;
}

/* Forward (not loop-closing) predecessors of each node, counted once. */
static void count_fwd(struct match_ctl *c)
{
	uint32_t nn = c->g.nnodes, n, i;

	c->nfwd = smpl_arena_alloc(&c->arena, (nn + 1) * sizeof(uint32_t));
	c->astack = smpl_arena_alloc(&c->arena, (nn + 1) * sizeof(uint32_t));
	c->aseen = smpl_arena_alloc(&c->arena, (nn + 1) * sizeof(uint32_t));
	c->apend = smpl_arena_alloc(&c->arena, (nn + 1) * sizeof(uint32_t));
	c->atouch = smpl_arena_alloc(&c->arena, (nn + 1) * sizeof(uint32_t));
	for (n = 0; n < nn; n++)
		for (i = 0; i < NSUCC(c, n); i++)
			if (!(c->eflags[c->succ0[n] + i] & MATCH_G_BACK))
				c->nfwd[SUCC(c, n, i)]++;
}

/* Was a node reached from the arm but not entered (a predecessor of it
 * lies outside)?  Scans the nodes touched in this search. */
static int pending_left(const struct match_ctl *c)
{
	uint32_t i;

	for (i = 0; i < c->ntouch; i++)
		if (c->apend[c->atouch[i]])
			return 1;
	return 0;
}

/* Touches s from inside the arm; 1 when all its forward predecessors
 * are in the arm now, so that it is in too. */
static int arm_touch(struct match_ctl *c, uint32_t s, uint32_t gen)
{
	if (c->aseen[s] != gen) {
		c->aseen[s] = gen;
		c->apend[s] = c->nfwd[s];
		c->atouch[c->ntouch++] = s;
	}
	return --c->apend[s] == 0;
}

/* Is node m an end of the arm: a return, or a goto after which the
 * continuation cannot be met? */
static int arm_end(struct match_ctl *c, uint32_t m, uint32_t cont,
		   const void *env)
{
	return (c->flags[m] & MATCH_G_RETURN) ||
	       ((c->flags[m] & MATCH_G_GOTO) && !reach(c, cont, env)[m]);
}

/* A new walk of the arm that starts at t: its stack holds t, and the
 * generation that marks the nodes seen in this walk is returned. */
static uint32_t arm_start(struct match_ctl *c, uint32_t t)
{
	if (!c->nfwd)
		count_fwd(c);
	c->ntouch = 0;
	c->astack[0] = t;
	c->aseen[t] = ++c->agen;
	c->apend[t] = 0;
	return c->agen;
}

/* Does every path from then-arm start t, staying in the arm and meeting
 * no node where the continuation starts, end at a return, or at a goto
 * after which the continuation cannot be met?  That is spatch's error
 * exit: the path may stop where it enters the arm.  The arm grows from t
 * by nodes all of whose forward predecessors are in it (the nodes t
 * dominates, in a structured function); a path that reaches a node with
 * a predecessor outside, or closes a loop outside, leaves the arm. */
static int arm_exits(struct match_ctl *c, uint32_t t, uint32_t cont,
		     const void *env)
{
	uint32_t sp = 1, gen = arm_start(c, t), i, m, s, e;
	int ok = 1;

	while (sp && ok) {
		m = c->astack[--sp];
		if (starts(c, cont, m, env) || m == c->g.exit)
			return 0;
		if (arm_end(c, m, cont, env))
			continue;
		for (i = 0; i < NSUCC(c, m); i++) {
			s = SUCC(c, m, i);
			e = c->eflags[c->succ0[m] + i];
			if (jump_ends(c, e, s, cont, env))
				continue;
			if (e & MATCH_G_BACK) {
				ok &= c->aseen[s] == gen && !c->apend[s];
				continue;
			}
			if (arm_touch(c, s, gen))
				c->astack[sp++] = s;
		}
	}
	return ok && !pending_left(c);
}

/* Is node where the then arm of the if pattern the dots are in starts?
 * That arm is the pattern's own (`if (E == NULL) { ... bar(); }`): its
 * dots must reach what they wait for there, the arm is no error exit of
 * theirs, as spatch's then arm is part of its if pattern. */
static int own_arm(struct match_ctl *c, const struct region *R,
		   uint32_t node)
{
	return R->ctx && nd(c, R->ctx->pat)->kind == SMPL_IF &&
	       R->ctx->node < c->g.nnodes &&
	       succ_flagged(c, R->ctx->node, MATCH_G_TRUE) == node;
}

/* May a path of the segment stop here (error exit)?  With edge flags:
 * where it enters an if's then arm that leads only to an exit
 * (arm_exits); without (toy graphs): at a node flagged as a return or
 * goto in a then arm. */
/* Which nodes start a then arm, once per graph. */
static void find_thens(struct match_ctl *c)
{
	size_t nn = c->g.nnodes + 1;

	c->then = smpl_arena_alloc(&c->arena, nn);
	c->ax = smpl_arena_alloc(&c->arena, nn);
	c->ax_cont = smpl_arena_alloc(&c->arena, nn * sizeof(*c->ax_cont));
	c->ax_env = smpl_arena_alloc(&c->arena, nn * sizeof(*c->ax_env));
	memset(c->ax, 0, nn);
	for (uint32_t n = 0; n < nn; n++)
		c->then[n] = n < c->g.nnodes && then_start(c, n);
}

/* arm_exits for the region's continuation and bindings, remembered per
 * node for the last ones asked. */
static int arm_exits_at(struct match_ctl *c, struct region *R, uint32_t node)
{
	if (!c->ax[node] || c->ax_cont[node] != R->cont ||
	    c->ax_env[node] != R->env) {
		c->ax_cont[node] = R->cont;
		c->ax_env[node] = R->env;
		c->ax[node] = (uint8_t)(1 + arm_exits(c, node, R->cont, R->env));
	}
	return c->ax[node] == 2;
}

/* May a path of the segment stop here (error exit)?  With edge flags:
 * where it enters an if's then arm that leads only to an exit
 * (arm_exits); without (toy graphs): at a node flagged as a return or
 * goto in a then arm.  Asked of every node a region meets: the common
 * answers come without a call. */
static inline __attribute__((always_inline)) int
early_exit(struct match_ctl *c, struct region *R, uint32_t node)
{
	uint32_t fl;

	if (R->strict || R->exists)
		return 0;
	if (c->g.eflags) {
		if (!c->then)
			find_thens(c);
		return c->then[node] && !own_arm(c, R, node) &&
		       arm_exits_at(c, R, node);
	}
	fl = c->flags[node];
	if (fl & MATCH_G_THEN_RETURN)
		return 1;
	return (fl & MATCH_G_THEN_GOTO) && !reach(c, R->cont, R->env)[node];
}

/* Nest environment env at state si of region R. */
static void senv_add(struct region *R, uint32_t si, const void *env)
{
	R->senv = smpl_grow(R->senv, R->nsenv + 1, &R->capsenv,
			    sizeof(*R->senv));
	R->senv[R->nsenv].s = si;
	R->senv[R->nsenv++].env = env;
}

/* Does the nest's body match from node, and with which edits?  One
 * statement or expression matches anywhere in the node.  A longer body
 * (statements in sequence, dots, a disjunction) is a sequence of its
 * own that holds from node to its end (seq_body), under the region's
 * bindings; each way it holds adds its edits.  What it binds is per
 * occurrence, as spatch: the environments that bind something go to
 * state s (collect gives them to the results). */
static int nest_hit(struct match_ctl *c, struct region *R, uint32_t node,
		    uint32_t si, const void *const **e, uint32_t *ne)
{
	struct match_res acc = { R->env, NULL, 0 };
	const struct match_rset *r;
	const void *out;
	uint32_t i;

	if (R->nest_q == END) {
		if (!c->p.anywhere(c->p.pc, kid(c, R->nest_body, 0), node,
				   R->env, &out, e, ne))
			return 0;
		if (out != R->env && c->p.merge)
			senv_add(R, si, out);
		return 1;
	}
	if (!(first_of(c, R->nest_q)->end & SKIPS) &&
	    !starts(c, R->nest_q, node, R->env))
		return 0;	/* the cheap test first: most nodes fail it */
	r = at(c, R->nest_q, node, R->env);
	if (!r->ok)
		return 0;
	for (i = 0; i < r->n; i++) {
		eunion(c, &acc, r->v[i].edits, r->v[i].nedits);
		if (r->v[i].env != R->env && c->p.merge)
			senv_add(R, si, r->v[i].env);
	}
	*e = acc.edits;
	*ne = acc.nedits;
	return 1;
}

/* The nodes of the then arm that starts at node t, grown as in
 * arm_exits up to its returns and gotos, into a malloc'd array. */
static uint32_t *arm_nodes(struct match_ctl *c, uint32_t t, uint32_t *count)
{
	uint32_t *v = malloc((c->g.nnodes + 1) * sizeof(*v));
	uint32_t nv = 0, sp = 1, gen, i, m;

	if (!v)
		abort();
	gen = arm_start(c, t);
	while (sp) {
		m = c->astack[--sp];
		v[nv++] = m;
		if (c->flags[m] & (MATCH_G_RETURN | MATCH_G_GOTO))
			continue;
		for (i = 0; i < NSUCC(c, m); i++)
			if (!(c->eflags[c->succ0[m] + i] & MATCH_G_BACK) &&
			    arm_touch(c, SUCC(c, m, i), gen))
				c->astack[sp++] = SUCC(c, m, i);
	}
	*count = nv;
	return v;
}

/* A nest's body is matched in the then arm a path stops in front of, as
 * spatch does: the edits of every node of the arm go to state s, which
 * counts as a hit if one matched (<+... ...+>).  The arm is listed
 * before the body is matched: a body with dots uses the same search. */
static void arm_nest(struct match_ctl *c, struct region *R, uint32_t si)
{
	struct match_res acc = { R->env, NULL, 0 };
	uint32_t nv, i, ne, *v = arm_nodes(c, R->s[si].node, &nv);
	const void *const *e;

	for (i = 0; i < nv; i++)
		if (nest_hit(c, R, v[i], si, &e, &ne)) {
			eunion(c, &acc, e, ne);
			R->s[si].phase = 1;
		}
	R->s[si].edits = acc.edits;
	R->s[si].nedits = acc.nedits;
	free(v);
}

/* Is node inside the statement that node stmt heads (an if with its
 * arms; the body of a loop)?  The exit is not; without the predicate,
 * everything is. */
static int within(struct match_ctl *c, uint32_t node, uint32_t stmt)
{
	if (node == c->g.exit)
		return 0;
	return !c->p.within || c->p.within(c->p.pc, node, stmt);
}

/* Is node n, out of if statement stmt, where a path leaves the if other
 * than by a goto (a predecessor in the if that is no goto: the arm's
 * end falling through, a break, a continue)?  A path that a goto of
 * the arm takes out goes on past the label: spatch's arm ends at its
 * `}`, which a goto does not pass (`if (!x) { ... return ...; }` holds
 * on `if (!x) { err = -1; goto out; }` when `out:` leads to a return). */
static int falls_out(struct match_ctl *c, uint32_t n, uint32_t stmt)
{
	uint32_t i, p;

	if (!c->pred0)
		build_preds(c);
	for (i = c->pred0[n]; i < c->pred0[n + 1]; i++) {
		p = c->pred[i];
		if (!(c->flags[p] & MATCH_G_GOTO) && within(c, p, stmt))
			return 1;
	}
	return 0;
}

/* Classifies state i; returns 1 when its successors belong to the region. */
static int classify(struct match_ctl *c, struct region *R, uint32_t i)
{
	struct state *s = &R->s[i];
	uint32_t node = s->node;

	if (!step(c)) {		/* over the budget: no way on */
		s->kind = S_BAD;
		return 0;
	}
	if (node >= c->g.nnodes) {	/* a forbidden edge, or an exit */
		s->kind = node == SINK_BAD(c) ? S_BAD : S_OK;
		return 0;
	}
	if (R->ctx && !within(c, node, R->ctx->node) &&
	    (R->arm_end || bodied(c, R->ctx->pat) || node == c->g.exit ||
	     falls_out(c, node, R->ctx->node))) {	/* out of the if */
		int body = bodied(c, R->ctx->pat);

		/* out of a loop's body, what is left of it may be empty
		 * (`( A | ?B ) ...`): its statements do not match there
		 * (at(): out_of_body), so it is a target */
		s->kind = !R->arm_end && !body ? S_BAD :
			  node == c->g.exit ? (R->arm_end ? S_OK : S_BAD) :
			  s->phase || !R->plus || !R->exists ? S_TARGET : S_BAD;
		return 0;	/* a return in the arm ends it, as spatch */
	}
	if (!R->arm_end && starts(c, R->cont, node, R->env) &&
	    (s->phase || !R->plus || !R->exists)) {
		s->kind = S_TARGET;
		return R->any;	/* when any: later targets count too */
	}
	/* an error exit stops the path where it enters the then arm, before
	 * the when clauses look at the arm's first node (spatch's fake
	 * then-node comes first there) */
	if (node != c->g.exit && early_exit(c, R, node)) {
		s->kind = S_OK;
		if (R->nest_body)
			arm_nest(c, R, i);
		return 0;
	}
	if (node == c->g.exit || when_bad(c, R, node) ||
	    (R->prev && atom_test(c, R->prev, node, R->prev_env))) {
		s->kind = S_BAD;
		return 0;
	}
	if (R->nest_body) {
		const void *const *e;
		uint32_t ne;

		if (nest_hit(c, R, node, i, &e, &ne)) {
			s->edits = e;
			s->nedits = ne;
			s->phase = 1;
		}
	}
	return 1;
}

/* The state numbering of a new level of exploration (a nest body with
 * dots explores its own regions while the one around it is explored);
 * NULL when too deep. */
static struct xlevel *xlevel_push(struct match_ctl *c)
{
	struct xlevel *x;

	if (c->xdepth == MAX_XLEVEL) {
		c->gave_up = 1;
		return NULL;
	}
	x = &c->xl[c->xdepth++];
	if (!x->stamp) {
		x->stamp = calloc(2 * (size_t)c->g.nnodes + 4, sizeof(uint32_t));
		x->sidx = calloc(2 * (size_t)c->g.nnodes + 4, sizeof(uint32_t));
		if (!x->stamp || !x->sidx)
			abort();
	}
	x->gen++;
	return x;
}

/* The states reachable from n0; 0 when given up. */
static int explore(struct match_ctl *c, struct region *R, uint32_t n0)
{
	struct xlevel *x = xlevel_push(c);
	uint32_t i, j;

	if (!x)
		return 0;
	R->stamp = x->stamp;
	R->sidx = x->sidx;
	R->gen = x->gen;
	state_of(c, R, n0, R->plus ? 0 : 1);
	for (i = 0; i < R->n; i++) {
		uint32_t node = R->s[i].node, ns;

		if (!classify(c, R, i))
			continue;
		ns = NSUCC(c, node);
		R->s[i].succ0 = R->nedge;
		R->s[i].nsucc = ns;
		for (j = 0; j < ns; j++)
			add_edge(R, state_of(c, R, edge_to(c, R, node, j),
					     R->s[i].phase));
	}
	c->xdepth--;
	return 1;
}

static void propagate(struct region *R, uint8_t *ok)
{
	uint32_t *cnt = calloc(R->n + 1, sizeof(*cnt));
	uint32_t *pred0 = calloc(R->n + 2, sizeof(*pred0));
	uint32_t *pred = malloc((R->nedge + 1) * sizeof(*pred));
	uint32_t *work = malloc((R->n + 1) * sizeof(*work));
	uint32_t i, j, nw = 0, want = R->exists ? 0 : 1;

	if (!cnt || !pred0 || !pred || !work)
		abort();
	for (i = 0; i < R->nedge; i++)
		pred0[R->edge[i] + 1]++;
	for (i = 0; i < R->n; i++)
		pred0[i + 1] += pred0[i];
	for (i = 0; i < R->n; i++)
		for (j = 0; j < R->s[i].nsucc; j++)
			pred[pred0[R->edge[R->s[i].succ0 + j]] +
			     cnt[R->edge[R->s[i].succ0 + j]]++] = i;
	/* forall: failures flow back to interior preds; exists: successes */
	for (i = 0; i < R->n; i++)
		if (ok[i] != want)
			work[nw++] = i;
	while (nw) {
		uint32_t s = work[--nw];

		for (j = pred0[s]; j < pred0[s + 1]; j++)
			if (R->s[pred[j]].kind == S_INTERIOR && ok[pred[j]] == want) {
				ok[pred[j]] = !want;
				work[nw++] = pred[j];
			}
	}
	free(cnt);
	free(pred0);
	free(pred);
	free(work);
}

static uint8_t *solve(struct match_ctl *c, struct region *R)
{
	uint8_t *ok = malloc(R->n + 1);
	uint32_t i;

	if (!ok)
		abort();
	for (i = 0; i < R->n; i++) {
		struct state *s = &R->s[i];

		switch (s->kind) {
		case S_TARGET: ok[i] = (uint8_t)s->target->ok; break;
		case S_BAD: ok[i] = 0; break;
		case S_OK: ok[i] = 1; break;
		default: ok[i] = !R->exists;
		}
	}
	propagate(R, ok);
	return ok;
}

/* The results b that differ only in positions made one, their
 * positions lists of the places of both: grouped first (a test that
 * makes nothing), each group then merged two by two, so that a
 * thousand places cost a thousand times a logarithm, not a square. */
static void fold(struct match_ctl *c, struct rbuild *b)
{
	uint32_t *grp, *m, i, j, k, nm, n = 0;
	struct match_res *v;

	if (b->n < 2)
		return;
	grp = malloc(b->n * sizeof(*grp));
	m = malloc(b->n * sizeof(*m));
	v = malloc(b->n * sizeof(*v));
	if (!grp || !m || !v)
		abort();
	for (i = 0; i < b->n; i++)
		for (grp[i] = i, j = 0; j < i; j++)
			if (grp[j] == j &&
			    c->p.merge(c->p.pc, NULL, b->v[j].env, b->v[i].env,
				       MATCH_CTL_SAME | MATCH_CTL_NOPOS)) {
				grp[i] = j;
				break;
			}
	for (i = 0; i < b->n; i++) {
		if (grp[i] != i)
			continue;
		for (nm = 0, j = i; j < b->n; j++)
			if (grp[j] == i)
				m[nm++] = j;
		v[n] = b->v[i];
		for (k = 1; k < nm; k++)
			eunion(c, &v[n], b->v[m[k]].edits, b->v[m[k]].nedits);
		while (nm > 1) {	/* pairs: b->v[m[k]].env as scratch */
			for (k = 0; k + 1 < nm; k += 2) {
				const void *e = c->p.merge(c->p.pc, NULL,
						b->v[m[k]].env, b->v[m[k + 1]].env,
						MATCH_CTL_SAME);

				if (e)
					b->v[m[k]].env = e;
				m[k / 2] = m[k];
			}
			if (nm & 1)
				m[nm / 2] = m[nm - 1];
			nm = (nm + 1) / 2;
		}
		v[n++].env = b->v[m[0]].env;
	}
	memcpy(b->v, v, n * sizeof(*v));
	b->n = n;
	free(grp);
	free(m);
	free(v);
}

/* The results b, each with the bindings of the nest bodies met on the
 * way (nest environments ne[0, nne)): their positions and the values a
 * later rule inherits or + code uses (spatch gives a metavariable bound
 * per occurrence to what comes after, but quantifies the others inside
 * the nest), those
 * equal but for positions made one (the places of one match); a result
 * per pair that agrees, or the result alone. */
static void nest_envs(struct match_ctl *c, struct region *R,
		      struct rbuild *b, const void **ne, uint32_t nne)
{
	struct rbuild nb = { 0 }, nests = { 0 };
	const void *m;
	uint32_t i, j;
	int any;

	for (i = 0; i < nne; i++) {
		m = c->p.merge(c->p.pc, R->env, R->env, ne[i], MATCH_CTL_KEPT);
		if (m)
			radd(c, &nests, m, NULL, 0);
	}
	fold(c, &nests);
	for (i = 0; i < b->n; i++) {
		for (j = 0, any = 0; j < nests.n; j++) {
			m = c->p.merge(c->p.pc, R->env, b->v[i].env,
				       nests.v[j].env, 0);
			if (m) {
				radd(c, &nb, m, b->v[i].edits, b->v[i].nedits);
				any = 1;
			}
		}
		if (!any)
			radd(c, &nb, b->v[i].env, b->v[i].edits,
			     b->v[i].nedits);
	}
	free(nests.v);
	free(b->v);
	*b = nb;
}

/* The results: those of the targets reached through ok states, each with
 * the edits of the nest bodies on the way, and what they bound
 * (nest_envs); *reached says whether a target was. */
static const struct match_rset *collect(struct match_ctl *c, struct region *R,
					const uint8_t *ok, int *reached)
{
	uint8_t *seen = calloc(R->n + 1, 1);
	uint32_t *work = malloc((R->n + 1) * sizeof(*work)), nw = 0, i, j;
	struct match_res nest = { R->env, NULL, 0 };
	struct rbuild b = { 0 };
	const void **ne = NULL;
	uint32_t nne = 0, capne = 0, k;
	int hit = !R->plus;

	seen[0] = 1;
	work[nw++] = 0;
	while (nw) {
		struct state *s = &R->s[work[--nw]];

		eunion(c, &nest, s->edits, s->nedits);
		hit |= s->phase != 0;
		if (s->kind == S_TARGET)
			radd_all(c, &b, s->target, NULL, 0);
		for (j = 0; j < s->nsucc; j++) {
			i = R->edge[s->succ0 + j];
			if (!seen[i] && ok[i])
				seen[i] = 1, work[nw++] = i;
		}
	}
	for (j = 0; j < R->nsenv; j++) {	/* nest environments */
		if (!seen[R->senv[j].s])
			continue;
		for (k = 0; k < nne && ne[k] != R->senv[j].env; k++)
			;
		if (k == nne) {
			ne = smpl_grow(ne, nne + 1, &capne, sizeof(*ne));
			ne[nne++] = R->senv[j].env;
		}
	}
	*reached = b.n != 0;
	if (!b.n)
		radd(c, &b, R->env, NULL, 0);
	if (nne)
		nest_envs(c, R, &b, ne, nne);
	for (i = 0; i < b.n; i++)
		eunion(c, &b.v[i], nest.edits, nest.nedits);
	free(seen);
	free(work);
	free(ne);
	if (!hit) {	/* <+... ...+> under forall: no path had one */
		free(b.v);
		return c->fail;
	}
	return rdone(c, &b);
}

static void region_init(struct match_ctl *c, struct region *R, uint32_t q,
			const void *env)
{
	uint32_t e = element(c, q), before;

	memset(R, 0, sizeof(*R));
	R->q = q;
	R->dots = e;
	R->env = env;
	R->cont = next(c, q);
	R->any = nd(c, e)->kind == SMPL_DOTS && (nd(c, e)->flags & SMPL_DOTS_ANY);
	R->strict = nd(c, e)->kind == SMPL_DOTS &&
		    (nd(c, e)->flags & SMPL_DOTS_STRICT);
	R->exists = quant_exists(c, nd(c, e)->kind == SMPL_DOTS ? e : 0);
	if (nd(c, e)->kind == SMPL_NEST) {
		uint32_t body = kid(c, e, 0);

		R->nest_body = nd(c, body)->nkids ? body : 0;
		R->nest_q = seq_body(c, e) ? norm(c, c->seqbase[body - c->lo])
					   : END;
		R->plus = nd(c, e)->op == SMPL_NEST_PLUS;
	}
	R->cuts = edge_whens(c, R);
	R->ctx = c->ctx;
	R->arm_end = R->ctx && !in_arm_of(c, R->cont, R->ctx->pat);
	before = c->pos_idx[q] ? kid(c, c->pos_seq[q], c->pos_idx[q] - 1) : 0;
	if (before && (is_atom(nd(c, before)) || is_bare_expr(nd(c, before))) &&
	    !R->any) {
		R->prev = before;
		/* as spatch: the element before does not come again, at
		 * whatever place (`kfree(E@p); ...` fails at a second
		 * kfree(E)) */
		R->prev_env = c->p.merge && c->haspos ?
			      c->p.merge(c->p.pc, c->env0, env, env,
					 MATCH_CTL_UNPOS) : env;
	}
}

/* The arrays of a finished region go to the spares (or are freed). */
static void region_done(struct match_ctl *c, struct region *R)
{
	free(R->senv);
	if (c->nspare == sizeof(c->spare) / sizeof(c->spare[0])) {
		free(R->s);
		free(R->edge);
		return;
	}
	c->spare[c->nspare].s = R->s;
	c->spare[c->nspare].cap = R->cap;
	c->spare[c->nspare].edge = R->edge;
	c->spare[c->nspare++].capedge = R->capedge;
}

/* The dots at q from node n under env, as one region; *reached: a
 * target was. */
static const struct match_rset *dots_in(struct match_ctl *c, uint32_t q,
					uint32_t n, const void *env,
					int *reached)
{
	struct region R;
	const struct match_rset *r;
	uint8_t *ok;
	uint32_t i;

	*reached = 0;
	region_init(c, &R, q, env);
	if (c->nspare) {	/* arrays grown by an earlier region */
		c->nspare--;
		R.s = c->spare[c->nspare].s;
		R.cap = c->spare[c->nspare].cap;
		R.edge = c->spare[c->nspare].edge;
		R.capedge = c->spare[c->nspare].capedge;
	}
	if (!explore(c, &R, n)) {
		region_done(c, &R);
		return c->fail;
	}
	for (i = 0; i < R.n; i++)
		if (R.s[i].kind == S_TARGET)
			R.s[i].target = at(c, R.cont, R.s[i].node, env);
	ok = solve(c, &R);
	r = ok[0] ? collect(c, &R, ok, reached) : c->fail;
	free(ok);
	region_done(c, &R);
	return r;
}

/* `...`: where what follows binds a metavariable (not a position) that
 * env leaves unbound, spatch quantifies it over the whole dots: a path
 * stops only where what follows matches with the value taken, so each
 * value is a match of its own (`... kfree(E@p);` stops at the first
 * kfree of each E, not at the first kfree).  The dots are explored once
 * per value (prebinds); a value whose paths reach no target gives
 * nothing; when none does, but the dots hold with one (every path an
 * error exit), they go as without values. */
static const struct match_rset *dots(struct match_ctl *c, uint32_t q,
				     uint32_t n, const void *env)
{
	const struct smpl_node *e = nd(c, element(c, q));
	const struct match_rset *r;
	const struct pre *pb;
	struct rbuild b = { 0 };
	uint32_t i;
	int reached, any = 0, vacuous = 0;

	if (!c->p.merge || !c->p.prebind || e->kind != SMPL_DOTS ||
	    (e->flags & SMPL_DOTS_ANY) ||
	    !(pb = prebinds(c, next(c, q), env))->n || pb->n > MAX_PREBIND)
		return dots_in(c, q, n, env, &reached);
	for (i = 0; i < pb->n; i++) {
		r = dots_in(c, q, n, pb->v[i], &reached);
		if (r->ok && reached) {
			radd_all(c, &b, r, NULL, 0);
			any = 1;
		}
		vacuous |= r->ok && !reached;
	}
	if (any)
		return rdone(c, &b);
	free(b.v);
	return vacuous ? dots_in(c, q, n, env, &reached) : c->fail;
}

/* ---- entry points ---- */

static uint32_t first_pos(const struct match_ctl *c)
{
	return norm(c, c->seqbase[(c->r->body) - c->lo]);
}

uint32_t match_ctl_starts(struct match_ctl *c, const void *env,
			  uint32_t *nodes)
{
	uint32_t q = first_pos(c), k, n, count = 0, real = 0;

	if (q == END)
		return 0;
	k = nd(c, element(c, q))->kind;
	if (k == SMPL_DOTS || k == SMPL_NEST) {
		nodes[0] = c->g.entry;
		return 1;
	}
	for (n = 0; n < c->g.nnodes; n++)
		if (starts(c, q, n, env)) {
			nodes[count++] = n;
			real += !(c->flags[n] & MATCH_G_IMPLICIT);
		}
	/* as spatch: the fall-off end of the body starts a rule only in a
	 * function where the rule starts at some code too (`+ f();`
	 * `return;` needs a `return;` in the function) */
	return real ? count : 0;
}

void match_ctl_set_budget(struct match_ctl *c, uint64_t steps)
{
	c->budget = steps;
}

int match_ctl_exists(const struct match_ctl *c)
{
	return c->exists;
}

int match_ctl_gave_up(const struct match_ctl *c)
{
	return c->gave_up;
}

const struct match_rset *match_ctl_match(struct match_ctl *c, uint32_t node,
					 const void *env)
{
	uint32_t q = first_pos(c), k = nd(c, element(c, q))->kind;

	c->env0 = env;
	if ((k == SMPL_DOTS || k == SMPL_NEST) && node == c->g.entry) {
		if (!NSUCC(c, node))
			return c->fail;
		return at(c, q, SUCC(c, node, 0), env);
	}
	return at(c, q, node, env);
}
