/* view.c - building a graph view, expression equality and hashing, and
 * the view's dump.  It does not know where a view comes from (GIMPLE or
 * C text) and does no matching. */
#include <stdlib.h>
#include <string.h>
#include "view.h"

const char *const match_nkind_names[] = {
	"entry", "exit", "stmt", "decl", "if", "loop", "switch", "case",
	"return", "goto", "label", "include", "define", "break",
	"continue"
};

/* Edges are kept in a list while the view is built. */
struct match_edge_list {
	struct match_edge_list *next;
	struct match_node *from;
	struct match_edge e;
};

struct match_view *match_view_new(const char *name)
{
	struct smpl_arena a;
	struct match_view *v;
	struct match_range none = { "", 0, 0, 0, 0 };

	smpl_arena_init(&a);
	v = smpl_arena_alloc(&a, sizeof(*v));
	v->arena = a;
	v->name = match_view_str(v, name, strlen(name));
	v->entry = match_view_node(v, MATCH_N_ENTRY, none);
	v->exit = match_view_node(v, MATCH_N_EXIT, none);
	return v;
}

void match_view_free(struct match_view *v)
{
	struct smpl_arena a;

	if (!v)
		return;
	a = v->arena;
	smpl_arena_free(&a);
}

const char *match_view_str(struct match_view *v, const char *s, size_t n)
{
	return smpl_arena_strndup(&v->arena, s, n);
}

void match_view_unread(struct match_view *v, uint32_t line, uint32_t col,
		       const char *why)
{
	if (v->nopaque == v->unread_cap) {
		uint32_t cap = v->unread_cap ? v->unread_cap * 2 : 8;
		struct match_unread *u =
			smpl_arena_alloc(&v->arena, cap * sizeof(*u));

		if (v->nopaque)
			memcpy(u, v->unread, v->nopaque * sizeof(*u));
		v->unread = u;
		v->unread_cap = cap;
	}
	v->unread[v->nopaque].line = line;
	v->unread[v->nopaque].col = col;
	v->unread[v->nopaque++].why = match_view_str(v, why, strlen(why));
}

static void grow_nodes(struct match_view *v)
{
	uint32_t cap = v->cap ? v->cap * 2 : 64;
	struct match_node **n = smpl_arena_alloc(&v->arena, cap * sizeof(*n));

	if (v->nnodes)
		memcpy(n, v->nodes, v->nnodes * sizeof(*n));
	v->nodes = n;
	v->cap = cap;
}

struct match_node *match_view_node(struct match_view *v,
				   enum match_nkind kind,
				   struct match_range range)
{
	struct match_node *n = smpl_arena_alloc(&v->arena, sizeof(*n));

	if (v->nnodes == v->cap)
		grow_nodes(v);
	n->id = v->nnodes;
	n->kind = (uint8_t)kind;
	n->range = range;
	v->nodes[v->nnodes++] = n;
	return n;
}

void match_view_edge(struct match_view *v, struct match_node *from,
		     struct match_node *to, uint32_t flags)
{
	struct match_edge_list *l = smpl_arena_alloc(&v->arena, sizeof(*l));

	l->from = from;
	l->e.to = to;
	l->e.flags = flags;
	l->next = v->edges;
	v->edges = l;
	from->nsucc++;
	to->npred++;
}

/* Successor and predecessor arrays, in the order the edges were added;
 * the structural hashes of every expression. */
void match_view_finish(struct match_view *v)
{
	struct match_edge_list *l;
	uint32_t i;

	if (v->fn.name)
		match_expr_finish(v->fn.name);
	for (i = 0; i < v->fn.nparams; i++)
		match_expr_finish(v->fn.params[i]);
	for (i = 0; i < v->nnodes; i++) {
		struct match_node *n = v->nodes[i];

		if (n->expr)
			match_expr_finish(n->expr);
		if (n->var)
			match_expr_finish(n->var);

		n->succ = smpl_arena_alloc(&v->arena, n->nsucc * sizeof(*n->succ) + 1);
		n->pred = smpl_arena_alloc(&v->arena, n->npred * sizeof(*n->pred) + 1);
	}
	/* the list is newest first: fill from the back, then recount */
	for (l = v->edges; l; l = l->next) {
		struct match_node *t = l->e.to;

		l->from->succ[--l->from->nsucc] = l->e;
		t->pred[--t->npred] = (struct match_edge){ l->from, l->e.flags };
	}
	for (l = v->edges; l; l = l->next)
		l->from->nsucc++, l->e.to->npred++;
	v->edges = NULL;
}

void match_view_mark(struct match_view *v, struct match_view_mark *m)
{
	m->nnodes = v->nnodes;
	m->edges = v->edges;
}

void match_view_rollback(struct match_view *v, const struct match_view_mark *m)
{
	struct match_edge_list *l;

	for (l = v->edges; l && l != m->edges; l = l->next) {
		l->from->nsucc--;
		l->e.to->npred--;
	}
	v->edges = m->edges;
	v->nnodes = m->nnodes;
}

struct match_expr *match_expr_new(struct match_view *v,
				  enum match_ekind kind, uint32_t nkids,
				  struct match_range range)
{
	struct match_expr *e = smpl_arena_alloc(&v->arena, sizeof(*e));

	e->kind = (uint8_t)kind;
	e->nkids = nkids;
	e->kids = smpl_arena_alloc(&v->arena, (nkids + 1) * sizeof(*e->kids));
	e->range = range;
	e->outer = range;
	e->str = "";
	e->type = "";
	return e;
}

static uint32_t hash_str(uint32_t h, const char *s)
{
	while (s && *s)
		h = (h ^ (uint8_t)*s++) * 16777619u;
	return h;
}

void match_expr_finish(struct match_expr *e)
{
	uint32_t h = 2166136261u, i;

	h = (h ^ e->kind) * 16777619u;
	h = (h ^ e->op) * 16777619u;
	h = hash_str(h, e->str);
	for (i = 0; i < e->nkids; i++) {
		match_expr_finish(e->kids[i]);
		h = (h ^ e->kids[i]->hash) * 16777619u;
	}
	e->hash = h;
}

/* Structural: the same kinds, operators, names and kids; types and
 * ranges do not count.  Two IDs of one function that name different
 * declarations (a local and one that shadows it) differ. */
int match_expr_equal(const struct match_expr *a, const struct match_expr *b)
{
	uint32_t i;

	if (a == b)
		return 1;
	if (a->hash != b->hash || a->kind != b->kind || a->op != b->op ||
	    a->nkids != b->nkids || strcmp(a->str, b->str))
		return 0;
	if (a->decl && b->decl && a->scope == b->scope && a->decl != b->decl)
		return 0;
	for (i = 0; i < a->nkids; i++)
		if (!match_expr_equal(a->kids[i], b->kids[i]))
			return 0;
	return 1;
}

/* ---- statements compared ---- */

#define MAX_STMT_NODES 4096	/* larger statements are never equal */

static int pos_le(uint32_t l, uint32_t c, uint32_t l2, uint32_t c2)
{
	return l < l2 || (l == l2 && c <= c2);
}

static int in_range(const struct match_node *m, const struct match_range *r)
{
	return m->range.line &&
	       pos_le(r->line, r->col, m->range.line, m->range.col) &&
	       pos_le(m->range.line, m->range.col, r->end_line, r->end_col);
}

static int opt_equal(const struct match_expr *a, const struct match_expr *b)
{
	return a && b ? match_expr_equal(a, b) : a == b;
}

/* Node for node: kinds, the flags that tell the shape, expressions.
 * Code the reader could not read is kept as no text: unequal. */
static int node_same(const struct match_node *x, const struct match_node *y)
{
	const uint16_t shape = (uint16_t)~(MATCH_NF_THEN_EXIT | MATCH_NF_MACRO |
					   MATCH_NF_SYSHDR);

	return x->kind == y->kind && x->nsucc == y->nsucc &&
	       (x->flags & shape) == (y->flags & shape) &&
	       !(x->flags & MATCH_NF_OPAQUE) &&
	       opt_equal(x->expr, y->expr) && opt_equal(x->var, y->var);
}

struct stmt_walk {
	const struct match_node *x[MAX_STMT_NODES], *y[MAX_STMT_NODES];
	uint32_t n, done;
};

/* Pairs x with y (both inside their statements, or both outside). */
static int pair(struct stmt_walk *w, const struct match_node *x, int xin,
		const struct match_node *y, int yin)
{
	uint32_t i;

	if (xin != yin)
		return 0;
	if (!xin)	/* both leave the statement (at its end, a return) */
		return 1;
	for (i = 0; i < w->n; i++)
		if (w->x[i] == x)
			return w->y[i] == y;
	if (w->n == MAX_STMT_NODES)
		return 0;
	w->x[w->n] = x;
	w->y[w->n++] = y;
	return 1;
}

/* The statement that starts at node x and covers rx (a { } block's
 * braces, an if with its arms) against the one at y over ry: the same
 * nodes, edges and expressions, from the one side to the other (the
 * same code, as written, but for spacing and comments). */
int match_stmt_equal(const struct match_node *x, const struct match_range *rx,
		     const struct match_node *y, const struct match_range *ry)
{
	struct stmt_walk *w;
	int ok;

	if (x == y && !memcmp(&rx->line, &ry->line, 4 * sizeof(uint32_t)))
		return 1;
	w = malloc(sizeof(*w));
	if (!w)
		abort();
	w->n = w->done = 0;
	ok = pair(w, x, in_range(x, rx), y, in_range(y, ry));
	for (; ok && w->done < w->n; w->done++) {
		const struct match_node *a = w->x[w->done], *b = w->y[w->done];
		uint32_t i;

		ok = node_same(a, b);
		for (i = 0; ok && i < a->nsucc; i++) {
			const struct match_node *s = a->succ[i].to;
			const struct match_node *t = b->succ[i].to;

			ok = a->succ[i].flags == b->succ[i].flags &&
			     pair(w, s, in_range(s, rx), t, in_range(t, ry));
		}
	}
	free(w);
	return ok;
}

int match_expr_is_pointer(const struct match_expr *e)
{
	size_t n = strlen(e->type);

	return n && e->type[n - 1] == '*';
}

static void print_kids(const struct match_expr *e, uint32_t from, FILE *out)
{
	uint32_t i;

	for (i = from; i < e->nkids; i++) {
		if (i > from)
			fputs(", ", out);
		match_expr_print(e->kids[i], out);
	}
}

/* Operands that are not atoms get parentheses: the text is unambiguous
 * without knowing C's precedence table. */
static void operand(const struct match_expr *e, FILE *out)
{
	int atom = e->kind == MATCH_E_ID || e->kind == MATCH_E_CONST ||
		   e->kind == MATCH_E_STRING || e->kind == MATCH_E_CALL ||
		   e->kind == MATCH_E_FIELD || e->kind == MATCH_E_INDEX ||
		   e->kind == MATCH_E_TYPE || e->kind == MATCH_E_OPAQUE ||
		   e->kind == MATCH_E_INIT;

	if (!atom)
		fputc('(', out);
	match_expr_print(e, out);
	if (!atom)
		fputc(')', out);
}

static void print_unary(const struct match_expr *e, FILE *out)
{
	const char *op = smpl_op_names[e->op];

	if (e->op == SMPL_OP_POSTINC || e->op == SMPL_OP_POSTDEC) {
		operand(e->kids[0], out);
		fputs(op, out);
		return;
	}
	fputs(op, out);
	operand(e->kids[0], out);
}

static void print_binary(const struct match_expr *e, FILE *out)
{
	operand(e->kids[0], out);
	fprintf(out, " %s ", smpl_op_names[e->op]);
	operand(e->kids[1], out);
}

void match_expr_print(const struct match_expr *e, FILE *out)
{
	switch (e->kind) {
	case MATCH_E_ID: case MATCH_E_CONST: case MATCH_E_STRING:
	case MATCH_E_TYPE: case MATCH_E_OPAQUE:
		fputs(e->str, out);
		break;
	case MATCH_E_CALL:
		operand(e->kids[0], out);
		fputc('(', out);
		print_kids(e, 1, out);
		fputc(')', out);
		break;
	case MATCH_E_FIELD:
		operand(e->kids[0], out);
		fputs(e->op == SMPL_OP_DOT ? "." : "->", out);
		match_expr_print(e->kids[1], out);
		break;
	case MATCH_E_INDEX:
		operand(e->kids[0], out);
		fputc('[', out);
		match_expr_print(e->kids[1], out);
		fputc(']', out);
		break;
	case MATCH_E_CAST:
		fprintf(out, "(%s)", e->str);
		operand(e->kids[0], out);
		break;
	case MATCH_E_UNARY:
		print_unary(e, out);
		break;
	case MATCH_E_BINARY:
		print_binary(e, out);
		break;
	case MATCH_E_ASSIGN:
		operand(e->kids[0], out);
		fprintf(out, " %s= ", smpl_op_names[e->op]);
		match_expr_print(e->kids[1], out);
		break;
	case MATCH_E_COND:
		operand(e->kids[0], out);
		fputs(" ? ", out);
		operand(e->kids[1], out);
		fputs(" : ", out);
		operand(e->kids[2], out);
		break;
	case MATCH_E_SIZEOF:
		fputs("sizeof ", out);
		operand(e->kids[0], out);
		break;
	case MATCH_E_SIZEOFT:
		fprintf(out, "sizeof(%s)", e->str);
		break;
	case MATCH_E_COMMA:
		operand(e->kids[0], out);
		fputs(", ", out);
		operand(e->kids[1], out);
		break;
	case MATCH_E_INIT:
		fputc('{', out);
		print_kids(e, 0, out);
		fputc('}', out);
		break;
	case MATCH_E_DESIG:
		if (e->op == SMPL_OP_DOT)
			fputc('.', out);
		else
			fputc('[', out);
		match_expr_print(e->kids[0], out);
		fputs(e->op == SMPL_OP_DOT ? " = " : "] = ", out);
		match_expr_print(e->kids[1], out);
		break;
	}
}

void match_range_print(const struct match_range *r, FILE *out)
{
	if (r->end_line == r->line)
		fprintf(out, "%u:%u-%u", r->line, r->col, r->end_col);
	else
		fprintf(out, "%u:%u-%u:%u", r->line, r->col, r->end_line,
			r->end_col);
}

static void dump_edge(const struct match_edge *e, FILE *out)
{
	fprintf(out, " %u", e->to->id);
	if (e->flags & MATCH_EDGE_TRUE)
		fputs("T", out);
	if (e->flags & MATCH_EDGE_FALSE)
		fputs("F", out);
	if (e->flags & MATCH_EDGE_BACK)
		fputs("B", out);
}

/* A definition as `struct s { T x [N]; ... }` (odd members `?`). */
static void dump_tagdef(const struct match_tagdef *d, FILE *out)
{
	static const char *const tag[] = { "struct", "union", "enum" };
	uint32_t i, k;

	fprintf(out, " %s%s%s {", tag[d->tag < 3 ? d->tag : 0],
		d->name ? " " : "", d->name ? d->name : "");
	for (i = 0; i < d->nfields; i++) {
		const struct match_field *f = &d->fields[i];

		if (f->odd) {
			fputs(" ?;", out);
			continue;
		}
		if (f->def)
			dump_tagdef(f->def, out);
		else if (d->tag != SMPL_TAG_ENUM)
			fprintf(out, " %s", f->type);
		if (f->name) {
			fputs(" ", out);
			match_expr_print(f->name, out);
		}
		for (k = 0; k < f->ndims; k++) {
			fputs("[", out);
			if (f->dims[k])
				match_expr_print(f->dims[k], out);
			fputs("]", out);
		}
		if (f->value) {
			fputs(" = ", out);
			match_expr_print(f->value, out);
		}
		fputs(d->tag == SMPL_TAG_ENUM ? "," : ";", out);
	}
	fputs(" }", out);
}

static void dump_node(const struct match_node *n, FILE *out)
{
	uint32_t i;

	fprintf(out, "  %u %s", n->id, match_nkind_names[n->kind]);
	if (n->kind != MATCH_N_ENTRY && n->kind != MATCH_N_EXIT) {
		fputs(" ", out);
		match_range_print(&n->range, out);
	}
	if (n->flags & MATCH_NF_THEN_EXIT)
		fputs(" then-exit", out);
	if (n->flags & MATCH_NF_ITERATOR)
		fputs(" iterator", out);
	if (n->flags & MATCH_NF_OPAQUE)
		fputs(" opaque", out);
	if (n->flags & MATCH_NF_IMPLICIT)
		fputs(" implicit", out);
	if (n->flags & MATCH_NF_TYPEDEF)
		fputs(" typedef", out);
	if (n->tdef)
		dump_tagdef(n->tdef, out);
	if (n->var) {
		fputs(" ", out);
		if (n->kind == MATCH_N_DECL)
			fprintf(out, "%s ", n->var->type);
		match_expr_print(n->var, out);
	}
	if (n->expr) {
		fputs(n->kind == MATCH_N_DECL ? " = " : " ", out);
		match_expr_print(n->expr, out);
	}
	fputs(" ->", out);
	for (i = 0; i < n->nsucc; i++)
		dump_edge(&n->succ[i], out);
	fputc('\n', out);
}

void match_view_dump(const struct match_view *v, FILE *out)
{
	uint32_t i;

	fprintf(out, "function %s\n", v->name);
	for (i = 0; i < v->nnodes; i++)
		dump_node(v->nodes[i], out);
	for (i = 0; i < v->nopaque; i++)
		fprintf(out, "  not read at %u:%u: %s\n", v->unread[i].line,
			v->unread[i].col, v->unread[i].why);
}
