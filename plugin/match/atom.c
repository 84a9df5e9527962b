/* atom.c - one pattern statement (or expression) against one node:
 * metavariable binding and consistency, constraints, the isomorphisms of
 * SMPL.md, and the edits implied by the '-' marks and '+' code of what
 * matched.  An if pattern with plain arms is one atom too: its arms are
 * followed along the true and false edges.  Paths, dots and quantifiers
 * are ctl.c's. */
#include <ctype.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "atom.h"
#include "match.h"
#include "prec.h"
#include "util.h"

/* A metavariable's regular expression, compiled once per rule file
 * (stream_open's `identifier wait =~ "^wait_.*"` is tried on every
 * call of every function). */
struct match_regex {
	uint8_t state;		/* 0 not yet, 1 compiled, 2 does not compile */
	regex_t r;
};

#define MAX_META 128		/* metavariables of one rule */

/* env: the bindings of a nest's occurrence, which its + code uses;
 * NULL for the atom's final environment. */
struct hit {
	uint32_t pat;
	struct match_range range;
	const struct match_env *env;
	const struct match_expr *x;	/* what matched, for an expression */
};

/* An expression nest matched at x, its occurrences still to find. */
struct defer { uint32_t pat; const struct match_expr *x; };

struct match_atoms {
	const struct match_prog *p;
	const struct smpl_file *f;
	const struct smpl_rule *r;
	const struct match_view *v;
	struct smpl_arena *arena;
	uint32_t nmeta;
	uint8_t exported[MAX_META];	/* a later rule inherits it */
	uint8_t kept[MAX_META];		/* that, or + code uses it */
	int anyexported;
	uint8_t xpos[MAX_META];		/* a position bound in an expression
					   nest: each occurrence keeps its
					   own (MATCH_MERGE_GROUP) */
	const struct match_env **occ;	/* the environments of the
					   occurrences of expression nests
					   (occurrences), when a later rule
					   inherits something */
	uint32_t nocc, capocc;
	uint8_t *xnest;			/* per pattern node: 0 unknown, 1 no
					   expression nest in it, 2 one */
	struct hit *hits;
	uint32_t nhits, caphits;
	struct defer *defer;	/* expression nests, see mnest */
	uint32_t ndefer, capdefer;
	int in_cond;		/* matching the whole condition of an if */
	uint32_t inst;		/* the edits pushed now: their fresh_inst */
	const struct match_expr *bare_x;	/* written in parentheses that
						   the pattern's match */
	int way;		/* a bare expression: which of its occurrences
				   (match_atom_way), -1 for all at once */
	uint32_t init_skip;	/* a declaration's initializer list: how many
				   of its ways to pass over (match_atom_way) */
	uint32_t init_depth;	/* lists being matched, one in another */
	uint32_t defskip;	/* a definition: the ways of its members to
				   pass over before the one taken (mmembers,
				   match_atom_way) */
	int whole_minus;	/* a definition removed or reported whole:
				   its parts, marked whole_mark (SMPL_MINUS
				   or SMPL_STAR), are matched as context
				   (mdef) */
	int whole_mark;
	struct match_range if_range;	/* a statement's range, arms included */
	uint32_t tbranch;	/* the branch of the disjunction of types
				   mtype_any matched last */
	const struct match_node *top;	/* the node match_atom matches (a
					   statement of an arm is another) */
	const struct match_env **envs;	/* interning tables (open hashing) */
	uint32_t nenvs, capenvs;
	const struct match_edit **edits;
	uint32_t nedits_t, capedits;
	const struct match_out *prev;	/* the earlier rules' matches */
	const struct match_script *script;	/* script constraints */
	struct undo { uint32_t i; struct match_val old; } *trail;
	uint32_t ntrail, captrail;	/* the values bind() replaced, to
					   go back to a mark (struct mark) */
	struct canon { const char *type, *canon; uint32_t hash; } *canon;
	uint32_t ncanon, capcanon;	/* canon_type's answers (open
					   hashing by the text): a typed
					   metavariable `{u8, u16, ...} v` asks
					   for each type of its set at each
					   expression it is tried on */
	struct match_val cur[];	/* [nmeta]: the environment being extended
				   (as long as the rule needs: zeroing 128
				   was most of a rule's setup per function) */
};

static int mexpr(struct match_atoms *a, uint32_t p, const struct match_expr *x);

/* ---- the program's extra tables ---- */

/* Where rule r's flags are in match_prog's rflags. */
#define RF_EXPORTED(r)	((size_t)(r) * 3 * MAX_META)
#define RF_KEPT(r)	(RF_EXPORTED(r) + MAX_META)
#define RF_XPOS(r)	(RF_EXPORTED(r) + 2 * MAX_META)

/* Marks in xpos the positions of rule r bound under an expression nest
 * of pattern node q (in: q is under one). */
static void mark_xpos(const struct match_prog *p, const struct smpl_rule *r,
		      uint8_t *xpos, uint32_t q, int in)
{
	const struct smpl_file *f = p->f;
	const struct smpl_node *n = &f->nodes[q];
	uint32_t i, m;

	in |= n->kind == SMPL_ENEST;
	if (in && n->posvar >= 0) {
		m = (uint32_t)n->posvar - r->meta0;
		if (m < r->nmeta && m < MAX_META)
			xpos[m] = 1;
	}
	for (i = in ? p->at[q] : 0; i; i = p->at[f->nnodes + i]) {
		m = (uint32_t)f->nodes[i].meta - r->meta0;
		if (f->nodes[i].meta >= 0 && m < r->nmeta && m < MAX_META)
			xpos[m] = 1;	/* a POSAT: `sizeof@p` */
	}
	for (i = 0; i < n->nkids; i++)
		mark_xpos(p, r, xpos, f->kids[n->kid0 + i], in);
}

/* Each rule's metavariables that a later rule inherits (exported), that
 * or + code uses (kept), and the positions bound under an expression
 * nest (xpos): the same in every function, so computed here once. */
static void rule_flags(struct match_prog *p)
{
	const struct smpl_file *f = p->f;
	uint32_t i, r;

	p->rflags = calloc((size_t)f->nrules * 3 * MAX_META + 1, 1);
	if (!p->rflags)
		abort();
	for (i = 0; i < f->nmetas; i++) {
		const struct smpl_meta *m = &f->metas[i];
		const struct smpl_rule *R;
		uint32_t k;

		if (m->from_rule < 0 || m->from_meta < 0 ||
		    (uint32_t)m->from_rule >= f->nrules)
			continue;
		R = &f->rules[m->from_rule];
		k = (uint32_t)m->from_meta - R->meta0;
		if (k < R->nmeta && k < MAX_META)
			p->rflags[RF_EXPORTED(m->from_rule) + k] = 1;
	}
	for (r = 0; r < f->nrules; r++) {
		const struct smpl_rule *R = &f->rules[r];

		memcpy(p->rflags + RF_KEPT(r), p->rflags + RF_EXPORTED(r),
		       MAX_META);
		for (i = 0; i < f->nptoks; i++) {
			uint32_t m = (uint32_t)f->ptoks[i].meta - R->meta0;

			if (f->ptoks[i].meta >= 0 && m < R->nmeta &&
			    m < MAX_META)
				p->rflags[RF_KEPT(r) + m] = 1;
		}
		if (R->body)
			mark_xpos(p, R, p->rflags + RF_XPOS(r), R->body, 0);
	}
}

void match_prog_init(struct match_prog *p, const struct smpl_file *f)
{
	uint32_t n, i;

	p->f = f;
	p->expr_pieces = 0;
	p->parent = calloc(f->nnodes + 1, sizeof(*p->parent));
	p->plus_head = calloc(f->nnodes + 1, sizeof(*p->plus_head));
	p->plus_next = calloc(f->nplus + 1, sizeof(*p->plus_next));
	p->at = calloc(2 * (size_t)f->nnodes + 1, sizeof(*p->at));
	p->need = calloc(f->nnodes + 1, sizeof(*p->need));
	p->ttext = calloc(f->nnodes + 1, sizeof(*p->ttext));
	p->regex = calloc(f->nmetas + 1, sizeof(*p->regex));
	if (!p->parent || !p->plus_head || !p->plus_next || !p->at ||
	    !p->need || !p->ttext || !p->regex)
		abort();
	smpl_ast_posats(f, p->at, p->at + f->nnodes);
	for (n = 1; n < f->nnodes; n++)
		for (i = 0; i < f->nodes[n].nkids; i++)
			if (f->nodes[n].kind < SMPL_DEPNAME ||
			    f->nodes[n].kind == SMPL_INITLIST ||
			    f->nodes[n].kind == SMPL_DESIG ||
			    f->nodes[n].kind == SMPL_TAGDEF ||
			    f->nodes[n].kind == SMPL_ARRAY ||
			    f->nodes[n].kind == SMPL_DEFINE)
				p->parent[smpl_kid(f, n, i)] = n;
	for (i = f->nplus; i-- > 0;) {
		uint32_t an = f->plus[i].anchor;

		p->plus_next[i] = p->plus_head[an];
		p->plus_head[an] = i + 1;
	}
	rule_flags(p);
}

void match_prog_free(struct match_prog *p)
{
	free(p->parent);
	free(p->plus_head);
	free(p->plus_next);
	free(p->at);
	free(p->need);
	for (uint32_t i = 0; p->ttext && i < p->f->nnodes; i++)
		free(p->ttext[i]);
	free(p->ttext);
	for (uint32_t i = 0; p->regex && i < p->f->nmetas; i++)
		if (p->regex[i].state == 1)
			regfree(&p->regex[i].r);
	free(p->regex);
	free(p->rflags);
}

static const struct smpl_node *nd(const struct match_atoms *a, uint32_t n);

/* Is pattern node p a metavariable (an ID) of kind k1 or k2? */
static int meta_of(const struct match_atoms *a, uint32_t p, int k1, int k2)
{
	const struct smpl_node *n = nd(a, p);

	return n->kind == SMPL_ID && n->meta >= 0 &&
	       (a->f->metas[n->meta].kind == k1 ||
		a->f->metas[n->meta].kind == k2);
}

static const struct smpl_node *nd(const struct match_atoms *a, uint32_t n)
{
	return &a->f->nodes[n];
}

static uint32_t kid(const struct match_atoms *a, uint32_t n, uint32_t i)
{
	return smpl_kid(a->f, n, i);
}

/* ---- interning ---- */

static uint32_t hash_bytes(uint32_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	while (n--)
		h = (h ^ *s++) * 16777619u;
	return h;
}

/* The number of places of position value v: r[0, nl) when a match
 * bound it in several (a nest, the paths of a forall region), else the
 * one r. */
static uint32_t pos_count(const struct match_val *v)
{
	return v->nl > 1 ? v->nl : 1;
}

/* Two file names, either of which may be NULL (not known). */
static int file_equal(const char *x, const char *y)
{
	return x == y || (x && y && !strcmp(x, y));
}

static int range_equal(const struct match_range *x,
		       const struct match_range *y)
{
	return file_equal(x->file, y->file) &&
	       !memcmp(&x->line, &y->line, 4 * sizeof(uint32_t));
}

/* Is range r one of the places of position value v?  An inherited
 * position of several places matches at each of them, as spatch. */
static int pos_holds(const struct match_val *v, const struct match_range *r)
{
	uint32_t i;

	for (i = 0; i < pos_count(v); i++)
		if (range_equal(&v->r[i], r))
			return 1;
	return 0;
}

static int pos_equal(const struct match_val *x, const struct match_val *y)
{
	uint32_t i;

	if (pos_count(x) != pos_count(y))
		return 0;
	for (i = 0; i < pos_count(x); i++)
		if (!range_equal(&x->r[i], &y->r[i]))
			return 0;
	return 1;
}

static uint32_t val_hash(const struct match_val *v)
{
	uint32_t h = 2166136261u ^ v->kind;

	if (v->kind == MATCH_V_STR)
		return hash_bytes(h, v->s, strlen(v->s));
	if (v->kind == MATCH_V_EXPR)
		return h ^ v->e->hash;
	if (v->kind == MATCH_V_POS) {
		for (uint32_t i = 0; i < pos_count(v); i++)
			h = hash_bytes(h, &v->r[i].line, 4 * sizeof(uint32_t));
		return h;
	}
	if (v->kind == MATCH_V_LIST || v->kind == MATCH_V_LEN) {
		h = hash_bytes(h, &v->nl, sizeof(v->nl));
		for (uint32_t i = 0; v->kind == MATCH_V_LIST && i < v->nl; i++)
			h = (h ^ v->l[i]->hash) * 16777619u;
		return h;
	}
	if (v->kind == MATCH_V_NODE)	/* equal statements start alike */
		return h ^ (v->n->expr ? v->n->expr->hash : 0) ^
		       ((uint32_t)v->n->kind << 8) ^ (v->r != NULL);
	return h;
}

uint32_t match_val_hash(const struct match_val *v)
{
	return val_hash(v);
}

static struct match_range node_whole(const struct match_node *n);

/* A statement value's text: a { } block (r), or all of node n's
 * statement. */
static struct match_range stmt_val_range(const struct match_val *v)
{
	return v->r ? *v->r : node_whole(v->n);
}

/* Statements compare as code, not as places: `- S` `g();` `- S` takes
 * two copies of one statement. */
static int stmt_val_equal(const struct match_val *x, const struct match_val *y)
{
	struct match_range rx = stmt_val_range(x), ry = stmt_val_range(y);

	return (x->r == NULL) == (y->r == NULL) && x->nl == y->nl &&
	       match_stmt_equal(x->n, &rx, y->n, &ry);
}

static int list_equal(const struct match_val *x, const struct match_val *y)
{
	uint32_t i;

	if (x->nl != y->nl)
		return 0;
	for (i = 0; i < x->nl; i++)
		if (!match_expr_equal(x->l[i], y->l[i]))
			return 0;
	return 1;
}

int match_val_equal(const struct match_val *x, const struct match_val *y)
{
	if (x->kind != y->kind)
		return 0;
	switch (x->kind) {
	case MATCH_V_STR: return !strcmp(x->s, y->s);
	case MATCH_V_EXPR: return match_expr_equal(x->e, y->e);
	case MATCH_V_NODE: return stmt_val_equal(x, y);
	case MATCH_V_POS: return pos_equal(x, y);
	case MATCH_V_LIST: return list_equal(x, y);
	case MATCH_V_LEN: return x->nl == y->nl;
	}
	return 1;
}

static int env_equal(const struct match_env *e, const struct match_val *v,
		     uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		if (!match_val_equal(&e->v[i], &v[i]) ||
		    e->v[i].bare != v[i].bare)
			return 0;
	return 1;
}

/* Open hashing over a power-of-two table of pointers; *cap 0 at first. */
static void **slot(void **tab, uint32_t cap, uint32_t h, uint32_t probe)
{
	return &tab[(h + probe) & (cap - 1)];
}

static void rehash_envs(struct match_atoms *a)
{
	const struct match_env **old = a->envs;
	uint32_t cap = a->capenvs, i, j;

	a->capenvs = cap ? cap * 2 : 64;
	a->envs = calloc(a->capenvs, sizeof(*a->envs));
	if (!a->envs)
		abort();
	for (i = 0; i < cap; i++)
		if (old[i])
			for (j = 0;; j++) {
				void **s = slot((void **)a->envs, a->capenvs,
						old[i]->hash, j);
				if (!*s) {
					*s = (void *)old[i];
					break;
				}
			}
	free(old);
}

const struct match_env *match_env_make(struct match_atoms *a,
				       const struct match_val *vals)
{
	uint32_t h = 2166136261u, i;
	struct match_env *e;

	for (i = 0; i < a->nmeta; i++)
		h = (h ^ val_hash(&vals[i])) * 16777619u;
	if (2 * (a->nenvs + 1) > a->capenvs)
		rehash_envs(a);
	for (i = 0;; i++) {
		void **s = slot((void **)a->envs, a->capenvs, h, i);
		const struct match_env *old = *s;

		if (old && old->hash == h && env_equal(old, vals, a->nmeta))
			return old;
		if (old)
			continue;
		e = smpl_arena_alloc(a->arena, sizeof(*e) +
				     a->nmeta * sizeof(e->v[0]));
		e->hash = h;
		e->n = a->nmeta;
		memcpy(e->v, vals, a->nmeta * sizeof(*vals));
		*s = e;
		a->nenvs++;
		return e;
	}
}

static int range_before(const struct match_range *x,
			const struct match_range *y)
{
	return x->line < y->line || (x->line == y->line && x->col < y->col);
}

/* The places of position values x and y together, each once, in the
 * order of the text (both are), as one value (in the arena). */
static struct match_val pos_union(struct match_atoms *a,
				  const struct match_val *x,
				  const struct match_val *y)
{
	uint32_t nx = pos_count(x), ny = pos_count(y), n = 0, i = 0, j = 0;
	struct match_range *v = smpl_arena_alloc(a->arena,
						 (nx + ny) * sizeof(*v));
	struct match_val u = *x;

	while (i < nx || j < ny) {
		const struct match_range *r =
			j == ny || (i < nx && !range_before(&y->r[j], &x->r[i]))
			? &x->r[i++] : &y->r[j++];

		if (!n || !range_equal(&v[n - 1], r))
			v[n++] = *r;
	}
	u.r = v;
	u.nl = n > 1 ? n : 0;
	return u;
}

static int unbound(const struct match_val *v)
{
	return v->kind == MATCH_V_NONE || v->kind == MATCH_V_LEN;
}

const struct match_env *match_env_merge(struct match_atoms *a,
					const struct match_env *base,
					const struct match_env *x,
					const struct match_env *y, int how)
{
	struct match_val v[MAX_META];
	uint32_t i;
	int changed = 0, group = how & MATCH_MERGE_GROUP;

	if (how & MATCH_MERGE_OVER) {	/* y's positions, inherited values */
		for (i = 0; i < a->nmeta; i++) {
			v[i] = x->v[i];
			if (!unbound(&y->v[i]) &&
			    (a->exported[i] || y->v[i].kind == MATCH_V_POS) &&
			    !(v[i].kind == y->v[i].kind &&
			      match_val_equal(&v[i], &y->v[i]))) {
				v[i] = y->v[i];
				changed = 1;
			}
		}
		return changed ? match_env_make(a, v) : x;
	}
	if (how & MATCH_MERGE_UNPOS) {
		for (i = 0; i < a->nmeta; i++) {
			v[i] = x->v[i];
			if (v[i].kind == MATCH_V_POS &&
			    (!base || !match_val_equal(&base->v[i], &v[i]))) {
				v[i] = base ? base->v[i] :
				       (struct match_val){ .kind = MATCH_V_NONE };
				changed = 1;
			}
		}
		return changed ? match_env_make(a, v) : x;
	}
	for (i = 0; i < a->nmeta; i++) {
		const struct match_val *xv = &x->v[i], *yv = &y->v[i];

		v[i] = *xv;
		if ((how & (MATCH_MERGE_SAME | MATCH_MERGE_GROUP)) &&
		    unbound(yv) != unbound(xv) &&
		    xv->kind != MATCH_V_POS && yv->kind != MATCH_V_POS &&
		    (!group || a->exported[i]))
			return NULL;	/* one binds what the other does not */
		if (unbound(yv) || (base && base->v[i].kind == yv->kind &&
				    match_val_equal(&base->v[i], yv)))
			continue;	/* y binds nothing new here */
		if (yv->kind == MATCH_V_POS) {
			if (group && a->xpos[i] && !(xv->kind == MATCH_V_POS &&
						     pos_equal(xv, yv)))
				return NULL;	/* occurrences stay apart */
			if (how & MATCH_MERGE_NOPOS)
				continue;
			if (xv->kind == MATCH_V_NONE)
				v[i] = *yv;
			else if (xv->kind != MATCH_V_POS)
				return NULL;
			else if (!pos_equal(xv, yv))
				v[i] = pos_union(a, xv, yv);
			else
				continue;
			changed = 1;
			continue;
		}
		if ((group || (how & MATCH_MERGE_EXPORTED)) && !a->exported[i])
			continue;	/* x's value stays, or none */
		if ((how & MATCH_MERGE_KEPT) && !a->kept[i])
			continue;
		if (unbound(xv)) {
			v[i] = *yv;
			changed = 1;
		} else if (!match_val_equal(xv, yv) || xv->bare != yv->bare) {
			return NULL;
		}
	}
	return changed ? match_env_make(a, v) : x;
}

static uint32_t edit_hash(const struct match_edit *e)
{
	uint32_t h = hash_bytes(2166136261u, &e->node, sizeof(e->node)), i;

	h = hash_bytes(h, &e->range.line, 4 * sizeof(uint32_t));
	h = hash_bytes(h, &e->action, 1);
	h = hash_bytes(h, &e->late, sizeof(e->late));
	h = hash_bytes(h, &e->chain, 1);
	for (i = 0; i < e->npieces; i++) {
		const struct smpl_piece *q = &e->pieces[i];

		h = hash_bytes(h, &q->kind, 1);
		h = hash_bytes(h, &q->line, 4 * sizeof(uint32_t));
		if (q->text)
			h = hash_bytes(h, q->text, strlen(q->text));
	}
	return h;
}

static int edit_equal(const struct match_edit *x, const struct match_edit *y)
{
	return x->node == y->node && x->action == y->action &&
	       x->late == y->late && x->chain == y->chain &&
	       x->fresh_inst == y->fresh_inst &&
	       !memcmp(&x->range.line, &y->range.line, 4 * sizeof(uint32_t)) &&
	       !smpl_pieces_cmp(x->pieces, x->npieces, y->pieces, y->npieces);
}

static void rehash_edits(struct match_atoms *a)
{
	const struct match_edit **old = a->edits;
	uint32_t cap = a->capedits, i, j;

	a->capedits = cap ? cap * 2 : 64;
	a->edits = calloc(a->capedits, sizeof(*a->edits));
	if (!a->edits)
		abort();
	for (i = 0; i < cap; i++)
		for (j = 0; old[i]; j++) {
			void **s = slot((void **)a->edits, a->capedits,
					old[i]->hash, j);
			if (!*s) {
				*s = (void *)old[i];
				break;
			}
		}
	free(old);
}

static const struct match_edit *intern_edit(struct match_atoms *a,
					    struct match_edit *e)
{
	uint32_t i;

	e->hash = edit_hash(e);
	if (2 * (a->nedits_t + 1) > a->capedits)
		rehash_edits(a);
	for (i = 0;; i++) {
		void **s = slot((void **)a->edits, a->capedits, e->hash, i);
		const struct match_edit *old = *s;
		struct match_edit *copy;

		if (old && old->hash == e->hash && edit_equal(old, e))
			return old;
		if (old)
			continue;
		copy = smpl_arena_alloc(a->arena, sizeof(*copy));
		*copy = *e;
		*s = copy;
		a->nedits_t++;
		return copy;
	}
}

struct match_atoms *match_atoms_new(const struct match_prog *p, uint32_t rule,
				    const struct match_view *v,
				    struct smpl_arena *arena)
{
	uint32_t i, n = p->f->rules[rule].nmeta < MAX_META ?
			p->f->rules[rule].nmeta : MAX_META;
	struct match_atoms *a = calloc(1, sizeof(*a) + n * sizeof(a->cur[0]));

	if (!a)
		abort();
	a->p = p;
	a->f = p->f;
	a->r = &p->f->rules[rule];
	a->v = v;
	a->arena = arena;
	a->nmeta = n;
	a->way = -1;
	memcpy(a->exported, p->rflags + RF_EXPORTED(rule), n);
	memcpy(a->kept, p->rflags + RF_KEPT(rule), n);
	memcpy(a->xpos, p->rflags + RF_XPOS(rule), n);
	for (i = 0; i < n; i++)
		a->anyexported |= a->exported[i];
	return a;
}

void match_atoms_free(struct match_atoms *a)
{
	free(a->hits);
	free(a->defer);
	free(a->occ);
	free(a->xnest);
	free(a->envs);
	free(a->edits);
	free(a->canon);
	free(a->trail);
	free(a);
}

/* ---- hits: what each pattern node matched, for the edits ---- */

static void hit(struct match_atoms *a, uint32_t p, const struct match_range *r)
{
	a->hits = smpl_grow(a->hits, a->nhits + 1, &a->caphits,
			    sizeof(*a->hits));
	a->hits[a->nhits].pat = p;
	a->hits[a->nhits].env = NULL;
	a->hits[a->nhits].x = NULL;
	a->hits[a->nhits++].range = *r;
}

/* Saved state for trying an alternative: how long the undo trail was
 * (every change to the environment pushes the value it replaces, so
 * going back to a mark undoes the changes since, instead of copying
 * the whole environment at each try: a disjunction's branch, a
 * commutative operator's other order, an occurrence).  Marks are taken
 * and gone back to last in, first out. */
struct mark {
	uint32_t ntrail, nhits, ndefer, nocc;
};

static void save(const struct match_atoms *a, struct mark *m)
{
	m->ntrail = a->ntrail;
	m->nhits = a->nhits;
	m->ndefer = a->ndefer;
	m->nocc = a->nocc;
}

/* The environment as it was when the trail was n long. */
static void undo_to(struct match_atoms *a, uint32_t n)
{
	while (a->ntrail > n) {
		const struct undo *u = &a->trail[--a->ntrail];

		a->cur[u->i] = u->old;
	}
}

static void restore(struct match_atoms *a, const struct mark *m)
{
	undo_to(a, m->ntrail);
	a->nhits = m->nhits;
	a->ndefer = m->ndefer;
	a->nocc = m->nocc;
}

/* cur[i] becomes v, what it was on the trail. */
static void set_val(struct match_atoms *a, uint32_t i,
		    const struct match_val *v)
{
	a->trail = smpl_grow(a->trail, a->ntrail + 1, &a->captrail,
			     sizeof(*a->trail));
	a->trail[a->ntrail].i = i;
	a->trail[a->ntrail++].old = a->cur[i];
	a->cur[i] = *v;
}

/* The whole environment becomes v, each change on the trail. */
static void set_all(struct match_atoms *a, const struct match_val *v)
{
	for (uint32_t i = 0; i < a->nmeta; i++)
		if (memcmp(&a->cur[i], &v[i], sizeof(v[i])))
			set_val(a, i, &v[i]);
}

/* A match starts over from env v: no mark is kept across it. */
static void start_env(struct match_atoms *a, const struct match_val *v)
{
	memcpy(a->cur, v, a->nmeta * sizeof(a->cur[0]));
	a->ntrail = 0;
}

/* ---- metavariables ---- */

static int iso_on(const struct match_atoms *a, int bit)
{
	return !(a->r->disable & (1u << bit));
}

/* { S } ~ S: spatch calls it braces4; "braces" is this project's
 * older name, kept. */
static int braces_on(const struct match_atoms *a)
{
	return iso_on(a, SMPL_ISO_BIT_BRACES) && iso_on(a, SMPL_ISO_BIT_BRACES4);
}

static const char *val_name(const struct match_expr *x)
{
	return x->kind == MATCH_E_ID || x->kind == MATCH_E_CONST ||
	       x->kind == MATCH_E_STRING ? x->str : NULL;
}

static int regex_ok(const struct match_atoms *a, const struct smpl_meta *m,
		    const char *s)
{
	struct match_regex *x = &a->p->regex[m - a->f->metas];

	if (!x->state)
		x->state = regcomp(&x->r, smpl_str(a->f, m->regex),
				   REG_EXTENDED | REG_NOSUB) ? 2 : 1;
	return x->state == 1 && !regexec(&x->r, s, 0, NULL, 0);
}

static int in_list(const struct match_atoms *a, const struct smpl_meta *m,
		   const char *s)
{
	uint32_t i;

	for (i = 0; i < m->ncons; i++) {
		const struct smpl_node *c = nd(a, a->f->kids[m->cons0 + i]);

		if (!strcmp(smpl_str(a->f, c->str), s))
			return 1;
	}
	return 0;
}

static int constraint_ok(const struct match_atoms *a,
			 const struct smpl_meta *m, const char *s)
{
	switch (m->cons) {
	case SMPL_CONS_NE: return !s || !in_list(a, m, s);
	case SMPL_CONS_EQ: return s && in_list(a, m, s);
	case SMPL_CONS_REGEX: return s && regex_ok(a, m, s);
	case SMPL_CONS_NREGEX: return !s || !regex_ok(a, m, s);
	}
	return 1;
}

/* Does expression e hold v (an expression, or a name) as a subterm,
 * itself included? */
static int holds(const struct match_expr *e, const struct match_val *v)
{
	uint32_t k;

	if (!e)
		return 0;
	if (v->kind == MATCH_V_EXPR ? match_expr_equal(e, v->e) :
	    v->kind == MATCH_V_STR && e->kind == MATCH_E_ID &&
	    !strcmp(e->str, v->s))
		return 1;
	for (k = 0; k < e->nkids; k++)
		if (holds(e->kids[k], v))
			return 1;
	return 0;
}

/* The value in this match of the metavariable a constraint names: one
 * of the rule ("E"), or one it inherits ("R.x": declared so, or added
 * under that name by the front end). */
static const struct match_val *named_val(const struct match_atoms *a,
					 const char *s)
{
	const char *dot = strchr(s, '.');
	uint32_t i;

	for (i = 0; i < a->nmeta; i++) {
		const struct smpl_meta *m = &a->f->metas[a->r->meta0 + i];
		const char *name = smpl_str(a->f, m->name);

		if (!strcmp(name, s) ||
		    (dot && m->from_rule >= 0 && !strcmp(name, dot + 1) &&
		     !strncmp(smpl_str(a->f, a->f->rules[m->from_rule].name), s,
			      (size_t)(dot - s)) &&
		     !smpl_str(a->f, a->f->rules[m->from_rule].name)[dot - s]))
			return &a->cur[i];
	}
	return NULL;
}

/* `x <= E` (or `<= {E1, E2}`): v is a subterm of the value of one of
 * them; one not bound yet holds nothing (no match rather than a wrong
 * one). */
static int subterm_ok(const struct match_atoms *a, const struct smpl_meta *m,
		      const struct match_val *v)
{
	uint32_t i, k;

	for (i = 0; i < m->ncons; i++) {
		const struct match_val *w = named_val(a,
			smpl_str(a->f, nd(a, a->f->kids[m->cons0 + i])->str));

		if (!w)
			continue;
		if (w->kind == MATCH_V_EXPR && holds(w->e, v))
			return 1;
		for (k = 0; w->kind == MATCH_V_LIST && k < w->nl; k++)
			if (holds(w->l[k], v))
				return 1;
	}
	return 0;
}

static int script_ok(struct match_atoms *a, int32_t m,
		     const struct match_val *v);

/* Binds (or checks) metavariable m to v. */
static int bind(struct match_atoms *a, int32_t m, const struct match_val *v)
{
	uint32_t i = (uint32_t)m - a->r->meta0;

	if (i >= a->nmeta)
		return 0;
	if (a->f->metas[m].cons == SMPL_CONS_SUB &&
	    a->cur[i].kind == MATCH_V_NONE && !subterm_ok(a, &a->f->metas[m], v))
		return 0;
	if (a->f->metas[m].script && (a->cur[i].kind == MATCH_V_NONE ||
				      a->cur[i].kind == MATCH_V_LEN) &&
	    !script_ok(a, m, v))
		return 0;
	if (a->cur[i].kind == MATCH_V_LEN && v->kind == MATCH_V_LIST &&
	    a->cur[i].nl != v->nl)
		return 0;	/* not the length inherited */
	if (a->cur[i].kind == MATCH_V_POS && v->kind == MATCH_V_POS &&
	    pos_count(v) == 1)
		return pos_holds(&a->cur[i], v->r);
	if (a->cur[i].kind != MATCH_V_NONE && a->cur[i].kind != MATCH_V_LEN)
		return match_val_equal(&a->cur[i], v);
	set_val(a, i, v);
	return 1;
}

static int bind_str(struct match_atoms *a, int32_t m, const char *s)
{
	struct match_val v = { .kind = MATCH_V_STR, .s = s };

	return bind(a, m, &v);
}

static int bind_expr(struct match_atoms *a, int32_t m,
		     const struct match_expr *x)
{
	struct match_val v = { .kind = MATCH_V_EXPR, .e = x,
			       .bare = a->bare_x == x };

	return bind(a, m, &v);
}

static int mtype(struct match_atoms *a, uint32_t p, const char *ts);
static const char *expr_type(struct match_atoms *a,
			     const struct match_expr *x);
static int inherited_has(const struct match_atoms *a, const char *rx,
			 const struct match_val *v);

/* One of the types of a set, `{int, long} x` (or `{r1.T, r2.T} x`: a
 * value another rule's match gave its type metavariable), against type
 * ts. */
static int type_set_fits(struct match_atoms *a, uint32_t set, const char *ts)
{
	struct match_val v = { .kind = MATCH_V_STR, .s = ts };
	struct mark m;
	uint32_t i;

	for (i = 0; i < nd(a, set)->nkids; i++) {
		uint32_t k = kid(a, set, i);

		save(a, &m);
		if (nd(a, k)->kind == SMPL_ID ?
		    inherited_has(a, smpl_str(a->f, nd(a, k)->str), &v) :
		    mtype(a, k, ts))
			return 1;
		restore(a, &m);
	}
	return 0;
}

/* A typed metavariable's C type against x's type (expr_type): the same
 * type (typedef names taken for their types), one of a set, or for
 * "expression *E" any type with as many stars.  An expression whose
 * type the view does not know does not fit. */
static int type_fits(struct match_atoms *a, const struct smpl_meta *m,
		     const struct match_expr *x)
{
	const struct smpl_node *t;
	const char *xt;
	size_t n;

	if (!m->type || m->type >= a->f->nnodes)
		return 1;
	t = nd(a, m->type);
	xt = expr_type(a, x);
	n = strlen(xt);
	if (!n)
		return 0;
	if (t->nkids)
		return type_set_fits(a, m->type, xt);
	if (!t->str && t->meta < 0)	/* expression *E */
		return n > t->op && strspn(xt + n - t->op, "*") == t->op;
	return mtype(a, m->type, xt);
}

/* A local variable or parameter as spatch sees it: one declared in the
 * function, not static (a static local, a global, a function or a name
 * nobody declared is global: global idexpression takes it). */
static int is_local(const struct match_expr *x)
{
	return *x->type && !(x->flags & (MATCH_EF_GLOBAL | MATCH_EF_STATIC));
}

/* A name written in capitals (`FOO`, `A1`, `_X`: no lower-case letter,
 * an upper-case one), which spatch takes for a constant: most likely a
 * macro, whatever it is in this configuration. */
static int capitals(const char *s)
{
	int upper = 0;

	for (; *s; s++) {
		if (islower((unsigned char)*s))
			return 0;
		upper |= isupper((unsigned char)*s) != 0;
	}
	return upper;
}

/* Which expressions a metavariable that binds one takes: not a type
 * (a macro's argument) nor code kept as text, but for an initializer
 * a `{ ... }` the reader kept so; of its C type if it has one. */
static int expr_fits(struct match_atoms *a, const struct smpl_meta *m,
		     const struct match_expr *x)
{
	if (m->kind == SMPL_M_INITIALIZER && x->kind == MATCH_E_OPAQUE &&
	    !(x->flags & MATCH_EF_UNREAD) && x->str && x->str[0] == '{')
		return 1;
	/* an initializer read as a tree: a list, or an element of one
	 * with its designator (spatch) */
	if (m->kind == SMPL_M_INITIALIZER &&
	    (x->kind == MATCH_E_INIT || x->kind == MATCH_E_DESIG))
		return 1;
	if (x->kind == MATCH_E_TYPE || x->kind == MATCH_E_OPAQUE ||
	    x->kind == MATCH_E_INIT || x->kind == MATCH_E_DESIG)
		return 0;
	if (!type_fits(a, m, x))
		return 0;
	switch (m->kind) {
	case SMPL_M_IDEXPRESSION:
		if (x->kind != MATCH_E_ID)
			return 0;
		if (m->flags & (SMPL_MF_LOCAL | SMPL_MF_GLOBAL))
			return !(m->flags & SMPL_MF_LOCAL) == !is_local(x);
		return 1;
	case SMPL_M_CONSTANT:
		return x->kind == MATCH_E_CONST || x->kind == MATCH_E_STRING ||
		       (x->kind == MATCH_E_ID && capitals(x->str));
	}
	return 1;
}

/* An ID pattern that is a metavariable, against expression x: by what
 * its kind binds (metas.def), a name or an expression. */
static int meta_expr(struct match_atoms *a, uint32_t p,
		     const struct match_expr *x)
{
	const struct smpl_node *n = nd(a, p);
	const struct smpl_meta *m = &a->f->metas[n->meta];

	if (!constraint_ok(a, m, val_name(x)))
		return 0;
	if (m->kind == SMPL_M_DECLARER && !(x->flags & MATCH_EF_MACRO_NAME))
		return 0;	/* a declarer is a macro, not any call */
	switch (smpl_mkind_binds[m->kind]) {
	case SMPL_MB_NAME:
		return x->kind == MATCH_E_ID && bind_str(a, n->meta, x->str);
	case SMPL_MB_EXPR:
		return expr_fits(a, m, x) && bind_expr(a, n->meta, x);
	}
	return 0;
}

/* ---- types ---- */

/* The type of typedef name s[0, n) in the view, or NULL. */
static const char *typedef_type(const struct match_view *v, const char *s,
				size_t n)
{
	uint32_t i;

	for (i = 0; i < v->ntypedefs; i++)
		if (strlen(v->typedefs[i].name) == n &&
		    !strncmp(v->typedefs[i].name, s, n))
			return v->typedefs[i].type;
	return NULL;
}

/* Which integer type word w[0, n) is: a bit of INT_*, 0 for none. */
enum { INT_UNSIGNED = 1, INT_SIGNED = 2, INT_SHORT = 4, INT_LONG = 8,
       INT_LONGLONG = 16, INT_INT = 32, INT_CHAR = 64 };
static int int_word(const char *w, size_t n)
{
	static const char *const words[] = { "unsigned", "signed", "short",
					     "long", NULL, "int", "char" };
	int i;

	for (i = 0; i < 7; i++)
		if (words[i] && strlen(words[i]) == n && !strncmp(w, words[i], n))
			return 1 << i;
	return 0;
}

/* An integer type spelled with its words in any order, `int` or not
 * (GCC prints "long unsigned int" for unsigned long): one spelling,
 * "unsigned long", "long long", "unsigned int", "signed char"; any
 * other type as it is. */
static const char *norm_int(struct match_atoms *a, const char *s)
{
	size_t n = strcspn(s, "*"), i = 0, w;
	int bits = 0, b;
	char buf[512];

	while (i < n) {
		if (s[i] == ' ' && ++i)
			continue;
		w = strcspn(s + i, " *");
		if (!(b = int_word(s + i, w)))
			return s;
		bits |= b == INT_LONG && (bits & INT_LONG) ? INT_LONGLONG : b;
		i += w;
	}
	if (!bits)
		return s;
	snprintf(buf, sizeof(buf), "%s%s%s%s",
		 bits & INT_UNSIGNED ? "unsigned " :
		 (bits & INT_SIGNED) && (bits & INT_CHAR) ? "signed " : "",
		 bits & INT_CHAR ? "char" : bits & INT_SHORT ? "short" :
		 bits & INT_LONGLONG ? "long long" : bits & INT_LONG ? "long" :
		 "int", s[n] ? " " : "", s + n);
	return smpl_arena_strndup(a->arena, buf, strlen(buf));
}

/* Type s with a typedef name as its base replaced by the typedef's
 * type, again and again (at most 8 levels), and an integer type in one
 * spelling: "foo_t *" is "struct foo *" after `typedef struct foo
 * foo_t;`, "long unsigned int" is "unsigned long". */
static const char *canon_type_of(struct match_atoms *a, const char *s);

static const char *canon_type(struct match_atoms *a, const char *s)
{
	uint32_t h = hash_bytes(2166136261u, s, strlen(s)), i, k;
	struct canon *c;
	const char *t;

	for (k = h; a->capcanon; k++) {
		c = &a->canon[k & (a->capcanon - 1)];
		if (!c->type)
			break;
		if (c->hash == h && !strcmp(c->type, s))
			return c->canon;
	}
	t = canon_type_of(a, s);
	if (2 * (a->ncanon + 1) > a->capcanon) {
		struct canon *old = a->canon;
		uint32_t n = a->capcanon;

		a->capcanon = n ? 2 * n : 64;
		a->canon = calloc(a->capcanon, sizeof(*a->canon));
		if (!a->canon)
			abort();
		for (i = 0; i < n; i++) {
			if (!old[i].type)
				continue;
			for (k = old[i].hash; a->canon[k & (a->capcanon - 1)].type;
			     k++)
				;
			a->canon[k & (a->capcanon - 1)] = old[i];
		}
		free(old);
	}
	for (k = h; a->canon[k & (a->capcanon - 1)].type; k++)
		;
	c = &a->canon[k & (a->capcanon - 1)];
	c->type = smpl_arena_strndup(a->arena, s, strlen(s));
	c->canon = t == s ? c->type : t;	/* s may be the caller's */
	t = c->canon;
	c->hash = h;
	a->ncanon++;
	return t;
}

/* canon_type, computed. */
static const char *canon_type_of(struct match_atoms *a, const char *s)
{
	char buf[512];
	int depth;

	if (!strncmp(s, "const ", 6)) {	/* the base type's const */
		snprintf(buf, sizeof(buf), "const %s", canon_type(a, s + 6));
		return smpl_arena_strndup(a->arena, buf, strlen(buf));
	}
	for (depth = 0; depth < 8; depth++) {
		size_t n = strcspn(s, "*"), b = n;
		const char *t;

		while (b && s[b - 1] == ' ')
			b--;
		if (!(t = typedef_type(a->v, s, b)))
			break;
		snprintf(buf, sizeof(buf), "%s%s%s", t,
			 s[n] && t[strlen(t) - 1] != '*' ? " " : "", s + n);
		s = smpl_arena_strndup(a->arena, buf, strlen(buf));
	}
	return norm_int(a, s);
}

/* Two types are the same, typedef names taken for their types (spatch
 * knows foo_t is struct foo). */
static int same_type(struct match_atoms *a, const char *x, const char *y)
{
	return !strcmp(x, y) || !strcmp(canon_type(a, x), canon_type(a, y));
}

/* x's type with one '*' more ("int" -> "int *", "int *" -> "int **"). */
static const char *pointer_to(struct match_atoms *a, const char *t)
{
	char buf[512];
	size_t n = strlen(t);

	if (!n || strpbrk(t, "(["))
		return "";
	snprintf(buf, sizeof(buf), "%s%s*", t, t[n - 1] == '*' ? "" : " ");
	return smpl_arena_strndup(a->arena, buf, strlen(buf));
}

/* What a pointer or array of type t points to ("int *" -> "int", "int
 * []" -> "int"), or "". */
static const char *array_elem(struct match_atoms *a, const char *t);

static const char *pointee(struct match_atoms *a, const char *t)
{
	const char *e;
	size_t n;

	t = canon_type(a, t);
	if ((e = array_elem(a, t)))
		return e;
	n = strlen(t);
	if (!n || t[n - 1] != '*' || strpbrk(t, "(["))
		return "";
	for (n--; n && t[n - 1] == ' '; n--)
		;
	return smpl_arena_strndup(a->arena, t, n);
}

/* The element type of array type t, its first bracket group left out
 * ("int [4]" -> "int", "char [2][3]" -> "char [3]", "char *[]" ->
 * "char *"), or NULL when t is no array (a function pointer's text is
 * none either). */
static const char *array_elem(struct match_atoms *a, const char *t)
{
	const char *lb = strchr(t, '['), *rb;
	char buf[512];
	size_t n;
	int depth = 0;

	if (!lb || strchr(t, '('))
		return NULL;
	for (rb = lb; *rb; rb++)
		if (*rb == '[')
			depth++;
		else if (*rb == ']' && --depth == 0)
			break;
	if (!*rb)
		return NULL;
	for (n = (size_t)(lb - t); n && t[n - 1] == ' '; n--)
		;
	snprintf(buf, sizeof(buf), "%.*s%s%s", (int)n, t, rb[1] ? " " : "",
		 rb + 1);
	return smpl_arena_strndup(a->arena, buf, strlen(buf));
}

/* The type of a constant, from its spelling, as spatch types it: 'c'
 * is a char (an int in C), "s" a char []. */
static const char *const_type(const struct match_expr *x)
{
	const char *s = x->str;
	size_t n = strlen(s), u = 0, l = 0, f = 0;

	if (x->kind == MATCH_E_STRING)
		return "char []";
	if (x->flags & MATCH_EF_NULLPTR)
		return "";
	if (s[0] == '\'')
		return "char";
	if (strpbrk(s, ".") || (!(s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
				&& strpbrk(s, "eE"))) {
		f = n && (s[n - 1] == 'f' || s[n - 1] == 'F');
		return f ? "float" : "double";
	}
	for (; n && strchr("uUlL", s[n - 1]); n--) {
		u += s[n - 1] == 'u' || s[n - 1] == 'U';
		l += s[n - 1] == 'l' || s[n - 1] == 'L';
	}
	if (!n || !(s[0] >= '0' && s[0] <= '9'))
		return "";	/* an enumerator, a macro: unknown */
	if (l >= 2)
		return u ? "unsigned long long" : "long long";
	if (l)
		return u ? "unsigned long" : "long";
	return u ? "unsigned int" : "int";
}

/* The type of expression x as far as the view tells: a name's declared
 * type, a constant's, a cast's, and through `&`, `*` and `[]`; "" when
 * unknown. */
/* The rank of arithmetic type ts as norm_int spells it: 1 char, 2 short,
 * 3 int, 4 long, 5 long long, 6 float, 7 double, 8 long double, *uns
 * whether it is unsigned; 0 for any other type (a typedef name, a
 * pointer, a struct). */
static int arith_rank(const char *ts, int *uns)
{
	static const char *const names[] = { "char", "short", "int", "long",
		"long long", "float", "double", "long double" };
	int i;

	*uns = !strncmp(ts, "unsigned ", 9);
	if (*uns)
		ts += 9;
	else if (!strncmp(ts, "signed ", 7))
		ts += 7;
	for (i = 0; i < 8; i++)
		if (!strcmp(ts, names[i]))
			return *uns && i >= 5 ? 0 : i + 1;
	return 0;
}

static int is_pointer_type(const char *ts)
{
	size_t n = strlen(ts);

	return n && (ts[n - 1] == '*' || ts[n - 1] == ']');
}

/* The type of `l op r` (an arithmetic, bitwise or shift operator) from
 * its operands' types, as spatch 1.1.1 infers it: an unknown side gives
 * the other's; pointer minus pointer is ptrdiff_t, pointer plus or minus
 * an integer the pointer's; two arithmetic types the usual conversion
 * (each at least int, the higher rank, unsigned at equal rank; a float
 * type over any integer one), shifts included; a typedef name on either
 * side gives the left operand's type (spatch: u32 + int is u32, int +
 * u32 is int). */
static const char *binary_type(struct match_atoms *a, int op, const char *l,
			       const char *r)
{
	static const char *const names[2][9] = {
		{ "", "int", "int", "int", "long", "long long", "float",
		  "double", "long double" },
		{ "", "unsigned int", "unsigned int", "unsigned int",
		  "unsigned long", "unsigned long long", "", "", "" } };
	int rl, rr, ul, ur;
	const char *nl, *nr;

	if (!*l || !*r)
		return *l ? l : r;
	if (is_pointer_type(l) || is_pointer_type(r)) {
		if (op == SMPL_OP_SUB && is_pointer_type(l) &&
		    is_pointer_type(r))
			return "ptrdiff_t";
		return is_pointer_type(l) ? l : r;
	}
	nl = norm_int(a, l);
	nr = norm_int(a, r);
	rl = arith_rank(nl, &ul);
	rr = arith_rank(nr, &ur);
	if (!rl || !rr)
		return l;
	if (rl >= 6 || rr >= 6)
		return rl >= rr ? names[0][rl] : names[0][rr];
	if (rl < 3)
		rl = 3, ul = 0;
	if (rr < 3)
		rr = 3, ur = 0;
	if (rl == rr)
		return names[ul || ur][rl];
	return rl > rr ? names[ul][rl] : names[ur][rr];
}

static const char *expr_type(struct match_atoms *a, const struct match_expr *x)
{
	switch (x->kind) {
	case MATCH_E_ID: case MATCH_E_FIELD: return x->type ? x->type : "";
	case MATCH_E_CONST: case MATCH_E_STRING: return const_type(x);
	case MATCH_E_CAST: return x->str ? x->str : "";
	case MATCH_E_INDEX: return pointee(a, expr_type(a, x->kids[0]));
	case MATCH_E_UNARY:
		switch (x->op) {
		case SMPL_OP_ADDR:
			return pointer_to(a, expr_type(a, x->kids[0]));
		case SMPL_OP_DEREF:
			return pointee(a, expr_type(a, x->kids[0]));
		case SMPL_OP_NOT:
			return "int";
		}
		return expr_type(a, x->kids[0]);	/* - + ~ ++ --: as
							   spatch, unpromoted */
	case MATCH_E_BINARY:
		switch (x->op) {
		case SMPL_OP_LT: case SMPL_OP_GT: case SMPL_OP_LE:
		case SMPL_OP_GE: case SMPL_OP_EQ: case SMPL_OP_NE:
		case SMPL_OP_LAND: case SMPL_OP_LOR:
			return "int";
		}
		return x->nkids == 2 ? binary_type(a, x->op,
						   expr_type(a, x->kids[0]),
						   expr_type(a, x->kids[1]))
				     : "";
	case MATCH_E_ASSIGN:	/* the left side's, `+=` too */
		return x->nkids ? expr_type(a, x->kids[0]) : "";
	case MATCH_E_COND:	/* spatch: the type of the else operand */
		return x->nkids ? expr_type(a, x->kids[x->nkids - 1]) : "";
	case MATCH_E_SIZEOF: case MATCH_E_SIZEOFT:
		return "size_t";
	}
	return "";
}

/* The pattern type as text, without metavariable: "struct foo *". */
static void type_text(const struct match_atoms *a, const struct smpl_node *t,
		      const char *base, char *buf, size_t cap)
{
	snprintf(buf, cap, "%s%s%s%.*s", t->flags & SMPL_TYPE_CONST ?
		 "const " : "", base, t->op ? " " : "", (int)t->op,
		 "****************");
}

/* Type ts without the const of its base type. */
static const char *unconst(const char *ts)
{
	return strncmp(ts, "const ", 6) ? ts : ts + 6;
}

/* `unsigned T`, `signed T`: type ts as written, without the sign word
 * it begins with, where an integer word follows it ("unsigned long long
 * int" gives "long long int"); NULL for another type (spatch: `unsigned
 * T` takes no `unsigned` alone, nor `int unsigned`; `signed T` no
 * `int`). */
static const char *after_sign(const char *ts, int is_unsigned)
{
	const char *w = is_unsigned ? "unsigned " : "signed ";
	size_t n = strlen(w), k;

	if (strncmp(ts, w, n))
		return NULL;
	ts += n;
	k = strcspn(ts, " *");
	if (!(int_word(ts, k) & (INT_SHORT | INT_LONG | INT_INT | INT_CHAR)))
		return NULL;
	return ts;
}

/* `struct I` (I an identifier metavariable, the TYPE's kid) with its
 * stars against code type ts (its const checked by mtype): "struct
 * NAME" with as many stars, I bound to NAME. */
static int mtag_meta(struct match_atoms *a, uint32_t p, const char *ts)
{
	const struct smpl_node *t = nd(a, p);
	const char *kw = smpl_str(a->f, t->str), *rest;
	size_t k = strlen(kw), n;
	struct match_expr *id;

	ts = unconst(ts);
	if (strncmp(ts, kw, k) || ts[k] != ' ')
		return 0;
	ts += k + 1;
	n = strcspn(ts, " *[(");
	rest = ts + n;
	if (!n || (t->op ? *rest != ' ' || strspn(rest + 1, "*") != t->op ||
			   rest[1 + t->op]
			 : *rest != '\0'))
		return 0;
	id = smpl_arena_alloc(a->arena, sizeof(*id));
	memset(id, 0, sizeof(*id));
	id->kind = MATCH_E_ID;
	id->str = smpl_arena_strndup(a->arena, ts, n);
	id->type = "";
	match_expr_finish(id);
	return mexpr(a, kid(a, p, 0), id);
}

static int mtype_any(struct match_atoms *a, uint32_t t, const char *ts);

static int mtype(struct match_atoms *a, uint32_t p, const char *ts)
{
	const struct smpl_node *t = nd(a, p);
	const struct match_val *v;
	char buf[512];
	size_t n = strlen(ts);

	if (t->kind == SMPL_EDISJ)	/* \(int\|long\) */
		return mtype_any(a, p, ts);
	if (t->nkids == 1 && !(t->flags & SMPL_TYPE_DEF) &&
	    nd(a, kid(a, p, 0))->kind == SMPL_ID)
		return !(t->flags & SMPL_TYPE_CONST && unconst(ts) == ts) &&
		       mtag_meta(a, p, ts);

	if (t->flags & SMPL_TYPE_ARRAY) {	/* T[] E: ts is "T [N]" */
		if (!(ts = array_elem(a, ts)))
			return 0;
		n = strlen(ts);
	}
	/* a const in the pattern must be in the code; a pattern without
	 * takes a const type too (spatch: `struct device *d;` matches a
	 * `const struct device *`, `const char *s;` no `char *`) */
	if ((t->flags & SMPL_TYPE_CONST) && unconst(ts) == ts)
		return 0;
	if (t->meta < 0) {	/* its text made once per rule file */
		char **tt = &a->p->ttext[p];

		if (!*tt) {
			type_text(a, t, smpl_str(a->f, t->str), buf,
				  sizeof(buf));
			*tt = strdup(buf);
			if (!*tt)
				abort();
		}
		return same_type(a, *tt, t->flags & SMPL_TYPE_CONST ? ts :
					 unconst(ts));
	}
	if (t->flags & SMPL_TYPE_CONST) {	/* const T: T without it */
		ts = unconst(ts);
		n = strlen(ts);
	}
	if ((t->flags & (SMPL_TYPE_UNSIGNED | SMPL_TYPE_SIGNED)) &&
	    !(ts = after_sign(ts, t->flags & SMPL_TYPE_UNSIGNED)))
		return 0;
	n = strlen(ts);
	/* T *x: T is the type with op stars fewer */
	if (n < (size_t)t->op + (t->op ? 1 : 0))
		return 0;
	if (t->op && strspn(ts + n - t->op, "*") != t->op)
		return 0;
	n -= t->op;
	if (t->op && ts[n - 1] == ' ')
		n--;
	v = &a->cur[(uint32_t)t->meta - a->r->meta0];
	if ((uint32_t)t->meta - a->r->meta0 < a->nmeta &&
	    v->kind == MATCH_V_STR)	/* bound: the same type? */
		return same_type(a, v->s, smpl_arena_strndup(a->arena, ts, n));
	return bind_str(a, t->meta,
			smpl_arena_strndup(a->arena, ts, n));
}

/* ---- expressions ---- */

static int is_null_pat(const struct match_atoms *a, uint32_t p)
{
	const struct smpl_node *n = nd(a, p);

	return n->kind == SMPL_ID && n->meta < 0 &&
	       !strcmp(smpl_str(a->f, n->str), "NULL");
}

static int is_zero_pat(const struct match_atoms *a, uint32_t p)
{
	const struct smpl_node *n = nd(a, p);

	return n->kind == SMPL_CONST && !strcmp(smpl_str(a->f, n->str), "0");
}

static int mid(struct match_atoms *a, uint32_t p, const struct match_expr *x)
{
	const struct smpl_node *n = nd(a, p);
	const char *s = smpl_str(a->f, n->str);

	if (n->meta >= 0)
		return meta_expr(a, p, x);
	if (is_null_pat(a, p) && (x->flags & MATCH_EF_NULLPTR) &&
	    iso_on(a, SMPL_ISO_BIT_NULL_PTR))
		return 1;
	return (x->kind == MATCH_E_ID || x->kind == MATCH_E_CONST) &&
	       !strcmp(x->str, s);
}

static int is_edots(const struct match_atoms *a, uint32_t p)
{
	return nd(a, p)->kind == SMPL_EDOTS;
}

/* An expression list metavariable among a call's arguments (spatch
 * takes no other list there: an identifier list matches nothing). */
static int is_list_meta(const struct match_atoms *a, uint32_t p)
{
	const struct smpl_node *n = nd(a, p);

	return n->kind == SMPL_ID && n->meta >= 0 &&
	       a->f->metas[n->meta].kind == SMPL_M_EXPLIST;
}

/* The length list metavariable m must have here, or -1 for any: the
 * length of its value, bound or inherited (`[R.n]`: MATCH_V_LEN), its
 * constant length (`[2]`), or that of another list of the rule already
 * bound with the same length name (`[n]`). */
static long list_len(const struct match_atoms *a, int32_t m)
{
	const struct smpl_meta *mv = &a->f->metas[m];
	const struct match_val *v = &a->cur[(uint32_t)m - a->r->meta0];
	const struct smpl_node *ln;
	uint32_t i;

	if (v->kind == MATCH_V_LIST || v->kind == MATCH_V_LEN)
		return v->nl;
	if (!mv->len)
		return -1;
	ln = nd(a, mv->len);
	if (ln->kind == SMPL_CONST)
		return strtol(smpl_str(a->f, ln->str), NULL, 0);
	for (i = 0; i < a->nmeta; i++) {
		const struct smpl_meta *o = &a->f->metas[a->r->meta0 + i];

		if (o->len && a->cur[i].kind == MATCH_V_LIST &&
		    !strcmp(smpl_str(a->f, nd(a, o->len)->str),
			    smpl_str(a->f, ln->str)))
			return a->cur[i].nl;
	}
	return -1;
}

/* An argument's range with the parentheses written around it. */
static const struct match_range *arg_range(const struct match_expr *x)
{
	return (x->flags & MATCH_EF_PARENS) && x->outer.line ? &x->outer
							      : &x->range;
}

/* List metavariable p bound to x's kids [j, k), none of them code kept
 * as text.  A hit spans the list, so that `- f(` `es` `- )` keeps it.
 * An empty list has no hit, so none where + code is anchored at it
 * (`- E, es` `+ es, E`; `f(E, es` `+ , 0` `)`): its + code would be
 * lost while the removals around it are made (empty_anchor; spatch
 * leaves such a call alone too). */
static int bind_list(struct match_atoms *a, uint32_t p,
		     const struct match_expr *x, uint32_t j, uint32_t k)
{
	const struct smpl_node *n = nd(a, p);
	struct match_val v = { .kind = MATCH_V_LIST, .nl = k - j,
		.l = (const struct match_expr *const *)x->kids + j };
	struct match_range r;
	uint32_t i;

	for (i = j; i < k; i++)
		if (x->kids[i]->kind == MATCH_E_OPAQUE ||
		    x->kids[i]->kind == MATCH_E_INIT)
			return 0;
	if (k == j && a->p->plus_head[p])
		return 0;	/* empty_anchor */
	if (!bind(a, n->meta, &v))
		return 0;
	if (k > j) {
		r = *arg_range(x->kids[j]);
		r.end_line = arg_range(x->kids[k - 1])->end_line;
		r.end_col = arg_range(x->kids[k - 1])->end_col;
		hit(a, p, &r);
		a->hits[a->nhits - 1].x = x->kids[j];
	}
	return 1;
}

static uint32_t margs(struct match_atoms *a, uint32_t p, uint32_t i,
		      const struct match_expr *x, uint32_t j);

/* List metavariable p's i-th argument against x's kids from j: the
 * arguments [j, k) for each k its length allows, shortest first; the
 * first with which the rest matches binds it (spatch would take each
 * that matches, with its own binding). */
static uint32_t mlist(struct match_atoms *a, uint32_t p, uint32_t i,
		      const struct match_expr *x, uint32_t j)
{
	uint32_t q = kid(a, p, i), k, ways;
	long want = list_len(a, nd(a, q)->meta);
	struct mark m;

	for (k = j; k <= x->nkids; k++) {
		if (want >= 0 && (long)(k - j) != want)
			continue;
		save(a, &m);
		if (bind_list(a, q, x, j, k) &&
		    (ways = margs(a, p, i + 1, x, k)) > 0)
			return ways;
		restore(a, &m);
	}
	return 0;
}

/* The range of call x's arguments [j, k) that a `...` matches, for its
 * edits (`f(` `- ...,` `3)`); when it matches none, the empty range
 * where they would be: before argument j, or before the call's ')'. */
static struct match_range args_range(const struct match_expr *x, uint32_t j,
				     uint32_t k)
{
	struct match_range r = x->range;

	if (j < k) {
		r = x->kids[j]->range;
		r.end_line = x->kids[k - 1]->range.end_line;
		r.end_col = x->kids[k - 1]->range.end_col;
		return r;
	}
	if (j < x->nkids) {
		r.line = x->kids[j]->range.line;
		r.col = x->kids[j]->range.col;
	} else {
		r.line = r.end_line;
		r.col = r.end_col > 1 ? r.end_col - 1 : r.end_col;
	}
	r.end_line = r.line;
	r.end_col = r.col;
	return r;
}

/* Pattern arguments [i, n) against x's kids [j, x->nkids): the number
 * of ways they match.  With `...` among them there may be several
 * (`f(..., E, ...)`): every way is taken, as spatch does, and keeps its
 * hits, so each is transformed; the first way binds the metavariables,
 * and a later way counts only where it agrees with those bindings. */
static uint32_t margs(struct match_atoms *a, uint32_t p, uint32_t i,
		      const struct match_expr *x, uint32_t j)
{
	uint32_t n = nd(a, p)->nkids, ways = 0, k;
	struct mark m;

	if (i == n)
		return j == x->nkids;
	if (is_edots(a, kid(a, p, i))) {
		for (k = j; k <= x->nkids; k++) {
			uint32_t h = a->nhits, w;
			struct match_range r = args_range(x, j, k);

			hit(a, kid(a, p, i), &r);
			w = margs(a, p, i + 1, x, k);
			if (!w)
				a->nhits = h;
			ways += w;
		}
		return ways;
	}
	if (i > 0 && is_list_meta(a, kid(a, p, i)))
		return mlist(a, p, i, x, j);
	if (j == x->nkids)
		return 0;
	save(a, &m);
	if (mexpr(a, kid(a, p, i), x->kids[j]))
		ways = margs(a, p, i + 1, x, j + 1);
	if (!ways)
		restore(a, &m);
	return ways;
}

static int mkids(struct match_atoms *a, uint32_t p, const struct match_expr *x)
{
	uint32_t i;

	if (nd(a, p)->nkids != x->nkids)
		return 0;
	for (i = 0; i < x->nkids; i++)
		if (!mexpr(a, kid(a, p, i), x->kids[i]))
			return 0;
	return 1;
}

static int mpair(struct match_atoms *a, uint32_t p0, uint32_t p1,
		 const struct match_expr *x0, const struct match_expr *x1)
{
	return mexpr(a, p0, x0) && mexpr(a, p1, x1);
}

/* X == NULL ~ !X, X == 0 ~ !X (is_null, is_zero).  spatch's is_null
 * takes any X, not only a pointer (`x == NULL` matches `!n`, n an int). */
static int mnot_iso(struct match_atoms *a, uint32_t p, uint32_t other,
		    const struct match_expr *x)
{
	if (x->kind != MATCH_E_UNARY || x->op != SMPL_OP_NOT)
		return 0;
	if (is_null_pat(a, other) && iso_on(a, SMPL_ISO_BIT_NULL_EQ))
		return mexpr(a, p, x->kids[0]);
	if (is_zero_pat(a, other) && iso_on(a, SMPL_ISO_BIT_ZERO_EQ))
		return mexpr(a, p, x->kids[0]);
	return 0;
}

/* X != NULL ~ X, X != 0 ~ X when X is the whole condition of an if or
 * loop (isnt_null1, isnt_zero). */
static int mne_iso(struct match_atoms *a, uint32_t p, uint32_t other,
		   const struct match_expr *x)
{
	if (is_null_pat(a, other) && iso_on(a, SMPL_ISO_BIT_NULL_NE))
		return mexpr(a, p, x);
	if (is_zero_pat(a, other) && iso_on(a, SMPL_ISO_BIT_ZERO_NE))
		return mexpr(a, p, x);
	return 0;
}

static int try_alt(struct match_atoms *a, int ok, const struct mark *m)
{
	if (!ok)
		restore(a, m);
	return ok;
}

/* The code operator a pattern operator matches with its operands
 * swapped, by the isomorphisms of spatch's standard.iso (commeq,
 * commneq, gtr_lss, gtr_lss_eq, bitor_comm, bitand_comm, plus_comm,
 * mult_comm); SMPL_OP_NONE when none.  Swapping the operands of these
 * operators never changes what C computes: their order of evaluation
 * is unspecified anyway. */
static int swapped_op(const struct match_atoms *a, int op)
{
	static const struct { uint8_t op, as, bit; } sw[] = {
		{ SMPL_OP_EQ, SMPL_OP_EQ, SMPL_ISO_BIT_COMM_EQ },
		{ SMPL_OP_NE, SMPL_OP_NE, SMPL_ISO_BIT_COMM_NE },
		{ SMPL_OP_LT, SMPL_OP_GT, SMPL_ISO_BIT_GTR_LSS },
		{ SMPL_OP_GT, SMPL_OP_LT, SMPL_ISO_BIT_GTR_LSS },
		{ SMPL_OP_LE, SMPL_OP_GE, SMPL_ISO_BIT_GTR_LSS_EQ },
		{ SMPL_OP_GE, SMPL_OP_LE, SMPL_ISO_BIT_GTR_LSS_EQ },
		{ SMPL_OP_BOR, SMPL_OP_BOR, SMPL_ISO_BIT_BITOR },
		{ SMPL_OP_BAND, SMPL_OP_BAND, SMPL_ISO_BIT_BITAND },
		{ SMPL_OP_ADD, SMPL_OP_ADD, SMPL_ISO_BIT_PLUS },
		{ SMPL_OP_MUL, SMPL_OP_MUL, SMPL_ISO_BIT_MULT },
	};
	size_t i;

	for (i = 0; i < sizeof(sw) / sizeof(sw[0]); i++)
		if (sw[i].op == op && iso_on(a, sw[i].bit))
			return sw[i].as;
	return SMPL_OP_NONE;
}

/* One operand of the chain x of op (&&, ||, |, &, +, *) that matches
 * pattern q; an operand in parentheses is one operand, as in spatch
 * (`A || (X || B)` is no chain with X in it). */
static int mchain(struct match_atoms *a, uint32_t q, uint8_t op,
		  const struct match_expr *x)
{
	struct mark m;
	uint32_t i;

	if (x->kind != MATCH_E_BINARY || x->op != op)
		return mexpr(a, q, x);
	for (i = 0; i < 2; i++) {
		const struct match_expr *k = x->kids[i];

		save(a, &m);
		if (try_alt(a, k->flags & MATCH_EF_PARENS ? mexpr(a, q, k)
				: mchain(a, q, op, k), &m))
			return 1;
	}
	return 0;
}

/* `E || ...` (or `... || E`, and with &&, |, &, + and *, not with -, ^
 * or <<): E is any operand of the chain, as spatch matches it (`n || q
 * == NULL` too; irqf_oneshot's `IRQF_ONESHOT | ...` matches `IRQF_SHARED
 * | IRQF_ONESHOT | IRQF_X`), not inside parentheses, and a chain of one
 * is E alone (`if ((x == NULL) || ...) S` matches `if (x == NULL)`, as
 * in spatch). */
static int mdots_chain(struct match_atoms *a, uint32_t p,
		       const struct match_expr *x)
{
	const struct smpl_node *n = nd(a, p);
	uint32_t l = kid(a, p, 0), r = kid(a, p, 1);

	if ((n->op != SMPL_OP_LOR && n->op != SMPL_OP_LAND &&
	     n->op != SMPL_OP_BOR && n->op != SMPL_OP_BAND &&
	     n->op != SMPL_OP_ADD && n->op != SMPL_OP_MUL) ||
	    is_edots(a, l) == is_edots(a, r))
		return 0;
	return mchain(a, is_edots(a, l) ? r : l, n->op, x);
}

/* The isomorphisms that take == or != apart: !X, or X alone as a
 * condition, both ways round (NULL == X as X == NULL). */
static int meq_iso(struct match_atoms *a, uint32_t p,
		   const struct match_expr *x, int cond)
{
	const struct smpl_node *n = nd(a, p);
	uint32_t l = kid(a, p, 0), r = kid(a, p, 1);
	struct mark m;

	save(a, &m);
	if (n->op == SMPL_OP_EQ)
		return try_alt(a, mnot_iso(a, l, r, x), &m) ||
		       try_alt(a, mnot_iso(a, r, l, x), &m);
	if (n->op != SMPL_OP_NE || !cond)
		return 0;
	return try_alt(a, mne_iso(a, l, r, x), &m) ||
	       (iso_on(a, SMPL_ISO_BIT_COMM_NE) &&
		try_alt(a, mne_iso(a, r, l, x), &m));
}

static int mbinary(struct match_atoms *a, uint32_t p,
		   const struct match_expr *x, int cond)
{
	const struct smpl_node *n = nd(a, p);
	uint32_t l = kid(a, p, 0), r = kid(a, p, 1);
	int bin = x->kind == MATCH_E_BINARY;
	struct mark m;

	save(a, &m);
	if (bin && x->op == n->op &&
	    try_alt(a, mpair(a, l, r, x->kids[0], x->kids[1]), &m))
		return 1;
	if (try_alt(a, mdots_chain(a, p, x), &m))
		return 1;
	if (bin && x->op == swapped_op(a, n->op) && x->op != SMPL_OP_NONE &&
	    try_alt(a, mpair(a, l, r, x->kids[1], x->kids[0]), &m))
		return 1;
	return meq_iso(a, p, x, cond);
}

/* likely(E) and unlikely(E) in a pattern: calls of either, or E alone
 * (spatch's iso unlikely: unlikely(E) <=> likely(E) => E). */
static int is_likely(const char *name)
{
	return !strcmp(name, "likely") || !strcmp(name, "unlikely");
}

static int likely_pat(const struct match_atoms *a, uint32_t p)
{
	const struct smpl_node *f;

	if (nd(a, p)->nkids != 2 || !iso_on(a, SMPL_ISO_BIT_UNLIKELY))
		return 0;
	f = nd(a, kid(a, p, 0));
	return f->kind == SMPL_ID && f->meta < 0 &&
	       is_likely(smpl_str(a->f, f->str));
}

static int likely_call(const struct match_expr *x)
{
	return x->kind == MATCH_E_CALL && x->nkids == 2 &&
	       x->kids[0]->kind == MATCH_E_ID && is_likely(x->kids[0]->str);
}

static int mcall(struct match_atoms *a, uint32_t p, const struct match_expr *x,
		 int cond)
{
	struct mark m;

	save(a, &m);
	if (x->kind == MATCH_E_CALL && try_alt(a, margs(a, p, 0, x, 0) > 0, &m))
		return 1;
	if (!likely_pat(a, p))
		return 0;
	if (likely_call(x))
		return try_alt(a, mexpr(a, kid(a, p, 1), x->kids[1]), &m);
	a->in_cond = cond;
	return try_alt(a, mexpr(a, kid(a, p, 1), x), &m);
}

static int mdisj(struct match_atoms *a, uint32_t p, const struct match_expr *x,
		 int conj)
{
	uint32_t i, n = nd(a, p)->nkids;
	struct mark m;

	for (i = 0; i < n; i++) {
		save(a, &m);
		if (mexpr(a, kid(a, p, i), x)) {
			if (!conj)
				return 1;
		} else {
			restore(a, &m);
			if (conj)
				return 0;
		}
	}
	return conj;
}

/* ---- expression nests ---- */

static int anywhere(struct match_atoms *a, uint32_t pat,
		    const struct match_expr *x);
static int resolve_nests(struct match_atoms *a, uint32_t from);

/* Does pat occur in x under the bindings so far?  Binds nothing. */
static int occurs(struct match_atoms *a, uint32_t pat,
		  const struct match_expr *x)
{
	struct mark m;
	int ok;

	save(a, &m);
	ok = anywhere(a, pat, x);
	restore(a, &m);
	return ok;
}

/* <... P ...> or <+... P ...+> at x.  An occurrence of P counts only
 * where it agrees with every binding made outside the nest, including
 * those made after it (`g(<+... f(E) ...+>, E)`), so the occurrences are
 * found when the atom has matched (resolve_nests); here a '+' nest only
 * checks that P occurs under the bindings so far. */
static int mnest(struct match_atoms *a, uint32_t p, const struct match_expr *x)
{
	if (nd(a, p)->op == SMPL_NEST_PLUS && !occurs(a, kid(a, p, 0), x))
		return 0;
	a->defer = smpl_grow(a->defer, a->ndefer + 1, &a->capdefer,
			     sizeof(*a->defer));
	a->defer[a->ndefer].pat = p;
	a->defer[a->ndefer++].x = x;
	return 1;
}

/* The hits since `from` belong to one occurrence of a nest: its + code
 * is instantiated from the occurrence's own bindings. */
static void tag_hits(struct match_atoms *a, uint32_t from)
{
	const struct match_env *env = match_env_make(a, a->cur);
	uint32_t i;

	for (i = from; i < a->nhits; i++)
		if (!a->hits[i].env)
			a->hits[i].env = env;
	if (a->anyexported) {	/* for match_atom_way */
		a->occ = smpl_grow(a->occ, a->nocc + 1, &a->capocc,
				   sizeof(*a->occ));
		a->occ[a->nocc++] = env;
	}
}

/* Every occurrence of pat in x, an occurrence inside another too, as
 * spatch (`- e1` `+ 27` `+ e2` over `1 + (2 + 3)` changes both; where
 * both change the same text, spatch refuses the file and the editor
 * refuses the match).  Metavariables an occurrence binds are its own:
 * another occurrence may bind them differently, and they stay unbound
 * after the nest. */
static uint32_t occurrences(struct match_atoms *a, uint32_t pat,
			    const struct match_expr *x)
{
	struct mark m;
	uint32_t i, n = 0;

	if (!x)
		return 0;
	save(a, &m);
	if (mexpr(a, pat, x) && resolve_nests(a, m.ndefer)) {
		tag_hits(a, m.nhits);
		undo_to(a, m.ntrail);
		a->ndefer = m.ndefer;
		n = 1;
	} else {
		restore(a, &m);
	}
	for (i = 0; i < x->nkids; i++)
		n += occurrences(a, pat, x->kids[i]);
	return n;
}

/* The k-th occurrence of pat in x (k counts down; an occurrence inside
 * another counts too, as for occurrences), with its bindings: one way
 * of a bare expression (match_atom_way). */
static int nth_occurrence(struct match_atoms *a, uint32_t pat,
			  const struct match_expr *x, uint32_t *k)
{
	struct mark m;
	uint32_t i;

	if (!x)
		return 0;
	save(a, &m);
	if (mexpr(a, pat, x) && resolve_nests(a, m.ndefer) && !(*k)--)
		return 1;
	restore(a, &m);
	for (i = 0; i < x->nkids; i++)
		if (nth_occurrence(a, pat, x->kids[i], k))
			return 1;
	return 0;
}

/* The nests deferred since `from`, in order; 0 when a '+' nest has no
 * occurrence. */
static int resolve_nests(struct match_atoms *a, uint32_t from)
{
	uint32_t i;

	for (i = from; i < a->ndefer; i++) {
		struct defer d = a->defer[i];

		if (!occurrences(a, kid(a, d.pat, 0), d.x) &&
		    nd(a, d.pat)->op == SMPL_NEST_PLUS)
			return 0;
	}
	return 1;
}

/* The value of a decimal or hexadecimal integer constant without
 * suffix, or -1 (any other spelling: octal, a suffix, a character). */
static long long plain_int(const char *s)
{
	unsigned long long v = 0;
	int hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X'), d;
	const char *p = hex ? s + 2 : s;

	if (!*p || (!hex && s[0] == '0' && s[1]))
		return -1;
	for (; *p; p++) {
		if (*p >= '0' && *p <= '9')
			d = *p - '0';
		else if (hex && *p >= 'a' && *p <= 'f')
			d = *p - 'a' + 10;
		else if (hex && *p >= 'A' && *p <= 'F')
			d = *p - 'A' + 10;
		else
			return -1;
		if (v > (~0ULL >> 5))
			return -1;	/* too large to compare: by spelling */
		v = v * (hex ? 16 : 10) + (unsigned)d;
	}
	return (long long)v;
}

/* A pattern constant against a written one: by spelling, except that
 * decimal and hexadecimal integers without suffix compare by value
 * (16 matches 0x10), as spatch 1.1.1 does; 020, 16u and '\x10' are
 * other spellings. */
static int mconst(const char *pat, const char *x)
{
	long long pv, xv;

	if (!strcmp(pat, x))
		return 1;
	pv = plain_int(pat);
	xv = plain_int(x);
	return pv >= 0 && pv == xv;
}

/* ---- format strings ---- */

/* A piece of a string's text: literal text, a directive (`%lu`, s at
 * its '%'), or in a pattern a format metavariable (`%@f@`). */
struct frag {
	const char *s;
	uint32_t n;
	uint8_t dir;
	int32_t meta;		/* a pattern's `%@f@`, else -1 */
};

#define MAX_FRAGS 64	/* pieces of one string */

/* The length of the directive at s (a '%' first: flags, width,
 * precision, length, conversion), 0 when none ("%%" is text). */
static size_t directive_len(const char *s)
{
	size_t i = 1;

	if (s[0] != '%' || s[1] == '%')
		return 0;
	i += strspn(s + i, "-+ #0");
	i += strspn(s + i, "0123456789*");
	if (s[i] == '.')
		i += 1 + strspn(s + i + 1, "0123456789*");
	i += strspn(s + i, "hlLqjzt");
	return s[i] && strchr("diouxXeEfFgGaAcspn", s[i]) ? i + 1 : 0;
}

/* The metavariable of rule a named s[0, n), or -1. */
static int32_t meta_named(const struct match_atoms *a, const char *s,
			  size_t n)
{
	uint32_t i;

	for (i = 0; i < a->nmeta; i++) {
		const char *name = smpl_str(a->f, a->f->metas[a->r->meta0 + i].name);

		if (strlen(name) == n && !strncmp(name, s, n))
			return (int32_t)(a->r->meta0 + i);
	}
	return -1;
}

static uint32_t push_frag(struct frag *v, uint32_t k, const char *s,
			  uint32_t n, int dir, int32_t meta)
{
	if (k < MAX_FRAGS && n) {
		if (!dir && meta < 0 && k && !v[k - 1].dir &&
		    v[k - 1].meta < 0 && v[k - 1].s + v[k - 1].n == s) {
			v[k - 1].n += n;	/* text goes on */
			return k;
		}
		v[k] = (struct frag){ s, n, (uint8_t)dir, meta };
	}
	return k + 1;
}

/* The pieces of the text of a string literal, quotes included (one
 * literal: not "a" "b"); `%@f@` a metavariable's piece when pat.  The
 * count, or MAX_FRAGS + 1 when it is none or too long. */
static uint32_t frags(const struct match_atoms *a, const char *str, int pat,
		      struct frag *v)
{
	size_t len = strlen(str), i, d;
	const char *s = str + 1, *e;
	uint32_t k = 0;

	if (len < 2 || str[0] != '"' || str[len - 1] != '"')
		return MAX_FRAGS + 1;
	for (i = 0; i < len - 2; i += d) {
		if (s[i] == '\\' && i + 1 < len - 2) {
			k = push_frag(v, k, s + i, d = 2, 0, -1);
		} else if (s[i] == '"') {
			return MAX_FRAGS + 1;	/* "a" "b" */
		} else if (pat && s[i] == '%' && s[i + 1] == '@' &&
			   (e = strchr(s + i + 2, '@'))) {
			d = (size_t)(e + 1 - (s + i));
			k = push_frag(v, k, s + i, (uint32_t)d, 0,
				      meta_named(a, s + i + 2, d - 3));
		} else if ((d = directive_len(s + i))) {
			k = push_frag(v, k, s + i, (uint32_t)d, 1, -1);
		} else {
			d = s[i] == '%' && s[i + 1] == '%' ? 2 : 1;
			k = push_frag(v, k, s + i, (uint32_t)d, 0, -1);
		}
	}
	return k;
}

static int frag_eq(const struct frag *x, const struct frag *y)
{
	return x->dir == y->dir && x->n == y->n && !strncmp(x->s, y->s, x->n);
}

/* How many directives code pieces [j, k) hold. */
static uint32_t ndirs(const struct frag *c, uint32_t j, uint32_t k)
{
	uint32_t n = 0;

	for (; j < k; j++)
		n += c[j].dir;
	return n;
}

/* A format metavariable bound to code pieces [j, k): their text from
 * after the first directive's '%' ("lu %s" for "%lu %s"). */
static int bind_format(struct match_atoms *a, int32_t m, const struct frag *c,
		       uint32_t j, uint32_t k)
{
	const struct smpl_meta *mv = &a->f->metas[m];
	const char *s = c[j].s + 1;
	const char *v = smpl_arena_strndup(a->arena, s, (size_t)(c[k - 1].s +
					   c[k - 1].n - s));

	if (mv->len && nd(a, mv->len)->kind == SMPL_CONST &&
	    (long)ndirs(c, j, k) != strtol(smpl_str(a->f, nd(a, mv->len)->str),
					   NULL, 0))
		return 0;
	return constraint_ok(a, mv, v) && bind_str(a, m, v);
}

/* Pattern pieces [i, np) against code pieces [j, nc): literal text the
 * same piece, a format metavariable one directive, a format list one
 * or more pieces from a directive on (the first way the rest matches). */
static int mfrags(struct match_atoms *a, const struct frag *p, uint32_t i,
		  uint32_t np, const struct frag *c, uint32_t j, uint32_t nc)
{
	uint32_t k, last;
	struct mark m;

	if (i == np)
		return j == nc;
	if (j == nc)
		return 0;
	if (p[i].meta < 0)
		return frag_eq(&p[i], &c[j]) && mfrags(a, p, i + 1, np, c, j + 1, nc);
	if (!c[j].dir)
		return 0;
	last = a->f->metas[p[i].meta].kind == SMPL_M_FORMAT ? j + 1 : nc;
	for (k = j + 1; k <= last; k++) {
		save(a, &m);
		if (bind_format(a, p[i].meta, c, j, k) &&
		    mfrags(a, p, i + 1, np, c, k, nc))
			return 1;
		restore(a, &m);
	}
	return 0;
}

/* A pattern string with format metavariables ("val %@d@\n") against
 * the code's string x: piece by piece, as spatch does (a format list
 * stands for directives and the text between them). */
static int mformat(struct match_atoms *a, const char *pat, const char *x)
{
	struct frag p[MAX_FRAGS], c[MAX_FRAGS];
	uint32_t np = frags(a, pat, 1, p), nc = frags(a, x, 0, c);

	if (np > MAX_FRAGS || nc > MAX_FRAGS)
		return 0;
	return mfrags(a, p, 0, np, c, 0, nc);
}

/* (T)E; with T a metavariable, also E without a cast (spatch's
 * drop_cast: "(T)E => E", T pure), T then left unbound.  Not when +
 * code hangs on the cast, its type or right at its operand: it would
 * have no place (spatch does not drop such a cast either: `- (T)`
 * `+ (unsigned)` `E`). */
static int bind_range(struct match_atoms *a, int32_t m,
		      const struct match_range *r);

/* Type pattern t (of a cast or sizeof) matched x's type: a position on
 * it (`(T@p *)`) binds the base type's tokens (spatch: `struct foo` of
 * `(struct foo *)`), and none matches when they are not known. */
static int mtype_pos(struct match_atoms *a, uint32_t t,
		     const struct match_expr *x)
{
	int32_t pv = nd(a, t)->posvar;

	return pv < 0 || (x->tbase && bind_range(a, pv, x->tbase));
}

static int mcast(struct match_atoms *a, uint32_t p, const struct match_expr *x)
{
	struct mark m;

	save(a, &m);
	if (x->kind == MATCH_E_CAST &&
	    try_alt(a, mtype(a, kid(a, p, 0), x->str) &&
		    mtype_pos(a, kid(a, p, 0), x) &&
		    mexpr(a, kid(a, p, 1), x->kids[0]), &m))
		return 1;
	if (nd(a, kid(a, p, 0))->meta < 0 || a->p->plus_head[p] ||
	    nd(a, kid(a, p, 0))->posvar >= 0 ||
	    a->p->plus_head[kid(a, p, 0)] || a->p->plus_head[kid(a, p, 1)] ||
	    !iso_on(a, SMPL_ISO_BIT_DROP_CAST))
		return 0;
	return try_alt(a, mexpr(a, kid(a, p, 1), x), &m);
}

/* How an operator metavariable binds a C operator: its spelling, "+="
 * for a compound assignment, "=" for a plain one. */
static const char *const assign_spelling[SMPL_NOPS] = {
#define X(o, spelling) spelling "=",
#include "ops.def"
#undef X
};

/* The operators a unary operator metavariable stands for (spatch's set:
 * no increments). */
static int plain_unary(uint8_t op)
{
	return op == SMPL_OP_NEG || op == SMPL_OP_POS || op == SMPL_OP_NOT ||
	       op == SMPL_OP_BNOT || op == SMPL_OP_DEREF || op == SMPL_OP_ADDR;
}

/* Operator metavariable m of pattern node p against x's operator: the
 * kinds agree, the operator is in m's value set, m binds its spelling. */
static int mop_meta(struct match_atoms *a, uint32_t p,
		    const struct match_expr *x)
{
	const struct smpl_node *n = nd(a, p);
	const struct smpl_meta *m = &a->f->metas[n->meta];
	const char *s;

	if (x->op >= SMPL_NOPS)
		return 0;
	switch (n->kind) {
	case SMPL_BINARY:
		if (x->kind != MATCH_E_BINARY || m->kind != SMPL_M_BINOP)
			return 0;
		s = smpl_op_names[x->op];
		break;
	case SMPL_ASSIGN:
		if (x->kind != MATCH_E_ASSIGN || m->kind != SMPL_M_ASSIGNOP)
			return 0;
		s = assign_spelling[x->op];
		break;
	default:
		if (x->kind != MATCH_E_UNARY || m->kind != SMPL_M_UNOP ||
		    !plain_unary(x->op))
			return 0;
		s = smpl_op_names[x->op];
	}
	return constraint_ok(a, m, s) && bind_str(a, n->meta, s) &&
	       mkids(a, p, x);
}

/* Whether some + code is anchored in pattern subtree p. */
static int plus_in(const struct match_atoms *a, uint32_t p)
{
	uint32_t i;

	if (a->p->plus_head[p])
		return 1;
	for (i = 0; i < nd(a, p)->nkids; i++)
		if (kid(a, p, i) && plus_in(a, kid(a, p, i)))
			return 1;
	return 0;
}

/* Whether every node of pattern subtree p is marked mark. */
static int all_marked(const struct match_atoms *a, uint32_t p, int mark)
{
	uint32_t i;

	if (nd(a, p)->mark != mark)
		return 0;
	for (i = 0; i < nd(a, p)->nkids; i++)
		if (kid(a, p, i) && !all_marked(a, kid(a, p, i), mark))
			return 0;
	return 1;
}

/* Is every + block anchored at pattern node q placed after it? */
static int plus_after_only(const struct match_atoms *a, uint32_t q)
{
	uint32_t b;

	for (b = a->p->plus_head[q]; b; b = a->p->plus_next[b - 1])
		if (a->f->plus[b - 1].where == SMPL_PLUS_BEFORE)
			return 0;
	return 1;
}

/* Does a kid of pattern node q, or one below it, carry + code? */
static int plus_below(const struct match_atoms *a, uint32_t q)
{
	uint32_t i;

	for (i = 0; i < nd(a, q)->nkids; i++)
		if (kid(a, q, i) && plus_in(a, kid(a, q, i)))
			return 1;
	return 0;
}

/* Is pattern node p an `initializer list` metavariable? */
static int is_init_list(const struct match_atoms *a, uint32_t p)
{
	const struct smpl_node *n = nd(a, p);

	return n->kind == SMPL_ID && n->meta >= 0 &&
	       a->f->metas[n->meta].kind == SMPL_M_INITLIST;
}

/* An element of an initializer list pattern that can be matched and
 * edited exactly: `...` (context or `*`); removed whole (+ code after
 * it replaces it: `- .open = f,` `+ .open = g,`); reported whole
 * (`*`); context, with + code before or after it alone (`{ ..., E, ...
 * },` `+ { },`) and no edit inside but a nested list's own or a `.f =
 * v`'s value's. */
static int init_elem_editable(const struct match_atoms *a, uint32_t q)
{
	const struct smpl_node *e = nd(a, q);

	switch (e->kind) {
	case SMPL_EDOTS:	/* `-` only in a list removed whole */
		return (e->mark != SMPL_MINUS ||
			nd(a, a->p->parent[q])->mark == SMPL_MINUS) &&
		       !plus_in(a, q);
	case SMPL_PUNCT:
		return 0;
	}
	if (is_init_list(a, q))	/* context, or removed (`- IL` `+ IL, 0`) */
		return e->mark == SMPL_CTX || e->mark == SMPL_MINUS;
	if (e->mark == SMPL_MINUS)
		return all_marked(a, q, SMPL_MINUS) && !plus_below(a, q) &&
		       plus_after_only(a, q);
	if (e->mark == SMPL_STAR)
		return all_marked(a, q, SMPL_STAR) && !plus_in(a, q);
	switch (e->kind) {
	case SMPL_INITLIST:
		return 1;
	case SMPL_DESIG:
		return nd(a, kid(a, q, 0))->mark == SMPL_CTX &&
		       !plus_in(a, kid(a, q, 0)) &&
		       (a->p->plus_head[q] == 0 ||
			!plus_in(a, kid(a, q, 1)));
	}
	return all_marked(a, q, SMPL_CTX) && !plus_below(a, q);
}

#define INIT_WAYS 100000	/* element tries of one initializer list:
				   beyond, no match */

/* Is one of the elements of initializer x designated by a field
 * (`.f = v`)?  Then spatch matches the pattern's elements in any
 * order, else in order. */
static int init_by_field(const struct match_expr *x)
{
	uint32_t j;

	for (j = 0; j < x->nkids; j++)
		if (x->kids[j]->kind == MATCH_E_DESIG &&
		    x->kids[j]->op == SMPL_OP_DOT)
			return 1;
	return 0;
}

/* A way the outermost list matches: the one wanted, or one to pass
 * over (a->init_skip: match_atom_way's k-th way of a declaration). */
static int init_way(struct match_atoms *a)
{
	if (a->init_depth == 1 && a->init_skip) {
		a->init_skip--;
		return 0;
	}
	return 1;
}

/* The pattern's elements i.. (its '}' left out) each against a
 * designated element of its own, in any order, others may be there (as
 * spatch); `...` matches nothing.  The first way that matches is taken
 * (the outermost list's other ways: init_way). */
static int minit_any(struct match_atoms *a, uint32_t p, uint32_t i,
		     uint32_t np, const struct match_expr *x, uint8_t *used,
		     uint32_t *budget)
{
	uint32_t q, j;
	struct mark m;

	if (i == np)
		return init_way(a);
	q = kid(a, p, i);
	if (is_edots(a, q))
		return minit_any(a, p, i + 1, np, x, used, budget);
	for (j = 0; j < x->nkids; j++) {
		if (used[j] || x->kids[j]->kind != MATCH_E_DESIG)
			continue;
		if (!*budget || !--*budget)
			return 0;	/* too many ways: a miss */
		save(a, &m);
		if (mexpr(a, q, x->kids[j])) {
			used[j] = 1;
			if (minit_any(a, p, i + 1, np, x, used, budget))
				return 1;
			used[j] = 0;
		}
		restore(a, &m);
	}
	return 0;
}

/* `initializer list` metavariable q bound to the elements [j, k) of
 * initializer x, none of them code kept as text: a hit on each, so
 * that `- IL` removes them as elements (init_elem_edit). */
static int bind_init_list(struct match_atoms *a, uint32_t q,
			  const struct match_expr *x, uint32_t j, uint32_t k)
{
	struct match_val v = { .kind = MATCH_V_LIST, .nl = k - j,
		.l = (const struct match_expr *const *)x->kids + j };
	uint32_t i;

	for (i = j; i < k; i++)
		if (x->kids[i]->kind == MATCH_E_OPAQUE)
			return 0;
	if (k == j && a->p->plus_head[q])
		return 0;	/* empty_anchor */
	if (!bind(a, nd(a, q)->meta, &v))
		return 0;
	for (i = j; i < k; i++) {
		hit(a, q, &x->kids[i]->range);
		a->hits[a->nhits - 1].x = x->kids[i];
	}
	return 1;
}

/* Is pattern node q an `initializer list` or `initializer`
 * metavariable, which spatch matches in order, designated elements
 * too? */
static int init_ordered(const struct match_atoms *a, uint32_t q)
{
	return meta_of(a, q, SMPL_M_INITLIST, SMPL_M_INITIALIZER);
}

/* Are the pattern's elements [0, np) of p such metavariables
 * (init_ordered) and `...` alone, with one of the first?  2 for that,
 * 1 for one among other elements, 0 for none. */
static int init_list_only(const struct match_atoms *a, uint32_t p,
			  uint32_t np)
{
	uint32_t i;
	int lists = 0, others = 0;

	for (i = 0; i < np; i++) {
		if (init_ordered(a, kid(a, p, i)))
			lists = 1;
		else if (!is_edots(a, kid(a, p, i)))
			others = 1;
	}
	return lists ? 2 - others : 0;
}

/* Pattern elements i.. of p (np of them) against the code's elements
 * j.. of x, in order: `...` takes any number of them (the fewest
 * first), each other element one. */
static int minit_seq(struct match_atoms *a, uint32_t p, uint32_t i,
		     uint32_t np, const struct match_expr *x, uint32_t j,
		     uint32_t *budget)
{
	uint32_t q, k;
	struct mark m;

	if (i == np)
		return j == x->nkids && init_way(a);
	if (!*budget || !--*budget)
		return 0;	/* too many ways: a miss */
	q = kid(a, p, i);
	if (is_edots(a, q) || is_init_list(a, q)) {
		long want = is_init_list(a, q) ? list_len(a, nd(a, q)->meta) :
			    -1;

		for (k = j; k <= x->nkids; k++) {
			if (want >= 0 && (long)(k - j) != want)
				continue;
			save(a, &m);
			if ((is_edots(a, q) || bind_init_list(a, q, x, j, k)) &&
			    minit_seq(a, p, i + 1, np, x, k, budget))
				return 1;
			restore(a, &m);
		}
		return 0;
	}
	if (j == x->nkids)
		return 0;
	save(a, &m);
	if (mexpr(a, q, x->kids[j]) &&
	    minit_seq(a, p, i + 1, np, x, j + 1, budget))
		return 1;
	restore(a, &m);
	return 0;
}

/* The '}' of initializer x, pattern node q (a PUNCT with a mark of its
 * own: `- }` `+ },` `+ { }`, `* }`): a hit on it. */
static int minit_rbrace(struct match_atoms *a, uint32_t q,
			const struct match_expr *x)
{
	const struct smpl_node *e = nd(a, q);
	struct match_range r = x->range;

	if (e->mark == SMPL_CTX ||
	    (e->mark == SMPL_STAR && a->p->plus_head[q]) ||
	    (e->mark == SMPL_MINUS && !a->p->plus_head[q]) ||
	    !plus_after_only(a, q) || !r.end_col)
		return 0;	/* `- }` alone would leave no '}' */
	r.line = r.end_line;
	r.col = r.end_col - 1;
	hit(a, q, &r);
	a->hits[a->nhits - 1].x = x;	/* its edits: INIT requests */
	return 1;
}

/* Is pattern node p the initializer list of a declaration (not an
 * element of another list)? */
static int decl_list(const struct match_atoms *a, uint32_t p)
{
	return nd(a, p)->kind == SMPL_INITLIST &&
	       nd(a, a->p->parent[p])->kind == SMPL_DECL;
}

/* { elements } (an INITLIST, context, `*` or removed whole) against an
 * initializer
 * read as a tree: in any order where the code designates a field
 * (minit_any), else in order (minit_seq), a trailing ',' either way. */
static int minit_list(struct match_atoms *a, uint32_t p,
		      const struct match_expr *x)
{
	const struct smpl_node *n = nd(a, p);
	uint32_t i, np = n->nkids, budget = INIT_WAYS;
	uint8_t used[256];
	int lists;

	if (x->kind != MATCH_E_INIT || x->nkids > sizeof(used) ||
	    (n->mark == SMPL_MINUS &&	/* removed whole, or not at all */
	     (!all_marked(a, p, SMPL_MINUS) || plus_below(a, p))))
		return 0;
	/* + code after a list that is no element of another: only in
	 * place of a declaration's whole list (`- { IL }` `+ { IL, 0 }`),
	 * which is not removed without it */
	if (decl_list(a, p) && n->mark == SMPL_MINUS &&
	    nd(a, a->p->parent[p])->mark != SMPL_MINUS ?
	    !a->p->plus_head[p] : a->p->plus_head[p] &&
	    nd(a, a->p->parent[p])->kind != SMPL_INITLIST)
		return 0;
	if (n->flags & SMPL_INIT_RBRACE) {
		if (!np || nd(a, kid(a, p, np - 1))->kind != SMPL_PUNCT)
			return 0;
		np--;
	}
	for (i = 0; i < np; i++)
		if (!init_elem_editable(a, kid(a, p, i)))
			return 0;
	memset(used, 0, sizeof(used));
	/* a list or initializer metavariable among designated elements:
	 * in order, as spatch; beside other elements, no match (spatch
	 * matches nothing for a list metavariable there) */
	lists = init_list_only(a, p, np);
	if (lists == 1 && init_by_field(x))
		return 0;
	if (!(init_by_field(x) && !lists ?
	      minit_any(a, p, 0, np, x, used, &budget) :
	      minit_seq(a, p, 0, np, x, 0, &budget)))
		return 0;
	return np == n->nkids || minit_rbrace(a, kid(a, p, np), x);
}

static int minit(struct match_atoms *a, uint32_t p, const struct match_expr *x)
{
	int ok;

	a->init_depth++;
	ok = minit_list(a, p, x);
	a->init_depth--;
	return ok;
}

static int mexpr_kind(struct match_atoms *a, uint32_t p,
		      const struct match_expr *x, int cond)
{
	const struct smpl_node *n = nd(a, p);

	if (n->meta >= 0 && (n->kind == SMPL_BINARY ||
			     n->kind == SMPL_ASSIGN || n->kind == SMPL_UNARY))
		return mop_meta(a, p, x);
	switch (n->kind) {
	case SMPL_ID: return mid(a, p, x);
	case SMPL_CONST:
		if (x->kind == MATCH_E_STRING && strstr(smpl_str(a->f, n->str),
							"%@"))
			return mformat(a, smpl_str(a->f, n->str), x->str);
		if (x->kind == MATCH_E_STRING)
			return !strcmp(x->str, smpl_str(a->f, n->str));
		return x->kind == MATCH_E_CONST &&
		       mconst(smpl_str(a->f, n->str), x->str);
	case SMPL_CALL: return mcall(a, p, x, cond);
	case SMPL_FIELD:
		return x->kind == MATCH_E_FIELD && x->op == n->op &&
		       mkids(a, p, x);
	case SMPL_INDEX: return x->kind == MATCH_E_INDEX && mkids(a, p, x);
	case SMPL_CAST: return mcast(a, p, x);
	case SMPL_UNARY:
		return x->kind == MATCH_E_UNARY && x->op == n->op &&
		       mkids(a, p, x);
	case SMPL_BINARY: return mbinary(a, p, x, cond);
	case SMPL_ASSIGN:
		return x->kind == MATCH_E_ASSIGN && x->op == n->op &&
		       mkids(a, p, x);
	case SMPL_COND: return x->kind == MATCH_E_COND && mkids(a, p, x);
	case SMPL_SIZEOFE: return x->kind == MATCH_E_SIZEOF && mkids(a, p, x);
	case SMPL_SIZEOFT:
		return x->kind == MATCH_E_SIZEOFT &&
		       mtype(a, kid(a, p, 0), x->str) &&
		       mtype_pos(a, kid(a, p, 0), x);
	case SMPL_TYPE:		/* a macro's type argument */
		return x->kind == MATCH_E_TYPE && mtype(a, p, x->str);
	case SMPL_PAREN: {
		const struct match_expr *outer = a->bare_x;
		int ok;

		a->in_cond = cond;
		a->bare_x = x->flags & MATCH_EF_PARENS ? x : NULL;
		ok = iso_on(a, SMPL_ISO_BIT_PAREN) && mexpr(a, kid(a, p, 0), x);
		a->bare_x = outer;
		return ok;
	}
	case SMPL_EDISJ: return mdisj(a, p, x, 0);
	case SMPL_ECONJ: return mdisj(a, p, x, 1);
	case SMPL_ENEST: return mnest(a, p, x);
	case SMPL_EDOTS: return 1;	/* `E || ...`, `return ...;` */
	case SMPL_INITLIST: return minit(a, p, x);
	case SMPL_DESIG:
		return x->kind == MATCH_E_DESIG && x->op == n->op &&
		       mkids(a, p, x);
	}
	return 0;
}

void match_atoms_set_prev(struct match_atoms *a, const struct match_out *prev)
{
	a->prev = prev;
}

void match_atoms_set_script(struct match_atoms *a,
			    const struct match_script *script)
{
	a->script = script;
}

/* Did metavariable x of rule R ("R.x") take the value v in a match of an
 * earlier rule (in any function of the unit)?  A rule that never
 * matched, or never bound x, gave it no value. */
static int inherited_has(const struct match_atoms *a, const char *rx,
			 const struct match_val *v)
{
	const char *dot = strchr(rx, '.');
	const struct smpl_rule *R = NULL;
	uint32_t r, i, k, j;

	if (!dot || !a->prev)
		return 0;
	for (r = 0; r < a->f->nrules && !R; r++) {
		const char *name = smpl_str(a->f, a->f->rules[r].name);

		if (strlen(name) == (size_t)(dot - rx) &&
		    !strncmp(name, rx, (size_t)(dot - rx)))
			R = &a->f->rules[r];
	}
	if (!R)
		return 0;
	r = (uint32_t)(R - a->f->rules);
	for (i = 0; i < R->nmeta; i++)
		if (!strcmp(smpl_str(a->f, a->f->metas[R->meta0 + i].name),
			    dot + 1))
			break;
	if (i == R->nmeta)
		return 0;
	for (k = 0; k < a->prev->n; k++) {
		const struct match_found *m = &a->prev->v[k];

		if (m->rule != r)
			continue;
		for (j = 0; j < m->nenvs; j++)
			if (m->envs[j]->v[i].kind == MATCH_V_POS &&
			    v->kind == MATCH_V_POS && pos_count(v) == 1 ?
			    pos_holds(&m->envs[j]->v[i], v->r) :
			    match_val_equal(&m->envs[j]->v[i], v))
				return 1;
	}
	return 0;
}

/* A position's constraint: `p != R.q` (or a set of them): no match of
 * rule R bound q here; `p = R.q`: one did. */
static int pos_constraint_ok(const struct match_atoms *a,
			     const struct smpl_meta *m,
			     const struct match_val *v)
{
	uint32_t i;
	int any = 0;

	if (m->cons != SMPL_CONS_NE && m->cons != SMPL_CONS_EQ)
		return 1;
	for (i = 0; i < m->ncons && !any; i++)
		any = inherited_has(a, smpl_str(a->f,
				nd(a, a->f->kids[m->cons0 + i])->str), v);
	return m->cons == SMPL_CONS_NE ? !any : any;
}

/* Position metavariable m at range r (the caller's, copied when it is
 * bound here first: r may not outlive the call). */
static int bind_range(struct match_atoms *a, int32_t m,
		      const struct match_range *r)
{
	struct match_val v = { .kind = MATCH_V_POS, .r = r };
	uint32_t i = (uint32_t)m - a->r->meta0;
	struct match_range *copy;

	if (m < 0 || !pos_constraint_ok(a, &a->f->metas[m], &v))
		return 0;
	if (i < a->nmeta && a->cur[i].kind == MATCH_V_NONE) {
		copy = smpl_arena_alloc(a->arena, sizeof(*copy));
		*copy = *r;
		v.r = copy;
	}
	return bind(a, m, &v);
}

/* A position metavariable after pattern node p: the range it matched. */
static int bind_pos(struct match_atoms *a, uint32_t p,
		    const struct match_range *r)
{
	int32_t pv = nd(a, p)->posvar;

	return pv < 0 || bind_range(a, pv, r);
}

/* The token of `len` bytes at line:col of file f; 0 when line is 0 (not
 * known: a position there binds nothing). */
static int token(struct match_range *r, const char *f, uint32_t line,
		 uint32_t col, size_t len)
{
	r->file = f;
	r->line = r->end_line = line;
	r->col = col;
	r->end_col = col + (uint32_t)len;
	return line != 0;
}

/* The operator token of code expression x (`==@p`, `sizeof@p`): the
 * code's own, whatever pattern matched it (an isomorphism's too). */
static int op_token(const struct match_expr *x, struct match_range *r)
{
	size_t len;

	switch (x->kind) {
	case MATCH_E_UNARY: case MATCH_E_BINARY:
		len = strlen(smpl_op_names[x->op < SMPL_NOPS ? x->op : 0]);
		break;
	case MATCH_E_ASSIGN:
		len = strlen(smpl_op_names[x->op < SMPL_NOPS ? x->op : 0]) + 1;
		break;
	case MATCH_E_SIZEOF: case MATCH_E_SIZEOFT:
		len = 6;
		break;
	default:
		return 0;
	}
	return token(r, x->range.file, x->op_line, x->op_col, len);
}

/* The token a position right after expression pattern p binds, p
 * having matched x: as in spatch, the one it follows: a metavariable's
 * whole match (a name's, a constant's token), the ')' of a call or of
 * sizeof(...), the ']' of an index, the '}' of an initializer list
 * (an expression metavariable's match: with the code's parentheses),
 * the field of . and ->, the ++ of x++, the ')' of `(E)@p` (also in
 * `sizeof(E)@p`) when the code has the parentheses (an isomorphism
 * matching bare code: E's range). */
static void after_token(const struct match_atoms *a, uint32_t p,
			const struct match_expr *x, struct match_range *r)
{
	const struct smpl_node *n = nd(a, p);
	int last = 0;

	*r = x->range;
	switch (n->kind) {
	case SMPL_CALL: last = x->kind == MATCH_E_CALL; break;
	case SMPL_INDEX: last = x->kind == MATCH_E_INDEX; break;
	case SMPL_INITLIST: last = x->kind == MATCH_E_INIT; break;
	case SMPL_SIZEOFT: last = x->kind == MATCH_E_SIZEOFT; break;
	case SMPL_SIZEOFE:
		last = x->kind == MATCH_E_SIZEOF &&
		       nd(a, kid(a, p, 0))->kind == SMPL_PAREN;
		break;
	case SMPL_ID:		/* E's value has the code's parentheses */
		if (n->meta >= 0 && (x->flags & MATCH_EF_PARENS) &&
		    a->bare_x != x)
			*r = x->outer;
		break;
	case SMPL_PAREN:
		if (x->flags & MATCH_EF_PARENS) {
			*r = x->outer;
			last = 1;
		}
		break;
	case SMPL_FIELD:
		if (x->kind == MATCH_E_FIELD && x->nkids == 2)
			*r = x->kids[1]->range;
		break;
	case SMPL_UNARY:
		if ((n->op == SMPL_OP_POSTINC || n->op == SMPL_OP_POSTDEC) &&
		    !op_token(x, r))
			*r = x->range;
		break;
	}
	if (last && r->end_col > 1) {
		r->line = r->end_line;
		r->col = r->end_col - 1;
	}
}

/* A statement metavariable after '@' on an expression (`f(3 +@S 4);`):
 * the statement the expression is in, the node matched (spatch's
 * as-metavariable; an if's or loop's header stands for the whole
 * statement). */
static int stmt_at(struct match_atoms *a, int32_t meta)
{
	const struct match_node *n = a->top;
	struct match_val v = { .kind = MATCH_V_NODE, .n = n };

	if (!n || (n->kind != MATCH_N_STMT && n->kind != MATCH_N_RETURN &&
		   n->kind != MATCH_N_IF && n->kind != MATCH_N_LOOP &&
		   n->kind != MATCH_N_SWITCH) ||
	    (n->flags & (MATCH_NF_FOR | MATCH_NF_FOR_PART | MATCH_NF_TOP)))
		return 0;
	return bind(a, meta, &v);
}

/* A declaration metavariable after '@' in a declaration pattern (`int
 * x@d;`): the declaration matched, node n (one declarator of it: its
 * node's whole statement is the value, as + code writes it). */
static int decl_at(struct match_atoms *a, int32_t meta,
		   const struct match_node *n)
{
	struct match_val v = { .kind = MATCH_V_NODE, .n = n };

	if (!n || n->kind != MATCH_N_DECL || (n->flags & (MATCH_NF_MULTIDECL |
							  MATCH_NF_TOP)))
		return 0;
	return bind(a, meta, &v);
}

/* POSAT k (on expression pattern p) against code expression x: a
 * position binds the range of its token; another metavariable (`@E`,
 * spatch's as-metavariable) must match x as a whole, on whatever token
 * it is written. */
static int mexpr_at(struct match_atoms *a, uint32_t p, uint32_t k,
		    const struct match_expr *x)
{
	const struct smpl_node *n = nd(a, k);
	struct match_range r;

	if (n->meta < 0 || (uint32_t)n->meta >= a->f->nmetas)
		return 0;
	if (a->f->metas[n->meta].kind == SMPL_M_STATEMENT)
		return stmt_at(a, n->meta);
	if (a->f->metas[n->meta].kind == SMPL_M_DECLARATION)
		return decl_at(a, n->meta, a->top);
	if (a->f->metas[n->meta].kind != SMPL_M_POSITION)
		return meta_expr(a, k, x);
	if (n->op == SMPL_AT_NODE)
		after_token(a, p, x, &r);
	else if (n->op != SMPL_AT_OP || !op_token(x, &r))
		return 0;
	return bind_range(a, n->meta, &r);
}

/* The positions (posvar, POSAT nodes) on expression pattern p, which
 * matched x. */
static int mexpr_ats(struct match_atoms *a, uint32_t p,
		     const struct match_expr *x)
{
	struct match_range r;
	uint32_t k;

	if (nd(a, p)->posvar >= 0) {
		after_token(a, p, x, &r);
		if (!bind_range(a, nd(a, p)->posvar, &r))
			return 0;
	}
	for (k = a->p->at[p]; k; k = a->p->at[a->f->nnodes + k])
		if (!mexpr_at(a, p, k, x))
			return 0;
	return 1;
}

/* Pattern expression p against x; records the hit on success. */
static int mexpr(struct match_atoms *a, uint32_t p, const struct match_expr *x)
{
	uint32_t h = a->nhits, dn = a->ndefer;
	int cond = a->in_cond;

	if (!x)		/* a node the plugin could not read: matches nothing */
		return 0;

	hit(a, p, &x->range);
	a->hits[a->nhits - 1].x = x;
	a->in_cond = 0;
	if (!mexpr_kind(a, p, x, cond) || !mexpr_ats(a, p, x)) {
		a->nhits = h;
		a->ndefer = dn;
		a->in_cond = 0;
		return 0;
	}
	a->in_cond = 0;
	return 1;
}

/* ---- statements ---- */

/* An array size of a declaration pattern (NONE for `[]`, `...`, or a
 * constant or name that check.c lets through) against the text between
 * a declared array's brackets. */
static int dim_fits(const struct match_atoms *a, uint32_t p, const char *s,
		    size_t n)
{
	const struct smpl_node *d = nd(a, p);

	if (!p)
		return n == 0;
	if (d->kind == SMPL_EDOTS)
		return 1;
	return strlen(smpl_str(a->f, d->str)) == n &&
	       !memcmp(smpl_str(a->f, d->str), s, n);
}

/* The closing ']' of the '[' at s, or NULL. */
static const char *close_bracket(const char *s)
{
	int depth = 0;

	for (; *s; s++)
		if (*s == '[')
			depth++;
		else if (*s == ']' && --depth == 0)
			return s;
	return NULL;
}

/* The arrays of declaration pattern p (its ARRAY kids) against the
 * declared type *ts ("char [2]", cdecl.c): as many brackets, each
 * fitting; *ts becomes the element's type.  A pattern without arrays
 * takes no array. */
static int mdims(struct match_atoms *a, uint32_t p, const char **ts)
{
	const char *d = strchr(*ts, '['), *e;
	uint32_t i, k;
	size_t n;
	int any = 0;

	if (d && strchr(*ts, '('))
		d = NULL;	/* a function pointer's text */
	for (i = 3; i < nd(a, p)->nkids; i++) {
		if (nd(a, k = kid(a, p, i))->kind != SMPL_ARRAY)
			continue;
		any = 1;
		if (!d || *d != '[' || !(e = close_bracket(d)) ||
		    !dim_fits(a, kid(a, k, 0), d + 1, (size_t)(e - d - 1)))
			return 0;
		d = e + 1;
	}
	if (!any || !d)
		return !any && !d;
	if (*d)
		return 0;	/* more dimensions in the code */
	n = (size_t)(strchr(*ts, '[') - *ts);
	while (n && (*ts)[n - 1] == ' ')
		n--;
	*ts = smpl_arena_strndup(a->arena, *ts, n);
	return 1;
}

/* Does pattern p or a node below it carry a `-` or + code? */
static int has_edit(const struct match_atoms *a, uint32_t p)
{
	uint32_t i;

	if (nd(a, p)->mark == SMPL_MINUS || a->p->plus_head[p])
		return 1;
	for (i = 0; i < nd(a, p)->nkids; i++)
		if (kid(a, p, i) && has_edit(a, kid(a, p, i)))
			return 1;
	return 0;
}

/* `T x;` (T a type metavariable alone, no array in the pattern) on a
 * declared array, type ts: T takes the array type ("int [12]"), as
 * spatch's; + code writes `T y` as `int y[12]` (plus_block). */
static int whole_array_type(const struct match_atoms *a, uint32_t p,
			    const char *ts)
{
	const struct smpl_node *t = nd(a, kid(a, p, 0));
	uint32_t i;

	if (!strchr(ts, '[') || strchr(ts, '(') || t->meta < 0 || t->op ||
	    (t->flags & (SMPL_TYPE_CONST | SMPL_TYPE_ARRAY |
			 SMPL_TYPE_UNSIGNED | SMPL_TYPE_SIGNED)))
		return 0;
	for (i = 3; i < nd(a, p)->nkids; i++)
		if (nd(a, kid(a, p, i))->kind == SMPL_ARRAY)
			return 0;
	return 1;
}

/* Does some + code of the rule use metavariable m? */
static int plus_uses(const struct match_atoms *a, int32_t m)
{
	uint32_t i, t;

	for (i = 0; i < a->f->nplus; i++)
		for (t = 0; t < a->f->plus[i].ntok; t++)
			if (a->f->ptoks[a->f->plus[i].tok0 + t].meta == m)
				return 1;
	return 0;
}

/* Does pattern p or a node below it carry + code written with `+`,
 * not `++`? */
static int has_single_plus(const struct match_atoms *a, uint32_t p)
{
	uint32_t i, b, t;

	for (b = a->p->plus_head[p]; b; b = a->p->plus_next[b - 1]) {
		const struct smpl_plus *pl = &a->f->plus[b - 1];
		const struct smpl_ptok *tk = &a->f->ptoks[pl->tok0];

		for (t = 0; t < pl->ntok; t++)
			if (!(tk[t].flags & SMPL_PT_PLUSPLUS))
				return 1;
	}
	for (i = 0; i < nd(a, p)->nkids; i++)
		if (kid(a, p, i) && has_single_plus(a, kid(a, p, i)))
			return 1;
	return 0;
}

/* A type pattern: mtype, or the first branch of a disjunction of types
 * that matches (`\(char\|T\) x;`: T is bound where char is not the
 * type), as spatch takes the first branch of any disjunction. */
static int mtype_any(struct match_atoms *a, uint32_t t, const char *ts)
{
	struct mark m;
	uint32_t i;

	if (nd(a, t)->kind != SMPL_EDISJ)
		return mtype(a, t, ts);
	for (i = 0; i < nd(a, t)->nkids; i++) {
		save(a, &m);
		if (mtype(a, kid(a, t, i), ts)) {
			a->tbranch = kid(a, t, i);
			return 1;
		}
		restore(a, &m);
	}
	return 0;
}

/* ---- definitions at the top level ---- */

/* Is declaration pattern p a definition (`struct s { ... };`) or a
 * typedef, matched on the top level's definitions (mdef)? */
static int def_pat(const struct match_atoms *a, uint32_t p)
{
	const struct smpl_node *t = nd(a, kid(a, p, 0));

	return nd(a, p)->op == SMPL_STORE_TYPEDEF ||
	       (t->kind == SMPL_TYPE && (t->flags & SMPL_TYPE_DEF));
}

static int mtagdef(struct match_atoms *a, uint32_t q,
		   const struct match_tagdef *d);

/* The array sizes of field pattern e (its ARRAY kids) against field f's:
 * as many, each `[]` with `[]`, `...` any, else the size's expression. */
static int mfield_dims(struct match_atoms *a, uint32_t e,
		       const struct match_field *f)
{
	uint32_t i, n = 0, s;

	for (i = 3; i < nd(a, e)->nkids; i++) {
		if (nd(a, kid(a, e, i))->kind != SMPL_ARRAY)
			return 0;
		if (n == f->ndims)
			return 0;
		s = kid(a, kid(a, e, i), 0);
		if (!s ? f->dims[n] != NULL :
		    nd(a, s)->kind != SMPL_EDOTS &&
		    !(f->dims[n] && mexpr(a, s, f->dims[n])))
			return 0;
		n++;
	}
	return n == f->ndims;
}

/* Field pattern e (a DECL: `T x[N];`, `T;`, `struct { ... } x;`)
 * against field f; the field's range is its hit (its edits: the field
 * as a statement, match_edit_is_statement). */
static int mfield(struct match_atoms *a, uint32_t e,
		  const struct match_field *f)
{
	uint32_t t = kid(a, e, 0), h = a->nhits;
	const struct smpl_node *tn = nd(a, t);
	int ok;

	if (nd(a, e)->kind != SMPL_DECL || f->odd || f->value ||
	    nd(a, e)->op || kid(a, e, 2) || (nd(a, e)->flags & SMPL_DECL_FNPTR))
		return 0;
	hit(a, e, &f->range);
	if (tn->kind == SMPL_TYPE && (tn->flags & SMPL_TYPE_DEF)) {
		uint32_t skip = a->defskip;	/* the first way inside */

		a->defskip = 0;
		ok = f->def && !tn->op && mtagdef(a, kid(a, t, 0), f->def);
		a->defskip = skip;
	} else
		ok = !f->def && mtype(a, t, f->type);
	/* the sizes before the name: a script constraint on a position
	 * at the name (`T a@p[\(0\|1\)];`, flexible_array) then runs
	 * only for the fields that can match, not for every field */
	ok = ok && mfield_dims(a, e, f) &&
	     (kid(a, e, 1) ? f->name && mexpr(a, kid(a, e, 1), f->name)
			   : !f->name) &&
	     bind_pos(a, e, &f->range);
	if (!ok)
		a->nhits = h;
	return ok;
}

/* An enumerator pattern (NAME, or NAME = value) against enumerator f,
 * its range with the ',' after it the hit. */
static int menumerator(struct match_atoms *a, uint32_t e,
		       const struct match_field *f)
{
	uint32_t h = a->nhits;
	struct match_range r = f->range;
	int ok;

	if (f->odd)
		return 0;
	if (f->comma_col)
		r.end_col = f->comma_col + 1;
	if (f->alone_col && nd(a, e)->mark == SMPL_MINUS &&
	    !a->p->plus_head[e]) {	/* `\ts };`: `};` as spatch */
		r.col = 1;
		r.end_col = f->alone_col;
	}
	if (f->next_col && nd(a, e)->mark == SMPL_MINUS &&
	    !a->p->plus_head[e] && !plus_in(a, e))
		r.end_col = f->next_col;	/* `a, z`: `z` */
	if (nd(a, e)->kind == SMPL_ASSIGN) {	/* NAME = value */
		hit(a, e, &r);
		ok = nd(a, e)->op == SMPL_OP_NONE && f->value &&
		     mexpr(a, kid(a, e, 0), f->name) &&
		     (nd(a, kid(a, e, 1))->kind == SMPL_EDOTS ||
		      mexpr(a, kid(a, e, 1), f->value));
	} else {
		ok = nd(a, e)->kind == SMPL_ID && !f->value &&
		     mexpr(a, e, f->name);
	}
	if (!ok)
		a->nhits = h;
	else if (nd(a, e)->kind == SMPL_ID)
		a->hits[h].range = r;	/* mexpr's own: the name alone */
	return ok;
}

static int mmembers(struct match_atoms *a, uint32_t seq, uint32_t i,
		    const struct match_tagdef *d, uint32_t j);

/* Member j against member pattern e (a field or an enumerator). */
static int mmember(struct match_atoms *a, uint32_t e,
		   const struct match_tagdef *d, uint32_t j)
{
	return d->tag == SMPL_TAG_ENUM ? menumerator(a, e, &d->fields[j])
				       : mfield(a, e, &d->fields[j]);
}

/* A disjunction of single members at element i of seq: the first
 * branch that matches member j is taken (a later one only where the
 * earlier ones do not match, as in spatch), then the rest. */
static int mmember_disj(struct match_atoms *a, uint32_t seq, uint32_t i,
			const struct match_tagdef *d, uint32_t j)
{
	uint32_t e = kid(a, seq, i), b, br, x;
	struct mark m;

	if (j == d->nfields)
		return 0;
	for (b = 0; b < nd(a, e)->nkids; b++) {
		br = kid(a, e, b);
		if (nd(a, br)->kind != SMPL_SEQ || nd(a, br)->nkids != 1)
			return 0;
		x = kid(a, br, 0);
		if (nd(a, x)->kind == SMPL_DOTS || nd(a, x)->kind == SMPL_EDOTS ||
		    nd(a, x)->kind == SMPL_STMTMETA || nd(a, x)->kind == SMPL_DISJ)
			return 0;
		save(a, &m);
		if (mmember(a, x, d, j))
			break;
		restore(a, &m);
	}
	if (b == nd(a, e)->nkids)
		return 0;
	if (mmembers(a, seq, i + 1, d, j + 1))
		return 1;
	restore(a, &m);
	return 0;
}

static int is_code(const struct smpl_node *n);

/* Whether every code node of pattern subtree p (not its sequences, `...`
 * and the like, nor a definition's TYPE, which has no token of its own)
 * is marked mark. */
static int code_marked(const struct match_atoms *a, uint32_t p, int mark)
{
	uint32_t i;

	if (is_code(nd(a, p)) && nd(a, p)->mark != mark &&
	    !(nd(a, p)->kind == SMPL_TYPE &&
	      (nd(a, p)->flags & SMPL_TYPE_DEF)))	/* no tokens */
		return 0;
	for (i = 0; i < nd(a, p)->nkids; i++)
		if (kid(a, p, i) && !code_marked(a, kid(a, p, i), mark))
			return 0;
	return 1;
}

/* Is pattern node q context, or removed with the whole definition
 * being matched (a->whole_minus)? */
static int ctx_mark(const struct match_atoms *a, uint32_t q)
{
	return nd(a, q)->mark == SMPL_CTX ||
	       (a->whole_minus && nd(a, q)->mark == a->whole_mark);
}

/* A field list metavariable at element i of seq (the front end lets it
 * through where it is all it says: unbound, in no + code): any fields,
 * as many as its length when that is a number; a field metavariable:
 * one field. */
static int mfield_list(struct match_atoms *a, uint32_t seq, uint32_t i,
		       const struct match_tagdef *d, uint32_t j)
{
	const struct smpl_node *s = nd(a, kid(a, seq, i));
	const struct smpl_meta *mv;
	uint32_t k, lo = j, hi = d->nfields;
	struct mark m;

	if (s->meta < 0 || (uint32_t)s->meta >= a->f->nmetas ||
	    !ctx_mark(a, kid(a, seq, i)) || a->p->plus_head[kid(a, seq, i)])
		return 0;
	mv = &a->f->metas[s->meta];
	if ((mv->kind != SMPL_M_FIELDLIST && mv->kind != SMPL_M_FIELD) ||
	    d->tag == SMPL_TAG_ENUM)
		return 0;
	if (mv->kind == SMPL_M_FIELD) {		/* one field */
		if (j == d->nfields)
			return 0;
		lo = hi = j + 1;
	} else if (mv->len && nd(a, mv->len)->kind == SMPL_CONST) {
		long long n = plain_int(smpl_str(a->f, nd(a, mv->len)->str));

		if (n < 0 || (uint64_t)n > d->nfields - j)
			return 0;
		lo = hi = j + (uint32_t)n;
	}
	for (k = lo; k <= hi; k++) {
		save(a, &m);
		if (mmembers(a, seq, i + 1, d, k))
			return 1;
		restore(a, &m);
	}
	return 0;
}

/* Members i... of pattern seq (fields or enumerators, `...` among them)
 * against the definition's members j...: the first way that matches
 * all of them. */
static int mmembers(struct match_atoms *a, uint32_t seq, uint32_t i,
		    const struct match_tagdef *d, uint32_t j)
{
	uint32_t e, k;
	struct mark m;
	int kind;

	if (i == nd(a, seq)->nkids) {
		if (j != d->nfields)
			return 0;
		if (a->defskip) {	/* not the way asked for: on */
			a->defskip--;
			return 0;
		}
		return 1;
	}
	e = kid(a, seq, i);
	kind = nd(a, e)->kind;
	if (kind == SMPL_DISJ)
		return mmember_disj(a, seq, i, d, j);
	if (kind == SMPL_STMTMETA)
		return mfield_list(a, seq, i, d, j);
	if (kind == SMPL_DOTS || kind == SMPL_EDOTS) {
		if (nd(a, e)->nkids || !ctx_mark(a, e) ||
		    a->p->plus_head[e])
			return 0;	/* when clauses, edits: not here */
		for (k = j; k <= d->nfields; k++) {
			save(a, &m);
			if (mmembers(a, seq, i + 1, d, k))
				return 1;
			restore(a, &m);
		}
		return 0;
	}
	if (j == d->nfields)
		return 0;
	save(a, &m);
	if (mmember(a, e, d, j) && mmembers(a, seq, i + 1, d, j + 1))
		return 1;
	restore(a, &m);
	return 0;
}

/* TAGDEF pattern q against definition d: the tag, its name, a position
 * on its '{', its members. */
static int mtagdef(struct match_atoms *a, uint32_t q,
		   const struct match_tagdef *d)
{
	uint32_t k, name = kid(a, q, 0), body = kid(a, q, 1);

	if (nd(a, q)->op != d->tag || !ctx_mark(a, q) ||
	    a->p->plus_head[q] || !body || !ctx_mark(a, body))
		return 0;
	if (name ? !d->tagid || !mexpr(a, name, d->tagid) : d->tagid != NULL)
		return 0;
	for (k = a->p->at[q]; k; k = a->p->at[a->f->nnodes + k]) {
		const struct smpl_node *at = nd(a, k);

		if (at->meta < 0 || (uint32_t)at->meta >= a->f->nmetas ||
		    a->f->metas[at->meta].kind != SMPL_M_POSITION ||
		    at->op != SMPL_AT_OP || !d->lbrace.line ||
		    !bind_range(a, at->meta, &d->lbrace))
			return 0;
	}
	return mmembers(a, body, 0, d, 0);
}

/* `T { ... }`, type pattern t whose metavariable T stands for the
 * struct or union (`typedef T1 { ... } T2;`), against definition d: one
 * with a tag, T bound to "struct s" (an anonymous one has no type to
 * write), its members against the pattern's. */
static int mtagdef_meta(struct match_atoms *a, uint32_t t,
			const struct match_tagdef *d)
{
	uint32_t q = kid(a, t, 0), body = kid(a, q, 1);
	char buf[256];

	if (!d->tagid || !d->name || d->tag == SMPL_TAG_ENUM || nd(a, t)->op ||
	    !ctx_mark(a, q) || a->p->plus_head[q] || a->p->at[q] || !body ||
	    !ctx_mark(a, body) ||
	    (size_t)snprintf(buf, sizeof(buf), "%s %s",
			     d->tag == SMPL_TAG_UNION ? "union" : "struct",
			     d->name) >= sizeof(buf))
		return 0;
	return mtype(a, t, smpl_arena_strndup(a->arena, buf, strlen(buf))) &&
	       mmembers(a, body, 0, d, 0);
}

/* A definition or typedef pattern p at top-level node n: `struct s {
 * ... };`, `struct s { ... } x;`, `typedef struct { ... } T;`,
 * `typedef int T;`.  The definition's edits are its members' (the
 * node itself is context). */
static int mdef_marked(struct match_atoms *a, uint32_t p,
		       const struct match_node *n);

/* A definition pattern removed whole, `- struct s { ... };` (no +
 * code in it): matched as context, its node's range removed as a
 * top-level item (the hit match_atom makes). */
static int mfnptr(struct match_atoms *a, uint32_t p,
		  const struct match_node *n);

static int mdef(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	int ok, mark;

	if (nd(a, p)->flags & SMPL_DECL_FNPTR)	/* typedef int (*f)(int); */
		return n->kind == MATCH_N_DECL &&
		       (n->flags & MATCH_NF_TYPEDEF) && n->var &&
		       mfnptr(a, p, n);

	mark = nd(a, p)->mark;	/* `- struct s { ... };`, `* struct ...` */
	if ((mark != SMPL_MINUS && mark != SMPL_STAR) ||
	    !code_marked(a, p, mark) || plus_in(a, p) ||
	    !(n->flags & MATCH_NF_TOP))
		return mdef_marked(a, p, n);
	a->whole_minus = 1;
	a->whole_mark = mark;
	ok = mdef_marked(a, p, n);
	a->whole_minus = 0;
	return ok;
}

/* Are the kids of definition pattern p after its initializer all
 * arrays (`struct s { ... } x[2];`)? */
static int def_dims_only(const struct match_atoms *a, uint32_t p)
{
	uint32_t i;

	for (i = 3; i < nd(a, p)->nkids; i++)
		if (!kid(a, p, i) || nd(a, kid(a, p, i))->kind != SMPL_ARRAY)
			return 0;
	return 1;
}

/* The declarator of definition pattern p (`struct s { ... } *x[2];`:
 * the stars of its type, its arrays) against declared name v after a
 * definition, its type "struct s *[2]" (ctag.c): as many stars, the
 * arrays as mdims takes them; no function pointer. */
static int def_declarator(struct match_atoms *a, uint32_t p,
			  const struct match_expr *v)
{
	const char *ts = v->type, *s;
	const struct smpl_node *tn = nd(a, kid(a, p, 0));
	int stars = 0;

	if (!ts || strchr(ts, '(') || (tn->flags & SMPL_TYPE_CONST) ||
	    !mdims(a, p, &ts))
		return 0;
	for (s = ts; *s; s++)
		stars += *s == '*';
	return stars == tn->op;
}

/* Are the arrays of definition pattern p (`} x[2];`) all marked
 * mark? */
static int dims_marked(const struct match_atoms *a, uint32_t p, int mark)
{
	uint32_t i;

	for (i = 3; i < nd(a, p)->nkids; i++)
		if (!all_marked(a, kid(a, p, i), mark) ||
		    a->p->plus_head[kid(a, p, i)])
			return 0;
	return 1;
}

/* `struct s { ... } - *x;`: definition pattern p's stars (its TYPE's
 * own tokens) and name removed, the definition itself context, no +
 * code on them: the name's hit (from the '}') takes the stars too. */
static int stars_removed(const struct match_atoms *a, uint32_t p)
{
	uint32_t t = kid(a, p, 0), name = kid(a, p, 1);
	const struct smpl_node *tn = nd(a, t);

	return tn->kind == SMPL_TYPE && (tn->flags & SMPL_TYPE_DEF) &&
	       tn->op && tn->mark == SMPL_MINUS && !a->p->plus_head[t] &&
	       nd(a, kid(a, t, 0))->mark == SMPL_CTX && name &&
	       all_marked(a, name, SMPL_MINUS) && !plus_in(a, name);
}

/* `struct s { ... } - *x[2];`: the declarator of definition pattern p
 * removed (its name, stars, arrays), nothing else edited. */
static int declarator_removed(const struct match_atoms *a, uint32_t p)
{
	uint32_t t = kid(a, p, 0), name = kid(a, p, 1);
	const struct smpl_node *tn = nd(a, t);

	return tn->kind == SMPL_TYPE && (tn->flags & SMPL_TYPE_DEF) &&
	       name && all_marked(a, name, SMPL_MINUS) && !plus_in(a, p) &&
	       !has_edit(a, kid(a, t, 0)) && nd(a, p)->mark == SMPL_CTX &&
	       (tn->op ? stars_removed(a, p) : tn->mark == SMPL_CTX) &&
	       dims_marked(a, p, SMPL_MINUS);
}

/* mdef, the pattern's marks as they are. */
static int mdef_marked(struct match_atoms *a, uint32_t p,
		       const struct match_node *n)
{
	uint32_t t = kid(a, p, 0), name = kid(a, p, 1);
	const struct smpl_node *tn = nd(a, t);
	int td = nd(a, p)->op == SMPL_STORE_TYPEDEF;
	uint32_t h = a->nhits;
	int stars_gone = name && !td && stars_removed(a, p);
	int one_gone = name && !td && declarator_removed(a, p);

	/* `struct s { ... };` also matches `typedef struct s { ... } T;`
	 * (a tag name: spatch reads it as the definition and a typedef),
	 * not `typedef struct { ... } T;` */
	if (!td && !name && (n->flags & MATCH_NF_TYPEDEF) && n->tdef &&
	    n->tdef->tagid && tn->kind == SMPL_TYPE &&
	    (tn->flags & SMPL_TYPE_DEF) && !tn->op && tn->mark == SMPL_CTX &&
	    nd(a, p)->mark == SMPL_CTX && !nd(a, p)->op && !kid(a, p, 2) &&
	    nd(a, p)->nkids <= 3)
		return mtagdef(a, kid(a, t, 0), n->tdef);
	if (n->kind != MATCH_N_DECL || td != !!(n->flags & MATCH_NF_TYPEDEF) ||
	    (nd(a, p)->op && !td) || kid(a, p, 2) || !def_dims_only(a, p) ||
	    !ctx_mark(a, p) || (!n->tdef && !td))
		return 0;
	if (name && nd(a, name)->kind == SMPL_ID && nd(a, name)->meta >= 0 &&
	    a->f->metas[nd(a, name)->meta].kind == SMPL_M_TYPE) {
		/* `typedef T U;`, U a type metavariable: the name */
		if (!td || !n->var || !mtype(a, name, n->var->str))
			return 0;
	} else if (name ? !n->var || ((n->flags & MATCH_NF_MULTIDECL) &&
				       has_edit(a, p) && !one_gone) ||
			  (n->tdef && !def_declarator(a, p, n->var)) ||
			  !mexpr(a, name, n->var)
			: n->var != NULL) {
		return 0;
	} else if (a->whole_minus) {
		/* `- struct s { ... } *x[2];`: the node's range */
	} else if (one_gone && (n->flags & MATCH_NF_MULTIDECL)) {
		/* `} - x;` on `} x, *y;`: a removal of the declaration,
		 * which run.c's split_decls makes one of x's text */
		if (!n->dcl.line)
			return 0;
		a->nhits = h;
		hit(a, name, &n->range);
	} else if (name && n->tdef && all_marked(a, name, SMPL_MINUS) &&
		   !plus_in(a, name) && h < a->nhits && a->hits[h].pat == name &&
		   n->var->range.line == n->tdef->rbrace.end_line &&
		   n->tdef->rbrace.end_col <= n->var->range.col) {
		/* `} - x;` takes the blank after the '}' too: `};`; not
		 * `} x[2];` (the sizes would stay), nor the name alone
		 * of `} *x;` (the star would) */
		if ((tn->op && !stars_gone) || !dims_marked(a, p, SMPL_MINUS))
			return 0;
		a->hits[h].range.col = n->tdef->rbrace.end_col;
		if (strchr(n->var->type, '[')) {	/* to the ';' */
			if (n->range.end_line != n->var->range.line ||
			    n->range.end_col < 2)
				return 0;
			a->hits[h].range.end_line = n->range.end_line;
			a->hits[h].range.end_col = n->range.end_col - 1;
		}
	} else if (one_gone && n->tdef && n->dcl.line) {
		/* `}` and `*x` on lines of their own: `*x` goes, with
		 * the blanks before the ';' */
		struct match_range r = n->dcl;

		if (n->range.end_line == r.end_line && n->range.end_col > 1)
			r.end_col = n->range.end_col - 1;
		a->nhits = h;
		hit(a, name, &r);
	} else if (stars_gone ||
		   (name && (!dims_marked(a, p, SMPL_CTX) ||
			     (has_edit(a, name) &&
			      (tn->op || strchr(n->var->type, '[')))))) {
		return 0;	/* `}` and `- *x` on lines of their own, `x -
				   [2]`, `*` or `[2]` left alone */
	}
	if (tn->kind == SMPL_TYPE && (tn->flags & SMPL_TYPE_DEF) &&
	    tn->meta >= 0)
		return n->tdef && ctx_mark(a, t) &&
		       mtagdef_meta(a, t, n->tdef);
	if (tn->kind == SMPL_TYPE && (tn->flags & SMPL_TYPE_DEF))
		return n->tdef && (!tn->op || name) &&
		       (ctx_mark(a, t) || stars_gone) &&
		       mtagdef(a, kid(a, t, 0), n->tdef);
	/* `typedef T U;` takes no definition (`typedef struct { ... }
	 * U;`): T would stand for its whole text */
	return n->var && !n->tdef && mtype(a, t, n->var->type);
}

/* Declaration pattern p is removed whole (`- static int x;`, `- static
 * struct s x = { ... };`), no + code in it: at the top level its line
 * goes as a top-level item's. */
static int removed_whole(const struct match_atoms *a, uint32_t p,
			 const struct match_node *n)
{
	return code_marked(a, p, SMPL_MINUS) && !plus_in(a, p);
}

/* The type of declaration pattern p, with edits of its own (`- int`
 * `+ const int` `x;`), at declaration n: its range is n's one-token
 * type (tword), when that is all its type; no match where n has none
 * (`const int`, `unsigned long`) or its type is more (`char *p`, `int
 * g(int)`: the + code would replace the word alone), nor for one of
 * several declarators (the edit would change them all). */
static int decl_type_hit(struct match_atoms *a, uint32_t p,
			 const struct match_node *n)
{
	uint32_t t = kid(a, p, 0);

	if (t && nd(a, t)->kind == SMPL_EDISJ)	/* ( - int + long | char ) */
		t = a->tbranch;
	if (!t || nd(a, t)->kind != SMPL_TYPE || !has_edit(a, t) ||
	    all_marked(a, p, SMPL_MINUS))
		return 1;
	if (!n->tword.range.line || (n->flags & MATCH_NF_MULTIDECL) ||
	    !n->var || !n->var->type || !n->tword.name ||
	    strcmp(n->var->type, n->tword.name))
		return 0;	/* `char *p`, `int g(int)`: more than the word */
	hit(a, t, &n->tword.range);
	return 1;
}

/* A C type word that is no parameter's name. */
static int type_word_c(const char *s, size_t n)
{
	static const char *const w[] = { "void", "char", "short", "int",
		"long", "float", "double", "signed", "unsigned", "_Bool",
		"const", "volatile", "restrict", NULL };
	int i;

	for (i = 0; w[i]; i++)
		if (strlen(w[i]) == n && !memcmp(w[i], s, n))
			return 1;
	return 0;
}

/* A parameter of a function pointer's type as the reader writes it
 * ("const int", "char *b", "int x"): its type (*tn bytes of s) and its
 * name (*name, *nn bytes; 0 when none). */
static void split_param(const char *s, size_t n, size_t *tn,
			const char **name, size_t *nn)
{
	size_t e = n, b;

	while (e && s[e - 1] == ' ')
		e--;
	b = e;
	while (b && (isalnum((unsigned char)s[b - 1]) || s[b - 1] == '_'))
		b--;
	*tn = e;
	*name = NULL;
	*nn = 0;
	if (b == e || b == 0 || (s[b - 1] != ' ' && s[b - 1] != '*') ||
	    type_word_c(s + b, e - b))
		return;
	{
		size_t t = b, w;

		while (t && s[t - 1] == ' ')
			t--;
		w = t;
		while (w && (isalnum((unsigned char)s[w - 1]) || s[w - 1] == '_'))
			w--;
		if (!t || (s[t - 1] != '*' &&
			   ((t - w == 6 && (!memcmp(s + w, "struct", 6))) ||
			    (t - w == 5 && !memcmp(s + w, "union", 5)) ||
			    (t - w == 4 && !memcmp(s + w, "enum", 4)))))
			return;	/* `struct s`: s is the tag */
		*tn = t;
	}
	*name = s + b;
	*nn = e - b;
}

#define MAX_FNPTR_PARAMS 32

/* Pattern parameters i... of PARAMS q (types with an optional name,
 * `...` for any) against the code's parameters j... (ps/pn, text) of
 * declaration n (a type with edits: a hit on its range there). */
static int mfnptr_params(struct match_atoms *a, uint32_t q, uint32_t i,
			 const char *const *ps, const size_t *pn, uint32_t np,
			 uint32_t j, const struct match_node *n)
{
	uint32_t e, k;
	struct mark m;
	size_t tn, nn;
	const char *name;

	if (i == nd(a, q)->nkids)
		return j == np;
	e = kid(a, q, i);
	if (nd(a, e)->kind == SMPL_EDOTS) {
		for (k = j; k <= np; k++) {
			save(a, &m);
			if (mfnptr_params(a, q, i + 1, ps, pn, np, k, n))
				return 1;
			restore(a, &m);
		}
		return 0;
	}
	if (j == np || nd(a, e)->kind != SMPL_PARAM)
		return 0;
	split_param(ps[j], pn[j], &tn, &name, &nn);
	if (!mtype(a, kid(a, e, 0),
		   smpl_arena_strndup(a->arena, ps[j], tn)))
		return 0;
	if (!kid(a, e, 1) != !name)
		return 0;	/* `int` takes no `int x` (spatch) */
	if (kid(a, e, 1)) {
		struct match_expr *id;

		if (nd(a, kid(a, e, 1))->kind != SMPL_ID)
			return 0;
		id = smpl_arena_alloc(a->arena, sizeof(*id));
		memset(id, 0, sizeof(*id));
		id->kind = MATCH_E_ID;
		id->str = smpl_arena_strndup(a->arena, name, nn);
		id->type = "";
		match_expr_finish(id);
		if (!mexpr(a, kid(a, e, 1), id))
			return 0;
	}
	if (has_edit(a, kid(a, e, 0))) {	/* its type's edits */
		if (j >= n->nptypes)
			return 0;
		hit(a, kid(a, e, 0), &n->ptypes[j]);
	}
	return mfnptr_params(a, q, i + 1, ps, pn, np, j + 1, n);
}

static int same_squeezed(const char *a, const char *b);

/* The edits of function pointer declaration pattern p are on its
 * parameters' types alone (`T (*x[2])(- int + char x);`), or none, or
 * it is removed whole. */
static int fnptr_edits_ok(const struct match_atoms *a, uint32_t p,
			  const struct match_node *n)
{
	uint32_t i, k, q = kid(a, p, nd(a, p)->nkids - 1);

	if (!has_edit(a, p) || removed_whole(a, p, n))
		return 1;
	if (nd(a, p)->mark != SMPL_CTX || a->p->plus_head[p] ||
	    nd(a, q)->mark != SMPL_CTX || a->p->plus_head[q] || !n->ptypes)
		return 0;
	for (i = 0; i + 1 < nd(a, p)->nkids; i++)
		if (kid(a, p, i) && has_edit(a, kid(a, p, i)))
			return 0;
	for (i = 0; i < nd(a, q)->nkids; i++) {
		k = kid(a, q, i);
		if (nd(a, k)->mark != SMPL_CTX || a->p->plus_head[k] ||
		    (nd(a, k)->kind == SMPL_PARAM && kid(a, k, 1) &&
		     has_edit(a, kid(a, k, 1))))
			return 0;
	}
	return 1;
}

/* The arrays of function pointer declaration pattern p (`(*x[2])`, a
 * size a constant or a name) as the reader writes them, "[2]"; NULL
 * for another size. */
static const char *fnptr_dims(struct match_atoms *a, uint32_t p)
{
	char buf[128];
	size_t o = 0;
	uint32_t i, k, sz;
	int w;

	buf[0] = 0;
	for (i = 3; i + 1 < nd(a, p)->nkids; i++) {
		k = kid(a, p, i);
		if (!k || nd(a, k)->kind != SMPL_ARRAY)
			return NULL;
		sz = kid(a, k, 0);
		if (sz && (nd(a, sz)->kind != SMPL_CONST &&
			   (nd(a, sz)->kind != SMPL_ID || nd(a, sz)->meta >= 0)))
			return NULL;
		w = snprintf(buf + o, sizeof(buf) - o, "[%s]",
			     sz ? smpl_str(a->f, nd(a, sz)->str) : "");
		if (w < 0 || (size_t)w >= sizeof(buf) - o)
			return NULL;
		o += (size_t)w;
	}
	return smpl_arena_strndup(a->arena, buf, o);
}

/* `int (*f)(int);`, `T (*x[2])(int x)` (no initializer; context,
 * removed whole, or with edits on its parameters' types:
 * fnptr_edits_ok) against declaration n whose type is "R (*[2])(P,
 * ...)": R against the pattern's type, the arrays as written, each
 * parameter against one of the pattern's, the name against f. */
static int mfnptr(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	const char *ts = n->var->type, *at, *pl, *ps[MAX_FNPTR_PARAMS], *dims;
	const char *close;
	size_t pn[MAX_FNPTR_PARAMS], k, c, start, depth = 0;
	uint32_t np = 0, q = kid(a, p, nd(a, p)->nkids - 1);

	if (!fnptr_edits_ok(a, p, n) || kid(a, p, 2) || n->expr ||
	    nd(a, p)->op != ((n->flags & MATCH_NF_TYPEDEF) ?
			     SMPL_STORE_TYPEDEF : SMPL_STORE_NONE) ||
	    n->tdef || !(dims = fnptr_dims(a, p)) ||
	    !(at = strstr(ts, " (*")) || !(close = strstr(at, ")(")))
		return 0;
	if (!same_squeezed(smpl_arena_strndup(a->arena, at + 3,
					      (size_t)(close - at - 3)), dims))
		return 0;
	if (!mtype(a, kid(a, p, 0),
		   smpl_arena_strndup(a->arena, ts, (size_t)(at - ts))))
		return 0;
	pl = close + 2;
	k = strlen(pl);
	if (!k || pl[k - 1] != ')')
		return 0;
	k--;
	if (k == 4 && !memcmp(pl, "void", 4))
		k = 0;		/* (void): no parameter */
	for (c = start = 0; k && c <= k; c++) {
		if (c < k && (pl[c] == '(' || pl[c] == '['))
			depth++;
		else if (c < k && (pl[c] == ')' || pl[c] == ']') && depth)
			depth--;
		else if (c == k || (pl[c] == ',' && !depth)) {
			if (np == MAX_FNPTR_PARAMS)
				return 0;
			while (start < c && pl[start] == ' ')
				start++;
			ps[np] = pl + start;
			pn[np++] = c - start;
			start = c + 1;
		}
	}
	if (nd(a, q)->kind != SMPL_PARAMS ||
	    (has_edit(a, q) && n->nptypes != np) ||
	    !mfnptr_params(a, q, 0, ps, pn, np, 0, n))
		return 0;
	return mexpr(a, kid(a, p, 1), n->var);
}

/* Do a and b read the same, blanks left out? */
static int same_squeezed(const char *a, const char *b)
{
	for (;;) {
		while (*a == ' ' || *a == '\t' || *a == '\n')
			a++;
		if (!*a || *a != *b)
			return !*a && !*b;
		a++, b++;
	}
}

/* The annotations of declaration pattern p (`T __attribute__((x)) p`,
 * `T p __attribute__((y))`: at most one run before and one after the
 * name) against declaration n's (view.h attr), as written: a hit for
 * each, for its edits.  *all: every annotation of n is the pattern's
 * (else a declaration replaced whole would lose one). */
static int mattrs(struct match_atoms *a, uint32_t p,
		  const struct match_node *n, int *all)
{
	uint32_t i, k;
	int seen[2] = { 0, 0 }, w;

	for (i = 3; i < nd(a, p)->nkids; i++) {
		k = kid(a, p, i);
		if (!k || nd(a, k)->kind != SMPL_ATTR)
			continue;
		w = nd(a, k)->op == SMPL_ATTR_AFTER;
		if (seen[w]++ || !n->attr[w] || !*n->attr[w] ||
		    !same_squeezed(smpl_str(a->f, nd(a, k)->str), n->attr[w]))
			return 0;
		hit(a, k, &n->attr_range[w]);
	}
	*all = (!n->attr[0] || seen[0]) && (!n->attr[1] || seen[1]);
	return 1;
}

/* `T p - __attribute__((x));` `+ __attribute__((y));`: the declaration
 * is `-` for its `;`, its type and name context.  What goes is the
 * annotation after the name and the `;`: the statement's range starts
 * at the annotation (the + code replaces that).  Another declaration
 * with annotations, `-`, whose type is context, does not match (its
 * edits would take the type). */
static int attr_tail(struct match_atoms *a, uint32_t p,
		     const struct match_node *n)
{
	uint32_t i, k, after = 0, any = 0, t = kid(a, p, 0);

	if (nd(a, p)->mark != SMPL_MINUS || !t || nd(a, t)->mark == SMPL_MINUS)
		return 1;
	for (i = 3; i < nd(a, p)->nkids; i++) {
		k = kid(a, p, i);
		if (k && nd(a, k)->kind == SMPL_ATTR) {
			any = 1;
			if (nd(a, k)->op == SMPL_ATTR_AFTER)
				after = k;
		}
	}
	if (!any)
		return 1;
	if (!after || nd(a, after)->mark != SMPL_MINUS || kid(a, p, 2) ||
	    !kid(a, p, 1) || nd(a, kid(a, p, 1))->mark == SMPL_MINUS ||
	    !n->attr_range[1].line || n != a->top)
		return 0;
	a->if_range.line = n->attr_range[1].line;
	a->if_range.col = n->attr_range[1].col;
	return 1;
}

/* T x = E; or T x; at a declaration node.  One of several declarators
 * (`int a = 1, b;`: the node's range is the whole declaration) is
 * edited as a whole declaration here; run.c's split_decls makes the
 * removal of some of them a removal of their text, which it can do for
 * a declaration matched as an atom, not as a statement of an arm (whose
 * edits go with the if) nor of a for's init: those are matched, not
 * edited.  One with + code is matched only where the code is `++`
 * (spatch leaves the declaration as it is for `+`). */
static int mdecl(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	uint32_t init = kid(a, p, 2);
	const char *ts;
	int all_attrs;

	if (def_pat(a, p))
		return mdef(a, p, n);
	if (n->kind != MATCH_N_DECL || !n->var || n->tdef ||
	    (n->flags & MATCH_NF_TYPEDEF) ||
	    ((n->flags & MATCH_NF_MULTIDECL) &&
	     (((n->flags & MATCH_NF_FOR_PART || n != a->top) &&
	       has_edit(a, p)) || has_single_plus(a, p))))
		return 0;
	/* `- int x;` `+ long x;` would drop the static of `static int x;`
	 * (spatch keeps it), a volatile, an attribute: no such
	 * replacement */
	if (!mattrs(a, p, n, &all_attrs) || !attr_tail(a, p, n))
		return 0;
	if ((n->flags & MATCH_NF_STORAGE) && nd(a, p)->mark == SMPL_MINUS &&
	    a->p->plus_head[p] && (n->kw_storage || !all_attrs))
		return 0;
	if (nd(a, p)->flags & SMPL_DECL_FNPTR)
		return mfnptr(a, p, n);
	ts = n->var->type;
	/* `char *const p`: T takes the type as written, the const after
	 * the star kept; where the reader has none, T would lose it in +
	 * code */
	/* a function's type (`int (int)`, `int (*)(int)`): T takes it,
	 * but + code would write it as no declaration */
	if (strchr(ts, '(') && nd(a, kid(a, p, 0))->meta >= 0 &&
	    plus_uses(a, nd(a, kid(a, p, 0))->meta))
		return 0;
	if ((n->flags & MATCH_NF_PTRQUAL) && nd(a, kid(a, p, 0))->meta >= 0) {
		if (n->wtype)
			ts = n->wtype;
		else if (plus_uses(a, nd(a, kid(a, p, 0))->meta))
			return 0;
	}
	if (!(whole_array_type(a, p, ts) || mdims(a, p, &ts)) ||
	    !mtype_any(a, kid(a, p, 0), ts) || !decl_type_hit(a, p, n) ||
	    !mexpr(a, kid(a, p, 1), n->var))
		return 0;
	/* `static T x;`, `static T x = { ... };` (the front end lets
	 * static through without an initializer or with an initializer
	 * list): a static one, context (maybe with + code around it) or
	 * removed whole */
	if (nd(a, p)->op == SMPL_STORE_EXTERN &&
	    (!(n->flags & MATCH_NF_EXTERN) ||
	     (nd(a, p)->mark != SMPL_CTX &&
	      (!removed_whole(a, p, n) || a->p->plus_head[p]))))
		return 0;
	if (nd(a, p)->op == SMPL_STORE_STATIC &&
	    (!(n->var->flags & MATCH_EF_STATIC) ||
	     (nd(a, p)->mark != SMPL_CTX &&
	      (!removed_whole(a, p, n) || a->p->plus_head[p]))))
		return 0;
	if (!init)
		return !n->expr;
	return n->expr && mexpr(a, init, n->expr);
}

static int opt_expr(struct match_atoms *a, uint32_t p,
		    const struct match_expr *x)
{
	if (!p)
		return !x;
	if (nd(a, p)->kind == SMPL_EDOTS)
		return 1;	/* `for (...; ...; ...)`: any part, or none */
	return x && mexpr(a, p, x);
}

static int mstmt(struct match_atoms *a, uint32_t p, const struct match_node *n);

/* Is p a statement list metavariable (`statement list SL;`)? */
static int is_stmt_list(const struct match_atoms *a, uint32_t p)
{
	const struct smpl_node *n = nd(a, p);

	return n->kind == SMPL_STMTMETA && n->meta >= 0 &&
	       a->f->metas[n->meta].kind == SMPL_M_STMTLIST;
}

static struct match_range node_whole(const struct match_node *n);

/* Does r hold position (l, c), r's end excluded?  From after its start
 * when strict. */
static int range_holds(const struct match_range *r, uint32_t l, uint32_t c,
		       int strict)
{
	if (!r || !r->line || l < r->line ||
	    (l == r->line && (strict ? c <= r->col : c < r->col)))
		return 0;
	return l < r->end_line || (l == r->end_line && c < r->end_col);
}

/* Is node n a statement of block box (its braces' range) itself:
 * inside the braces and in no other statement or block? */
static int block_level(const struct match_atoms *a,
		       const struct match_node *n,
		       const struct match_range *box)
{
	struct match_range w;
	uint32_t i, l = n->range.line, c = n->range.col;

	if (!l || n->kind < MATCH_N_STMT || n->kind == MATCH_N_CASE ||
	    (n->flags & (MATCH_NF_FOR_PART | MATCH_NF_IMPLICIT)) ||
	    !range_holds(box, l, c, 1))
		return 0;
	for (i = 0; i < a->v->nnodes; i++) {
		const struct match_node *m = a->v->nodes[i];

		if (!m->range.line)
			continue;
		w = node_whole(m);
		if ((m != n && range_holds(&w, l, c, 1) &&
		     range_holds(box, w.line, w.col, 1)) ||
		    (m->blk && (m->blk->line != box->line ||
				m->blk->col != box->col) &&
		     range_holds(m->blk, l, c, 1) &&	/* n's own too */
		     range_holds(box, m->blk->line, m->blk->col, 1)))
			return 0;
	}
	return 1;
}

/* A statement list metavariable at n: the statements of block box from
 * n to its end, n a statement of that block.  Its value is a statement
 * (n) with the list's range (nl 1). */
static int mstmt_list_in(struct match_atoms *a, int32_t meta,
			 const struct match_node *n,
			 const struct match_range *box)
{
	struct match_val v = { .kind = MATCH_V_NODE, .n = n, .nl = 1 };
	struct match_range *r, w;
	uint32_t i;

	if (!n || !box || !block_level(a, n, box))
		return 0;
	r = smpl_arena_alloc(a->arena, sizeof(*r));
	*r = node_whole(n);
	for (i = 0; i < a->v->nnodes; i++) {
		const struct match_node *m = a->v->nodes[i];

		if (!m->range.line || m->kind < MATCH_N_STMT ||
		    (m->flags & MATCH_NF_IMPLICIT))
			continue;
		w = node_whole(m);
		if ((w.line > n->range.line ||
		     (w.line == n->range.line && w.col >= n->range.col)) &&
		    range_holds(box, w.end_line, w.end_col, 0) &&
		    (w.end_line > r->end_line ||
		     (w.end_line == r->end_line && w.end_col > r->end_col))) {
			r->end_line = w.end_line;
			r->end_col = w.end_col;
		}
	}
	v.r = r;
	if (!bind(a, meta, &v))
		return 0;
	a->if_range = *r;
	return 1;
}

/* The statement list metavariable that ends a function pattern's body
 * (the front end lets one be there, or be a whole { } arm) at n: the
 * function's statements from n to the end of its body. */
static int mstmt_list(struct match_atoms *a, int32_t meta,
		      const struct match_node *n)
{
	const struct match_fn *fn = &a->v->fn;
	struct match_range box = fn->lbrace;

	if (!fn->lbrace.line || !fn->rbrace.line)
		return 0;
	box.end_line = fn->rbrace.end_line;
	box.end_col = fn->rbrace.end_col;
	return mstmt_list_in(a, meta, n, &box);
}

static int complex_arm(const struct match_atoms *a, uint32_t p);

static int plain_arm_stmt(const struct smpl_node *s)
{
	return s->kind == SMPL_EXPRSTMT || s->kind == SMPL_RETURN ||
	       s->kind == SMPL_GOTO || s->kind == SMPL_DECL ||
	       s->kind == SMPL_STMTMETA;
}

/* The statements of an if's arm: a block's elements, or the statement
 * (a nested if, loop or switch too, when it is the arm itself); 0 when
 * the arm holds something else than plain statements. */
static uint32_t arm_stmts(const struct match_atoms *a, uint32_t p,
			  uint32_t *v, uint32_t cap)
{
	uint32_t seq, i, n;

	if (nd(a, p)->kind != SMPL_BLOCK) {
		v[0] = p;
		return nd(a, p)->kind == SMPL_IF &&
		       (complex_arm(a, kid(a, p, 1)) ||
			complex_arm(a, kid(a, p, 2))) ? 0 : 1;
	}
	seq = kid(a, p, 0);
	n = nd(a, seq)->nkids;
	for (i = 0; i < n && i < cap; i++) {
		if (!plain_arm_stmt(nd(a, kid(a, seq, i))))
			return 0;
		v[i] = kid(a, seq, i);
	}
	return i == n ? n : 0;
}

/* A block arm holding more than plain statements (as ctl.c sees it). */
static int complex_arm(const struct match_atoms *a, uint32_t p)
{
	uint32_t v[64];

	return p && nd(a, p)->kind == SMPL_BLOCK && !arm_stmts(a, p, v, 64);
}

static const struct match_node *succ_with(const struct match_node *n,
					  uint32_t flag)
{
	uint32_t i;

	for (i = 0; i < n->nsucc; i++)
		if (n->succ[i].flags & flag)
			return n->succ[i].to;
	return NULL;
}

/* The node after `n` in a straight line, or NULL. */
static const struct match_node *straight(const struct match_node *n)
{
	return n && n->nsucc == 1 ? n->succ[0].to : NULL;
}

/* The last declarator of the declaration of decl node n (`int a, b,
 * c;`: c), which spatch takes as one node. */
static const struct match_node *decl_last(const struct match_node *n)
{
	const struct match_node *s;

	while ((n->flags & MATCH_NF_MULTIDECL) &&
	       !(n->flags & MATCH_NF_FOR_PART) && n->nsucc == 1 &&
	       (s = n->succ[0].to)->kind == MATCH_N_DECL &&
	       (s->flags & MATCH_NF_MULTIDECL) &&
	       s->range.line == n->range.line && s->range.col == n->range.col)
		n = s;
	return n;
}

/* The node after statement pattern p matched at n in a straight line:
 * after a declaration, after its last declarator. */
static const struct match_node *after_stmt(const struct match_atoms *a,
					   uint32_t p,
					   const struct match_node *n)
{
	if (n && nd(a, p)->kind == SMPL_DECL)
		n = decl_last(n);
	return straight(n);
}

/* Statement pattern p at node *n of a straight line; a declaration
 * pattern at any declarator of the declaration *n starts (spatch's one
 * node), *n becoming the one it matched. */
static int mstmt_seq(struct match_atoms *a, uint32_t p,
		     const struct match_node **n)
{
	const struct match_node *d = *n;
	struct mark m;

	if (nd(a, p)->kind != SMPL_DECL || d->kind != MATCH_N_DECL ||
	    !(d->flags & MATCH_NF_MULTIDECL))
		return mstmt(a, p, d);
	for (;;) {
		save(a, &m);
		if (mstmt(a, p, d)) {
			*n = d;
			return 1;
		}
		restore(a, &m);
		if (d == decl_last(d))
			return 0;
		d = straight(d);
	}
}

/* An if, loop or switch pattern: its range (a->if_range) is the whole
 * statement, not the node's. */
static int compound(const struct match_atoms *a, uint32_t p)
{
	uint32_t k = nd(a, p)->kind;

	return k == SMPL_IF || k == SMPL_WHILE || k == SMPL_FOR ||
	       k == SMPL_ITER || k == SMPL_SWITCH;
}

/* The arm pattern p from node n on; *last is its last node (NULL when
 * a statement metavariable took a whole { } block, blk).  A single
 * statement does not match a braced arm (spatch does not either). */
static int marm(struct match_atoms *a, uint32_t p, const struct match_node *n,
		int braced, const struct match_range *blk,
		const struct match_node **last);

/* An arm that is a column-0 disjunction: the first branch (one
 * statement each) that matches, as a disjunction of whole ifs would. */
static int marm_disj(struct match_atoms *a, uint32_t p,
		     const struct match_node *n, int braced,
		     const struct match_range *blk,
		     const struct match_node **last)
{
	uint32_t i;
	struct mark m;

	for (i = 0; i < nd(a, p)->nkids; i++) {
		uint32_t seq = kid(a, p, i);

		if (nd(a, seq)->nkids != 1)
			return 0;
		save(a, &m);
		if (marm(a, kid(a, seq, 0), n, braced, blk, last))
			return 1;
		restore(a, &m);
	}
	return 0;
}

/* A statement metavariable over a whole { } arm or body: the block is
 * its value (the braces' range), from its first node n. */
static int mblock_meta(struct match_atoms *a, uint32_t p,
		       const struct match_node *n,
		       const struct match_range *blk)
{
	struct match_val v = { .kind = MATCH_V_NODE, .n = n, .r = blk };

	if (!blk || !n || !bind(a, nd(a, p)->meta, &v))
		return 0;
	a->if_range = *blk;
	hit(a, p, blk);
	return 1;
}

static int marm(struct match_atoms *a, uint32_t p, const struct match_node *n,
		int braced, const struct match_range *blk,
		const struct match_node **last)
{
	uint32_t v[64], k, i;

	if (nd(a, p)->kind == SMPL_DISJ)
		return marm_disj(a, p, n, braced, blk, last);
	k = arm_stmts(a, p, v, 64);
	if (braced && nd(a, p)->kind == SMPL_STMTMETA) {
		*last = NULL;
		return mblock_meta(a, p, n, blk);
	}
	if (braced && k == 1 && nd(a, p)->kind == SMPL_BLOCK &&
	    is_stmt_list(a, v[0])) {	/* { SL }: all the block holds */
		*last = NULL;
		if (!mstmt_list_in(a, nd(a, v[0])->meta, n, blk))
			return 0;
		hit(a, v[0], &a->if_range);
		return 1;
	}
	if (braced && nd(a, p)->kind != SMPL_BLOCK)
		return 0;
	if (!braced && nd(a, p)->kind == SMPL_BLOCK &&
	    !braces_on(a))
		return 0;
	for (i = 0; i < k; i++) {
		if (i)
			n = after_stmt(a, v[i - 1], n);
		if (!n || !mstmt_seq(a, v[i], &n))
			return 0;
		if (nd(a, v[i])->kind == SMPL_STMTMETA)
			a->if_range = node_whole(n);
		hit(a, v[i], compound(a, v[i]) ||
			     nd(a, v[i])->kind == SMPL_STMTMETA ?
			     &a->if_range : &n->range);
		*last = nd(a, v[i])->kind == SMPL_DECL ? decl_last(n) : n;
	}
	return k > 0;
}

/* Is node m inside if statement n (its keyword or condition to its
 * end)? */
static int inside_if(const struct match_node *n, const struct match_node *m)
{
	uint32_t l = n->stmt_line ? n->stmt_line : n->range.line;
	uint32_t c = n->stmt_line ? n->stmt_col : n->range.col;

	return m->range.line &&
	       (m->range.line > l || (m->range.line == l && m->range.col >= c)) &&
	       (m->range.line < n->end_line ||
		(m->range.line == n->end_line && m->range.col < n->end_col));
}

/* Does the arm of if n whose last matched statement is last end there?
 * A pattern arm of plain statements is the whole arm: `if (E) kfree(E);`
 * does not match `if (p) { kfree(p); n++; }`.  What follows last must be
 * where the if goes on: its false successor when it has no else, or a
 * node outside the if statement. */
static int if_arm_ends(const struct match_node *n,
		       const struct match_node *last)
{
	const struct match_node *m = straight(last);

	if (!m || last->kind == MATCH_N_RETURN || last->kind == MATCH_N_GOTO)
		return 1;
	if (!(n->flags & MATCH_NF_HAS_ELSE) &&
	    m == succ_with(n, MATCH_EDGE_FALSE))
		return 1;
	if (!n->end_line)	/* the view does not say: as before */
		return (n->flags & MATCH_NF_HAS_ELSE) != 0;
	return !inside_if(n, m);
}

static void extend(struct match_range *r, const struct match_node *n)
{
	if (n && (n->range.end_line > r->end_line ||
		  (n->range.end_line == r->end_line &&
		   n->range.end_col > r->end_col))) {
		r->end_line = n->range.end_line;
		r->end_col = n->range.end_col;
	}
}

/* `if (E)` of if node n (`while (E)`, `for (...)` of a loop node); 0
 * when the view does not say where it ends (a GIMPLE view gives the
 * condition's range, without its `)`, and the header's bounds only when
 * the plugin could read the source). */
static int if_header(const struct match_node *n, struct match_range *r)
{
	*r = n->range;
	if (!n->stmt_line)
		return 1;
	if (!n->hdr_line)
		return 0;
	r->line = n->stmt_line;
	r->col = n->stmt_col;
	r->end_line = n->hdr_line;
	r->end_col = n->hdr_col;
	return 1;
}

/* Does a `-` on if pattern p take its header only: some arm stays (spatch
 * replaces `- if (x)` `+ if (y)` over a context arm, keeping the arm)? */
static int header_only(const struct match_atoms *a, uint32_t p)
{
	uint32_t t = kid(a, p, 1), e = kid(a, p, 2);

	return nd(a, p)->mark == SMPL_MINUS &&
	       ((t && nd(a, t)->mark != SMPL_MINUS) ||
		(e && nd(a, e)->mark != SMPL_MINUS));
}

/* The whole if statement n, whose arms' last nodes are t and e (NULL when
 * unknown): to the end the view gives, else to that of its last arm. */
static struct match_range if_whole(const struct match_node *n,
				   const struct match_node *t,
				   const struct match_node *e)
{
	struct match_range r = n->range;

	if (n->stmt_line) {	/* GIMPLE's range is the condition's */
		r.line = n->stmt_line;
		r.col = n->stmt_col;
	}
	extend(&r, t);
	extend(&r, e);
	if (n->end_line) {
		r.end_line = n->end_line;
		r.end_col = n->end_col;
	}
	return r;
}

/* if (c) S1 [else S2]: the condition at an if node, each arm along its
 * edge; the if's range then runs to the end of the statement, or covers
 * only the header (header_only).  With an else only if the code has
 * one, without only if it has none (as spatch).  With a complex arm,
 * ctl.c follows the arms. */
static int mif(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	const struct match_node *t = NULL, *e = NULL;

	if (n->kind != MATCH_N_IF ||
	    !(n->flags & MATCH_NF_HAS_ELSE) != !kid(a, p, 2))
		return 0;
	a->in_cond = 1;
	if (!mexpr(a, kid(a, p, 0), n->expr))
		return 0;
	if (!complex_arm(a, kid(a, p, 1)) && !complex_arm(a, kid(a, p, 2))) {
		if (!marm(a, kid(a, p, 1), succ_with(n, MATCH_EDGE_TRUE),
			  n->flags & MATCH_NF_THEN_BRACED, n->arm[0], &t) ||
		    !if_arm_ends(n, t))
			return 0;
		if (kid(a, p, 2) &&
		    (!marm(a, kid(a, p, 2), succ_with(n, MATCH_EDGE_FALSE),
			   n->flags & MATCH_NF_ELSE_BRACED, n->arm[1], &e) ||
		     !if_arm_ends(n, e)))
			return 0;
	}
	if (!header_only(a, p)) {
		a->if_range = if_whole(n, t, e);
		return 1;
	}
	return if_header(n, &a->if_range);	/* else no edit could be right */
}

/* ---- loops and switches ---- */

static int pos_le(uint32_t l, uint32_t c, uint32_t l2, uint32_t c2)
{
	return l < l2 || (l == l2 && c <= c2);
}

/* The for loop's LOOP node when n is its init, else n. */
static const struct match_node *loop_of(const struct match_node *n)
{
	if ((n->flags & MATCH_NF_FOR_PART) && n->nsucc == 1 &&
	    (n->succ[0].to->flags & MATCH_NF_FOR) &&
	    !(n->succ[0].flags & MATCH_EDGE_BACK))	/* not the step */
		return n->succ[0].to;
	return n;
}

/* The init (back 0) or step (back 1) of for loop n, or NULL. */
static const struct match_node *for_part(const struct match_node *n, int back)
{
	uint32_t i;

	for (i = 0; i < n->npred; i++)
		if ((n->pred[i].to->flags & MATCH_NF_FOR_PART) &&
		    !(n->pred[i].flags & MATCH_EDGE_BACK) == !back)
			return n->pred[i].to;
	return NULL;
}

/* The whole statement of loop or switch n, as far as the view says. */
static struct match_range stmt_range(const struct match_node *n)
{
	struct match_range r = n->range;

	if (n->stmt_line) {
		r.line = n->stmt_line;
		r.col = n->stmt_col;
	}
	if (n->end_line) {
		r.end_line = n->end_line;
		r.end_col = n->end_col;
	}
	return r;
}

/* The whole of statement n: an if, loop or switch with its arms or body
 * when the view knows where it ends. */
static struct match_range node_whole(const struct match_node *n)
{
	if ((n->kind == MATCH_N_IF || n->kind == MATCH_N_LOOP ||
	     n->kind == MATCH_N_SWITCH) && n->end_line)
		return stmt_range(n);
	return n->range;
}

/* `{ ... }` (no when clause): any body. */
static int any_block(const struct match_atoms *a, uint32_t p)
{
	uint32_t seq = nd(a, p)->kind == SMPL_BLOCK ? kid(a, p, 0) : 0;

	return seq && nd(a, seq)->nkids == 1 &&
	       nd(a, kid(a, seq, 0))->kind == SMPL_DOTS &&
	       !nd(a, kid(a, seq, 0))->nkids;
}

/* Does the body end after node last: back to the loop, or out of it? */
static int body_ends(const struct match_node *loop,
		     const struct match_node *last)
{
	const struct match_node *s = straight(last);

	return last->kind == MATCH_N_RETURN || last->kind == MATCH_N_GOTO ||
	       last->kind == MATCH_N_IF || s == loop ||
	       (s && s == for_part(loop, 1));
}

/* Plain statements [i, end) of seq one after the other from node n. */
static int mstraight(struct match_atoms *a, uint32_t seq, uint32_t i,
		     uint32_t end, const struct match_node *n)
{
	for (; i < end; i++, n = after_stmt(a, kid(a, seq, i - 1), n)) {
		uint32_t k = kid(a, seq, i);

		if (!n || !plain_arm_stmt(nd(a, k)) || !mstmt_seq(a, k, &n))
			return 0;
		hit(a, k, &n->range);
	}
	return 1;
}

/* `{ ... S1 ... Sn }` minus the inner dots: statements [1, n) of seq
 * end the body of loop: on a straight line before a way back to the
 * loop (a back edge, or into a for's step).  Ways back that do not come
 * after them (a `continue`) are free, as in spatch; one at least. */
static int mtail(struct match_atoms *a, uint32_t seq, uint32_t n,
		 const struct match_node *loop)
{
	const struct match_node *to = for_part(loop, 1), *m;
	uint32_t i, j;
	int found = 0;
	struct mark mk;

	if (!to)
		to = loop;
	for (i = 0; i < to->npred; i++) {
		if (to == loop && !(to->pred[i].flags & MATCH_EDGE_BACK))
			continue;
		m = to->pred[i].to;
		for (j = 2; j < n && m; j++)
			m = m->npred == 1 ? m->pred[0].to : NULL;
		save(a, &mk);
		if (m && mstraight(a, seq, 1, n, m))
			found = 1;
		else
			restore(a, &mk);
	}
	return found;
}

static int plain_dots(const struct smpl_node *s)
{
	return s->kind == SMPL_DOTS && !s->nkids;
}

static int inside(const struct match_node *m, const struct match_range *r);

/* The end of the statements of seq that start at i: the next `...` or n. */
static uint32_t seg_end(const struct match_atoms *a, uint32_t seq, uint32_t i,
			uint32_t n)
{
	while (i < n && !plain_dots(nd(a, kid(a, seq, i))))
		i++;
	return i;
}

/* The statements [i, seg_end) of seq one after the other from node m,
 * inside the body; *last the node of the last one. */
static int seg_match(struct match_atoms *a, uint32_t seq, uint32_t i,
		     uint32_t k, const struct match_node *m,
		     const struct match_range *body,
		     const struct match_node **last)
{
	for (; i < k; i++) {
		uint32_t p = kid(a, seq, i);

		if (!m || !inside(m, body) || !mstmt_seq(a, p, &m))
			return 0;
		hit(a, p, &m->range);
		*last = nd(a, p)->kind == SMPL_DECL ? decl_last(m) : m;
		m = i + 1 < k ? after_stmt(a, p, m) : NULL;
	}
	return 1;
}

struct bstate { const struct match_node *n; uint32_t j; };

struct bwalk {
	struct bstate *v;
	uint32_t n, cap, width;
	uint8_t *seen;
};

static void bpush(struct bwalk *w, const struct match_node *m, uint32_t j)
{
	size_t k = (size_t)m->id * w->width + j;

	if (w->seen[k])
		return;
	w->seen[k] = 1;
	w->v = smpl_grow(w->v, w->n + 1, &w->cap, sizeof(*w->v));
	w->v[w->n].n = m;
	w->v[w->n++].j = j;
}

/* Does the edge from m to s close the body (back to the loop, or into a
 * for's step)? */
static int closes_body(const struct match_node *loop,
		       const struct match_node *step,
		       const struct match_node *s)
{
	return s == loop || (step && s == step);
}

/* Is the then arm that starts at s an exit: on a straight line to a
 * return or goto, a continue (back to the loop) or a break (out of
 * it)? */
static int exit_arm(const struct match_node *loop,
		    const struct match_node *step,
		    const struct match_range *body, const struct match_node *s)
{
	const struct match_node *m = s;
	uint32_t k;

	for (k = 0; k < 64; k++) {
		if (closes_body(loop, step, m) || !inside(m, body))
			return 1;
		if (m->kind == MATCH_N_RETURN || m->kind == MATCH_N_GOTO)
			return 1;
		if (m->nsucc != 1 || (m != s && m->npred != 1))
			return 0;
		m = m->succ[0].to;
	}
	return 0;
}

/* After the statements ending at index k matched, last being the node of
 * the last one: 1 the path is done, 0 it fails, -1 it goes on (pushed). */
static int seg_after(const struct match_atoms *a, uint32_t n, uint32_t k,
		     const struct match_node *loop,
		     const struct match_node *step,
		     const struct match_node *last, struct bwalk *w)
{
	uint32_t i;

	if (k == n)
		return body_ends(loop, last);
	if (k == n - 1)
		return 1;	/* a last `...`: whatever follows */
	if (!last->nsucc)
		return 0;
	for (i = 0; i < last->nsucc; i++) {
		if (closes_body(loop, step, last->succ[i].to))
			return 0;
		bpush(w, last->succ[i].to, k);
	}
	return -1;
}

/* A body of plain statements and `...` in any order (`{ ... S ... }`,
 * `{ S1 ... S2 }`, `{ ... S1 ... S2 ... }`), from t the body's first
 * node: along every path through the body, each `...` goes up to the
 * first node where the statements after it match, one after the other;
 * statements that end the pattern must end the body.  A path that comes
 * to the end of the body, leaves it (a break) or returns while a `...`
 * still waits for its statements fails, except through a then arm that
 * only exits (exit_arm: `if (c) continue;`, `if (c) break;`, `if (c) {
 * ...; return -1; }`), which is free, as spatch's error exits; one path
 * at least must hold.  The metavariables are bound on the first path that
 * meets them, and the other paths match under those bindings. */
static int mgaps(struct match_atoms *a, uint32_t seq, uint32_t n,
		 const struct match_node *loop, const struct match_node *t)
{
	const struct match_node *step = for_part(loop, 1), *m, *last = NULL;
	struct match_range body = stmt_range(loop);
	struct bwalk w = { NULL, 0, 0, n, NULL };
	uint32_t j, k, i, dots;
	int ok = 1, done = 0, r;
	struct mark all, mk;

	w.seen = calloc((size_t)a->v->nnodes * n + 1, 1);
	if (!w.seen)
		abort();
	save(a, &all);
	bpush(&w, t, 0);
	while (ok && w.n) {
		m = w.v[--w.n].n;
		j = w.v[w.n].j;
		/* j is a `...` waiting for the statements after it, or the
		 * pattern's first statement at the body's first node */
		dots = plain_dots(nd(a, kid(a, seq, j)));
		if (dots && j == n - 1) {
			done++;
			continue;
		}
		if (dots && !inside(m, &body)) {
			ok = 0;		/* out of the loop: a break */
			break;
		}
		k = seg_end(a, seq, j + dots, n);
		save(a, &mk);
		if (seg_match(a, seq, j + dots, k, m, &body, &last)) {
			if ((r = seg_after(a, n, k, loop, step, last, &w)) >= 0)
				ok = r, done += r;
			continue;
		}
		restore(a, &mk);
		if (!dots || !m->nsucc || m->kind == MATCH_N_RETURN ||
		    m->kind == MATCH_N_GOTO) {
			ok = 0;
			break;
		}
		for (i = 0; i < m->nsucc && ok; i++) {
			const struct match_node *s = m->succ[i].to;

			if (m->kind == MATCH_N_IF &&
			    (m->succ[i].flags & MATCH_EDGE_TRUE) &&
			    exit_arm(loop, step, &body, s))
				continue;	/* an error exit: free */
			if (closes_body(loop, step, s))
				ok = 0;	/* the body ends before them */
			else
				bpush(&w, s, j);
		}
	}
	free(w.v);
	free(w.seen);
	if (ok && done)
		return 1;
	restore(a, &all);
	return 0;
}

/* A body `{ ... S1 S2 }` (how the body ends) or `{ S1 S2 ... }` (how it
 * starts), S plain statements, from t the body's first node; other
 * mixes of plain statements and `...` (mgaps): 1 or 0, or -1 when p is
 * no such body. */
static int mdots_body(struct match_atoms *a, uint32_t p,
		      const struct match_node *loop,
		      const struct match_node *t)
{
	uint32_t seq = nd(a, p)->kind == SMPL_BLOCK ? kid(a, p, 0) : 0;
	uint32_t n = seq ? nd(a, seq)->nkids : 0, i, inner = 0;
	int first, last;

	if (n < 2)
		return -1;
	first = plain_dots(nd(a, kid(a, seq, 0)));
	last = plain_dots(nd(a, kid(a, seq, n - 1)));
	for (i = 0; i < n; i++) {
		const struct smpl_node *e = nd(a, kid(a, seq, i));

		if (plain_dots(e))
			inner += i > 0 && i < n - 1;
		else if (!plain_arm_stmt(e))
			return -1;
	}
	if (!first && !last && !inner)
		return -1;	/* no dots: the whole body */
	if (!(loop->flags & MATCH_NF_BODY_BRACED) &&
	    !braces_on(a))
		return 0;
	if (first != last && !inner)
		return first ? mtail(a, seq, n, loop)
			     : mstraight(a, seq, 0, n - 1, t);
	return mgaps(a, seq, n, loop, t);
}

/* A block body holding more than plain statements and `...` without
 * when clauses: ctl.c matches it (structural_loop), the atom only the
 * loop's header. */
static int complex_body(const struct match_atoms *a, uint32_t p)
{
	uint32_t seq, i;
	const struct smpl_node *e;

	if (nd(a, p)->kind != SMPL_BLOCK)
		return 0;
	seq = kid(a, p, 0);
	for (i = 0; i < nd(a, seq)->nkids; i++) {
		e = nd(a, kid(a, seq, i));
		if (!plain_arm_stmt(e) && !(e->kind == SMPL_DOTS && !e->nkids))
			return 1;
	}
	return 0;
}

/* A loop's body pattern p, along the true edge of loop: `{ ... }`, a
 * statement metavariable (bound to the body's first node), plain
 * statements that start or end it next to `...` (mdots_body), or plain
 * statements that make up the whole body; a complex body is ctl.c's. */
static int mbody(struct match_atoms *a, uint32_t p,
		 const struct match_node *loop)
{
	const struct match_node *t = succ_with(loop, MATCH_EDGE_TRUE), *last;
	int r;

	if (!t)
		return 0;
	if (any_block(a, p) || complex_body(a, p))
		return 1;
	if ((r = mdots_body(a, p, loop, t)) >= 0)
		return r;
	if (nd(a, p)->kind == SMPL_STMTMETA)
		return loop->flags & MATCH_NF_BODY_BRACED ?
		       mblock_meta(a, p, t, loop->arm[0]) : mstmt(a, p, t);
	if (nd(a, p)->kind == SMPL_BLOCK && nd(a, kid(a, p, 0))->nkids == 1 &&
	    is_stmt_list(a, kid(a, kid(a, p, 0), 0)))	/* { SL } */
		return (loop->flags & MATCH_NF_BODY_BRACED) &&
		       marm(a, p, t, 1, loop->arm[0], &last);
	return marm(a, p, t, loop->flags & MATCH_NF_BODY_BRACED, loop->arm[0],
		    &last) && body_ends(loop, last);
}

/* The condition, then the body, of loop n; the range is the statement,
 * or its header alone when the header is `-` and the body is not
 * (`- while (x)` `+ while (y)` over a context body, as for an if). */
static int mloop_rest(struct match_atoms *a, uint32_t p, uint32_t cond,
		      uint32_t body, const struct match_node *n)
{
	a->in_cond = 1;
	if (!opt_expr(a, cond, n->expr))
		return 0;
	a->in_cond = 0;
	if (!mbody(a, body, n))
		return 0;
	a->if_range = stmt_range(n);
	if (nd(a, p)->mark != SMPL_MINUS || nd(a, body)->mark == SMPL_MINUS)
		return 1;
	return if_header(n, &a->if_range);	/* else no edit could be right */
}

/* The condition of a do loop: its true edge goes back. */
static int is_do_cond(const struct match_node *n)
{
	uint32_t i;

	for (i = 0; i < n->nsucc; i++)
		if ((n->succ[i].flags & MATCH_EDGE_TRUE) &&
		    (n->succ[i].flags & MATCH_EDGE_BACK))
			return 1;
	return 0;
}

/* while (E) S at a loop node that is neither a for nor a do's. */
static int mwhile(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	if (n->kind != MATCH_N_LOOP ||
	    (n->flags & (MATCH_NF_FOR | MATCH_NF_ITERATOR)) || is_do_cond(n))
		return 0;	/* do ... while: no such pattern */
	return mloop_rest(a, p, kid(a, p, 0), kid(a, p, 1), n);
}

/* I(args) S, a macro loop (list_for_each_entry(p, h, m) S), at an
 * iterator loop node: its header is the invocation, matched as a call. */
static int miter(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	if (n->kind != MATCH_N_LOOP || !(n->flags & MATCH_NF_ITERATOR))
		return 0;
	return mloop_rest(a, p, kid(a, p, 0), kid(a, p, 1), n);
}

/* for (A; B; C) S at the loop's init node, or at its LOOP node when it
 * has no init. */
static int mfor(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	const struct match_node *loop = loop_of(n), *init = NULL, *step;

	if (loop != n)
		init = n;
	else if (n->kind != MATCH_N_LOOP || !(n->flags & MATCH_NF_FOR) ||
		 for_part(n, 0))
		return 0;
	step = for_part(loop, 1);
	if (!opt_expr(a, kid(a, p, 0), init ? init->expr : NULL) ||
	    !opt_expr(a, kid(a, p, 2), step ? step->expr : NULL))
		return 0;
	return mloop_rest(a, p, kid(a, p, 1), kid(a, p, 3), loop);
}

/* Is node m inside statement range r (whose end is past its last
 * character)?  A node starting right at the end is after it (the `;` of
 * `if (x) { }`;), unless its range is empty (an implicit return). */
static int inside(const struct match_node *m, const struct match_range *r)
{
	const struct match_range *k = &m->range;

	if (!k->line || !pos_le(r->line, r->col, k->line, k->col))
		return 0;
	if (k->line == r->end_line && k->col == r->end_col)
		return k->end_line == k->line && k->end_col == k->col;
	return pos_le(k->line, k->col, r->end_line, r->end_col);
}

static int is_label(const struct match_atoms *a, uint32_t p)
{
	return nd(a, p)->kind == SMPL_CASE || nd(a, p)->kind == SMPL_DEFAULT;
}

/* Does case node c carry label pattern l (`case E:` or `default:`)?  A
 * default with no place is GCC's, added to a switch that has none. */
static int mlabel(struct match_atoms *a, uint32_t l, const struct match_node *c)
{
	if (c->kind != MATCH_N_CASE)
		return 0;
	if (nd(a, l)->kind == SMPL_DEFAULT)
		return !c->expr && c->range.line;
	return c->expr && mexpr(a, kid(a, l, 0), c->expr);
}

/* `break;` after node n of switch sw: the break node that follows n,
 * or (not editable then) the path leaves the switch there: falling off
 * the switch's end counts too. */
static int mbreak(struct match_atoms *a, uint32_t p,
		  const struct match_node *n, const struct match_node *sw)
{
	const struct match_node *b = straight(n);
	struct match_range r = stmt_range(sw);

	if (b && b->kind == MATCH_N_BREAK) {
		hit(a, p, &b->range);
		return 1;
	}
	return sw->end_line && !nd(a, p)->mark && !a->p->plus_head[p] &&
	       b && !inside(b, &r);
}

/* The statements [i, end) of seq, a case group's body, from case node c
 * on: plain statements on a straight line, then maybe `break;`; what
 * follows them in the code is free (as spatch), a last `...` too. */
static int mcase_body(struct match_atoms *a, uint32_t seq, uint32_t i,
		      uint32_t end, const struct match_node *c,
		      const struct match_node *sw)
{
	const struct match_node *n = c;
	uint32_t k, prev = 0;

	for (; i < end; i++) {
		k = kid(a, seq, i);
		if (nd(a, k)->kind == SMPL_DOTS)
			return i + 1 == end && !nd(a, k)->nkids;
		if (nd(a, k)->kind == SMPL_BREAK)
			return i + 1 == end && mbreak(a, k, n, sw);
		n = prev ? after_stmt(a, prev, n) : straight(n);
		prev = k;
		if (!n || !plain_arm_stmt(nd(a, k)) || !mstmt_seq(a, k, &n))
			return 0;
		hit(a, k, &n->range);
	}
	return 1;
}

/* One case group of a switch pattern: label seq[g], body [g + 1, end).
 * Every case of switch sw that the label fits (under the bindings made
 * before the group) must have the body, and there must be one (spatch's
 * rule: `case C: foo();` fails where a case lacks foo()). */
static int mgroup(struct match_atoms *a, uint32_t seq, uint32_t g,
		  uint32_t end, const struct match_node *sw)
{
	uint32_t l = kid(a, seq, g), i;
	uint8_t *fits = calloc(sw->nsucc + 1, 1);
	int found = 0, ok = 1;
	struct mark m;

	if (!fits)
		abort();
	for (i = 0; i < sw->nsucc; i++) {
		save(a, &m);
		fits[i] = (uint8_t)mlabel(a, l, sw->succ[i].to);
		restore(a, &m);
	}
	for (i = 0; i < sw->nsucc && ok; i++) {
		const struct match_node *c = sw->succ[i].to;

		if (!fits[i])
			continue;
		ok = mlabel(a, l, c) && mcase_body(a, seq, g + 1, end, c, sw);
		if (ok)
			hit(a, l, &c->range), found = 1;
	}
	free(fits);
	return ok && found;
}

/* The case groups of a switch pattern's block at switch node sw; the
 * block must start with a label. */
static int mcases(struct match_atoms *a, uint32_t p, const struct match_node *sw)
{
	uint32_t seq = nd(a, p)->kind == SMPL_BLOCK ? kid(a, p, 0) : 0;
	uint32_t n = seq ? nd(a, seq)->nkids : 0, g, end;

	if (!n || !is_label(a, kid(a, seq, 0)))
		return 0;
	for (g = 0; g < n; g = end) {
		for (end = g + 1; end < n && !is_label(a, kid(a, seq, end)); end++)
			;
		if (!mgroup(a, seq, g, end, sw))
			return 0;
	}
	return 1;
}

/* switch (E) { ... } (any body), or with case groups (mcases). */
static int mswitch(struct match_atoms *a, uint32_t p,
		   const struct match_node *n)
{
	if (n->kind != MATCH_N_SWITCH || !mexpr(a, kid(a, p, 0), n->expr))
		return 0;
	if (!any_block(a, kid(a, p, 1)) && !mcases(a, kid(a, p, 1), n))
		return 0;
	a->if_range = stmt_range(n);
	return 1;
}

/* The ways out of loop or switch n: the nodes outside the statement that
 * its nodes lead to (its false edge, breaks), not through a return or
 * goto.  Without the statement's end, the false edge. */
static void range_exits(const struct match_atoms *a,
			const struct match_node *n, struct match_range r,
			uint32_t *out, uint32_t *k, uint32_t cap);

static void stmt_exits(const struct match_atoms *a, const struct match_node *n,
		       uint32_t *out, uint32_t *k, uint32_t cap)
{
	if (!n->end_line) {
		if (succ_with(n, MATCH_EDGE_FALSE) && *k < cap)
			out[(*k)++] = succ_with(n, MATCH_EDGE_FALSE)->id;
		return;
	}
	range_exits(a, n, stmt_range(n), out, k, cap);
}

/* The nodes outside r that the statement from n over r goes on to
 * (the function's exit where it falls off the end; nothing past a
 * return or goto). */
static void range_exits(const struct match_atoms *a,
			const struct match_node *n, struct match_range r,
			uint32_t *out, uint32_t *k, uint32_t cap)
{
	const struct match_node **stack;
	uint8_t *seen;
	uint32_t sp = 0, i;

	if (!inside(n, &r)) {	/* an empty block: n comes after it */
		if (*k < cap)
			out[(*k)++] = n->id;
		return;
	}
	seen = calloc(a->v->nnodes + 1, 1);
	stack = malloc((a->v->nnodes + 1) * sizeof(*stack));
	if (!seen || !stack)
		abort();
	stack[sp++] = n;
	seen[n->id] = 1;
	while (sp) {
		const struct match_node *m = stack[--sp];

		if (m->kind == MATCH_N_RETURN || m->kind == MATCH_N_GOTO)
			continue;
		for (i = 0; i < m->nsucc; i++) {
			const struct match_node *s = m->succ[i].to;

			if (seen[s->id]++)
				continue;
			if (inside(s, &r))
				stack[sp++] = s;
			else if (*k < cap)
				out[(*k)++] = s->id;
		}
	}
	free(seen);
	free(stack);
}

static void add_after(const struct match_node *n, uint32_t *out,
		      uint32_t *k, uint32_t cap)
{
	uint32_t i;

	if (!n || n->kind == MATCH_N_RETURN || n->kind == MATCH_N_GOTO)
		return;
	for (i = 0; i < n->nsucc && *k < cap; i++)
		out[(*k)++] = n->succ[i].to->id;
}

static void ends(const struct match_atoms *a, uint32_t pat,
		 const struct match_node *n, int top, uint32_t *out,
		 uint32_t *k, uint32_t cap);

/* Where the rest goes on after arm pattern p matched from node t; blk
 * the arm's braces when it is a { } block. */
static void arm_ends(const struct match_atoms *a, uint32_t p,
		     const struct match_node *t, const struct match_range *blk,
		     uint32_t *out, uint32_t *k, uint32_t cap)
{
	uint32_t v[64], m = arm_stmts(a, p, v, 64), i;

	if (t && blk && nd(a, p)->kind == SMPL_STMTMETA) {
		range_exits(a, t, *blk, out, k, cap);
		return;
	}
	for (i = 1; t && i < m; i++)
		t = after_stmt(a, v[i - 1], t);
	if (t && m)
		ends(a, v[m - 1], t, 0, out, k, cap);
}

/* Where the rest goes on after statement pattern pat matched node n:
 * n's successors (at the top level; in an arm, none after a return or
 * goto), the ends of an if's arms, the ways out of a loop or switch;
 * after a declaration, those of its last declarator. */
static void ends(const struct match_atoms *a, uint32_t pat,
		 const struct match_node *n, int top, uint32_t *out,
		 uint32_t *k, uint32_t cap)
{
	const struct match_node *f = succ_with(n, MATCH_EDGE_FALSE);
	uint32_t i;

	switch (nd(a, pat)->kind) {
	case SMPL_IF:
		arm_ends(a, kid(a, pat, 1), succ_with(n, MATCH_EDGE_TRUE),
			 n->flags & MATCH_NF_THEN_BRACED ? n->arm[0] : NULL,
			 out, k, cap);
		if (kid(a, pat, 2))
			arm_ends(a, kid(a, pat, 2), f,
				 n->flags & MATCH_NF_ELSE_BRACED ? n->arm[1] : NULL,
				 out, k, cap);
		else if (f && *k < cap)
			out[(*k)++] = f->id;
		return;
	case SMPL_WHILE: case SMPL_FOR: case SMPL_ITER: case SMPL_SWITCH:
		stmt_exits(a, loop_of(n), out, k, cap);
		return;
	case SMPL_STMTMETA:	/* S is the whole statement at n */
		if (is_stmt_list(a, pat)) {	/* the body's end */
			if (a->v->exit && *k < cap)
				out[(*k)++] = a->v->exit->id;
			return;
		}
		if ((n->kind == MATCH_N_IF || n->kind == MATCH_N_LOOP ||
		     n->kind == MATCH_N_SWITCH) && n->end_line) {
			stmt_exits(a, loop_of(n), out, k, cap);
			return;
		}
		break;
	case SMPL_DECL:
		n = decl_last(n);
		break;
	}
	if (!top)
		add_after(n, out, k, cap);
	else
		for (i = 0; i < n->nsucc && *k < cap; i++)
			out[(*k)++] = n->succ[i].to->id;
}

uint32_t match_atom_after(struct match_atoms *a, uint32_t pat,
			  const struct match_node *n, uint32_t *out,
			  uint32_t cap)
{
	uint32_t k = 0;

	ends(a, pat, n, 1, out, &k, cap);
	return k;
}

/* The occurrences of p inside x, which p matched as a whole: each with
 * its own bindings, those of the environment m had before. */
static void inner_occurrences(struct match_atoms *a, uint32_t p,
			      const struct match_expr *x,
			      const struct mark *m)
{
	struct match_val then[MAX_META];
	uint32_t i, top = a->ntrail;

	/* the environment at m: the changes since undone on a copy */
	memcpy(then, a->cur, a->nmeta * sizeof(a->cur[0]));
	for (i = top; i > m->ntrail; i--)
		then[a->trail[i - 1].i] = a->trail[i - 1].old;
	set_all(a, then);
	a->in_cond = 0;
	for (i = 0; i < x->nkids; i++)
		occurrences(a, p, x->kids[i]);
	undo_to(a, top);
}

/* The occurrences of bare expression p inside a statement, whose hits
 * start at `from`, each bound its metavariables (occurrences): the
 * match keeps their bindings when they all agree (so that a later rule
 * inherits them: irqf_oneshot.cocci's `position p != r1.p`); else only
 * the first occurrence, with its bindings (the others are not matched
 * here, where spatch matches each apart: one environment per atom). */
static void keep_bindings(struct match_atoms *a, uint32_t p, uint32_t from)
{
	const struct match_env *first = NULL;
	uint32_t j;

	for (j = from; j < a->nhits; j++) {
		if (a->hits[j].pat != p)
			continue;
		if (!first) {
			first = a->hits[j].env;
		} else if (a->hits[j].env != first) {
			a->nhits = j;
			break;
		}
	}
	if (first)
		set_all(a, first->v);
}

/* A bare expression pattern at node n: the whole expression of a
 * statement, a condition (with the isomorphisms of conditions), a return
 * value or an initializer; failing that, every outermost occurrence
 * inside it, as spatch matches an expression wherever it is written
 * (call arguments, operands, right sides), with the bindings they agree
 * on (keep_bindings). */
/* In an `@identifier@` rule, a bare pattern also matches the name a
 * declaration declares, as spatch: the name and then the initializer
 * are the occurrences at declaration n (each a way, or all at once
 * with the bindings they agree on). */
static int mdecl_names(struct match_atoms *a, uint32_t p,
		       const struct match_node *n)
{
	struct mark m;
	uint32_t k;

	a->in_cond = 0;
	if (a->way >= 0) {
		k = (uint32_t)a->way;
		return nth_occurrence(a, p, n->var, &k) ||
		       nth_occurrence(a, p, n->expr, &k);
	}
	save(a, &m);
	k = occurrences(a, p, n->var);
	k += occurrences(a, p, n->expr);
	if (k)
		keep_bindings(a, p, m.nhits);
	return k > 0;
}

/* In an `@identifier@` rule, the names of the function's parameters
 * are occurrences of a bare pattern at its entry n, as spatch (each a
 * way, or all at once with the bindings they agree on). */
static int mparam_names(struct match_atoms *a, uint32_t p)
{
	const struct match_fn *fn = &a->v->fn;
	struct mark m;
	uint32_t j, k = 0;

	if (fn->unread)
		return 0;
	a->in_cond = 0;
	if (a->way >= 0) {
		k = (uint32_t)a->way;
		for (j = 0; j < fn->nparams; j++)
			if (*fn->params[j]->str &&
			    nth_occurrence(a, p, fn->params[j], &k))
				return 1;
		return 0;
	}
	save(a, &m);
	for (j = 0; j < fn->nparams; j++)
		if (*fn->params[j]->str)
			k += occurrences(a, p, fn->params[j]);
	if (k)
		keep_bindings(a, p, m.nhits);
	return k > 0;
}

static int mexpr_node(struct match_atoms *a, uint32_t p,
		      const struct match_node *n)
{
	struct mark m;
	uint32_t i, k = 0;

	if (a->r->rbody == SMPL_RB_IDENTIFIER && n->kind == MATCH_N_DECL &&
	    n->var)
		return mdecl_names(a, p, n);
	if (a->r->rbody == SMPL_RB_IDENTIFIER && n == a->v->entry)
		return mparam_names(a, p);
	if (!n->expr || (n->kind != MATCH_N_STMT && n->kind != MATCH_N_IF &&
			 n->kind != MATCH_N_LOOP && n->kind != MATCH_N_SWITCH &&
			 n->kind != MATCH_N_RETURN && n->kind != MATCH_N_DECL))
		return 0;
	a->in_cond = n->kind == MATCH_N_IF || n->kind == MATCH_N_LOOP;
	save(a, &m);
	if (mexpr(a, p, n->expr)) {
		if (a->way > 0)
			return 0;	/* the whole: its only way */
		inner_occurrences(a, p, n->expr, &m);
		return 1;
	}
	restore(a, &m);
	a->in_cond = 0;
	if (a->way >= 0) {
		k = (uint32_t)a->way;
		for (i = 0; i < n->expr->nkids; i++)
			if (nth_occurrence(a, p, n->expr->kids[i], &k))
				return 1;
		return 0;
	}
	for (i = 0; i < n->expr->nkids; i++)
		k += occurrences(a, p, n->expr->kids[i]);
	if (k)
		keep_bindings(a, p, m.nhits);
	return k > 0;
}

/* ---- function definitions ---- */

/* Parameter pattern q against the function's parameter j (another list
 * metavariable than a parameter list's matches none); a pattern without
 * name takes only a parameter without one, as spatch. */
static int mparam(struct match_atoms *a, uint32_t q, uint32_t j)
{
	const struct match_fn *fn = &a->v->fn;

	if (nd(a, q)->kind != SMPL_PARAM || j == fn->nparams || fn->unread ||
	    !mtype(a, kid(a, q, 0), fn->params[j]->type))
		return 0;
	if (kid(a, q, 1) ? !*fn->params[j]->str ||
			   !mexpr(a, kid(a, q, 1), fn->params[j])
			 : *fn->params[j]->str != 0)
		return 0;	/* a type alone is a parameter without name */
	hit(a, q, &fn->pranges[j]);	/* for param_edits */
	return 1;
}

/* A parameter list metavariable? */
static int is_param_list(const struct match_atoms *a, uint32_t p)
{
	return meta_of(a, p, SMPL_M_PARAMLIST, SMPL_M_PARAM);
}

static uint32_t mparams(struct match_atoms *a, uint32_t ps, uint32_t i,
			uint32_t j);

/* Parameter list metavariable q (kid i of ps) bound to the function's
 * parameters [j, k) for each k its length allows, shortest first; the
 * first with which the rest matches binds it, as mlist does.  A hit
 * spans the list, for param_edits. */
static uint32_t mparam_list(struct match_atoms *a, uint32_t ps, uint32_t i,
			    uint32_t j)
{
	const struct match_fn *fn = &a->v->fn;
	uint32_t q = kid(a, ps, i), k, ways;
	long want = a->f->metas[nd(a, q)->meta].kind == SMPL_M_PARAM ? 1 :
		    list_len(a, nd(a, q)->meta);
	struct match_val v = { .kind = MATCH_V_LIST };
	struct match_range r;
	struct mark m;

	if (fn->unread)
		return 0;
	for (k = j; k <= fn->nparams; k++) {
		if ((want >= 0 && (long)(k - j) != want) ||
		    (k == j && a->p->plus_head[q]))	/* empty_anchor */
			continue;
		save(a, &m);
		v.nl = k - j;
		v.l = (const struct match_expr *const *)fn->params + j;
		v.r = fn->pranges + j;	/* each whole, for + code */
		if (bind(a, nd(a, q)->meta, &v)) {
			if (k > j) {
				r = fn->pranges[j];
				r.end_line = fn->pranges[k - 1].end_line;
				r.end_col = fn->pranges[k - 1].end_col;
				hit(a, q, &r);
			}
			if ((ways = mparams(a, ps, i + 1, k)) > 0)
				return ways;
		}
		restore(a, &m);
	}
	return 0;
}

/* The parameter list pattern ps is `(void)`: no parameter (with no
 * edit of its own: marked as the list is, no + code at it). */
static int void_params(const struct match_atoms *a, uint32_t ps)
{
	const struct smpl_node *q, *t;

	if (nd(a, ps)->nkids != 1)
		return 0;
	q = nd(a, kid(a, ps, 0));
	if (q->kind != SMPL_PARAM || kid(a, kid(a, ps, 0), 1) ||
	    !kid(a, kid(a, ps, 0), 0) || q->mark != nd(a, ps)->mark ||
	    a->p->plus_head[kid(a, ps, 0)])
		return 0;
	t = nd(a, kid(a, kid(a, ps, 0), 0));
	return t->kind == SMPL_TYPE && t->meta < 0 && !t->op && !t->nkids &&
	       !(t->flags & SMPL_TYPE_CONST) &&
	       !strcmp(smpl_str(a->f, t->str), "void");
}

/* Parameter patterns [i, n) of ps against the function's [j, np): the
 * number of ways they match.  Every way is taken and keeps its hits, as
 * margs does for arguments (`f(...,` `- int x,` `...)` removes each
 * int x); the first way binds the metavariables. */
static uint32_t mparams(struct match_atoms *a, uint32_t ps, uint32_t i,
			uint32_t j)
{
	const struct match_fn *fn = &a->v->fn;
	uint32_t n = nd(a, ps)->nkids, k, q, ways = 0, h, w;
	struct mark m;

	if (i == 0 && void_params(a, ps))
		n = 0;		/* `f(void)`: as `f()` */
	if (i == n)
		return j == fn->nparams && !fn->variadic;
	q = kid(a, ps, i);
	if (is_edots(a, q)) {
		if (i + 1 == n)
			return 1;	/* the rest, whatever it is */
		for (k = j; k <= fn->nparams; k++) {
			h = a->nhits;
			w = mparams(a, ps, i + 1, k);
			if (!w)
				a->nhits = h;
			ways += w;
		}
		return ways;
	}
	if (is_param_list(a, q))
		return mparam_list(a, ps, i, j);
	save(a, &m);
	if (mparam(a, q, j))
		ways = mparams(a, ps, i + 1, j + 1);
	if (!ways)
		restore(a, &m);
	return ways;
}

/* Does node k or a node under it carry another mark than `mark`, or +
 * code? */
static int edited_below(const struct match_atoms *a, uint32_t k, int mark)
{
	uint32_t i;

	if (!k)
		return 0;
	if (nd(a, k)->mark != mark || a->p->plus_head[k])
		return 1;
	for (i = 0; i < nd(a, k)->nkids; i++)
		if (edited_below(a, kid(a, k, i), mark))
			return 1;
	return 0;
}

/* Is parameter pattern q a context type without name that + code after
 * it names (`T` `+ i`, as the front end's param_name_added)? */
static int param_names(const struct match_atoms *a, uint32_t q)
{
	uint32_t t = nd(a, q)->kind == SMPL_PARAM ? kid(a, q, 0) : 0, pl, i;

	if (!t || kid(a, q, 1) || nd(a, q)->mark != SMPL_CTX ||
	    nd(a, t)->mark != SMPL_CTX || !a->p->plus_head[t])
		return 0;
	for (pl = a->p->plus_head[t]; pl; pl = a->p->plus_next[pl - 1])
		if (a->f->plus[pl - 1].where != SMPL_PLUS_AFTER)
			return 0;
	for (i = 0; i < nd(a, t)->nkids; i++)
		if (edited_below(a, kid(a, t, i), SMPL_CTX))
			return 0;
	return 1;
}

/* Is anything of the function pattern's header edited otherwise than
 * param_edits does: its type or name on its own, a part of a parameter,
 * a '...' among them?  Such a pattern matches nothing (the front end
 * warns). */
static int header_edited(const struct match_atoms *a, uint32_t p)
{
	uint32_t i, j, ps = kid(a, p, 2), q;
	int mark = nd(a, p)->mark;

	for (i = 0; i < 2; i++)
		if (edited_below(a, kid(a, p, i), mark))
			return 1;
	if (mark != SMPL_CTX)
		return edited_below(a, ps, mark);
	if (nd(a, ps)->mark != mark)
		return 1;
	for (i = 0; i < nd(a, ps)->nkids; i++) {
		q = kid(a, ps, i);
		if (is_edots(a, q) ? edited_below(a, q, mark)
				   : nd(a, q)->mark == SMPL_STAR)
			return 1;
		if (param_names(a, q))
			continue;
		for (j = 0; j < nd(a, q)->nkids; j++)
			if (edited_below(a, kid(a, q, j), nd(a, q)->mark))
				return 1;
	}
	return 0;
}

/* Does the function pattern p edit its parameters (param_edits)? */
static int params_edited(const struct match_atoms *a, uint32_t p)
{
	uint32_t ps = kid(a, p, 2), i, q;

	if (nd(a, p)->mark != SMPL_CTX)
		return 0;
	if (a->p->plus_head[ps])
		return 1;
	for (i = 0; i < nd(a, ps)->nkids; i++) {
		q = kid(a, ps, i);
		if (nd(a, q)->mark == SMPL_MINUS || a->p->plus_head[q])
			return 1;
	}
	return 0;
}

/* Can the parameters be edited exactly: the function not variadic, its
 * list read, each of its prototypes in the file with as many
 * parameters, none declared otherwise (through a macro)?  Else a
 * pattern that edits them matches nothing: none of its edits, rather
 * than a body that uses a parameter the header did not get. */
static int params_editable(const struct match_fn *fn)
{
	uint32_t k;

	if (fn->variadic || fn->unread || fn->odd_proto || !fn->lparen.line ||
	    !fn->rparen.line)
		return 0;
	for (k = 0; k < fn->nprotos; k++)
		if (fn->protos[k].nparams != fn->nparams)
			return 0;
	return 1;
}

/* The parameter list's range, from its '(' to its ')'. */
static struct match_range paren_range(const struct match_fn *fn)
{
	struct match_range r = fn->lparen;

	r.end_line = fn->rparen.end_line;
	r.end_col = fn->rparen.end_col;
	return r;
}

/* [storage] [type] name(params) at the entry of the function: its
 * header; ctl.c follows the body from the entry to the exit.  The
 * range is the whole definition, for `- f(...) {...}` and + code
 * before or after it; when the reader could not tell where the
 * definition starts, only a pattern that edits none of it matches. */
static int mfunc(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	const struct match_fn *fn = &a->v->fn;
	const struct smpl_node *s = nd(a, p);

	if (n != a->v->entry || !fn->name || header_edited(a, p))
		return 0;
	if ((s->op == SMPL_STORE_STATIC && !fn->is_static) ||
	    s->op == SMPL_STORE_EXTERN)
		return 0;
	if (kid(a, p, 0) && !mtype(a, kid(a, p, 0), fn->ret))
		return 0;
	if (params_edited(a, p) && !params_editable(fn))
		return 0;
	if (!mexpr(a, kid(a, p, 1), fn->name) || !mparams(a, kid(a, p, 2), 0, 0))
		return 0;
	if (fn->lparen.line && fn->rparen.line) {
		struct match_range r = paren_range(fn);

		hit(a, kid(a, p, 2), &r);	/* for param_edits */
	}
	if (fn->lbrace.line && a->p->plus_head[kid(a, p, 3)] &&
	    s->mark == SMPL_CTX) {
		struct match_range r = fn->lbrace;

		r.end_line = fn->rbrace.end_line;
		r.end_col = fn->rbrace.end_col;
		hit(a, kid(a, p, 3), &r);	/* + code first or last in it */
	}
	if (!fn->range.line)
		return s->mark == SMPL_CTX && !a->p->plus_head[p] ?
		       (a->if_range = fn->name->range, 1) : 0;
	a->if_range = fn->range;
	return 1;
}

/* `#include <a.h>` against an #include line of the top level: the
 * same name, written the same way (<> or ""). */
static int minclude(struct match_atoms *a, uint32_t p,
		    const struct match_node *n)
{
	const struct smpl_node *s = nd(a, p);
	const char *w = smpl_str(a->f, s->str);
	size_t len;

	if (n->kind != MATCH_N_INCLUDE || s->op != SMPL_DIR_INCLUDE ||
	    strncmp(w, "#include", 8))
		return 0;
	for (w += 8; *w == ' '; w++)
		;
	for (len = strlen(w); len && w[len - 1] == ' '; len--)
		;
	if (!n->expr || strlen(n->expr->str) != len ||
	    memcmp(w, n->expr->str, len))
		return 0;
	hit(a, p, &n->range);	/* its edits: the line's */
	return 1;
}

/* `#define NAME body` against an object-like #define of the top level:
 * the name, then the body (an expression, or none on both sides). */
static int mdefine(struct match_atoms *a, uint32_t p,
		   const struct match_node *n)
{
	uint32_t body = kid(a, p, 2);

	if (n->kind != MATCH_N_DEFINE || kid(a, p, 1) || !n->var ||
	    !mexpr(a, kid(a, p, 0), n->var) || !body != !n->expr ||
	    (body && !mexpr(a, body, n->expr)))
		return 0;
	hit(a, p, &n->range);	/* its edits: the line's */
	return 1;
}

static int mstmt_kind(struct match_atoms *a, uint32_t p,
		      const struct match_node *n)
{
	const struct smpl_node *s = nd(a, p);

	switch (s->kind) {
	case SMPL_FUNC: return mfunc(a, p, n);
	case SMPL_IF: return mif(a, p, n);
	case SMPL_WHILE: return mwhile(a, p, n);
	case SMPL_ITER: return miter(a, p, n);
	case SMPL_FOR: return mfor(a, p, n);
	case SMPL_SWITCH: return mswitch(a, p, n);
	case SMPL_EXPRSTMT:	/* a for's init or step is no statement */
		if (n->kind != MATCH_N_STMT || (n->flags & MATCH_NF_FOR_PART))
			return 0;
		if (!kid(a, p, 0))	/* `;`: an empty statement */
			return (n->flags & MATCH_NF_EMPTY) != 0;
		return n->expr && mexpr(a, kid(a, p, 0), n->expr);
	case SMPL_DECL: return mdecl(a, p, n);
	case SMPL_TYPE:	/* `struct s { ... }` alone: any declaration of it */
		return (s->flags & SMPL_TYPE_DEF) && !s->op && n->tdef &&
		       n->kind == MATCH_N_DECL && s->mark == SMPL_CTX &&
		       !(n->flags & MATCH_NF_DECL_MORE) &&
		       mtagdef(a, kid(a, p, 0), n->tdef);
	case SMPL_DIRECTIVE: return minclude(a, p, n);
	case SMPL_DEFINE: return mdefine(a, p, n);
	case SMPL_RETURN:
		return n->kind == MATCH_N_RETURN && opt_expr(a, kid(a, p, 0), n->expr);
	case SMPL_GOTO:
		return n->kind == MATCH_N_GOTO && mexpr(a, kid(a, p, 0), n->var);
	case SMPL_LABEL:
		return n->kind == MATCH_N_LABEL && mexpr(a, kid(a, p, 0), n->var);
	case SMPL_BREAK: return n->kind == MATCH_N_BREAK;
	case SMPL_CONTINUE: return n->kind == MATCH_N_CONTINUE;
	case SMPL_STMTMETA: {
		struct match_val v = { .kind = MATCH_V_NODE, .n = n };

		if (is_stmt_list(a, p))
			return mstmt_list(a, s->meta, n);
		/* a for's init or step is no statement, nor (for spatch)
		 * a declaration */
		if (n->kind < MATCH_N_STMT || n->kind == MATCH_N_CASE ||
		    n->kind == MATCH_N_LABEL || n->kind == MATCH_N_DECL ||
		    n->kind == MATCH_N_INCLUDE || n->kind == MATCH_N_DEFINE ||
		    (n->flags & (MATCH_NF_FOR_PART | MATCH_NF_IMPLICIT)) ||
		    !bind(a, s->meta, &v))
			return 0;
		a->if_range = node_whole(n);	/* S is all of it */
		return 1;
	}
	}
	if (s->kind >= SMPL_ID && s->kind <= SMPL_ECONJ)
		return mexpr_node(a, p, n);
	/* an initializer list alone: in a file-scope variable's
	 * initializer, at any depth (docs/matcher.md, "Top level") */
	if (s->kind == SMPL_INITLIST)
		return n->kind == MATCH_N_DECL && mexpr_node(a, p, n);
	return 0;
}

/* The keyword of statement pattern kind k at node n (for a for loop,
 * n is its loop node): `if@p`, `return@p`. */
static int keyword_token(const struct match_node *n, int k,
			 struct match_range *r)
{
	static const char *const word[SMPL_NKINDS] = {
		[SMPL_IF] = "if", [SMPL_WHILE] = "while", [SMPL_FOR] = "for",
		[SMPL_SWITCH] = "switch", [SMPL_RETURN] = "return",
		[SMPL_GOTO] = "goto", [SMPL_BREAK] = "break",
		[SMPL_CONTINUE] = "continue",
	};
	uint32_t l = n->stmt_line ? n->stmt_line : n->range.line;
	uint32_t c = n->stmt_line ? n->stmt_col : n->range.col;

	if (k == SMPL_DECL)	/* its '=' */
		return n->hdr_line &&
		       token(r, n->range.file, n->hdr_line, n->hdr_col, 1);
	if (k == SMPL_FOR && !n->stmt_line)
		return 0;
	return word[k] && token(r, n->range.file, l, c, strlen(word[k]));
}

/* The token of statement pattern p that POSAT slot names, at node n. */
static int stmt_token(const struct match_atoms *a, uint32_t p, int slot,
		      const struct match_node *n, struct match_range *r)
{
	const struct match_range *w = &n->range;
	int k = nd(a, p)->kind;

	switch (slot) {
	case SMPL_AT_OP:
		return keyword_token(k == SMPL_FOR ? loop_of(n) : n, k, r);
	case SMPL_AT_SEMI:	/* the last character of the statement */
		return (n->kind == MATCH_N_STMT || n->kind == MATCH_N_DECL ||
			n->kind == MATCH_N_RETURN || n->kind == MATCH_N_GOTO ||
			n->kind == MATCH_N_BREAK ||
			n->kind == MATCH_N_CONTINUE) &&
		       !(n->flags & (MATCH_NF_NO_SEMI | MATCH_NF_IMPLICIT)) &&
		       w->end_col > 1 &&
		       token(r, w->file, w->end_line, w->end_col - 1, 1);
	case SMPL_AT_RPAREN:	/* the last of an if, while, for, switch
				   header: where it ends, or the range's end */
		if (k == SMPL_FOR)
			n = loop_of(n);
		if (k != SMPL_IF && k != SMPL_WHILE && k != SMPL_FOR &&
		    k != SMPL_SWITCH)
			return 0;
		return n->hdr_line ?
		       n->hdr_col > 1 && token(r, w->file, n->hdr_line,
					       n->hdr_col - 1, 1) :
		       n->range.end_col > 1 &&
		       token(r, w->file, n->range.end_line,
			     n->range.end_col - 1, 1);
	case SMPL_AT_NODE:	/* S@p@q: all of it */
		*r = node_whole(n);
		return k == SMPL_STMTMETA;
	}
	return 0;
}

/* The positions (posvar, POSAT nodes) on statement pattern p, which
 * matched node n; a statement metavariable's posvar is all of it. */
static int mstmt_ats(struct match_atoms *a, uint32_t p,
		     const struct match_node *n)
{
	struct match_range r;
	uint32_t k;

	if (nd(a, p)->kind >= SMPL_ID)
		return 1;	/* an expression: mexpr bound them */
	if (nd(a, p)->kind == SMPL_STMTMETA) {
		r = node_whole(n);
		if (!bind_pos(a, p, &r))
			return 0;
	}
	for (k = a->p->at[p]; k; k = a->p->at[a->f->nnodes + k]) {
		const struct smpl_node *at = nd(a, k);

		if (at->meta >= 0 && (uint32_t)at->meta < a->f->nmetas &&
		    a->f->metas[at->meta].kind == SMPL_M_DECLARATION) {
			if (!decl_at(a, at->meta, n))
				return 0;
			continue;
		}
		if (at->meta < 0 || (uint32_t)at->meta >= a->f->nmetas ||
		    a->f->metas[at->meta].kind != SMPL_M_POSITION ||
		    !stmt_token(a, p, at->op, n, &r) ||
		    !bind_range(a, at->meta, &r))
			return 0;
	}
	return 1;
}

static int mstmt(struct match_atoms *a, uint32_t p, const struct match_node *n)
{
	return mstmt_kind(a, p, n) && mstmt_ats(a, p, n);
}

/* ---- edits ---- */

static int is_code(const struct smpl_node *n)
{
	return n->kind != SMPL_SEQ && n->kind != SMPL_DISJ &&
	       n->kind != SMPL_CONJ && n->kind != SMPL_OPT &&
	       n->kind != SMPL_NEST && n->kind != SMPL_DOTS && n->kind != SMPL_NONE;
}

/* A node marked `mark` whose nearest enclosing code (sequences,
 * disjunctions and the like do not count) is not marked so: a '-' node's
 * range goes, a '*' node's range is reported. */
static int mark_top(const struct match_atoms *a, uint32_t p, int mark)
{
	uint32_t up = a->p->parent[p];

	/* an ARRAY (`[N]` of a field) has no mark of its own: its size's
	 * is the field's */
	while (up && (!is_code(nd(a, up)) || nd(a, up)->kind == SMPL_ARRAY))
		up = a->p->parent[up];
	return nd(a, p)->mark == mark && (!up || nd(a, up)->mark != mark);
}

static void print_ptok_text(const struct match_atoms *a,
			    const struct match_val *cur,
			    const struct smpl_ptok *t, FILE *out);

/* Does + token t, as instantiated, start with a name, a number or a
 * '(': nothing that could glue to an operator before it? */
static int starts_operand(const struct match_atoms *a,
			  const struct match_val *cur,
			  const struct smpl_ptok *t)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	int c;

	if (!f)
		abort();
	print_ptok_text(a, cur, t, f);
	fclose(f);
	c = len ? (unsigned char)buf[0] : 0;
	free(buf);
	return isalnum(c) || c == '_' || c == '(';
}

/* A unary operator metavariable's value. */
static int is_unop(const struct match_atoms *a, const struct smpl_ptok *t)
{
	return t->meta >= 0 &&
	       (uint32_t)t->meta - a->r->meta0 < a->nmeta &&
	       a->f->metas[t->meta].kind == SMPL_M_UNOP;
}

/* A metavariable whose value is a pointer type (`struct foo *`). */
static int is_ptr_type(const struct match_atoms *a, const struct match_val *cur,
		       const struct smpl_ptok *t)
{
	const struct match_val *v;
	size_t n;

	if (t->meta < 0 || (uint32_t)t->meta - a->r->meta0 >= a->nmeta)
		return 0;
	v = &cur[t->meta - a->r->meta0];
	n = v->kind == MATCH_V_STR && v->s ? strlen(v->s) : 0;
	return n && v->s[n - 1] == '*';
}

/* Two + tokens are separated by a space when they are in the rule, but
 * a unary operator metavariable sticks to its operand (`u E` must be
 * written with one), as spatch prints unary operators, and a pointer
 * type's stars to the stars or name after it (`T *x`: `struct foo **x`,
 * `T x`: `struct foo *x`), and `{ }` is `{}`. */
static void plus_val_print(const struct match_val *v, FILE *f);

/* The first (last: at_end) character + token t writes: its text's, or
 * its value's. */
static int edge_char(const struct match_atoms *a, const struct match_val *cur,
		     const struct smpl_ptok *t, int at_end)
{
	const char *s = smpl_str(a->f, t->str);
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	int c;

	if (t->meta < 0 || (uint32_t)t->meta - a->r->meta0 >= a->nmeta)
		return *s ? (unsigned char)s[at_end ? strlen(s) - 1 : 0] : 0;
	f = open_memstream(&buf, &len);
	if (!f)
		abort();
	plus_val_print(&cur[t->meta - a->r->meta0], f);
	fclose(f);
	c = len ? (unsigned char)buf[at_end ? len - 1 : 0] : 0;
	free(buf);
	return c;
}

static int space_between_words(const struct match_atoms *a,
			       const struct match_val *cur,
			       const struct smpl_ptok *prev,
			       const struct smpl_ptok *t);

/* As space_between_words, and a space wherever two tokens written side
 * by side would read as another (`- E` with E `-a` is `- -a`, not the
 * decrement `--a`). */
static int space_between(const struct match_atoms *a,
			 const struct match_val *cur,
			 const struct smpl_ptok *prev, const struct smpl_ptok *t)
{
	return space_between_words(a, cur, prev, t) ||
	       smpl_tokens_glue(edge_char(a, cur, prev, 1),
				edge_char(a, cur, t, 0));
}

static int space_between_words(const struct match_atoms *a,
			       const struct match_val *cur,
			       const struct smpl_ptok *prev,
			       const struct smpl_ptok *t)
{
	if (is_unop(a, prev) && starts_operand(a, cur, t))
		return 0;
	/* an empty initializer list: spatch prints `{ }` as `{}` */
	if (!strcmp(smpl_str(a->f, prev->str), "{") &&
	    !strcmp(smpl_str(a->f, t->str), "}"))
		return 0;
	if (is_ptr_type(a, cur, prev) &&
	    (!strcmp(smpl_str(a->f, t->str), "*") ||
	     starts_operand(a, cur, t)))
		return 0;
	return t->col != prev->col + strlen(smpl_str(a->f, prev->str));
}

/* A numbered fresh identifier in + text, until match_edits_fresh names
 * it: FRESH_OPEN, its metavariable's index, FRESH_CLOSE. */
#define FRESH_OPEN '\001'
#define FRESH_CLOSE '\002'

/* A fresh identifier: + code makes it, no match binds it. */
static int is_fresh(const struct smpl_meta *m)
{
	return smpl_mkind_binds[m->kind] == SMPL_MB_FRESH;
}

/* A fresh identifier whose seed is text alone (`= "v"`): spatch
 * numbers it, v0, v1, ... (match_edits_fresh); one whose seed has a
 * metavariable is that text as it is. */
static int fresh_counted(const struct match_atoms *a, const struct smpl_meta *m)
{
	uint32_t i;

	if (!m->nseed)
		return 0;
	for (i = 0; i < m->nseed; i++)
		if (nd(a, a->f->kids[m->seed0 + i])->meta >= 0)
			return 0;
	return 1;
}

/* The text of a numbered fresh identifier's seed (its strings). */
static void print_fresh_seed(const struct match_atoms *a,
			     const struct smpl_meta *m, FILE *out)
{
	uint32_t i;

	for (i = 0; i < m->nseed; i++) {
		const char *t = smpl_str(a->f, nd(a, a->f->kids[m->seed0 + i])->str);

		if (*t == '"')
			fprintf(out, "%.*s", (int)strlen(t) - 2, t + 1);
		else
			fputs(t, out);
	}
}

static void print_fresh(const struct match_atoms *a, const struct match_val *cur,
			const struct smpl_meta *m, FILE *out)
{
	uint32_t i;

	if (fresh_counted(a, m)) {	/* named by match_edits_fresh */
		fprintf(out, "%c%u%c", FRESH_OPEN,
			(unsigned)(m - a->f->metas), FRESH_CLOSE);
		return;
	}
	if (!m->nseed) {
		fprintf(out, "%s_fresh", smpl_str(a->f, m->name));
		return;
	}
	for (i = 0; i < m->nseed; i++) {
		const struct smpl_node *s = nd(a, a->f->kids[m->seed0 + i]);
		const char *t = smpl_str(a->f, s->str);

		if (s->meta >= 0 && (uint32_t)s->meta - a->r->meta0 < a->nmeta)
			match_val_print(&cur[s->meta - a->r->meta0], out);
		else if (*t == '"')
			fprintf(out, "%.*s", (int)strlen(t) - 2, t + 1);
		else
			fputs(t, out);
	}
}

/* + code being instantiated: the pieces so far, and the text written
 * after them (which becomes a text piece when another piece comes). */
struct plus_out {
	struct smpl_arena *arena;
	struct smpl_piece *v;
	uint32_t n, cap;
	char *buf;
	size_t len;
	FILE *f;
};

static void plus_open(struct plus_out *o)
{
	o->buf = NULL;
	o->len = 0;
	o->f = open_memstream(&o->buf, &o->len);
	if (!o->f)
		abort();
}

static struct smpl_piece *plus_push(struct plus_out *o, int kind)
{
	o->v = smpl_grow(o->v, o->n + 1, &o->cap, sizeof(*o->v));
	o->v[o->n] = (struct smpl_piece){ .kind = (uint8_t)kind };
	return &o->v[o->n++];
}

/* The text written since the last piece becomes one. */
static void plus_close_text(struct plus_out *o)
{
	fclose(o->f);
	if (o->len)
		plus_push(o, SMPL_PIECE_TEXT)->text =
			smpl_arena_strndup(o->arena, o->buf, o->len);
	free(o->buf);
}

/* A piece for a metavariable's value, after the text before it. */
static struct smpl_piece *plus_value(struct plus_out *o, int kind)
{
	plus_close_text(o);
	plus_open(o);
	return plus_push(o, kind);
}

/* An expression in + code, with its place: a view built from GIMPLE
 * prints `v->a[i].b` as GIMPLE has it, the edit layer puts the source's
 * text in its place when that is the same expression. */
/* Expression x as + code writes it: as the view prints it, but a list
 * of an initializer with blanks inside its braces (`{ 1, 2 }`; `{}`
 * when empty, as spatch), as C code is mostly written. */
static void plus_expr_print(const struct match_expr *x, FILE *f)
{
	uint32_t i;

	if (x->kind == MATCH_E_INIT) {
		fputs(x->nkids ? "{ " : "{", f);
		for (i = 0; i < x->nkids; i++) {
			if (i)
				fputs(", ", f);
			plus_expr_print(x->kids[i], f);
		}
		fputs(x->nkids ? " }" : "}", f);
	} else if (x->kind == MATCH_E_DESIG) {
		fputs(x->op == SMPL_OP_DOT ? "." : "[", f);
		plus_expr_print(x->kids[0], f);
		fputs(x->op == SMPL_OP_DOT ? " = " : "] = ", f);
		plus_expr_print(x->kids[1], f);
	} else {
		match_expr_print(x, f);
	}
}

/* Value v as + code writes it (plus_expr_print). */
static void plus_val_print(const struct match_val *v, FILE *f)
{
	uint32_t i;

	if (v->kind == MATCH_V_EXPR) {
		plus_expr_print(v->e, f);
	} else if (v->kind == MATCH_V_LIST) {
		for (i = 0; i < v->nl; i++) {
			int parens = (v->l[i]->flags & MATCH_EF_PARENS) != 0;

			if (i)
				fputs(", ", f);
			if (parens)	/* as expr_piece: they go with it */
				fputc('(', f);
			plus_expr_print(v->l[i], f);
			if (parens)
				fputc(')', f);
		}
	} else {
		match_val_print(v, f);
	}
}

static void expr_piece(struct plus_out *o, const struct match_val *v)
{
	const struct match_expr *x = v->e;
	struct smpl_piece *q = plus_value(o, SMPL_PIECE_EXPR);
	int parens = (x->flags & MATCH_EF_PARENS) && !v->bare;
	const struct match_range *r = parens ? &x->outer : &x->range;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		abort();
	/* the source's parentheses go with the value, as spatch keeps them */
	q->line = r->line;
	q->col = r->col;
	q->end_line = r->end_line;
	q->end_col = r->end_col;
	if (parens)
		fputc('(', f);
	plus_expr_print(x, f);
	if (parens)
		fputc(')', f);
	fclose(f);
	q->text = smpl_arena_strndup(o->arena, buf, len);
	free(buf);
}

/* A list in + code: one expression piece from its first element to its
 * last, whose text the edit layer takes from the source (the printed
 * form: the elements with ", " between). */
static void list_piece(struct plus_out *o, const struct match_val *v)
{
	struct smpl_piece *q;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	if (!v->nl)
		return;
	q = plus_value(o, SMPL_PIECE_EXPR);
	f = open_memstream(&buf, &len);
	if (!f)
		abort();
	q->line = arg_range(v->l[0])->line;
	q->col = arg_range(v->l[0])->col;
	q->end_line = arg_range(v->l[v->nl - 1])->end_line;
	q->end_col = arg_range(v->l[v->nl - 1])->end_col;
	plus_val_print(v, f);
	fclose(f);
	q->text = smpl_arena_strndup(o->arena, buf, len);
	free(buf);
}

/* Parameters in + code: their text in the source, from the first's
 * type to the last's name, as a statement's (a parameter list's value
 * has r, the ranges of its parameters whole); none for an empty list. */
static void param_piece(struct plus_out *o, const struct match_val *v)
{
	struct smpl_piece *q;

	if (!v->nl)
		return;
	q = plus_value(o, SMPL_PIECE_STMT);
	q->line = v->r[0].line;
	q->col = v->r[0].col;
	q->end_line = v->r[v->nl - 1].end_line;
	q->end_col = v->r[v->nl - 1].end_col;
}

/* A statement's text is in the source, which the edit layer reads
 * (plugin/edit/edit.c). */
static void stmt_piece(struct plus_out *o, const struct match_val *v)
{
	struct smpl_piece *q = plus_value(o, SMPL_PIECE_STMT);

	q->line = v->r ? v->r->line : v->n->range.line;
	q->col = v->r ? v->r->col : v->n->range.col;
	if (v->nl && v->r) {	/* a statement list: its range */
		q->end_line = v->r->end_line;
		q->end_col = v->r->end_col;
	} else if (!v->r && v->n->kind == MATCH_N_DECL) {
		q->end_line = v->n->range.end_line;	/* a declaration: */
		q->end_col = v->n->range.end_col;	/* `int x@d;` */
	}
}

/* A string of + code, with each `%@f@` written as the directives the
 * format metavariable f stands for ("%lu"). */
static void print_format_string(const struct match_atoms *a,
				const struct match_val *cur, const char *s,
				FILE *out)
{
	const char *p, *e;
	int32_t m;

	while ((p = strstr(s, "%@")) && (e = strchr(p + 2, '@'))) {
		fwrite(s, 1, (size_t)(p - s), out);
		m = meta_named(a, p + 2, (size_t)(e - p - 2));
		if (m >= 0 && cur[m - a->r->meta0].kind == MATCH_V_STR)
			fprintf(out, "%%%s", cur[m - a->r->meta0].s);
		else
			fwrite(p, 1, (size_t)(e + 1 - p), out);
		s = e + 1;
	}
	fputs(s, out);
}

/* + token t as plain text: a metavariable's printed value. */
static void print_ptok_text(const struct match_atoms *a,
			    const struct match_val *cur,
			    const struct smpl_ptok *t, FILE *out)
{
	const struct smpl_meta *m;

	if (t->meta < 0 || (uint32_t)t->meta - a->r->meta0 >= a->nmeta) {
		print_format_string(a, cur, smpl_str(a->f, t->str), out);
		return;
	}
	m = &a->f->metas[t->meta];
	if (is_fresh(m))
		print_fresh(a, cur, m, out);
	else
		match_val_print(&cur[t->meta - a->r->meta0], out);
}

static void print_ptok(const struct match_atoms *a, const struct match_val *cur,
		       const struct smpl_ptok *t, struct plus_out *o)
{
	const struct smpl_meta *m;
	const struct match_val *v;

	if (t->meta < 0 || (uint32_t)t->meta - a->r->meta0 >= a->nmeta) {
		print_format_string(a, cur, smpl_str(a->f, t->str), o->f);
		return;
	}
	m = &a->f->metas[t->meta];
	v = &cur[t->meta - a->r->meta0];
	if (is_fresh(m))
		print_fresh(a, cur, m, o->f);
	else if (a->p->expr_pieces && v->kind == MATCH_V_EXPR)
		expr_piece(o, v);
	else if (a->p->expr_pieces && v->kind == MATCH_V_LIST && v->r &&
		 (m->kind == SMPL_M_PARAM || m->kind == SMPL_M_PARAMLIST))
		param_piece(o, v);
	else if (a->p->expr_pieces && v->kind == MATCH_V_LIST)
		list_piece(o, v);
	else if (v->kind == MATCH_V_NODE)
		stmt_piece(o, v);
	else
		plus_val_print(v, o->f);
}

/* Is + token k of block pl an empty list, bound so in cur? */
static int empty_list(const struct match_atoms *a, const struct match_val *cur,
		      const struct smpl_plus *pl, uint32_t k)
{
	int32_t m;

	if (k >= pl->ntok)
		return 0;
	m = a->f->ptoks[pl->tok0 + k].meta;
	return m >= 0 && (uint32_t)m - a->r->meta0 < a->nmeta &&
	       cur[m - a->r->meta0].kind == MATCH_V_LIST &&
	       !cur[m - a->r->meta0].nl;
}

static int is_comma(const struct match_atoms *a, const struct smpl_plus *pl,
		    uint32_t k)
{
	return k < pl->ntok &&
	       !strcmp(smpl_str(a->f, a->f->ptoks[pl->tok0 + k].str), ",");
}

/* Is + token k a comma that goes with an empty list: the one after it
 * (`f(es, E)` gives `f(E)`), or, when none follows, the one before it
 * (`f(E, es)` gives `f(E)`), as spatch drops them?  The list itself is
 * also skipped, and so is the space after it. */
static int empty_list_comma(const struct match_atoms *a,
			    const struct match_val *cur,
			    const struct smpl_plus *pl, uint32_t k)
{
	if (empty_list(a, cur, pl, k))
		return 1;
	if (!is_comma(a, pl, k))
		return 0;
	return (k && empty_list(a, cur, pl, k - 1)) ||
	       (empty_list(a, cur, pl, k + 1) && !is_comma(a, pl, k + 2));
}

/* Is the + token written before token k of block pl a `{`, with
 * empty lists and their commas between (`{ IL, 0 }`, IL empty, gives
 * `{ 0 }`)? */
static int after_brace(const struct match_atoms *a, const struct match_val *cur,
		       const struct smpl_plus *pl, uint32_t k)
{
	while (k-- > 0)
		if (!empty_list_comma(a, cur, pl, k))
			return !strcmp(smpl_str(a->f,
					a->f->ptoks[pl->tok0 + k].str), "{");
	return 0;
}

/* ---- parentheses in + code (prec.h) ---- */

/* The words of plus block pl for precedence: its tokens, an operator
 * metavariable's value, "x" for any other value (an operand); "" for an
 * empty list.  Malloc'd array of pl->ntok. */
static const char **plus_words(const struct match_atoms *a,
			       const struct match_val *cur,
			       const struct smpl_plus *pl)
{
	const char **w = calloc(pl->ntok + 1, sizeof(*w));
	uint32_t k;

	if (!w)
		abort();
	for (k = 0; k < pl->ntok; k++) {
		const struct smpl_ptok *t = &a->f->ptoks[pl->tok0 + k];
		const struct match_val *v;

		w[k] = smpl_str(a->f, t->str);
		if (t->meta < 0 || (uint32_t)t->meta - a->r->meta0 >= a->nmeta)
			continue;
		v = &cur[t->meta - a->r->meta0];
		w[k] = v->kind == MATCH_V_STR && v->s ? v->s :
		       v->kind == MATCH_V_LIST && !v->nl ? "" : "x";
	}
	return w;
}

static int word_is(const char *w, const char *s)
{
	return !strcmp(w, s);
}

static int word_ends_operand(const char *w)
{
	static const char *const kw[] = { "return", "sizeof", "case", "if",
					  "while", "for", "switch", "else",
					  "do", "goto" };

	if (!*w)
		return 0;
	if (isalnum((unsigned char)*w) || *w == '_') {
		for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
			if (word_is(w, kw[i]))
				return 0;
		return 1;
	}
	return *w == '"' || *w == '\'' || word_is(w, "]");
}

static int word_binop(const char *w)
{
	return match_prec_binop(w, strlen(w));
}

/* The level C needs of an operand after word k - 1 of w (k > 0). */
static int need_after(const char **w, uint32_t k)
{
	const char *l = w[k - 1];
	int b = word_binop(l), depth = 0;
	uint32_t j;

	if (word_is(l, ",") || b == MATCH_PREC_ASSIGN)
		return MATCH_PREC_ASSIGN;
	if (word_is(l, "?"))
		return MATCH_PREC_COMMA;
	if (word_is(l, ":")) {	/* `c ? a : E`, or a label's */
		for (j = k - 1; j-- > 0;) {
			depth += word_is(w[j], ")") - word_is(w[j], "(");
			if (!depth && word_is(w[j], "?"))
				return MATCH_PREC_COND;
		}
		return MATCH_PREC_COMMA;
	}
	if (word_is(l, "+") || word_is(l, "-") || word_is(l, "*") ||
	    word_is(l, "&"))	/* binary after an operand, else unary */
		return k >= 2 && word_ends_operand(w[k - 2]) ? b + 1 :
		       MATCH_PREC_UNARY;
	if (b)
		return b + 1;
	if (word_is(l, "!") || word_is(l, "~") || word_is(l, "sizeof") ||
	    word_is(l, "++") || word_is(l, "--"))
		return MATCH_PREC_UNARY;
	if (word_is(l, ")")) {	/* a cast, or `if (c) E` */
		for (j = k - 1; j-- > 0;) {
			depth += word_is(w[j], ")") - word_is(w[j], "(");
			if (depth < 0)
				break;
		}
		if (j == UINT32_MAX)
			return MATCH_PREC_COMMA;
		return j > 0 && word_ends_operand(w[j - 1]) ?
		       MATCH_PREC_COMMA : j > 0 && (word_is(w[j - 1], "if") ||
		       word_is(w[j - 1], "while") || word_is(w[j - 1], "for") ||
		       word_is(w[j - 1], "switch")) ? MATCH_PREC_COMMA :
		       MATCH_PREC_UNARY;
	}
	return MATCH_PREC_COMMA;
}

/* The level C needs of an operand before word k + 1 of w. */
static int need_before(const char **w, uint32_t k, uint32_t n)
{
	const char *r;
	int b;

	if (k + 1 >= n)
		return MATCH_PREC_COMMA;
	r = w[k + 1];
	b = word_binop(r);
	if (word_is(r, "(") || word_is(r, "[") || word_is(r, ".") ||
	    word_is(r, "->") || word_is(r, "++") || word_is(r, "--"))
		return MATCH_PREC_POSTFIX;
	if (word_is(r, "?"))
		return MATCH_PREC_LOR;
	if (b == MATCH_PREC_ASSIGN)
		return MATCH_PREC_UNARY;
	if (word_is(r, ","))
		return MATCH_PREC_ASSIGN;
	if (word_is(r, ":"))
		return MATCH_PREC_COMMA;
	if (b == MATCH_PREC_MUL)	/* `(x * y) / 2`, as spatch writes it */
		return MATCH_PREC_MUL + 1;
	return b ? b : MATCH_PREC_COMMA;
}

/* The level of value v as + code writes it: with the source's
 * parentheses where pieces carry them (expr_piece). */
static int value_prec(const struct match_atoms *a, const struct match_val *v)
{
	if (v->kind != MATCH_V_EXPR || !v->e)
		return MATCH_PREC_POSTFIX;
	if ((!a->p->expr_pieces || v->bare) &&
	    (v->e->flags & MATCH_EF_PARENS)) {
		struct match_expr bare = *v->e;

		bare.flags &= (uint8_t)~MATCH_EF_PARENS;
		return match_prec_expr(&bare);
	}
	return match_prec_expr(v->e);
}

/* Does + token k of block pl, a value, need parentheses where it
 * stands (`E * 2` with E bound to `a + b`)? */
static int value_needs_parens(const struct match_atoms *a,
			      const struct match_val *cur,
			      const struct smpl_plus *pl, const char **w,
			      uint32_t k)
{
	const struct smpl_ptok *t = &a->f->ptoks[pl->tok0 + k];
	int need;

	if (t->meta < 0 || (uint32_t)t->meta - a->r->meta0 >= a->nmeta ||
	    is_fresh(&a->f->metas[t->meta]))
		return 0;
	need = k ? need_after(w, k) : MATCH_PREC_COMMA;
	if (need < need_before(w, k, pl->ntok))
		need = need_before(w, k, pl->ntok);
	return value_prec(a, &cur[t->meta - a->r->meta0]) < need;
}

/* The level of plus block pl as an expression, 0 when it is none. */
static int block_prec(const struct match_atoms *a, const struct match_val *cur,
		      const struct smpl_plus *pl, const char **w)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	int prec;
	uint32_t k;

	if (pl->ntok == 1 && word_is(w[0], "x"))
		return value_prec(a, &cur[a->f->ptoks[pl->tok0].meta -
					  a->r->meta0]);
	f = open_memstream(&buf, &len);
	if (!f)
		abort();
	for (k = 0; k < pl->ntok; k++)
		fprintf(f, "%s ", w[k]);
	fclose(f);
	prec = match_prec_text(buf, len);
	free(buf);
	return prec;
}

/* Where is x in e's tree: the level its place needs, or -1 when x is
 * not below e. */
static int slot_need(const struct match_expr *e, const struct match_expr *x)
{
	uint32_t k;
	int r;

	for (k = 0; k < e->nkids; k++) {
		if (e->kids[k] == x)
			return match_prec_slot(e, k);
		if (e->kids[k] && (r = slot_need(e->kids[k], x)) >= 0)
			return r;
	}
	return -1;
}

/* Is x an argument of a call in e's tree? */
static int arg_of(const struct match_expr *e, const struct match_expr *x)
{
	for (uint32_t k = 0; k < e->nkids; k++) {
		if (e->kids[k] == x)
			return e->kind == MATCH_E_CALL && k > 0;
		if (e->kids[k] && arg_of(e->kids[k], x))
			return 1;
	}
	return 0;
}

/* Is expression x of node n an argument of a call?  + code there is
 * arguments, as SmPL parses it (`- E, es` `+ es, E`): its commas
 * separate them, and call for no parentheses. */
static int call_arg(const struct match_node *n, const struct match_expr *x)
{
	return (n->expr && n->expr != x && arg_of(n->expr, x)) ||
	       (n->var && n->var != x && arg_of(n->var, x));
}

/* The level + code replacing expression x of node n must have to read
 * as one operand where x was. */
static int place_need(const struct match_node *n, const struct match_expr *x)
{
	int r = -1;

	if (x->flags & MATCH_EF_PARENS)
		return MATCH_PREC_COMMA;
	if (n->expr && n->expr != x)
		r = slot_need(n->expr, x);
	if (r < 0 && n->var && n->var != x)
		r = slot_need(n->var, x);
	if (r >= 0)
		return r;
	return n->kind == MATCH_N_DECL ? MATCH_PREC_ASSIGN : MATCH_PREC_COMMA;
}

/* A type or name value of + token t, else NULL. */
static const char *val_str(const struct match_atoms *a,
			   const struct match_val *cur,
			   const struct smpl_ptok *t)
{
	const struct match_val *v;

	if (t->meta < 0 || (uint32_t)t->meta - a->r->meta0 >= a->nmeta)
		return NULL;
	v = &cur[t->meta - a->r->meta0];
	return v->kind == MATCH_V_STR ? v->s : NULL;
}

/* The text of + token j of block pl. */
static const char *ptok_text(const struct match_atoms *a,
			     const struct match_val *cur,
			     const struct smpl_plus *pl, uint32_t j)
{
	const struct smpl_ptok *t = &a->f->ptoks[pl->tok0 + j];
	const char *s = val_str(a, cur, t);

	return s ? s : smpl_str(a->f, t->str);
}

/* + token k of block pl is a type metavariable whose value is an array
 * type ("int [12]"), followed by a name (after annotations: `T
 * __attribute__((x)) y`), token *name: where its brackets start. */
static const char *array_dims(const struct match_atoms *a,
			      const struct match_val *cur,
			      const struct smpl_plus *pl, uint32_t k,
			      uint32_t *name)
{
	const struct smpl_ptok *t = &a->f->ptoks[pl->tok0 + k];
	const char *s = val_str(a, cur, t), *d, *nx;
	uint32_t j = k + 1, depth;

	if (!s || k + 1 >= pl->ntok ||
	    smpl_mkind_binds[a->f->metas[t->meta].kind] != SMPL_MB_TYPE ||
	    !(d = strchr(s, '[')) || strchr(s, '('))
		return NULL;
	while (j + 1 < pl->ntok && !strcmp(ptok_text(a, cur, pl, j),
					   "__attribute__") &&
	       !strcmp(ptok_text(a, cur, pl, j + 1), "(")) {
		for (j++, depth = 0; j < pl->ntok; j++) {
			nx = ptok_text(a, cur, pl, j);
			depth += !strcmp(nx, "(");
			if (!strcmp(nx, ")") && --depth == 0)
				break;
		}
		j++;
	}
	if (j >= pl->ntok)
		return NULL;
	nx = ptok_text(a, cur, pl, j);
	*name = j;
	return isalpha((unsigned char)*nx) || *nx == '_' ? d : NULL;
}

/* The tokens of plus block i, instantiated from the values cur; in
 * parentheses when the block replaces an expression at a place that
 * needs a tighter one (need > 0), but for arguments (args: the block
 * stands for arguments, its commas separate them).  Returns whether it
 * wrote such commas. */
static int plus_block(struct match_atoms *a, uint32_t i,
		      const struct match_val *cur, struct plus_out *o,
		      int need, int args)
{
	const struct smpl_plus *pl = &a->f->plus[i];
	const char **w = plus_words(a, cur, pl);
	int bp = need > 0 ? block_prec(a, cur, pl, w) : 0;
	int wrap = bp > 0 && bp < need &&
		   !(args && bp == MATCH_PREC_COMMA);
	uint32_t k, name = UINT32_MAX;
	const char *dims = NULL;	/* "[12]" of a type written before,
					   after its name: token name */

	if (wrap)
		fputc('(', o->f);
	for (k = 0; k < pl->ntok; k++) {
		const struct smpl_ptok *t = &a->f->ptoks[pl->tok0 + k];
		int parens;

		if (empty_list_comma(a, cur, pl, k))
			continue;
		if (k && (t->flags & SMPL_PT_BOL))
			fputc('\n', o->f);
		else if (k && space_between(a, cur, t - 1, t) &&
			 (!empty_list_comma(a, cur, pl, k - 1) ||
			  after_brace(a, cur, pl, k)))
			fputc(' ', o->f);
		if (!dims && (dims = array_dims(a, cur, pl, k, &name))) {
			const char *s = val_str(a, cur, t), *e = dims;

			while (e > s && e[-1] == ' ')
				e--;
			fprintf(o->f, "%.*s", (int)(e - s), s);	/* "int" */
			continue;
		}
		parens = value_needs_parens(a, cur, pl, w, k);
		if (parens)
			fputc('(', o->f);
		print_ptok(a, cur, t, o);
		if (parens)
			fputc(')', o->f);
		if (dims && k == name) {
			fputs(dims, o->f);	/* T y: int y[12] */
			dims = NULL;
		}
	}
	if (wrap)
		fputc(')', o->f);
	free(w);
	return args && bp == MATCH_PREC_COMMA;
}

/* The + code of plus block i (and, for a chain, the blocks after it at
 * its anchor, a line each), instantiated from the values cur, into e's
 * pieces. */
static void plus_pieces(struct match_atoms *a, uint32_t i,
			const struct match_val *cur, struct match_edit *e)
{
	struct plus_out o = { .arena = a->arena };
	struct smpl_piece *v;
	uint32_t pl = i + 1;
	int need;

	plus_open(&o);
	/* (elements of an initializer list are written as they are) */
	need = e->action == MATCH_ED_REPLACE && e->expr &&
	       !(e->chain && a->p->plus_next[i]) &&
	       !match_edit_is_statement(e) && !match_edit_is_init(e) ?
	       place_need(e->node, e->expr) : 0;
	if (plus_block(a, i, cur, &o, need,
		       need > 0 && call_arg(e->node, e->expr)) &&
	    (e->expr->flags & MATCH_EF_PARENS) && e->expr->outer.line)
		e->range = e->expr->outer;	/* `(a, b)` replaced by
						   arguments: its parentheses
						   go, the value's come back */
	while (e->chain && (pl = a->p->plus_next[pl - 1])) {
		fputc('\n', o.f);
		plus_block(a, pl - 1, cur, &o, 0, 0);
	}
	plus_close_text(&o);
	v = smpl_arena_alloc(a->arena, (o.n ? o.n : 1) * sizeof(*v));
	if (o.n)
		memcpy(v, o.v, o.n * sizeof(*v));
	free(o.v);
	e->pieces = v;
	e->npieces = o.n;
}

/* Does plus block i use a metavariable that cur leaves unbound? */
static int plus_late(const struct match_atoms *a, uint32_t i,
		     const struct match_val *cur)
{
	const struct smpl_plus *pl = &a->f->plus[i];
	uint32_t k, m;

	for (k = 0; k < pl->ntok; k++) {
		m = (uint32_t)a->f->ptoks[pl->tok0 + k].meta - a->r->meta0;
		if (a->f->ptoks[pl->tok0 + k].meta >= 0 && m < a->nmeta &&
		    !is_fresh(&a->f->metas[a->r->meta0 + m]) &&
		    cur[m].kind == MATCH_V_NONE)
			return 1;
	}
	return 0;
}

static void push_edit(struct match_atoms *a, struct match_edit *e,
		      const struct match_edit ***v, uint32_t *nv,
		      uint32_t *cap)
{
	if (*nv == *cap) {
		const struct match_edit **nw;

		*cap = *cap ? *cap * 2 : 8;
		nw = smpl_arena_alloc(a->arena, *cap * sizeof(*nw));
		if (*nv)
			memcpy(nw, *v, *nv * sizeof(*nw));
		*v = nw;
	}
	e->fresh_inst = a->inst;
	(*v)[(*nv)++] = intern_edit(a, e);
}

static void add_edit_chain(struct match_atoms *a, const struct match_node *n,
			   const struct hit *h, int action, uint32_t pl,
			   int chain, const struct match_edit ***v,
			   uint32_t *nv, uint32_t *cap)
{
	struct match_edit e = { .node = n, .range = h->range,
				.action = (uint8_t)action, .expr = h->x };
	const struct match_val *cur = h->env ? h->env->v : a->cur;

	if (n->flags & MATCH_NF_IMPLICIT) {
		/* nothing to remove or mark at the fall-off end: + code
		 * before it, or in place of it, goes before the '}' */
		if (action == MATCH_ED_REPLACE)
			e.action = MATCH_ED_BEFORE, chain = 0;
		else if (action != MATCH_ED_BEFORE)
			return;
	}
	if (pl) {
		uint32_t b = pl;

		e.chain = e.action == MATCH_ED_REPLACE && chain;
		plus_pieces(a, pl - 1, cur, &e);
		do
			if (plus_late(a, b - 1, cur))
				e.late = pl;
		while (e.chain && (b = a->p->plus_next[b - 1]));
	}

	push_edit(a, &e, v, nv, cap);
}

static void add_edit(struct match_atoms *a, const struct match_node *n,
		     const struct hit *h, int action, uint32_t pl,
		     const struct match_edit ***v, uint32_t *nv, uint32_t *cap)
{
	add_edit_chain(a, n, h, action, pl, 0, v, nv, cap);
}

static int pos_before(uint32_t l1, uint32_t c1, uint32_t l2, uint32_t c2)
{
	return l1 < l2 || (l1 == l2 && c1 < c2);
}

/* Whether pattern node q is below p. */
static int below(const struct match_atoms *a, uint32_t q, uint32_t p)
{
	while (q && q != p)
		q = a->p->parent[q];
	return q == p && p;
}

#define MAX_ISLANDS 16

/* Is range x inside range r? */
static int range_in(const struct match_range *x, const struct match_range *r)
{
	return !pos_before(x->line, x->col, r->line, r->col) &&
	       !pos_before(r->end_line, r->end_col, x->end_line, x->end_col);
}

/* The parts of hit i's `-` code that the rule keeps: the hits since from
 * of the expressions right under a `-` node of its pattern that are not
 * `-` themselves (`- foo(` E `- )`, `- (T)` E: E stays), in source
 * order, inside the hit's range and apart.  How many (0: none, the whole
 * range goes); -1 when they cannot be kept exactly (too many, out of
 * order, or a part starting a line, whose gap ends at a line's end). */
static int islands(const struct match_atoms *a, uint32_t from, uint32_t i,
		   uint32_t *isl)
{
	const struct match_range *r = &a->hits[i].range;
	uint32_t p = a->hits[i].pat, j, k, n = 0;

	for (j = from; j < a->nhits; j++) {
		const struct hit *h = &a->hits[j];
		uint32_t q = h->pat, up = a->p->parent[q];

		while (up && !is_code(nd(a, up)))
			up = a->p->parent[up];
		if (j == i || !h->x || !is_code(nd(a, q)) ||
		    nd(a, q)->mark == SMPL_MINUS || !up ||
		    nd(a, up)->mark != SMPL_MINUS || !below(a, q, p) ||
		    !range_in(&h->range, r))
			continue;	/* (outside: another occurrence's) */
		if (n == MAX_ISLANDS || h->range.col <= 1)
			return -1;
		for (k = n; k > 0 && pos_before(h->range.line, h->range.col,
					       a->hits[isl[k - 1]].range.line,
					       a->hits[isl[k - 1]].range.col);
		     k--)
			isl[k] = isl[k - 1];
		isl[k] = j;
		n++;
	}
	for (k = 0; k < n; k++) {
		const struct match_range *x = &a->hits[isl[k]].range;
		const struct match_range *prev = k ? &a->hits[isl[k - 1]].range
						   : NULL;

		if (pos_before(x->line, x->col, r->line, r->col) ||
		    pos_before(r->end_line, r->end_col, x->end_line, x->end_col) ||
		    (prev && pos_before(x->line, x->col, prev->end_line,
					prev->end_col)))
			return -1;
	}
	return (int)n;
}

/* Hit i, an expression removed around the one part it keeps, hit j
 * (`- wrap(` E `- )`): does that part need parentheses to stand where
 * the removed expression was (`a * wrap(b + 1)`)? */
static int island_needs_parens(const struct match_atoms *a,
			       const struct match_node *n, uint32_t i,
			       uint32_t j)
{
	const struct match_expr *x = a->hits[i].x, *y = a->hits[j].x;
	int prec;

	if (!x || !y || match_edit_is_statement(&(struct match_edit){
		    .node = n, .range = a->hits[i].range }))
		return 0;
	prec = (y->flags & MATCH_EF_PARENS) &&
	       range_in(&y->outer, &a->hits[j].range) ?
	       MATCH_PREC_POSTFIX : match_prec_expr(&(struct match_expr){
		       .kind = y->kind, .op = y->op,
		       .flags = (uint8_t)(y->flags & ~MATCH_EF_PARENS) });
	return prec < place_need(n, x);
}

/* An edit replacing hit h's range by text. */
static void add_text_edit(struct match_atoms *a, const struct match_node *n,
			  const struct hit *h, const char *text,
			  const struct match_edit ***v, uint32_t *nv,
			  uint32_t *cap)
{
	struct smpl_piece *q = smpl_arena_alloc(a->arena, sizeof(*q));
	struct match_edit e = { .node = n, .range = h->range,
				.action = MATCH_ED_REPLACE, .pieces = q,
				.npieces = 1 };

	*q = (struct smpl_piece){ .kind = SMPL_PIECE_TEXT,
				  .text = smpl_arena_strndup(a->arena, text,
							     strlen(text)) };
	push_edit(a, &e, v, nv, cap);
}

/* Hit i's `-` code around the n parts it keeps (islands): each gap
 * between them that holds text is removed, or replaced by the + blocks
 * written there in the rule (before the first kept part whose pattern
 * follows them; the nearest gap with text when that one has none). */
/* What kept part k of hit h keeps: its range, with the parentheses
 * written around its expression when they lie in h (`- (T)` before
 * `(p + 1)` keeps them: removed, `(T2) p + 1` would read otherwise). */
static const struct match_range *island_range(const struct match_atoms *a,
					      const struct hit *h, uint32_t k)
{
	const struct match_expr *x = a->hits[k].x;

	if (x && (x->flags & MATCH_EF_PARENS) && range_in(&x->outer, &h->range))
		return &x->outer;
	return &a->hits[k].range;
}

static void edits_around(struct match_atoms *a, const struct match_node *n,
			 uint32_t i, const uint32_t *isl, uint32_t nisl,
			 const struct match_edit ***v, uint32_t *nv,
			 uint32_t *cap)
{
	const struct hit *h = &a->hits[i];
	struct hit gap[MAX_ISLANDS + 1];
	uint32_t g, pl, p = h->pat;
	int filled[MAX_ISLANDS + 1] = { 0 };

	for (g = 0; g <= nisl; g++) {
		const struct match_range *l = g ? island_range(a, h, isl[g - 1])
						: NULL;
		const struct match_range *rr = g < nisl ?
					       island_range(a, h, isl[g]) : NULL;

		gap[g] = *h;
		gap[g].x = NULL;
		if (l) {
			gap[g].range.line = l->end_line;
			gap[g].range.col = l->end_col;
		}
		if (rr) {
			gap[g].range.end_line = rr->line;
			gap[g].range.end_col = rr->col;
		}
	}
#define GAP_EMPTY(g) (!pos_before(gap[g].range.line, gap[g].range.col, \
				  gap[g].range.end_line, gap[g].range.end_col))
	for (pl = a->p->plus_head[p]; pl; pl = a->p->plus_next[pl - 1]) {
		const struct smpl_plus *b = &a->f->plus[pl - 1];
		uint32_t d;

		for (g = 0; g < nisl; g++) {
			const struct smpl_node *q = nd(a, a->hits[isl[g]].pat);

			if (pos_before(b->pos.line, b->pos.col, q->pos.line,
				       q->pos.col))
				break;
		}
		for (d = 0; d <= nisl; d++) {
			if (g >= d && !GAP_EMPTY(g - d)) {
				g -= d;
				break;
			}
			if (g + d <= nisl && !GAP_EMPTY(g + d)) {
				g += d;
				break;
			}
		}
		if (d > nisl)
			continue;	/* cannot be: the node owns a token */
		add_edit(a, n, &gap[g], MATCH_ED_REPLACE, pl, v, nv, cap);
		filled[g] = 1;
	}
	if (nisl == 1 && !a->p->plus_head[p] && !GAP_EMPTY(0) &&
	    !GAP_EMPTY(1) &&
	    island_range(a, h, isl[0]) == &a->hits[isl[0]].range &&
	    island_needs_parens(a, n, i, isl[0])) {
		add_text_edit(a, n, &gap[0], "(", v, nv, cap);
		add_text_edit(a, n, &gap[1], ")", v, nv, cap);
		return;
	}
	for (g = 0; g <= nisl; g++)
		if (!filled[g] && !GAP_EMPTY(g))
			add_edit(a, n, &gap[g], MATCH_ED_REMOVE, 0, v, nv, cap);
#undef GAP_EMPTY
}

/* The end of the hits of the occurrence hit i starts: the next hit of
 * the same pattern node (a nest's next occurrence), or the last. */
static uint32_t occurrence_end(const struct match_atoms *a, uint32_t i)
{
	uint32_t j;

	for (j = i + 1; j < a->nhits && a->hits[j].pat != a->hits[i].pat; j++)
		;
	return j;
}

/* Is hit j an argument that goes out of the call p stays in: `-` and
 * no + code in its place? */
static int removed_arg(const struct match_atoms *a, uint32_t p, uint32_t j)
{
	uint32_t q = a->hits[j].pat;

	return a->p->parent[q] == p && q != kid(a, p, 0) &&
	       nd(a, q)->mark == SMPL_MINUS && !a->p->plus_head[q];
}

/* The range that removes call x's arguments [c0, c1] with one comma
 * next to them: the one after when an argument that stays follows,
 * else the one before, else none (all go). */
static struct match_range run_range(const struct match_expr *x, uint32_t c0,
				    uint32_t c1, const uint8_t *gone)
{
	struct match_range r = *arg_range(x->kids[c0]);
	const struct match_range *e = arg_range(x->kids[c1]);

	if (c1 + 1 < x->nkids) {
		r.end_line = arg_range(x->kids[c1 + 1])->line;
		r.end_col = arg_range(x->kids[c1 + 1])->col;
	} else if (c0 > 1 && !gone[c0 - 1]) {
		r.line = arg_range(x->kids[c0 - 1])->end_line;
		r.col = arg_range(x->kids[c0 - 1])->end_col;
		r.end_line = e->end_line;
		r.end_col = e->end_col;
	} else {
		r.end_line = e->end_line;
		r.end_col = e->end_col;
	}
	return r;
}

/* A call that stays, hit i, some of whose arguments go (`f(...,` `- b,`
 * `c)`, `f(` `- ...,` `3)`): each run of removed arguments goes with one
 * comma next to it, whatever the marks of the rule's commas, as spatch
 * tidies them.  Marks the hits of removed arguments done.  An argument
 * the code writes in parentheses goes with them (arg_range: the reader
 * records where they are). */
static void arg_edits(struct match_atoms *a, const struct match_node *n,
		      uint32_t i, uint8_t *done, const struct match_edit ***v,
		      uint32_t *nv, uint32_t *cap)
{
	const struct hit *h = &a->hits[i];
	const struct match_expr *x = h->x;
	uint32_t end = occurrence_end(a, i), j, c, c1, any = 0;
	uint8_t *gone;

	if (!x || x->kind != MATCH_E_CALL || nd(a, h->pat)->mark == SMPL_MINUS)
		return;
	gone = calloc(x->nkids, 1);
	if (!gone)
		abort();
	for (j = i + 1; j < end; j++) {
		if (!removed_arg(a, h->pat, j))
			continue;
		done[j] = 1;
		for (c = 1; c < x->nkids; c++)
			if (range_in(&x->kids[c]->range, &a->hits[j].range))
				any |= gone[c] = 1;
	}
	for (c = 1; any && c < x->nkids; c = c1 + 1) {
		struct hit g = *h;

		for (c1 = c; gone[c] && c1 + 1 < x->nkids && gone[c1 + 1]; c1++)
			;
		if (!gone[c])
			continue;
		g.x = NULL;
		g.range = run_range(x, c, c1, gone);
		add_edit(a, n, &g, MATCH_ED_REMOVE, 0, v, nv, cap);
	}
	free(gone);
}

/* Is pattern node q an element of an initializer list? */
static int init_elem_pat(const struct match_atoms *a, uint32_t q)
{
	uint32_t up = a->p->parent[q];

	/* (an enum's enumerators are no elements: menumerator's hits) */
	return up && nd(a, up)->kind == SMPL_INITLIST &&
	       nd(a, a->p->parent[up])->kind != SMPL_TAGDEF &&
	       nd(a, q)->kind != SMPL_PUNCT && nd(a, q)->kind != SMPL_EDOTS;
}

/* Is element x of an initializer removed whole by a hit since from? */
static int removed_elem(const struct match_atoms *a, uint32_t from,
			const struct match_expr *x)
{
	uint32_t j;

	for (j = from; j < a->nhits; j++)
		if (a->hits[j].x == x && init_elem_pat(a, a->hits[j].pat) &&
		    nd(a, a->hits[j].pat)->mark == SMPL_MINUS)
			return 1;
	return 0;
}

/* The initializer list whose element hit i is (the hit of the pattern's
 * list before it), and the element's index in it in *k; NULL when
 * none. */
static const struct match_expr *elem_list(const struct match_atoms *a,
					  uint32_t from, uint32_t i,
					  uint32_t *k)
{
	uint32_t up = a->p->parent[a->hits[i].pat], j;
	const struct match_expr *l = NULL;

	for (j = i; j-- > from && !l;)
		if (a->hits[j].pat == up && a->hits[j].x &&
		    a->hits[j].x->kind == MATCH_E_INIT)
			l = a->hits[j].x;
	for (*k = 0; l && *k < l->nkids && l->kids[*k] != a->hits[i].x; ++*k)
		;
	return l && *k < l->nkids && l->commas ? l : NULL;
}

/* A removed element of an initializer (hit i, on l's element k), with
 * no + code: it goes with its comma, if any, and the blanks after when
 * more follows on its line (`{ .a = 1, .b = 2, }` gives `{ .a = 1, }`);
 * alone on its line, the editor takes the line (as spatch). */
static void elem_remove(struct match_atoms *a, const struct match_node *n,
			uint32_t from, uint32_t i, const struct match_expr *l,
			uint32_t k, const struct match_edit ***v, uint32_t *nv,
			uint32_t *cap)
{
	struct hit g = a->hits[i];

	g.x = NULL;
	if (l->commas[2 * k]) {
		g.range.end_line = l->commas[2 * k];
		g.range.end_col = l->commas[2 * k + 1] + 1;
	}
	if (k + 1 < l->nkids && l->kids[k + 1]->range.line == g.range.end_line)
		g.range.end_col = l->kids[k + 1]->range.col;
	else if (k + 1 == l->nkids && l->range.end_line == g.range.end_line)
		g.range.end_col = l->range.end_col - 1;	/* up to its '}' */
	else if (k && l->commas[2 * k - 2] == g.range.line &&
		 !removed_elem(a, from, l->kids[k - 1])) {
		/* the last of its line after another: from that one's
		 * comma (`{ .a = 1, .b = 2,` gives `{ .a = 1,`) */
		g.range.col = l->commas[2 * k - 1] + 1;
	}
	add_edit(a, n, &g, MATCH_ED_REMOVE, 0, v, nv, cap);
}

/* Does the last of the + blocks anchored at q end with a ','? */
static int plus_ends_comma(const struct match_atoms *a, uint32_t q)
{
	uint32_t b = a->p->plus_head[q], last = 0;
	const struct smpl_plus *pl;

	for (; b; b = a->p->plus_next[b - 1])
		last = b;
	if (!last)
		return 0;
	pl = &a->f->plus[last - 1];
	return pl->ntok &&
	       !strcmp(smpl_str(a->f, a->f->ptoks[pl->tok0 + pl->ntok - 1].str),
		       ",");
}

/* Does one of the + blocks anchored at q start with a ','?  After an
 * element (whose comma stays, or is added) it would make two. */
static int plus_starts_comma(const struct match_atoms *a, uint32_t q)
{
	uint32_t b;
	const struct smpl_plus *pl;

	for (b = a->p->plus_head[q]; b; b = a->p->plus_next[b - 1]) {
		pl = &a->f->plus[b - 1];
		if (pl->ntok && !strcmp(smpl_str(a->f,
				a->f->ptoks[pl->tok0].str), ","))
			return 1;
	}
	return 0;
}

/* + code around a context `initializer list` metavariable that took
 * more than one element, h the hit of element k of l: before the first
 * (first) or after the last, as around a single element. */
static void init_list_plus(struct match_atoms *a, const struct match_node *n,
			   const struct hit *h, const struct match_expr *l,
			   uint32_t k, int first, const struct match_edit ***v,
			   uint32_t *nv, uint32_t *cap)
{
	struct hit g = *h;
	uint32_t pl, q = h->pat;

	if ((!plus_ends_comma(a, q) &&
	     (k + 1 < l->nkids || !plus_after_only(a, q))) ||
	    plus_starts_comma(a, q))
		return;		/* it would glue two elements, or make two
				   commas */
	g.x = l;
	if (!first && l->commas[2 * k]) {
		g.range.end_line = l->commas[2 * k];
		g.range.end_col = l->commas[2 * k + 1] + 1;
	}
	for (pl = a->p->plus_head[q]; pl; pl = a->p->plus_next[pl - 1])
		if ((a->f->plus[pl - 1].where == SMPL_PLUS_BEFORE) == first)
			add_edit(a, n, &g, first ? MATCH_ED_BEFORE :
				 MATCH_ED_AFTER, pl, v, nv, cap);
}

/* An element of an initializer that stays or is removed (hit i): a
 * removal (elem_remove), a replacement by the + code after it (`-
 * .open = f,` `+ .open = g,`: the element and its comma), or + code
 * after a context one (`{ ..., E, ... },` `+ { },`: after its comma).
 * A replacement without a ',' at its end keeps the element's.  The
 * edits with + code are the editor's INIT requests (the list as
 * their expression). */
static void init_elem_edit(struct match_atoms *a, const struct match_node *n,
			   uint32_t from, uint32_t i, uint8_t *done,
			   const struct match_edit ***v, uint32_t *nv,
			   uint32_t *cap)
{
	const struct hit *h = &a->hits[i];
	uint32_t q = h->pat, k, pl, j;
	const struct match_expr *l;
	int minus = mark_top(a, q, SMPL_MINUS);
	struct hit g = *h;

	if (!h->x || !init_elem_pat(a, q) ||
	    (!minus && nd(a, q)->mark != SMPL_CTX) ||
	    (!minus && !a->p->plus_head[q]))
		return;
	done[i] = 1;	/* this edit or none: never one that leaves a comma */
	if (!(l = elem_list(a, from, i, &k)))
		return;
	if (minus && !a->p->plus_head[q]) {
		elem_remove(a, n, from, i, l, k, v, nv, cap);
		return;
	}
	if (is_init_list(a, q)) {	/* one of the elements it took */
		int first = i == from || a->hits[i - 1].pat != q,
		    last = i + 1 == a->nhits || a->hits[i + 1].pat != q;

		if (!last && minus)	/* in the last one's edit */
			return;
		if (minus) {	/* from the first on, by the + code */
			for (j = i; j > from && a->hits[j - 1].pat == q; j--)
				;
			g.range.line = a->hits[j].range.line;
			g.range.col = a->hits[j].range.col;
		} else if (!first && !last)
			return;
		else if (!first || !last) {
			init_list_plus(a, n, h, l, k, first, v, nv, cap);
			return;
		}
	}
	/* + code without a ',' would glue two elements (`+ { }` after a
	 * middle element, or before any): none */
	if (!minus && (plus_starts_comma(a, q) || (!plus_ends_comma(a, q) &&
	    (k + 1 < l->nkids || !plus_after_only(a, q)))))
		return;
	g.x = l;
	if (l->commas[2 * k] && (plus_ends_comma(a, q) || !minus)) {
		g.range.end_line = l->commas[2 * k];
		g.range.end_col = l->commas[2 * k + 1] + 1;
	}
	if (minus) {
		add_edit_chain(a, n, &g, MATCH_ED_REPLACE, a->p->plus_head[q],
			       1, v, nv, cap);
		return;
	}
	for (pl = a->p->plus_head[q]; pl; pl = a->p->plus_next[pl - 1])
		if (a->f->plus[pl - 1].where == SMPL_PLUS_BEFORE) {
			struct hit b = *h;

			b.x = l;
			add_edit(a, n, &b, MATCH_ED_BEFORE, pl, v, nv, cap);
		} else {
			add_edit(a, n, &g, MATCH_ED_AFTER, pl, v, nv, cap);
		}
}

/* Hit i of a node only part of whose tokens the rule removes (`-
 * printk(` `es);`, `- t[` `+ get(t)[` `E]`): its gaps marked '-' go (the text
 * between its kids' hits, or before the first, after the last); its kids
 * are removed or kept by their own marks.  Without a kid's hit (an
 * isomorphism matched the node without it), no edit. */
static void gap_edits(struct match_atoms *a, const struct match_node *n,
		      uint32_t i, const struct match_edit ***v, uint32_t *nv,
		      uint32_t *cap)
{
	const struct hit *h = &a->hits[i];
	const char *gaps = smpl_str(a->f, nd(a, h->pat)->str);
	uint32_t nk = nd(a, h->pat)->nkids, end = occurrence_end(a, i), k, j;
	uint32_t kh[SMPL_GAPS_MAX], keep;

	if (!*gaps || nk >= SMPL_GAPS_MAX || strlen(gaps) != nk + 1)
		return;
	for (k = 0; k < nk; k++) {
		for (j = i + 1; j < end && a->hits[j].pat != kid(a, h->pat, k);
		     j++)
			;
		if (j == end)
			return;
		kh[k] = j;
	}
	/* all of it removed but one kid: that kid stands where the node
	 * was, in parentheses if it must (`- wrap(` E `- )` on `a *
	 * wrap(b + 1)`) */
	for (k = 0, keep = UINT32_MAX; k < nk; k++)
		if (nd(a, kid(a, h->pat, k))->mark != SMPL_MINUS)
			keep = keep == UINT32_MAX ? k : nk;
	if (keep < nk && (gaps[keep] != '-' || gaps[keep + 1] != '-' ||
			  !island_needs_parens(a, n, i, kh[keep])))
		keep = nk;
	for (k = 0; k <= nk; k++) {
		struct hit g = *h;

		if (gaps[k] != '-')
			continue;
		g.x = NULL;
		if (k) {
			g.range.line = a->hits[kh[k - 1]].range.end_line;
			g.range.col = a->hits[kh[k - 1]].range.end_col;
		}
		if (k < nk) {
			g.range.end_line = a->hits[kh[k]].range.line;
			g.range.end_col = a->hits[kh[k]].range.col;
		}
		if (keep < nk && (k == keep || k == keep + 1))
			add_text_edit(a, n, &g, k == keep ? "(" : ")", v, nv,
				      cap);
		else if (pos_before(g.range.line, g.range.col, g.range.end_line,
				    g.range.end_col))
			add_edit(a, n, &g, MATCH_ED_REMOVE, 0, v, nv, cap);
	}
}

/* ---- edits of a function's header and body ends ---- */

/* Text piece q with its blanks and one comma cut at its start (at its
 * end): the + code of a parameter is written as a list element. */
static void trim_comma(struct match_atoms *a, struct smpl_piece *q, int end)
{
	const char *s = q->text;
	size_t n = strlen(s);

	if (q->kind != SMPL_PIECE_TEXT)
		return;
	if (!end) {
		while (n && isspace((unsigned char)*s))
			s++, n--;
		if (n && *s == ',')
			s++, n--;
		while (n && isspace((unsigned char)*s))
			s++, n--;
	} else {
		while (n && isspace((unsigned char)s[n - 1]))
			n--;
		if (n && s[n - 1] == ',')
			n--;
		while (n && isspace((unsigned char)s[n - 1]))
			n--;
	}
	q->text = smpl_arena_strndup(a->arena, s, n);
}

/* Plus block pl (and the blocks after it at its anchor, for a chain:
 * a removed parameter's) as parameters at range r, commas at its ends cut, with
 * pre and post around it: `, int q` after a parameter.  None when the
 * text needs what the match binds later (never, in a header). */
static void param_text(struct match_atoms *a, const struct match_node *n,
		       const struct match_range *r, int action, uint32_t pl,
		       int chain, const char *pre, const char *post,
		       const struct match_edit ***v, uint32_t *nv,
		       uint32_t *cap)
{
	struct match_edit e = { .node = n, .range = *r,
				.action = (uint8_t)action };
	struct smpl_piece *q;
	uint32_t k = 0, i;

	e.chain = (uint8_t)chain;
	plus_pieces(a, pl - 1, a->cur, &e);
	if (plus_late(a, pl - 1, a->cur) || !e.npieces)
		return;
	q = smpl_arena_alloc(a->arena, (e.npieces + 2) * sizeof(*q));
	if (*pre)
		q[k++] = (struct smpl_piece){ .kind = SMPL_PIECE_TEXT,
					      .text = pre };
	for (i = 0; i < e.npieces; i++)
		q[k++] = e.pieces[i];
	trim_comma(a, &q[*pre ? 1 : 0], 0);
	trim_comma(a, &q[k - 1], 1);
	if (*post)
		q[k++] = (struct smpl_piece){ .kind = SMPL_PIECE_TEXT,
					      .text = post };
	e.pieces = q;
	e.npieces = k;
	push_edit(a, &e, v, nv, cap);
}

/* The parameters [*c0, *c1] of the function that range r spans (one
 * parameter, or a parameter list metavariable's); 0 when none. */
static int param_span(const struct match_fn *fn, const struct match_range *r,
		      uint32_t *c0, uint32_t *c1)
{
	for (*c0 = 0; *c0 < fn->nparams; ++*c0)
		if (fn->pranges[*c0].line == r->line &&
		    fn->pranges[*c0].col == r->col)
			break;
	for (*c1 = *c0; *c1 < fn->nparams; ++*c1)
		if (fn->pranges[*c1].end_line == r->end_line &&
		    fn->pranges[*c1].end_col == r->end_col)
			return 1;
	return 0;
}

/* The range that removes parameters [c0, c1] of site d with one comma
 * next to them, as run_range does for arguments. */
static struct match_range param_run(const struct match_proto *d,
				    uint32_t c0, uint32_t c1)
{
	struct match_range r = d->pranges[c0];
	const struct match_range *e = &d->pranges[c1];

	if (c1 + 1 < d->nparams) {
		r.end_line = d->pranges[c1 + 1].line;
		r.end_col = d->pranges[c1 + 1].col;
	} else if (c0 > 0) {
		r.line = d->pranges[c0 - 1].end_line;
		r.col = d->pranges[c0 - 1].end_col;
		r.end_line = e->end_line;
		r.end_col = e->end_col;
	} else {
		r.end_line = e->end_line;
		r.end_col = e->end_col;
	}
	return r;
}

/* + code first or last in the parameter list ps (`main(...` `+ , int
 * q` `)`) at site d: after the last parameter, before the first, or in
 * place of what the parentheses hold when there is none (`()`,
 * `(void)`). */
static void params_ends(struct match_atoms *a, const struct match_node *n,
			uint32_t ps, const struct match_proto *d,
			const uint8_t *gone, const struct match_edit ***v,
			uint32_t *nv, uint32_t *cap)
{
	uint32_t pl, np = d->nparams;
	struct match_range in = { d->lparen.file, d->lparen.end_line,
				  d->lparen.end_col, d->rparen.line,
				  d->rparen.col };

	for (pl = a->p->plus_head[ps]; pl; pl = a->p->plus_next[pl - 1]) {
		int last = a->f->plus[pl - 1].where == SMPL_PLUS_LAST;

		if (!np && pos_before(in.line, in.col, in.end_line, in.end_col))
			param_text(a, n, &in, MATCH_ED_REPLACE, pl, 0, "", "",
				   v, nv, cap);	/* (void) */
		else if (!np)
			param_text(a, n, &d->rparen, MATCH_ED_REPLACE, pl, 0,
				   "", ")", v, nv, cap);
		else if (last && !gone[np - 1])
			param_text(a, n, &d->pranges[np - 1], MATCH_ED_AFTER,
				   pl, 0, ", ", "", v, nv, cap);
		else if (!last && !gone[0])
			param_text(a, n, &d->pranges[0], MATCH_ED_BEFORE, pl,
				   0, "", ",", v, nv, cap);
	}
}

/* The + code after the type of parameter pattern q (`T` `+ i`), which
 * matched the unnamed parameter at range r: the name after the type
 * (the editor puts the space, none after a '*': name_after_type). */
static void param_name_plus(struct match_atoms *a, const struct match_node *n,
			    uint32_t q, const struct match_range *r,
			    const struct match_edit ***v, uint32_t *nv,
			    uint32_t *cap)
{
	uint32_t pl;

	for (pl = a->p->plus_head[kid(a, q, 0)]; pl;
	     pl = a->p->plus_next[pl - 1])
		param_text(a, n, r, MATCH_ED_AFTER, pl, 0, "", "", v, nv, cap);
}

/* The + code of parameter pattern q, which matched parameters [c0, c1]:
 * at site d, in their place when q is removed, else before or after
 * them, a list element. */
static void param_plus(struct match_atoms *a, const struct match_node *n,
		       uint32_t q, const struct match_proto *d, uint32_t c0,
		       uint32_t c1, const struct match_edit ***v,
		       uint32_t *nv, uint32_t *cap)
{
	struct match_range r = d->pranges[c0];
	uint32_t pl = a->p->plus_head[q];

	r.end_line = d->pranges[c1].end_line;
	r.end_col = d->pranges[c1].end_col;
	if (param_names(a, q) && c0 == c1) {
		param_name_plus(a, n, q, &r, v, nv, cap);
		return;
	}
	if (nd(a, q)->mark == SMPL_MINUS) {
		param_text(a, n, &r, MATCH_ED_REPLACE, pl, 1, "", "", v, nv,
			   cap);
		return;
	}
	for (; pl; pl = a->p->plus_next[pl - 1])
		if (a->f->plus[pl - 1].where == SMPL_PLUS_BEFORE)
			param_text(a, n, &r, MATCH_ED_BEFORE, pl, 0, "", ",",
				   v, nv, cap);
		else
			param_text(a, n, &r, MATCH_ED_AFTER, pl, 0, ", ", "",
				   v, nv, cap);
}

/* A parameter pattern with + code, and the parameters it matched. */
struct pplus { uint32_t q, c0, c1; };

/* The edits of the parameter list ps at site d (the definition or a
 * prototype): the runs of removed parameters, gone, each with one comma
 * next to it; the + code of the parameter patterns, pp[0, npp). */
static void site_edits(struct match_atoms *a, const struct match_node *n,
		       const struct hit *h, const struct match_proto *d,
		       const uint8_t *gone, const struct pplus *pp,
		       uint32_t npp, const struct match_edit ***v,
		       uint32_t *nv, uint32_t *cap)
{
	uint32_t c, c1, k;

	for (k = 0; k < npp; k++) {
		a->inst = k + 1;	/* each its own fresh identifiers */
		param_plus(a, n, pp[k].q, d, pp[k].c0, pp[k].c1, v, nv, cap);
		a->inst = 0;
	}
	params_ends(a, n, h->pat, d, gone, v, nv, cap);
	for (c = 0; c < d->nparams; c = c1 + 1) {
		struct hit g = *h;

		for (c1 = c; gone[c] && c1 + 1 < d->nparams && gone[c1 + 1];
		     c1++)
			;
		if (!gone[c])
			continue;
		g.x = NULL;
		g.range = param_run(d, c, c1);
		add_edit(a, n, &g, MATCH_ED_REMOVE, 0, v, nv, cap);
	}
}

/* Hit i of a function pattern's parameter list: the parameters the rule
 * removes go with one comma next to each run of them (`f(int a, int b)`
 * less b is `f(int a)`; all of them, `f()`), + code goes in as list
 * elements; the same in the function's prototypes of the file, as
 * spatch does (mfunc made sure they can follow).  Marks the hits of the
 * parameters done. */
static void param_edits(struct match_atoms *a, uint32_t from,
			const struct match_node *n, uint32_t i, uint8_t *done,
			const struct match_edit ***v, uint32_t *nv,
			uint32_t *cap)
{
	const struct match_fn *fn = &a->v->fn;
	const struct match_proto def = { fn->pranges, fn->nparams,
					 fn->lparen, fn->rparen, { 0 } };
	uint32_t ps = a->hits[i].pat, j, c0, c1, npp = 0, k;
	uint8_t *gone = calloc(fn->nparams + 1, 1);
	struct pplus *pp = calloc(a->nhits + 1, sizeof(*pp));
	int edited = a->p->plus_head[ps] != 0;

	if (!gone || !pp)
		abort();
	done[i] = 1;
	for (j = from; j < a->nhits; j++) {
		uint32_t q = a->hits[j].pat;

		if (a->p->parent[q] != ps ||
		    !param_span(fn, &a->hits[j].range, &c0, &c1))
			continue;
		done[j] = 1;
		if (nd(a, q)->mark == SMPL_MINUS && !a->p->plus_head[q])
			memset(gone + c0, 1, c1 - c0 + 1);
		else if (a->p->plus_head[q] || param_names(a, q))
			pp[npp++] = (struct pplus){ q, c0, c1 };
		edited |= nd(a, q)->mark == SMPL_MINUS ||
			  a->p->plus_head[q] || param_names(a, q);
	}
	if (edited && params_editable(fn)) {	/* else mfunc failed */
		site_edits(a, n, &a->hits[i], &def, gone, pp, npp, v, nv, cap);
		for (k = 0; k < fn->nprotos; k++)
			site_edits(a, n, &a->hits[i], &fn->protos[k], gone, pp,
				   npp, v, nv, cap);
	}
	free(gone);
	free(pp);
}

/* Hit i of a function pattern's body: its + code first in it goes
 * after the '{', last in it before the '}'. */
static void body_edits(struct match_atoms *a, const struct match_node *n,
		       uint32_t i, uint8_t *done, const struct match_edit ***v,
		       uint32_t *nv, uint32_t *cap)
{
	const struct match_fn *fn = &a->v->fn;
	uint32_t pl;

	done[i] = 1;
	for (pl = a->p->plus_head[a->hits[i].pat]; pl;
	     pl = a->p->plus_next[pl - 1]) {
		struct hit g = a->hits[i];
		int first = a->f->plus[pl - 1].where == SMPL_PLUS_FIRST;

		if (!first && a->f->plus[pl - 1].where != SMPL_PLUS_LAST)
			continue;
		g.range = first ? fn->lbrace : fn->rbrace;
		add_edit(a, n, &g, first ? MATCH_ED_AFTER : MATCH_ED_BEFORE,
			 pl, v, nv, cap);
	}
}

/* Is pattern node p a function pattern's parameter list (body)? */
static int fn_kid(const struct match_atoms *a, uint32_t p, uint32_t k)
{
	uint32_t up = a->p->parent[p];

	return up && nd(a, up)->kind == SMPL_FUNC && kid(a, up, k) == p;
}

/* The whole definition is removed by pattern hit i: its prototypes
 * written alone in the file go too, their lines alone, as spatch (a
 * static one left without its definition would not compile quietly). */
static void proto_removals(struct match_atoms *a,
			   const struct match_node *n, uint32_t i,
			   const struct match_edit ***v, uint32_t *nv,
			   uint32_t *cap)
{
	const struct match_fn *fn = &a->v->fn;
	uint32_t k;

	if (nd(a, a->hits[i].pat)->kind != SMPL_FUNC ||
	    n->kind != MATCH_N_ENTRY || fn->odd_proto)
		return;
	for (k = 0; k < fn->nprotos; k++) {
		struct match_edit e = { .node = n,
					.range = fn->protos[k].whole,
					.action = MATCH_ED_REMOVE };

		if (e.range.line)
			push_edit(a, &e, v, nv, cap);
	}
}

/* Hit i of an if or while pattern whose keyword alone is '-' (`- if`
 * `+ while` `(x) S`, SMPL_KW_REMOVED): the keyword, where the hit
 * starts, replaced by the + code before the pattern; the rest of it is
 * context.  No edit when the code does not start with that keyword, or
 * without + code (`(x) S` alone is no C).
 * 1 when it was such a hit (done). */
static int keyword_edit(struct match_atoms *a, const struct match_node *n,
			uint32_t i, uint8_t *done, const struct match_edit ***v,
			uint32_t *nv, uint32_t *cap)
{
	const struct smpl_node *p = nd(a, a->hits[i].pat);
	const char *kw = p->kind == SMPL_IF ? "if" :
			 p->kind == SMPL_WHILE ? "while" : "for";
	struct hit g = a->hits[i];
	uint32_t pl;

	if ((p->kind != SMPL_IF && p->kind != SMPL_WHILE &&
	     p->kind != SMPL_FOR) || !p->str ||
	    strcmp(smpl_str(a->f, p->str), SMPL_KW_REMOVED))
		return 0;
	done[i] = 1;
	if (n->range.line != g.range.line || n->range.col != g.range.col ||
	    (n->flags & MATCH_NF_ITERATOR) ||
	    (p->kind == SMPL_IF && (n->flags & MATCH_NF_HAS_ELSE)))
		return 1;	/* not where the keyword is; an else would
				   be left without its if */
	g.x = NULL;
	g.range.end_line = g.range.line;
	g.range.end_col = g.range.col + (uint32_t)strlen(kw);
	/* without + code, `(x) S` would be left: no edit */
	for (pl = a->p->plus_head[a->hits[i].pat]; pl;
	     pl = a->p->plus_next[pl - 1])
		if (a->f->plus[pl - 1].where == SMPL_PLUS_BEFORE)
			add_edit(a, n, &g, MATCH_ED_REPLACE, pl, v, nv, cap);
	return 1;
}

/* The edits of the hits since `from`, on node n. */
static void edits_of_hits(struct match_atoms *a, uint32_t from,
			  const struct match_node *n,
			  const struct match_edit ***v, uint32_t *nv)
{
	uint32_t i, cap = 0, isl[MAX_ISLANDS];
	uint8_t *done = calloc(a->nhits + 1, 1);

	*v = NULL;
	*nv = 0;
	if (!done)
		abort();
	for (i = from; i < a->nhits; i++) {
		/* a parameter's edits are param_edits' or none: never one
		 * that leaves its comma */
		if (fn_kid(a, a->p->parent[a->hits[i].pat], 2))
			done[i] = 1;
		if (nd(a, a->hits[i].pat)->mark != SMPL_CTX)
			continue;
		if (keyword_edit(a, n, i, done, v, nv, &cap))
			continue;
		if (fn_kid(a, a->hits[i].pat, 2))
			param_edits(a, from, n, i, done, v, nv, &cap);
		else if (fn_kid(a, a->hits[i].pat, 3))
			body_edits(a, n, i, done, v, nv, &cap);
	}
	for (i = from; i < a->nhits; i++) {
		arg_edits(a, n, i, done, v, nv, &cap);
		init_elem_edit(a, n, from, i, done, v, nv, &cap);
		if (nd(a, a->hits[i].pat)->mark == SMPL_CTX &&
		    nd(a, a->hits[i].pat)->nkids &&
		    smpl_partial_kind(nd(a, a->hits[i].pat)->kind))
			gap_edits(a, n, i, v, nv, &cap);
	}
	for (i = from; i < a->nhits; i++) {
		uint32_t p = a->hits[i].pat, pl;
		int minus = mark_top(a, p, SMPL_MINUS), replaced = 0;
		int nisl = minus && !done[i] ? islands(a, from, i, isl) : 0;

		if (nisl < 0 || done[i])
			continue;	/* no edit rather than a wrong one */
		if (nisl > 0) {
			edits_around(a, n, i, isl, (uint32_t)nisl, v, nv, &cap);
			if (mark_top(a, p, SMPL_STAR))
				add_edit(a, n, &a->hits[i], MATCH_ED_REPORT, 0,
					 v, nv, &cap);
			continue;
		}

		for (pl = a->p->plus_head[p]; pl && !replaced;
		     pl = a->p->plus_next[pl - 1]) {
			int act = minus ? MATCH_ED_REPLACE :
				  a->f->plus[pl - 1].where == SMPL_PLUS_BEFORE ?
				  MATCH_ED_BEFORE : MATCH_ED_AFTER;

			/* a removed node's + blocks replace it together; +
			 * code beside an expression written in parentheses
			 * goes outside them (`+ (T)` before `(p + 1)`) */
			struct hit h = a->hits[i];

			if (!minus && h.x && (h.x->flags & MATCH_EF_PARENS))
				h.range = h.x->outer;
			if (decl_list(a, p))	/* text for text, no INIT
						   request */
				h.x = NULL;
			add_edit_chain(a, n, &h, act, pl, minus, v, nv, &cap);
			replaced |= minus;
		}
		if (minus && !replaced) {
			add_edit(a, n, &a->hits[i], MATCH_ED_REMOVE, 0,
				 v, nv, &cap);
			proto_removals(a, n, i, v, nv, &cap);
		}
		if (mark_top(a, p, SMPL_STAR))
			add_edit(a, n, &a->hits[i], MATCH_ED_REPORT, 0,
				 v, nv, &cap);
	}
	free(done);
}

static void load_env(struct match_atoms *a, const struct match_env *in)
{
	start_env(a, in->v);
	a->nhits = 0;
	a->ndefer = 0;
	a->nocc = 0;
	a->in_cond = 0;
}

static int finish(struct match_atoms *a, int ok, const struct match_node *n,
		  const struct match_env **out,
		  const struct match_edit ***edits, uint32_t *nedits)
{
	if (!ok || !resolve_nests(a, 0))
		return 0;
	if (!out)
		return 1;	/* a test only */
	*out = match_env_make(a, a->cur);
	edits_of_hits(a, 0, n, edits, nedits);
	return 1;
}

/* ---- names a node must hold ---- */

/* A name's bit in a sketch (0..62; bit 63 marks a sketch computed). */
static uint64_t name_bit(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s)
		h = (h ^ (uint8_t)*s++) * 16777619u;
	return 1ull << (h % 63);
}

/* The names of expression x's identifiers (callees, variables, fields),
 * as a sketch; what is kept as text (OPAQUE) no pattern looks into. */
static uint64_t expr_sketch(const struct match_expr *x)
{
	uint64_t m = 0;

	if (!x)
		return 0;
	if (x->kind == MATCH_E_ID && x->str && *x->str)
		m |= name_bit(x->str);
	for (uint32_t i = 0; i < x->nkids; i++)
		m |= expr_sketch(x->kids[i]);
	return m;
}

/* Node n's sketch, computed once per view (shared by the rules). */
static uint64_t node_sketch(const struct match_atoms *a,
			    const struct match_node *n)
{
	struct match_view *v = (struct match_view *)a->v;

	if (n->id >= v->nnodes || v->nodes[n->id] != n)
		return ~0ull;	/* not this view's: anything */
	if (!v->sketch)
		v->sketch = smpl_arena_alloc(&v->arena, (v->nnodes + 1) *
					     sizeof(*v->sketch));
	if (!v->sketch[n->id])
		v->sketch[n->id] = (1ull << 63) | expr_sketch(n->expr) |
				   expr_sketch(n->var);
	return v->sketch[n->id];
}

/* Names one of which any code that expression pattern p matches holds,
 * as a sketch; 0 when it needs none known.  Only literal callees count
 * (`kmalloc(...)`, callee set: p is a call's function): no isomorphism
 * takes a call away, but for likely and unlikely (`if (likely(E))` is
 * `if (E)`); a disjunction needs one of its branches' (all must need
 * some: `\(spin_lock\|mutex_lock\)(E)` too), anything else the first
 * of its parts that needs one (each part must match). */
static uint64_t pat_need(const struct match_atoms *a, uint32_t p, int callee)
{
	const struct smpl_node *n = nd(a, p);
	const char *s = smpl_str(a->f, n->str);
	uint64_t m = 0, k;
	uint32_t i;

	if (!p)
		return 0;
	switch (n->kind) {
	case SMPL_ID:
		return callee && n->meta < 0 && strcmp(s, "likely") &&
		       strcmp(s, "unlikely") ? name_bit(s) : 0;
	case SMPL_EDISJ:
		for (i = 0; i < n->nkids; i++) {
			if (!(k = pat_need(a, kid(a, p, i), callee)))
				return 0;
			m |= k;
		}
		return m;
	case SMPL_CALL:
		if (n->nkids && (k = pat_need(a, kid(a, p, 0), 1)) != 0)
			return k;
		break;
	case SMPL_ECONJ: case SMPL_PAREN: case SMPL_UNARY: case SMPL_BINARY:
	case SMPL_ASSIGN: case SMPL_FIELD: case SMPL_INDEX: case SMPL_COND:
	case SMPL_CAST: case SMPL_SIZEOFE:
		if (!callee)
			break;
		/* fall through */
	default:
		return 0;
	}
	for (i = 0; i < n->nkids; i++)
		if ((k = pat_need(a, kid(a, p, i), 0)) != 0)
			return k;
	return 0;
}

/* Does node n hold a name expression pattern p needs? */
static int has_needed(const struct match_atoms *a, uint32_t p,
		      const struct match_node *n)
{
	uint64_t need;

	if (!a->p->need[p])	/* the same in every function */
		a->p->need[p] = (1ull << 63) | pat_need(a, p, 0);
	need = a->p->need[p] & ~(1ull << 63);

	return !need || (node_sketch(a, n) & need);
}

/* A cheap necessary condition: the node's kind, and the name of the
 * function a call statement calls; for an expression statement, a
 * return and an if, a callee its expression needs (has_needed). */
static int may_match(const struct match_atoms *a, uint32_t pat,
		     const struct match_node *n)
{
	const struct smpl_node *s = nd(a, pat), *c, *f;

	switch (s->kind) {
	case SMPL_EXPRSTMT: break;
	case SMPL_DECL: return n->kind == MATCH_N_DECL;
	case SMPL_RETURN:
		return n->kind == MATCH_N_RETURN &&
		       has_needed(a, kid(a, pat, 0), n);
	case SMPL_GOTO: return n->kind == MATCH_N_GOTO;
	case SMPL_BREAK: return n->kind == MATCH_N_BREAK;
	case SMPL_CONTINUE: return n->kind == MATCH_N_CONTINUE;
	case SMPL_LABEL: return n->kind == MATCH_N_LABEL;
	case SMPL_IF:
		return n->kind == MATCH_N_IF && has_needed(a, kid(a, pat, 0), n);
	case SMPL_WHILE: return n->kind == MATCH_N_LOOP;
	case SMPL_ITER:
		return n->kind == MATCH_N_LOOP && (n->flags & MATCH_NF_ITERATOR);
	case SMPL_FOR: return loop_of(n)->kind == MATCH_N_LOOP;
	case SMPL_SWITCH: return n->kind == MATCH_N_SWITCH;
	case SMPL_DO: return 0;
	case SMPL_FUNC: return n->kind == MATCH_N_ENTRY;
	case SMPL_DIRECTIVE: return n->kind == MATCH_N_INCLUDE;
	case SMPL_DEFINE: return n->kind == MATCH_N_DEFINE;
	default: return 1;
	}
	if (n->kind != MATCH_N_STMT || !has_needed(a, kid(a, pat, 0), n))
		return 0;
	c = nd(a, kid(a, pat, 0));
	if (c->kind != SMPL_CALL || !c->nkids)
		return 1;
	f = nd(a, kid(a, kid(a, pat, 0), 0));
	if (f->kind != SMPL_ID || f->meta >= 0)
		return 1;
	return n->expr && n->expr->kind == MATCH_E_CALL &&
	       n->expr->kids[0]->kind == MATCH_E_ID &&
	       !strcmp(n->expr->kids[0]->str, smpl_str(a->f, f->str));
}

int match_atom_maybe(struct match_atoms *a, uint32_t pat,
		     const struct match_node *n)
{
	return may_match(a, pat, n);
}

int match_atom(struct match_atoms *a, uint32_t pat, const struct match_node *n,
	       const struct match_env *in, const struct match_env **out,
	       const struct match_edit ***edits, uint32_t *nedits)
{
	int ok;

	if (!may_match(a, pat, n))
		return 0;
	load_env(a, in);
	a->if_range = n->range;
	a->top = n;
	ok = mstmt(a, pat, n) && (nd(a, pat)->kind >= SMPL_ID ||
				  bind_pos(a, pat, &a->if_range));
	if (ok && is_code(nd(a, pat)) && nd(a, pat)->kind < SMPL_ID)
		hit(a, pat, &a->if_range);
	return finish(a, ok, n, out, edits, nedits);
}

/* Does pattern node p hold an expression nest? */
static int has_xnest(struct match_atoms *a, uint32_t p)
{
	uint32_t i;
	int yes;

	if (!a->xnest) {
		a->xnest = calloc(a->f->nnodes + 1, 1);
		if (!a->xnest)
			abort();
	}
	if (a->xnest[p])
		return a->xnest[p] == 2;
	yes = nd(a, p)->kind == SMPL_ENEST;
	for (i = 0; i < nd(a, p)->nkids && !yes; i++)
		yes = has_xnest(a, kid(a, p, i));
	a->xnest[p] = (uint8_t)(yes ? 2 : 1);
	return yes;
}

/* The ways the last match (environment env) gives through the
 * occurrences of its expression nests, into w[0, 64): env with each
 * one's positions and values that are kept (a later rule inherits
 * them), each once; env alone when none binds such. */
static uint32_t occ_ways(struct match_atoms *a, const struct match_env *env,
			 const struct match_env **w)
{
	const struct match_env *x;
	uint32_t i, j, nw = 0;

	for (i = 0; i < a->nocc && nw < 64; i++) {
		x = match_env_merge(a, NULL, env, a->occ[i], MATCH_MERGE_OVER);
		for (j = 0; j < nw && w[j] != x; j++)
			;
		if (j == nw)
			w[nw++] = x;
	}
	if (!nw)
		w[nw++] = env;
	return nw;
}

static int base_way(struct match_atoms *a, uint32_t pat,
		    const struct match_node *n, uint32_t k,
		    const struct match_env *in, const struct match_env **out,
		    const struct match_edit ***edits, uint32_t *nedits);

/* match_atom_way: where expression nests' occurrences bind what is kept
 * (a position a later rule inherits, as the kernel's `x = <+...
 * sizeof@p(x) ...+>`), each way of the pattern is as many ways as its
 * occurrences, each with its bindings, as spatch gives each occurrence
 * an environment; the edits are the way's, every occurrence's. */
int match_atom_way(struct match_atoms *a, uint32_t pat,
		   const struct match_node *n, uint32_t k,
		   const struct match_env *in, const struct match_env **out,
		   const struct match_edit ***edits, uint32_t *nedits)
{
	const struct match_env *w[64];
	uint32_t k2, nw;

	if (!a->anyexported || !out || !has_xnest(a, pat))
		return base_way(a, pat, n, k, in, out, edits, nedits);
	for (k2 = 0; k2 < 64; k2++) {
		if (!base_way(a, pat, n, k2, in, out, edits, nedits))
			return 0;
		nw = occ_ways(a, *out, w);
		if (k < nw) {
			*out = w[k];
			return 1;
		}
		k -= nw;
	}
	return 0;
}

static int base_way(struct match_atoms *a, uint32_t pat,
		    const struct match_node *n, uint32_t k,
		    const struct match_env *in, const struct match_env **out,
		    const struct match_edit ***edits, uint32_t *nedits)
{
	uint32_t kind = nd(a, pat)->kind;
	int ok;

	if ((kind == SMPL_DECL && def_pat(a, pat)) || kind == SMPL_TYPE) {
		a->defskip = k;		/* a definition: its k-th way */
		ok = match_atom(a, pat, n, in, out, edits, nedits);
		a->defskip = 0;
		return ok;
	}
	/* a declaration with an initializer list: each way the list
	 * matches (`{ ..., - E, ... }` removes every element, as spatch) */
	if (kind == SMPL_DECL && nd(a, kid(a, pat, 2))->kind == SMPL_INITLIST) {
		a->init_skip = k;
		ok = match_atom(a, pat, n, in, out, edits, nedits);
		a->init_skip = 0;
		return ok;
	}
	if ((kind < SMPL_ID || kind > SMPL_ECONJ) && kind != SMPL_INITLIST)
		return !k && match_atom(a, pat, n, in, out, edits, nedits);
	a->way = (int)k;
	ok = match_atom(a, pat, n, in, out, edits, nedits);
	a->way = -1;
	return ok;
}

static int anywhere(struct match_atoms *a, uint32_t pat,
		    const struct match_expr *x)
{
	uint32_t i;
	struct mark m;

	if (!x)
		return 0;
	save(a, &m);
	if (mexpr(a, pat, x))
		return 1;
	restore(a, &m);
	for (i = 0; i < x->nkids; i++)
		if (anywhere(a, pat, x->kids[i]))
			return 1;
	return 0;
}

int match_atom_anywhere(struct match_atoms *a, uint32_t pat,
			const struct match_node *n, const struct match_env *in,
			const struct match_env **out,
			const struct match_edit ***edits, uint32_t *nedits)
{
	uint32_t k = nd(a, pat)->kind;

	if (k < SMPL_ID || k > SMPL_ECONJ)
		return match_atom(a, pat, n, in, out, edits, nedits);
	load_env(a, in);
	/* a declared name is no occurrence (spatch: `when != x` and
	 * `<... x ...>` pass `int x;`), a label's is */
	return finish(a, (n->kind != MATCH_N_DECL &&
			  anywhere(a, pat, n->var)) ||
			 anywhere(a, pat, n->expr),
		      n, out, edits, nedits);
}

int match_atom_cond(struct match_atoms *a, uint32_t pat,
		    const struct match_node *n, const struct match_env *in)
{
	if ((n->kind != MATCH_N_IF && n->kind != MATCH_N_LOOP) || !n->expr ||
	    (n->flags & MATCH_NF_ITERATOR) || is_do_cond(n))
		return 0;	/* spatch: a do loop's edges are not branches */
	load_env(a, in);
	a->in_cond = 1;
	return finish(a, mexpr(a, pat, n->expr), n, NULL, NULL, NULL);
}

int match_edit_unbound(struct match_atoms *a, const struct match_edit *e,
		       const struct match_env *env)
{
	uint32_t b = e->late;

	if (!b)
		return 0;
	do
		if (plus_late(a, b - 1, env->v))
			return 1;
	while (e->chain && (b = a->p->plus_next[b - 1]));
	return 0;
}

const struct match_edit *match_edit_final(struct match_atoms *a,
					  const struct match_edit *e,
					  const struct match_env *env)
{
	struct match_edit x = *e;

	if (!e->late)
		return e;
	start_env(a, env->v);
	plus_pieces(a, e->late - 1, a->cur, &x);
	x.late = 0;
	return intern_edit(a, &x);
}

void match_pieces_print(const struct smpl_piece *v, uint32_t n, FILE *out)
{
	for (uint32_t i = 0; i < n; i++)
		if (v[i].kind == SMPL_PIECE_STMT)
			fprintf(out, "<statement at %u:%u>", v[i].line, v[i].col);
		else
			fputs(v[i].text, out);
}

/* The value of name (`x`, or `R.x` inherited) in the environment being
 * built, NONE when unbound or unknown. */
static struct match_val script_arg(const struct match_atoms *a,
				   const char *s, size_t n)
{
	struct match_val none = { .kind = MATCH_V_NONE };
	const char *dot = memchr(s, '.', n);
	uint32_t i;

	for (i = 0; i < a->nmeta; i++) {
		const struct smpl_meta *mv = &a->f->metas[a->r->meta0 + i];
		const char *nm = smpl_str(a->f, mv->name);
		const struct smpl_meta *x;
		const char *rn;

		if (!dot) {
			if (strlen(nm) == n && !memcmp(nm, s, n))
				return a->cur[i];
			continue;
		}
		if (mv->from_rule < 0 || mv->from_meta < 0)
			continue;
		rn = smpl_str(a->f, a->f->rules[mv->from_rule].name);
		x = &a->f->metas[mv->from_meta];
		if (strlen(rn) == (size_t)(dot - s) &&
		    !memcmp(rn, s, (size_t)(dot - s)) &&
		    strlen(smpl_str(a->f, x->name)) == n - (size_t)(dot - s) - 1 &&
		    !memcmp(smpl_str(a->f, x->name), dot + 1,
			    n - (size_t)(dot - s) - 1))
			return a->cur[i];
	}
	return none;
}

/* The script constraint of metavariable m (`: script:python (ARGS)
 * { CODE }`) on the candidate value v: the hook gets v, then the values
 * of the names ARGS lists (script.h). */
static int script_ok(struct match_atoms *a, int32_t m,
		     const struct match_val *v)
{
	enum { MAX_ARGS = 16 };
	struct match_script_val args[MAX_ARGS + 1];
	const char *s = smpl_str(a->f, a->f->metas[m].script);
	const char *open = strchr(s, '('), *close = open ? strchr(open, ')')
							 : NULL;
	const char *p, *e;
	uint32_t n = 1;

	if (!a->script || !a->script->constraint || !close)
		return 0;
	match_script_val_of(v, a->v->name, a->arena, &args[0]);
	for (p = open + 1; p < close && n <= MAX_ARGS; p = e + 1) {
		struct match_val w;

		while (p < close && (*p == ' ' || *p == '\t' || *p == ','))
			p++;
		for (e = p; e < close && *e != ',' && *e != ' ' &&
			    *e != '\t'; e++)
			;
		if (e == p)
			break;
		w = script_arg(a, p, (size_t)(e - p));
		match_script_val_of(&w, a->v->name, a->arena, &args[n++]);
	}
	return a->script->constraint(a->script->ctx, a->f, (uint32_t)m,
				     args, n) > 0;
}

/* ---- values as text for scripts: spatch's tokens, one space apart ---- */

struct stext { FILE *f; int n; };

static void stok(struct stext *t, const char *s, size_t n)
{
	if (t->n++)
		fputc(' ', t->f);
	fwrite(s, 1, n, t->f);
}

/* The length of the C token at s (1 for anything else). */
static size_t ctok_len(const char *s)
{
	static const char *const ops[] = { "<<=", ">>=", "...", "->", "++",
		"--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
		"-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", NULL };
	size_t n = 1, i;

	if (*s == '"' || *s == '\'') {
		while (s[n] && s[n] != *s)
			n += s[n] == '\\' && s[n + 1] ? 2 : 1;
		return s[n] ? n + 1 : n;
	}
	if (isalnum((unsigned char)*s) || *s == '_') {
		while (isalnum((unsigned char)s[n]) || s[n] == '_' ||
		       (s[n] == '.' && isdigit((unsigned char)*s)))
			n++;
		return n;
	}
	for (i = 0; ops[i]; i++)
		if (!strncmp(s, ops[i], strlen(ops[i])))
			return strlen(ops[i]);
	return 1;
}

/* Text s as its C tokens. */
static void stoks(struct stext *t, const char *s)
{
	size_t n;

	while (s && *s) {
		if (isspace((unsigned char)*s)) {
			s++;
			continue;
		}
		n = ctok_len(s);
		stok(t, s, n);
		s += n;
	}
}

static void sexpr(struct stext *t, const struct match_expr *e, int bare);

static void skids(struct stext *t, const struct match_expr *e, uint32_t from)
{
	uint32_t i;

	for (i = from; i < e->nkids; i++) {
		if (i > from)
			stok(t, ",", 1);
		sexpr(t, e->kids[i], 0);
	}
}

/* Expression e as spatch gives it to a script: its tokens as the source
 * has them, parentheses included (but those the pattern wrote: bare). */
static void sexpr(struct stext *t, const struct match_expr *e, int bare)
{
	const char *op = smpl_op_names[e->op];
	int parens = (e->flags & MATCH_EF_PARENS) && !bare;

	if (parens)
		stok(t, "(", 1);
	switch (e->kind) {
	case MATCH_E_ID: case MATCH_E_CONST: case MATCH_E_STRING:
	case MATCH_E_TYPE: case MATCH_E_OPAQUE:
		stoks(t, e->str);
		break;
	case MATCH_E_CALL:
		sexpr(t, e->kids[0], 0);
		stok(t, "(", 1);
		skids(t, e, 1);
		stok(t, ")", 1);
		break;
	case MATCH_E_FIELD:
		sexpr(t, e->kids[0], 0);
		stoks(t, e->op == SMPL_OP_DOT ? "." : "->");
		sexpr(t, e->kids[1], 0);
		break;
	case MATCH_E_INDEX:
		sexpr(t, e->kids[0], 0);
		stok(t, "[", 1);
		sexpr(t, e->kids[1], 0);
		stok(t, "]", 1);
		break;
	case MATCH_E_CAST:
		stok(t, "(", 1);
		stoks(t, e->str);
		stok(t, ")", 1);
		sexpr(t, e->kids[0], 0);
		break;
	case MATCH_E_UNARY:
		if (e->op == SMPL_OP_POSTINC || e->op == SMPL_OP_POSTDEC) {
			sexpr(t, e->kids[0], 0);
			stoks(t, op);
		} else {
			stoks(t, op);
			sexpr(t, e->kids[0], 0);
		}
		break;
	case MATCH_E_BINARY:
	case MATCH_E_ASSIGN:
		sexpr(t, e->kids[0], 0);
		if (e->kind == MATCH_E_ASSIGN) {
			char buf[8];

			snprintf(buf, sizeof(buf), "%s=", op);
			stoks(t, buf);
		} else {
			stoks(t, op);
		}
		sexpr(t, e->kids[1], 0);
		break;
	case MATCH_E_COND:
		sexpr(t, e->kids[0], 0);
		stok(t, "?", 1);
		if (e->nkids > 2 && e->kids[1] != e->kids[0])	/* GNU a ?: b
								   (cexpr.c) */
			sexpr(t, e->kids[1], 0);
		stok(t, ":", 1);
		sexpr(t, e->kids[e->nkids - 1], 0);
		break;
	case MATCH_E_SIZEOF:
		stok(t, "sizeof", 6);
		sexpr(t, e->kids[0], 0);
		break;
	case MATCH_E_SIZEOFT:
		stok(t, "sizeof", 6);
		stok(t, "(", 1);
		stoks(t, e->str);
		stok(t, ")", 1);
		break;
	case MATCH_E_COMMA:
		sexpr(t, e->kids[0], 0);
		stok(t, ",", 1);
		sexpr(t, e->kids[1], 0);
		break;
	case MATCH_E_INIT:	/* spatch: a ',' after each element */
		stok(t, "{", 1);
		for (uint32_t i = 0; i < e->nkids; i++) {
			sexpr(t, e->kids[i], 0);
			stok(t, ",", 1);
		}
		stok(t, "}", 1);
		break;
	case MATCH_E_DESIG:
		stok(t, e->op == SMPL_OP_DOT ? "." : "[", 1);
		sexpr(t, e->kids[0], 0);
		if (e->op != SMPL_OP_DOT)
			stok(t, "]", 1);
		stok(t, "=", 1);
		sexpr(t, e->kids[1], 0);
		break;
	default: {	/* the printer's tokens */
		char *buf = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&buf, &len);

		if (!f)
			abort();
		match_expr_print(e, f);
		fclose(f);
		stoks(t, buf);
		free(buf);
	}
	}
	if (parens)
		stok(t, ")", 1);
}

/* A value's text as a script gets it. */
/* Parameter x as C writes it: its type with its name where the type's
 * declarator leaves a place (`char *` s, `int (*)(int)` cb, `int [3]`
 * a), as tokens. */
static void sparam(struct stext *t, const struct match_expr *x)
{
	const char *ty = x->type ? x->type : "", *at = strstr(ty, "(*");
	const char *name = x->str ? x->str : "";
	char *head;

	if (at) {
		at += 2;
		while (*at == '*')
			at++;
	} else if ((at = strchr(ty, '[')) != NULL) {
		while (at > ty && at[-1] == ' ')
			at--;
	} else {
		at = ty + strlen(ty);
	}
	head = strndup(ty, (size_t)(at - ty));
	if (!head)
		abort();
	stoks(t, head);
	stoks(t, name);
	stoks(t, at);
	free(head);
}

static void sval(FILE *f, const struct match_val *v)
{
	struct stext t = { f, 0 };
	uint32_t i;

	switch (v->kind) {
	case MATCH_V_STR:
		stoks(&t, v->s);
		break;
	case MATCH_V_EXPR:
		sexpr(&t, v->e, v->bare);
		break;
	case MATCH_V_LIST:
		for (i = 0; i < v->nl; i++) {
			if (i)
				stok(&t, ",", 1);
			if (v->r)	/* parameters */
				sparam(&t, v->l[i]);
			else
				sexpr(&t, v->l[i], 0);
		}
		break;
	default:
		match_val_print(v, f);
	}
}

void match_script_val_of(const struct match_val *v, const char *elem,
			 struct smpl_arena *arena,
			 struct match_script_val *out)
{
	struct match_script_pos *pos;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	memset(out, 0, sizeof(*out));
	if (v->kind == MATCH_V_NONE || v->kind == MATCH_V_LEN)
		return;
	if (v->kind == MATCH_V_POS && v->r) {
		uint32_t i, n = pos_count(v);

		pos = smpl_arena_alloc(arena, n * sizeof(*pos));
		for (i = 0; i < n; i++) {
			const struct match_range *r = &v->r[i];

			pos[i].file = r->file ? r->file : "";
			pos[i].line = r->line;
			pos[i].col = r->col ? r->col - 1 : 0;
			pos[i].line_end = r->end_line;
			pos[i].col_end = r->end_col ? r->end_col - 1 : 0;
			pos[i].element = elem && *elem ? elem : "something_else";
		}
		out->kind = MATCH_SV_POS;
		out->pos = pos;
		out->npos = n;
		return;
	}
	f = open_memstream(&buf, &len);
	if (!f)
		abort();
	sval(f, v);
	fclose(f);
	out->kind = MATCH_SV_STR;
	out->s = smpl_arena_strndup(arena, buf, len);
	free(buf);
}

void match_val_print(const struct match_val *v, FILE *out)
{
	switch (v->kind) {
	case MATCH_V_STR: fputs(v->s, out); break;
	case MATCH_V_EXPR: match_expr_print(v->e, out); break;
	case MATCH_V_NODE:
		fprintf(out, "<statement at %u:%u>",
			v->r ? v->r->line : v->n->range.line,
			v->r ? v->r->col : v->n->range.col);
		break;
	case MATCH_V_POS:
		for (uint32_t i = 0; i < pos_count(v); i++) {
			fprintf(out, "%s%s:", i ? ", " : "", v->r[i].file);
			match_range_print(&v->r[i], out);
		}
		break;
	case MATCH_V_LEN: fprintf(out, "<a list of %u>", v->nl); break;
	case MATCH_V_LIST:
		for (uint32_t i = 0; i < v->nl; i++) {
			if (i)
				fputs(", ", out);
			match_expr_print(v->l[i], out);
		}
		break;
	default: fputs("?", out);
	}
}

int match_edit_is_init(const struct match_edit *e)
{
	return e->expr && e->expr->kind == MATCH_E_INIT;
}

/* Is r the range of a field of definition d (or of one inside it)? */
static int field_range(const struct match_tagdef *d,
		       const struct match_range *r)
{
	uint32_t i;

	for (i = 0; d && d->tag != SMPL_TAG_ENUM && i < d->nfields; i++)
		if (!memcmp(&d->fields[i].range.line, &r->line,
			    4 * sizeof(uint32_t)) ||
		    field_range(d->fields[i].def, r))
			return 1;
	return 0;
}

int match_edit_is_statement(const struct match_edit *e)
{
	const struct match_node *n = e->node;
	struct match_range w = node_whole(n);

	if (n->tdef && field_range(n->tdef, &e->range))
		return 1;	/* a field, as a statement */

	/* + code before or after a whole if, loop or switch: a statement
	 * next to it (braces when it is a lone body) */
	if ((e->action == MATCH_ED_BEFORE || e->action == MATCH_ED_AFTER) &&
	    n->end_line && (n->kind == MATCH_N_IF || n->kind == MATCH_N_LOOP ||
			    n->kind == MATCH_N_SWITCH) &&
	    !(n->flags & MATCH_NF_FOR) &&
	    !memcmp(&e->range.line, &w.line, 4 * sizeof(uint32_t)))
		return 1;
	return (n->kind == MATCH_N_STMT || n->kind == MATCH_N_DECL ||
		n->kind == MATCH_N_RETURN || n->kind == MATCH_N_GOTO ||
		n->kind == MATCH_N_BREAK || n->kind == MATCH_N_CONTINUE) &&
	       e->range.line == n->range.line && e->range.col == n->range.col &&
	       e->range.end_line == n->range.end_line &&
	       e->range.end_col == n->range.end_col;
}

/* ---- numbered fresh identifiers ---- */

/* Does edit e hold a numbered fresh identifier not named yet? */
static int edit_has_fresh(const struct match_edit *e)
{
	uint32_t i;

	for (i = 0; i < e->npieces; i++)
		if (e->pieces[i].text && strchr(e->pieces[i].text, FRESH_OPEN))
			return 1;
	return 0;
}

/* The rule's numbered fresh identifiers (fresh_counted) in the order
 * spatch numbers them within a match: the order of their last use in
 * the rule's + code (tried with spatch 1.1.1: `x(a, b, c, a)` gives
 * b0, c1, a2), the other way round when the + code also uses a fresh
 * identifier whose seed has a metavariable (`x(i, w, p)`, p = "p_" ##
 * f, gives v1, w0).  Fills ord with metavariable indices, returns how
 * many. */
static uint32_t fresh_order(const struct match_atoms *a, uint32_t *ord)
{
	const struct smpl_rule *r = a->r;
	uint32_t i, j, k, n = 0;
	int back = 0;

	for (i = r->plus0; i < r->plus0 + r->nplus; i++)
		for (j = 0; j < a->f->plus[i].ntok; j++) {
			int32_t m = a->f->ptoks[a->f->plus[i].tok0 + j].meta;

			if (m < 0 || !is_fresh(&a->f->metas[m]))
				continue;
			if (!fresh_counted(a, &a->f->metas[m])) {
				back |= a->f->metas[m].nseed != 0;
				continue;
			}
			for (k = 0; k < n && ord[k] != (uint32_t)m; k++)
				;
			if (k < n)	/* used again: it moves last */
				memmove(&ord[k], &ord[k + 1],
					(n - k - 1) * sizeof(*ord)), n--;
			ord[n++] = (uint32_t)m;
		}
	for (i = 0; back && i < n / 2; i++) {
		k = ord[i];
		ord[i] = ord[n - 1 - i];
		ord[n - 1 - i] = k;
	}
	return n;
}

/* Text t with each numbered fresh identifier written as its name:
 * names[k] for the metavariable ord[k]. */
static const char *fresh_text(struct match_atoms *a, const char *t,
			      const uint32_t *ord, const char *const *names,
			      uint32_t n)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	const char *res;

	if (!f)
		abort();
	while (*t) {
		char *end;
		unsigned long m;
		uint32_t k;

		if (*t != FRESH_OPEN) {
			fputc(*t++, f);
			continue;
		}
		m = strtoul(t + 1, &end, 10);
		t = *end == FRESH_CLOSE ? end + 1 : end;
		for (k = 0; k < n && ord[k] != m; k++)
			;
		fputs(k < n ? names[k] : "fresh", f);
	}
	fclose(f);
	res = smpl_arena_strndup(a->arena, buf, len);
	free(buf);
	return res;
}

/* The edits of ev[0, nev) with the fresh_inst of ev[i] (one place of
 * + code a '...' matched in several ways, a parameter each in `f(...,`
 * `T` `+ i` `,...)`, or all the rest), their fresh identifiers named
 * anew, the names ord's order gives. */
static void fresh_group(struct match_atoms *a, const struct match_edit **ev,
			uint32_t nev, uint32_t i, const uint32_t *ord,
			const char **names, uint32_t n, uint32_t *counter)
{
	uint32_t k, g = ev[i]->fresh_inst, j;

	for (k = 0; k < n; k++) {
		char *buf = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&buf, &len);

		if (!f)
			abort();
		print_fresh_seed(a, &a->f->metas[ord[k]], f);
		fprintf(f, "%u", (*counter)++);
		fclose(f);
		names[k] = smpl_arena_strndup(a->arena, buf, len);
		free(buf);
	}
	for (; i < nev; i++) {
		struct match_edit x = *ev[i];
		struct smpl_piece *p;

		if (ev[i]->fresh_inst != g || !edit_has_fresh(ev[i]))
			continue;
		p = smpl_arena_alloc(a->arena, (x.npieces + 1) * sizeof(*p));
		for (j = 0; j < x.npieces; j++) {
			p[j] = x.pieces[j];
			if (p[j].text)
				p[j].text = fresh_text(a, p[j].text, ord,
						       names, n);
		}
		x.pieces = p;
		ev[i] = intern_edit(a, &x);
	}
}

void match_edits_fresh(struct match_atoms *a, const struct match_edit **ev,
		       uint32_t nev, uint32_t *counter)
{
	uint32_t i, n, *ord;
	const char **names;

	for (i = 0; i < nev && !edit_has_fresh(ev[i]); i++)
		;
	if (i == nev)
		return;
	ord = calloc(a->f->nptoks + 1, sizeof(*ord));
	names = calloc(a->f->nptoks + 1, sizeof(*names));
	if (!ord || !names)
		abort();
	n = fresh_order(a, ord);
	for (i = 0; i < nev; i++)
		if (edit_has_fresh(ev[i]))
			fresh_group(a, ev, nev, i, ord, names, n, counter);
	free(ord);
	free(names);
}
