/* check.c - rule-wide checks: which metavariables the match binds, and
 * which are declared for nothing.  Syntax and name errors are the
 * parser's; these need the finished rule. */
#include <stdlib.h>
#include <string.h>
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

/* ---- what the matcher does not match yet ---- */

/* An array size the matcher compares: none, '...', a constant or a
 * name (by its spelling). */
static int plain_size(const struct smpl_file *f, uint32_t n)
{
	const struct smpl_node *p = &f->nodes[n];

	uint32_t i;

	if (n && p->kind == SMPL_EDISJ) {	/* [\(0\|1\)] */
		for (i = 0; i < p->nkids; i++)
			if (!smpl_kid(f, n, i) || !plain_size(f, smpl_kid(f, n, i)))
				return 0;
		return p->nkids > 0;
	}
	return !n || p->kind == SMPL_EDOTS || p->kind == SMPL_CONST ||
	       (p->kind == SMPL_ID && p->meta < 0);
}

static int init_ok(const struct smpl_file *f, uint32_t n);

static int marked(const struct smpl_file *f, uint32_t n, int m);

/* Is node n a disjunction of types (`\(int\|T\)`, `struct \(a\|b\)`)? */
static int type_disj(const struct smpl_file *f, uint32_t n)
{
	return n && f->nodes[n].kind == SMPL_EDISJ && f->nodes[n].nkids &&
	       (f->nodes[smpl_kid(f, n, 0)].kind == SMPL_TYPE ||
		type_disj(f, smpl_kid(f, n, 0)));
}

/* The metavariable that type t binds (T, or I of `struct I`), -1 for
 * none or one inherited from an earlier rule (bound already). */
static int32_t type_binds(const struct smpl_file *f, uint32_t t)
{
	const struct smpl_node *k = &f->nodes[t];
	int32_t m = k->meta;

	if (m < 0 && k->nkids && smpl_kid(f, t, 0))
		m = f->nodes[smpl_kid(f, t, 0)].meta;
	return m >= 0 && (uint32_t)m < f->nmetas &&
	       f->metas[m].from_rule < 0 ? m : -1;
}

/* Does + code use metavariable m? */
static int plus_uses_meta(const struct smpl_file *f, int32_t m)
{
	uint32_t i;

	for (i = 0; i < f->nptoks; i++)
		if (f->ptoks[i].meta == m)
			return 1;
	return 0;
}

/* Disjunction of types t, context, of a declaration: each branch is
 * context without + code, or a type without kids, `-`, with + code
 * before or after it alone (`(` `- int` `+ long` `|` `char` `)`
 * `x;`): the matcher replaces the type word of the branch that matched
 * as it does `- int` `+ long` `x;` (atom.c decl_type_hit). */
static int branch_edits_ok(const struct smpl_file *f, uint32_t t)
{
	uint32_t i, j, b;

	for (i = 0; i < f->nplus; i++)
		if (f->plus[i].anchor == t)
			return 0;
	for (i = 0; i < f->nodes[t].nkids; i++) {
		b = smpl_kid(f, t, i);
		if (marked(f, b, SMPL_CTX)) {
			for (j = 0; j < f->nplus; j++)
				if (contains(f, b, f->plus[j].anchor))
					return 0;
			continue;
		}
		if (f->nodes[b].mark != SMPL_MINUS || f->nodes[b].nkids)
			return 0;
	}
	return 1;
}

/* What of disjunction of types t, kid of node n, the matcher does not
 * match, NULL when none: it is matched as the type of a declaration, a
 * parameter, a cast or a sizeof, each branch a type that is no
 * definition, context or removed with the whole of n (+ code only
 * around n, none inside), and + code uses no metavariable that some
 * branches bind and others do not (spatch stops on such a rule). */
static const char *type_disj_unmatched(const struct smpl_file *f, uint32_t n,
				       uint32_t t)
{
	const struct smpl_node *p = &f->nodes[n];
	int m = f->nodes[t].mark;
	uint32_t i, j;
	int32_t v;

	if (p->kind != SMPL_DECL && p->kind != SMPL_PARAM &&
	    p->kind != SMPL_CAST && p->kind != SMPL_SIZEOFT)
		return "disjunctions of types other than a declaration's, "
		       "a parameter's, a cast's or a sizeof's type";
	for (i = 0; i < f->nodes[t].nkids; i++) {
		const struct smpl_node *k = &f->nodes[smpl_kid(f, t, i)];

		if (k->kind != SMPL_TYPE)
			return "disjunctions of types in disjunctions of types";
		if (k->flags & SMPL_TYPE_DEF)
			return "definitions in disjunctions of types";
	}
	if (m == SMPL_CTX && p->kind == SMPL_DECL) {
		if (!branch_edits_ok(f, t))
			return "disjunctions of types with '-' or + code on a "
			       "part of a branch";
	} else if (!marked(f, t, m) || (m != SMPL_CTX && !marked(f, n, m))) {
		return "disjunctions of types with '-' on a part alone";
	} else {
		for (i = 0; i < f->nplus; i++)
			if (contains(f, m == SMPL_CTX ? t : n,
				     f->plus[i].anchor) &&
			    (m == SMPL_CTX || f->plus[i].anchor != n))
				return "disjunctions of types with + code "
				       "inside";
	}
	for (i = 0; i < f->nodes[t].nkids; i++) {
		v = type_binds(f, smpl_kid(f, t, i));
		if (v < 0 || !plus_uses_meta(f, v))
			continue;
		for (j = 0; j < f->nodes[t].nkids; j++)
			if (type_binds(f, smpl_kid(f, t, j)) != v)
				return "metavariables bound in some branches "
				       "of a disjunction of types, used in + "
				       "code,";
	}
	return NULL;
}

/* Static or extern declaration n without an initializer is matched: no
 * definition in its type, context (+ code before or after it alone) or
 * removed whole without + code (`static int x;`, `- extern int x;`). */
static int plain_static(const struct smpl_file *f, uint32_t n)
{
	uint32_t i, t = smpl_kid(f, n, 0);

	if (smpl_kid(f, n, 2) || !t || f->nodes[t].kind != SMPL_TYPE ||
	    (f->nodes[t].flags & SMPL_TYPE_DEF) ||
	    (f->nodes[n].flags & SMPL_DECL_FNPTR))
		return 0;
	for (i = 0; i < f->nplus; i++)	/* + code: around it alone */
		if (contains(f, n, f->plus[i].anchor) &&
		    (f->plus[i].anchor != n || f->nodes[n].mark != SMPL_CTX))
			return 0;
	for (i = 0; i < f->nodes[n].nkids; i++)
		if (smpl_kid(f, n, i) &&
		    f->nodes[smpl_kid(f, n, i)].mark != f->nodes[n].mark)
			return 0;
	return f->nodes[n].mark != SMPL_STAR;
}

/* Every node of subtree n has mark m. */
static int marked(const struct smpl_file *f, uint32_t n, int m)
{
	uint32_t i;

	if (f->nodes[n].mark != m)
		return 0;
	for (i = 0; i < f->nodes[n].nkids; i++)
		if (smpl_kid(f, n, i) && !marked(f, smpl_kid(f, n, i), m))
			return 0;
	return 1;
}

/* A + block is anchored in subtree n. */
static int plus_in_tree(const struct smpl_file *f, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < f->nplus; i++)
		if (contains(f, n, f->plus[i].anchor))
			return 1;
	return 0;
}

/* Function pointer declaration n is matched: `int (*f)(int, T x,
 * ...);`, `T (*x[2])(int x)`, no initializer, no storage class, no
 * annotation; context or removed whole, without + code, or with
 * edits on its parameters' types alone (`T (*x[2])(- int + char x)`). */
static int fnptr_ok(const struct smpl_file *f, uint32_t n)
{
	uint32_t i, q, k, last = f->nodes[n].nkids - 1;
	int whole;

	if (f->nodes[n].nkids < 4 || smpl_kid(f, n, 2) ||
	    (f->nodes[n].op && f->nodes[n].op != SMPL_STORE_TYPEDEF))
		return 0;
	for (i = 3; i < last; i++) {
		k = smpl_kid(f, n, i);
		if (f->nodes[k].kind != SMPL_ARRAY ||
		    !plain_size(f, smpl_kid(f, k, 0)))
			return 0;
	}
	whole = (marked(f, n, SMPL_CTX) || marked(f, n, SMPL_MINUS)) &&
		!plus_in_tree(f, n);
	q = smpl_kid(f, n, last);
	if (!q || f->nodes[q].kind != SMPL_PARAMS)
		return 0;
	for (i = 0; i < last; i++)	/* edits on the parameters alone */
		if (!whole && smpl_kid(f, n, i) &&
		    (!marked(f, smpl_kid(f, n, i), SMPL_CTX) ||
		     plus_in_tree(f, smpl_kid(f, n, i))))
			return 0;
	if (!whole && (f->nodes[n].mark != SMPL_CTX ||
		       f->nodes[q].mark != SMPL_CTX))
		return 0;
	for (i = 0; i < f->nodes[q].nkids; i++) {
		k = smpl_kid(f, q, i);
		if (f->nodes[k].kind == SMPL_EDOTS)
			continue;
		if (f->nodes[k].kind != SMPL_PARAM ||
		    (smpl_kid(f, k, 1) &&
		     f->nodes[smpl_kid(f, k, 1)].kind != SMPL_ID))
			return 0;
		if (!whole && (f->nodes[k].mark != SMPL_CTX ||
			       (smpl_kid(f, k, 1) &&
				(!marked(f, smpl_kid(f, k, 1), SMPL_CTX) ||
				 plus_in_tree(f, smpl_kid(f, k, 1))))))
			return 0;
	}
	return 1;
}

/* The annotations of declaration n are matched: at most one before
 * the name and one after it, no function pointer. */
static int attrs_ok(const struct smpl_file *f, uint32_t n)
{
	uint32_t i, k;
	int seen[2] = { 0, 0 };

	if (f->nodes[n].flags & SMPL_DECL_FNPTR)
		return 0;
	for (i = 3; i < f->nodes[n].nkids; i++) {
		k = smpl_kid(f, n, i);
		if (f->nodes[k].kind == SMPL_ATTR &&
		    seen[f->nodes[k].op == SMPL_ATTR_AFTER]++)
			return 0;
	}
	return 1;
}

/* What of declaration n the matcher does not match, NULL when none. */
static const char *decl_unmatched(const struct smpl_file *f, uint32_t n,
				  int *top)
{
	const struct smpl_node *p = &f->nodes[n];
	static const char *const store[] = { NULL, "a static declaration",
		"an extern declaration", "a typedef" };
	uint32_t i;

	/* static with an initializer list, static or extern without an
	 * initializer and without + code, a typedef: matched (at the top
	 * level, or a local static) */
	if (p->op && p->op < SMPL_NSTORES && p->op != SMPL_STORE_TYPEDEF &&
	    !(p->op == SMPL_STORE_STATIC &&
	      ((smpl_kid(f, n, 2) && init_ok(f, smpl_kid(f, n, 2))) ||
	       plain_static(f, n))) &&
	    !(p->op == SMPL_STORE_EXTERN && plain_static(f, n))) {
		*top = 1;
		return store[p->op];
	}
	if ((p->flags & SMPL_DECL_FNPTR) && !fnptr_ok(f, n))
		return "function pointer declarators";
	if (!smpl_kid(f, n, 1))	/* struct foo { ... }; says what it is */
		return f->nodes[smpl_kid(f, n, 0)].flags & SMPL_TYPE_DEF ? NULL
			: "declarations without a name";
	for (i = 3; i < p->nkids - ((p->flags & SMPL_DECL_FNPTR) ? 1 : 0); i++)
		if (f->nodes[smpl_kid(f, n, i)].kind == SMPL_ATTR) {
			if (!attrs_ok(f, n))
				return "attributes in declarations";
		}
		else if (!plain_size(f, smpl_kid(f, smpl_kid(f, n, i), 0)))
			return "array sizes other than a constant, a name or "
			       "'...'";
	return NULL;
}

/* A word or a '*': what + code for a type alone may be made of. */
static int type_word(const char *s)
{
	if (!strcmp(s, "*"))
		return 1;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return 0;
	return 1;
}

/* Is metavariable m a type inherited from an earlier rule? */
static int inherited_type(const struct smpl_file *f, int32_t m)
{
	return m >= 0 && (uint32_t)m < f->nmetas &&
	       f->metas[m].kind == SMPL_M_TYPE && f->metas[m].from_rule >= 0;
}

/* Is + block p what a type alone is replaced by: words and stars, or
 * one inherited type metavariable (`- T2 + T1`)? */
static int type_plus(const struct smpl_file *f, const struct smpl_plus *p)
{
	uint32_t j;

	if (p->ntok == 1 && f->ptoks[p->tok0].meta >= 0)
		return inherited_type(f, f->ptoks[p->tok0].meta);
	for (j = p->tok0; j < p->tok0 + p->ntok; j++)
		if (f->ptoks[j].meta >= 0 ||
		    !type_word(smpl_str(f, f->ptoks[j].str)))
			return 0;
	return 1;
}

uint32_t smpl_type_alone(const struct smpl_file *f, uint32_t seq,
			 uint32_t *plus)
{
	const struct smpl_node *s = &f->nodes[seq], *t;
	uint32_t k, i, found = 0;

	if (s->kind != SMPL_SEQ || s->nkids != 1)
		return 0;
	k = smpl_kid(f, seq, 0);
	t = &f->nodes[k];
	if (t->kind != SMPL_TYPE || t->op || t->flags ||
	    t->nkids || t->mark != SMPL_MINUS || t->posvar >= 0)
		return 0;
	if (t->meta >= 0 ? !inherited_type(f, t->meta) :
	    !*smpl_str(f, t->str) || strchr(smpl_str(f, t->str), ' '))
		return 0;
	for (i = 0; i < f->nplus; i++) {
		const struct smpl_plus *p = &f->plus[i];

		if (p->anchor != k)
			continue;
		if (found++ || !p->ntok || !type_plus(f, p))
			return 0;
		*plus = i;
	}
	return found == 1 ? k : 0;
}

/* Is node n a rule's body? */
static int is_body(const struct smpl_file *f, uint32_t n)
{
	uint32_t r;

	for (r = 0; r < f->nrules; r++)
		if (f->rules[r].body == n)
			return 1;
	return 0;
}

/* Is node n a rule's whole body, alone or as the one element of its
 * sequence?  (`#include <a.h>` as a rule: matched on the top level.) */
static int body_alone(const struct smpl_file *f, uint32_t n)
{
	uint32_t r, b;

	for (r = 0; r < f->nrules; r++) {
		b = f->rules[r].body;
		while (b && b != n && f->nodes[b].kind == SMPL_SEQ &&
		       f->nodes[b].nkids == 1)
			b = smpl_kid(f, b, 0);
		if (b == n)
			return 1;
	}
	return 0;
}

/* Is initializer list n a rule's body (alone in it): matched in the
 * initializers of file-scope variables, at any depth (substruct)? */
static int init_body(const struct smpl_file *f, uint32_t n)
{
	uint32_t r, b;

	for (r = 0; r < f->nrules; r++) {
		b = f->rules[r].body;
		while (b && ((f->nodes[b].kind == SMPL_SEQ &&
			      f->nodes[b].nkids == 1) ||
			     f->nodes[b].kind == SMPL_EXPRSTMT))
			b = smpl_kid(f, b, 0);
		if (b == n)
			return 1;
	}
	return 0;
}

/* Is node n an `initializer list` metavariable? */
static int is_init_list(const struct smpl_file *f, uint32_t n)
{
	const struct smpl_node *e = &f->nodes[n];

	return e->kind == SMPL_ID && e->meta >= 0 &&
	       f->metas[e->meta].kind == SMPL_M_INITLIST;
}

/* An element of an initializer list the matcher matches: `...`, `.f
 * = v`, `[i] = v`, a nested list of such, a value (an expression;
 * no expression or identifier list), or an `initializer list`
 * metavariable, context or removed. */
static int init_elem_ok(const struct smpl_file *f, uint32_t k)
{
	const struct smpl_node *e = &f->nodes[k];
	uint32_t v;

	switch (e->kind) {
	case SMPL_EDOTS:
		return e->mark != SMPL_MINUS && !e->nkids;
	case SMPL_INITLIST:
		return init_ok(f, k);
	case SMPL_DESIG:
		if (e->op == SMPL_OP_DOT &&
		    f->nodes[smpl_kid(f, k, 0)].kind != SMPL_ID)
			return 0;
		v = smpl_kid(f, k, 1);
		return f->nodes[v].kind != SMPL_INITLIST || init_ok(f, v);
	case SMPL_ID:
		if (is_init_list(f, k))	/* context or removed */
			return e->mark == SMPL_CTX || e->mark == SMPL_MINUS;
		return e->meta < 0 ||
		       (f->metas[e->meta].kind != SMPL_M_EXPLIST &&
			f->metas[e->meta].kind != SMPL_M_IDLIST);
	case SMPL_PUNCT:
		return 0;
	}
	return 1;
}

/* An initializer list the matcher matches (docs/matcher.md, "Top
 * level"): elements init_elem_ok takes, the last maybe its '}' with a
 * mark of its own. */
static int init_ok(const struct smpl_file *f, uint32_t n)
{
	const struct smpl_node *p = &f->nodes[n];
	uint32_t i, nk = p->nkids;

	if (p->kind != SMPL_INITLIST)
		return 0;
	if (p->flags & SMPL_INIT_RBRACE) {
		if (!nk || f->nodes[smpl_kid(f, n, nk - 1)].kind != SMPL_PUNCT)
			return 0;
		nk--;
	}
	for (i = 0; i < nk; i++) {
		uint32_t k = smpl_kid(f, n, i);

		/* `- { ..., E, ... },`: a list removed whole */
		if (f->nodes[k].kind == SMPL_EDOTS &&
		    f->nodes[k].mark == SMPL_MINUS && p->mark == SMPL_MINUS)
			continue;
		if (!init_elem_ok(f, k))
			return 0;
	}
	return 1;
}

/* What node n itself is that the matcher does not match, NULL when it
 * matches it (its kids aside); *top set for top-level code. */
static const char *unmatched(const struct smpl_file *f, uint32_t n, int *top)
{
	const struct smpl_node *p = &f->nodes[n];
	uint32_t i;

	*top = 0;
	for (i = 0; i < p->nkids; i++) {
		const char *w;

		if (type_disj(f, smpl_kid(f, n, i)) &&
		    (w = type_disj_unmatched(f, n, smpl_kid(f, n, i))))
			return w;
	}
	*top = 1;
	switch (p->kind) {
	case SMPL_PROTO:	return "a function prototype";
	case SMPL_TAGDEF:	return NULL;	/* its members: tag_unmatched */
	case SMPL_DEFINE:	/* one as a rule's body: matched */
		return body_alone(f, n) && !smpl_kid(f, n, 1) ? NULL :
		       smpl_kid(f, n, 1) ? "a #define with parameters" :
		       "a #define with other code";
	case SMPL_DIRECTIVE:
		if (p->op == SMPL_DIR_INCLUDE)
			return body_alone(f, n) ? NULL :
			       "an #include with other code";
		*top = 0;
		return "preprocessor lines (#pragma, #if...)";
	case SMPL_DECL:
		*top = 0;
		return decl_unmatched(f, n, top);
	case SMPL_INITLIST:
		*top = 0;
		return "initializer lists ('{ ... }') other than a "
		       "declaration's";
	case SMPL_ID:	/* an element of a list: init_unmatched */
		*top = 0;
		return is_init_list(f, n) ?
		       "'initializer list' metavariables other than elements "
		       "of a declaration's initializer list" : NULL;
	case SMPL_SEQ:		/* a type alone as a body: - T2 + T1 */
		*top = 0;
		if (is_body(f, n) && smpl_type_alone(f, n, &i))
			return NULL;
		for (i = 0; i < p->nkids; i++)
			if (f->nodes[smpl_kid(f, n, i)].kind == SMPL_TYPE &&
			    !(f->nodes[smpl_kid(f, n, i)].flags & SMPL_TYPE_DEF))
				return "types alone";
		return NULL;
	case SMPL_FOR:
		*top = 0;
		return smpl_kid(f, n, 0) &&
		       f->nodes[smpl_kid(f, n, 0)].kind == SMPL_DECL ?
		       "declarations in a for loop's header" : NULL;
	}
	return NULL;
}

/* smpl_check_unmatched on the elements of initializer list n, which
 * init_ok takes: their names, indexes and values. */
static uint32_t init_unmatched(const struct smpl_file *f, uint32_t n,
			       const char **what, int *top)
{
	uint32_t i, k, d, v;

	for (i = 0; i < f->nodes[n].nkids; i++) {
		d = smpl_kid(f, n, i);
		if (is_init_list(f, d))
			continue;
		switch (f->nodes[d].kind) {
		case SMPL_EDOTS:
		case SMPL_PUNCT:
			continue;
		case SMPL_INITLIST:
			k = init_unmatched(f, d, what, top);
			break;
		case SMPL_DESIG:
			v = smpl_kid(f, d, 1);
			k = smpl_check_unmatched(f, smpl_kid(f, d, 0), what,
						 top);
			if (!k)
				k = f->nodes[v].kind == SMPL_INITLIST ?
				    init_unmatched(f, v, what, top) :
				    smpl_check_unmatched(f, v, what, top);
			break;
		default:
			k = smpl_check_unmatched(f, d, what, top);
		}
		if (k)
			return k;
	}
	return 0;
}

/* smpl_check_unmatched on the members of definition n (a TAGDEF): a
 * field may have no name (`int;`); an enumerator is a name, `...`, or
 * `NAME = value`. */
static uint32_t tag_unmatched(const struct smpl_file *f, uint32_t n,
			      const char **what, int *top)
{
	uint32_t body = smpl_kid(f, n, 1), i, j, k, e;

	for (i = 0; body && i < f->nodes[body].nkids; i++) {
		e = smpl_kid(f, body, i);
		if (f->nodes[n].op == SMPL_TAG_ENUM &&
		    f->nodes[e].kind != SMPL_ID && f->nodes[e].kind != SMPL_EDOTS &&
		    !(f->nodes[e].kind == SMPL_ASSIGN &&
		      f->nodes[smpl_kid(f, e, 0)].kind == SMPL_ID)) {
			*what = "enumerators other than names, `...` and "
				"`NAME = value`";
			*top = 0;
			return e;
		}
		if (f->nodes[e].kind == SMPL_DECL && !smpl_kid(f, e, 1)) {
			for (j = 0; j < f->nodes[e].nkids; j++)
				if ((k = smpl_check_unmatched(f, smpl_kid(f, e, j),
							      what, top)))
					return k;
			continue;
		}
		if ((k = smpl_check_unmatched(f, e, what, top)))
			return k;
	}
	return 0;
}

uint32_t smpl_check_unmatched(const struct smpl_file *f, uint32_t n,
			      const char **what, int *top)
{
	uint32_t i, k;

	if (!n)
		return 0;
	if (f->nodes[n].kind == SMPL_INITLIST && init_ok(f, n) &&
	    init_body(f, n))
		return init_unmatched(f, n, what, top);
	if (f->nodes[n].kind == SMPL_TAGDEF) {
		if ((k = smpl_check_unmatched(f, smpl_kid(f, n, 0), what, top)))
			return k;
		return tag_unmatched(f, n, what, top);
	}
	if ((*what = unmatched(f, n, top)) != NULL)
		return n;
	for (i = 0; i < f->nodes[n].nkids; i++) {
		uint32_t c = smpl_kid(f, n, i);

		/* a declaration's initializer list of `.f = v` elements */
		if (i == 2 && f->nodes[n].kind == SMPL_DECL && c &&
		    init_ok(f, c))
			k = init_unmatched(f, c, what, top);
		else
			k = smpl_check_unmatched(f, c, what, top);
		if (k)
			return k;
	}
	return 0;
}
