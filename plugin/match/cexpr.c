/* cexpr.c - the C reader's expressions: the whole C grammar with GNU's
 * additions, macros as written.  A macro invocation is a call, its
 * arguments expressions, types (MATCH_E_TYPE: container_of(p, struct
 * s, m)), or, when neither reads, opaque token runs (MATCH_EF_UNREAD);
 * a name next to a string is part of it ("%" PRIu64 "\n").  Opaque by
 * design (MATCH_E_OPAQUE): { } initializers, statement expressions,
 * labels as values.  Identifiers carry their declared type and which
 * declaration of the function they name (decl). */
#include <string.h>
#include "cparse.h"

/* ---- building ---- */

static struct match_expr *mk(struct match_creader *P, enum match_ekind kind,
			     uint32_t nkids, uint32_t first)
{
	return match_expr_new(P->v, kind, nkids, cp_span(P, first));
}

static struct match_expr *mk1(struct match_creader *P, enum match_ekind kind,
			      int op, struct match_expr *a, uint32_t first)
{
	struct match_expr *e = mk(P, kind, 1, first);

	e->op = (uint8_t)op;
	e->kids[0] = a;
	return e;
}

/* The operator of e is token k (a position on it: `==@p`). */
static struct match_expr *op_at(struct match_expr *e,
				const struct match_ctok *k)
{
	e->op_line = k->line;
	e->op_col = k->col;
	return e;
}

static struct match_expr *mk2(struct match_creader *P, enum match_ekind kind,
			      int op, struct match_expr *a,
			      struct match_expr *b, uint32_t first)
{
	struct match_expr *e = mk(P, kind, 2, first);

	e->op = (uint8_t)op;
	e->kids[0] = a;
	e->kids[1] = b;
	return e;
}

/* The tokens from first to here as one expression kept as text. */
struct match_expr *cp_opaque(struct match_creader *P, uint32_t first,
			     int unread)
{
	struct match_expr *e = mk(P, MATCH_E_OPAQUE, 0, first);

	if (P->i == first)	/* an empty macro argument */
		e->range.end_line = e->range.line, e->range.end_col = e->range.col;
	e->str = cp_text(P, first, P->i, UINT32_MAX);
	if (unread) {
		e->flags |= MATCH_EF_UNREAD;
		match_view_unread(P->v, e->range.line, e->range.col, P->msg);
	}
	return e;
}

/* ---- primary expressions ---- */

static const struct match_ctok *name_tok(struct match_creader *P)
{
	const struct match_ctok *k = cp_tok(P, 0);

	if (k->kind != MATCH_CT_ID || cp_keyword(k))
		cp_fail(P, "expected an identifier before '%.*s'", (int)k->len,
			k->s);
	return cp_take(P);
}

static struct match_expr *field_name(struct match_creader *P)
{
	uint32_t first = P->i;
	const struct match_ctok *k = name_tok(P);
	struct match_expr *e = mk(P, MATCH_E_ID, 0, first);

	e->str = cp_str(P, k->s, k->len);
	return e;
}

/* An identifier: a variable in scope, a global, NULL. */
struct match_expr *cp_ident(struct match_creader *P)
{
	struct match_expr *e = field_name(P);
	const struct match_ctok *k = &P->t.v[P->i - 1];
	const struct cp_name *var = cp_find(&P->vars, k);
	const char *g;

	if (var) {
		e->type = var->type;
		e->decl = var->decl;
		e->scope = P->scope;
		if (var->is_static)
			e->flags |= MATCH_EF_STATIC;
	} else if ((g = cp_global_type(P, k))) {
		e->type = cp_str(P, g, strlen(g));
		e->flags |= MATCH_EF_GLOBAL;
	}
	if (cp_macro(P, k))
		e->flags |= MATCH_EF_MACRO_NAME;
	if (!strcmp(e->str, "NULL")) {
		e->kind = MATCH_E_CONST;
		e->flags |= MATCH_EF_NULLPTR;
	}
	return e;
}

static struct match_expr *literal(struct match_creader *P,
				  enum match_ekind kind)
{
	uint32_t first = P->i;
	struct match_expr *e;

	cp_take(P);
	e = mk(P, kind, 0, first);
	e->str = cp_str(P, P->t.v[first].s, P->t.v[first].len);
	return e;
}

/* A string, or a name next to one ("%" PRIu64, KERN_ERR DRV ": x"). */
static int string_part(struct match_creader *P, uint32_t ahead)
{
	uint32_t j = ahead;
	const struct match_ctok *k;

	while ((k = cp_tok(P, j))->kind == MATCH_CT_ID && !cp_keyword(k) &&
	       !cp_is_at(P, j + 1, "(") && j < ahead + 4)
		j++;
	if (cp_tok(P, j)->kind == MATCH_CT_STR)
		return 1;
	return j > ahead && P->i + ahead > 0 &&
	       P->t.v[P->i + ahead - 1].kind == MATCH_CT_STR;
}

/* Adjacent strings, and the macros among them, as written: one STRING
 * whose range spans them all. */
static struct match_expr *strings(struct match_creader *P)
{
	uint32_t first = P->i;
	const struct match_ctok *a = cp_tok(P, 0), *b;
	struct match_expr *e;

	cp_take(P);
	while (string_part(P, 0))
		cp_take(P);
	b = &P->t.v[P->i - 1];
	e = mk(P, MATCH_E_STRING, 0, first);
	e->str = cp_str(P, a->s, (size_t)(b->s + b->len - a->s));
	return e;
}

/* '(' '{' ... '}' ')': a statement expression, kept as text. */
static struct match_expr *stmt_expr(struct match_creader *P)
{
	uint32_t first = P->i;

	cp_skip_group(P);
	return cp_opaque(P, first, 0);
}

/* primary -> ID | NUM | CHR | STR+ | '(' expr ')' | '(' '{' ... '}' ')' */
static struct match_expr *primary(struct match_creader *P)
{
	const struct match_ctok *k = cp_tok(P, 0);
	struct match_expr *e;
	uint32_t first;

	if (k->kind == MATCH_CT_STR || (k->kind == MATCH_CT_ID && string_part(P, 0)))
		return strings(P);
	if (k->kind == MATCH_CT_ID)
		return cp_ident(P);
	if (k->kind == MATCH_CT_NUM || k->kind == MATCH_CT_CHR)
		return literal(P, MATCH_E_CONST);
	if (!cp_is(P, "("))
		cp_fail(P, "expected an expression before '%.*s'", (int)k->len,
			k->s);
	if (cp_is_at(P, 1, "{"))
		return stmt_expr(P);
	first = P->i;
	cp_expect(P, "(");
	e = cp_expr(P);
	cp_expect(P, ")");
	e->flags |= MATCH_EF_PARENS;
	e->outer = cp_span(P, first);
	return e;
}

/* ---- calls and their arguments ---- */

struct attempt { struct match_expr *e; };

static int arg_end(struct match_creader *P)
{
	return cp_is(P, ",") || cp_is(P, ")");
}

static void arg_type(struct match_creader *P, void *a)
{
	uint32_t first = P->i;
	const char *t = cp_type_name(P);

	if (!arg_end(P))
		cp_fail(P, "expected ',' or ')' after a type");
	((struct attempt *)a)->e = mk(P, MATCH_E_TYPE, 0, first);
	((struct attempt *)a)->e->str = t;
}

static void arg_expr(struct match_creader *P, void *a)
{
	((struct attempt *)a)->e = cp_assign(P);
	if (!arg_end(P))
		cp_fail(P, "expected ',' or ')' before '%.*s'",
			(int)cp_tok(P, 0)->len, cp_tok(P, 0)->s);
}

/* argument -> assign | type-name | tokens up to ',' or ')' */
static struct match_expr *argument(struct match_creader *P)
{
	uint32_t first = P->i;
	struct attempt t;

	if (arg_end(P))
		return cp_opaque(P, first, 0);
	if (cp_type_start(P, 0) && !cp_try(P, arg_type, &t))
		return t.e;
	if (!cp_try(P, arg_expr, &t))
		return t.e;
	cp_skip_until(P, ",", ")");
	return cp_opaque(P, first, 1);
}

static struct match_expr *call(struct match_creader *P, struct match_expr *fn,
			       uint32_t first)
{
	struct match_expr *args[CP_MAX_ARGS];
	uint32_t n = 0, i;
	struct match_expr *e;

	args[n++] = fn;
	if (!cp_is(P, ")"))
		do {
			if (n == CP_MAX_ARGS)
				cp_fail(P, "too many arguments (limit %d)",
					CP_MAX_ARGS);
			args[n++] = argument(P);
		} while (cp_accept(P, ","));
	cp_expect(P, ")");
	e = mk(P, MATCH_E_CALL, n, first);
	for (i = 0; i < n; i++)
		e->kids[i] = args[i];
	return e;
}

/* A macro invocation alone, M(args): the header of a macro loop whose
 * body is on the next line (cview.c's macro_loop_ahead). */
struct match_expr *cp_macro_call(struct match_creader *P)
{
	uint32_t first = P->i;
	struct match_expr *e = cp_ident(P);

	cp_expect(P, "(");
	return call(P, e, first);
}

/* The type of field access e, when its operand is a name or a field
 * access whose type is known and the file defines the struct; else
 * NULL. */
static const char *field_type(struct match_creader *P,
			      const struct match_expr *e)
{
	const struct match_expr *b = e->kids[0], *f = e->kids[1];
	struct match_ctok k;

	if ((b->kind != MATCH_E_ID && b->kind != MATCH_E_FIELD) || !b->type ||
	    !*b->type || f->kind != MATCH_E_ID || !f->str)
		return NULL;
	memset(&k, 0, sizeof(k));
	k.s = f->str;
	k.len = (uint32_t)strlen(f->str);
	return cp_field_type(P, b->type, e->op == SMPL_OP_ARROW, &k);
}

/* postfix -> primary { '(' args ')' | '[' expr ']' | '.' ID | '->' ID
 *                      | '++' | '--' } */
static struct match_expr *postfix(struct match_creader *P, uint32_t first,
				  struct match_expr *e)
{
	for (;;) {
		if (cp_accept(P, "("))
			e = call(P, e, first);
		else if (cp_accept(P, "[")) {
			struct match_expr *x = cp_expr(P);

			cp_expect(P, "]");
			e = mk2(P, MATCH_E_INDEX, 0, e, x, first);
		} else if (cp_is(P, ".") || cp_is(P, "->")) {
			int op = cp_is(P, ".") ? SMPL_OP_DOT : SMPL_OP_ARROW;

			cp_take(P);
			e = mk2(P, MATCH_E_FIELD, op, e, field_name(P), first);
			e->type = field_type(P, e);
		} else if (cp_is(P, "++") || cp_is(P, "--")) {
			const struct match_ctok *k = cp_take(P);

			e = mk1(P, MATCH_E_UNARY, match_ctok_is(k, "++") ?
				SMPL_OP_POSTINC : SMPL_OP_POSTDEC, e, first);
			op_at(e, k);
		} else
			return e;
	}
}

/* ---- operators ---- */

static struct match_expr *cast_expr(struct match_creader *P);

static int unary_op(struct match_creader *P)
{
	static const struct { const char *s; int op; } ops[] = {
		{ "-", SMPL_OP_NEG }, { "+", SMPL_OP_POS }, { "!", SMPL_OP_NOT },
		{ "~", SMPL_OP_BNOT }, { "*", SMPL_OP_DEREF },
		{ "&", SMPL_OP_ADDR }, { "++", SMPL_OP_PREINC },
		{ "--", SMPL_OP_PREDEC }, { NULL, 0 }
	};
	int i;

	for (i = 0; ops[i].s; i++)
		if (cp_is(P, ops[i].s))
			return ops[i].op;
	return -1;
}

/* The one-token type of a cast or a sizeof, for a rule whose body is
 * a type alone: a copy in the view, NULL for none. */
static const struct match_tword *type_word(struct match_creader *P,
					   const struct match_tword *tw)
{
	struct match_tword *w;

	if (!tw->range.line || !P->v)
		return NULL;
	w = smpl_arena_alloc(&P->v->arena, sizeof(*w));
	*w = *tw;
	return w;
}

/* The base type of the type name in tokens s up to e (excluded), its
 * '*'s and their qualifiers left out (`T@p` in `(T *)`): a range in
 * the view's arena, NULL for none. */
static const struct match_range *type_base(struct match_creader *P,
					   uint32_t s, uint32_t e)
{
	static const char *const skip[] = { "*", "const", "volatile",
					    "restrict", "__restrict" };
	struct match_range *r;
	uint32_t i, k;

	while (e > s) {
		for (k = 0; k < sizeof(skip) / sizeof(skip[0]); k++)
			if (match_ctok_is(&P->t.v[e - 1], skip[k]))
				break;
		if (k == sizeof(skip) / sizeof(skip[0]))
			break;
		e--;
	}
	for (i = s; i < e; i++)	/* a plain type name only */
		if (P->t.v[i].kind != MATCH_CT_ID)
			return NULL;
	if (e <= s || !P->v || e > P->t.n)
		return NULL;
	r = smpl_arena_alloc(&P->v->arena, sizeof(*r));
	*r = (struct match_range){ P->file, P->t.v[s].line, P->t.v[s].col,
				   P->t.v[e - 1].end_line,
				   P->t.v[e - 1].end_col };
	return r;
}

/* sizeof '(' type ')' | sizeof unary */
static struct match_expr *sizeof_expr(struct match_creader *P, uint32_t first)
{
	struct match_expr *e;
	const struct match_range *base;
	struct match_tword tw;
	const char *t;
	uint32_t s;

	if (!cp_paren_type(P, 0))
		return op_at(mk1(P, MATCH_E_SIZEOF, 0, cast_expr(P), first),
			     &P->t.v[first]);
	cp_take(P);
	s = P->i;
	t = cp_type_name(P);
	tw = P->tname;
	base = type_base(P, s, P->i);
	cp_expect(P, ")");
	e = mk(P, MATCH_E_SIZEOF, 0, first);
	e->kind = MATCH_E_SIZEOFT;
	e->str = t;
	e->tword = type_word(P, &tw);
	e->tbase = base;
	return op_at(e, &P->t.v[first]);
}

/* unary -> op cast | sizeof ... | '&&' ID | __extension__ cast | postfix */
static struct match_expr *unary(struct match_creader *P)
{
	uint32_t first = P->i;
	int op = unary_op(P);

	if (op >= 0) {
		cp_take(P);
		return op_at(mk1(P, MATCH_E_UNARY, op, cast_expr(P), first),
			     &P->t.v[first]);
	}
	if (cp_accept(P, "sizeof"))
		return sizeof_expr(P, first);
	if (cp_accept(P, "__extension__"))
		return cast_expr(P);
	if (cp_accept(P, "&&")) {
		name_tok(P);
		return cp_opaque(P, first, 0);
	}
	return postfix(P, first, primary(P));
}

/* cast -> '(' type ')' cast | '(' type ')' '{' ... '}' postfix | unary */
static struct match_expr *cast_expr(struct match_creader *P)
{
	uint32_t first = P->i;
	const struct match_range *base;
	struct match_expr *e;
	struct match_tword tw;
	const char *t;
	int literal;
	uint32_t s;

	cp_enter(P);
	if (!cp_paren_type(P, 1)) {
		e = unary(P);
		P->depth--;
		return e;
	}
	cp_take(P);
	s = P->i;
	t = cp_type_name(P);
	tw = P->tname;
	base = type_base(P, s, P->i);
	cp_expect(P, ")");
	literal = cp_is(P, "{");
	e = mk1(P, MATCH_E_CAST, 0, literal ? cp_initializer(P) : cast_expr(P),
		first);
	e->str = t;
	e->tword = type_word(P, &tw);
	e->tbase = base;
	if (!strcmp(t, "void *") && e->kids[0]->kind == MATCH_E_CONST &&
	    !strcmp(e->kids[0]->str, "0"))
		e->flags |= MATCH_EF_NULLPTR;
	if (literal)
		e = postfix(P, first, e);
	P->depth--;
	return e;
}

static const struct { const char *s; int op, prec; } binops[] = {
	{ "||", SMPL_OP_LOR, 1 }, { "&&", SMPL_OP_LAND, 2 },
	{ "|", SMPL_OP_BOR, 3 }, { "^", SMPL_OP_BXOR, 4 },
	{ "&", SMPL_OP_BAND, 5 }, { "==", SMPL_OP_EQ, 6 },
	{ "!=", SMPL_OP_NE, 6 }, { "<", SMPL_OP_LT, 7 }, { ">", SMPL_OP_GT, 7 },
	{ "<=", SMPL_OP_LE, 7 }, { ">=", SMPL_OP_GE, 7 },
	{ "<<", SMPL_OP_SHL, 8 }, { ">>", SMPL_OP_SHR, 8 },
	{ "+", SMPL_OP_ADD, 9 }, { "-", SMPL_OP_SUB, 9 },
	{ "*", SMPL_OP_MUL, 10 }, { "/", SMPL_OP_DIV, 10 },
	{ "%", SMPL_OP_MOD, 10 }, { NULL, 0, 0 }
};

static int binop(struct match_creader *P, int *op)
{
	int i;

	for (i = 0; binops[i].s; i++)
		if (cp_is(P, binops[i].s)) {
			*op = binops[i].op;
			return binops[i].prec;
		}
	return 0;
}

/* binary -> cast { op binary }, by precedence climbing */
static struct match_expr *binary(struct match_creader *P, int min)
{
	uint32_t first = P->i;
	struct match_expr *e = cast_expr(P);
	int op, prec;

	while ((prec = binop(P, &op)) >= min && prec) {
		uint32_t at = P->i;

		cp_take(P);
		e = mk2(P, MATCH_E_BINARY, op, e, binary(P, prec + 1), first);
		op_at(e, &P->t.v[at]);
	}
	return e;
}

/* conditional -> binary [ '?' [expr] ':' conditional ]; GNU's a ?: b
 * has a as its middle operand too. */
static struct match_expr *conditional(struct match_creader *P)
{
	uint32_t first = P->i;
	struct match_expr *c = binary(P, 1), *e;

	if (!cp_accept(P, "?"))
		return c;
	e = mk(P, MATCH_E_COND, 3, first);
	e->kids[0] = c;
	e->kids[1] = cp_is(P, ":") ? c : cp_expr(P);
	cp_expect(P, ":");
	cp_enter(P);
	e->kids[2] = conditional(P);
	P->depth--;
	e->range = cp_span(P, first);
	return e;
}

static int assign_op(struct match_creader *P)
{
	static const struct { const char *s; int op; } ops[] = {
		{ "=", SMPL_OP_NONE }, { "+=", SMPL_OP_ADD },
		{ "-=", SMPL_OP_SUB }, { "*=", SMPL_OP_MUL },
		{ "/=", SMPL_OP_DIV }, { "%=", SMPL_OP_MOD },
		{ "&=", SMPL_OP_BAND }, { "|=", SMPL_OP_BOR },
		{ "^=", SMPL_OP_BXOR }, { "<<=", SMPL_OP_SHL },
		{ ">>=", SMPL_OP_SHR }, { NULL, 0 }
	};
	int i;

	for (i = 0; ops[i].s; i++)
		if (cp_is(P, ops[i].s))
			return ops[i].op;
	return -1;
}

/* assign -> conditional [ assign-op assign ] */
struct match_expr *cp_assign(struct match_creader *P)
{
	uint32_t first = P->i, at;
	struct match_expr *e = conditional(P), *r;
	int op = assign_op(P);

	if (op < 0)
		return e;
	at = P->i;
	cp_take(P);
	cp_enter(P);
	r = cp_assign(P);
	P->depth--;
	return op_at(mk2(P, MATCH_E_ASSIGN, op, e, r, first), &P->t.v[at]);
}

/* expr -> assign { ',' assign } */
struct match_expr *cp_expr(struct match_creader *P)
{
	uint32_t first = P->i;
	struct match_expr *e = cp_assign(P);

	while (cp_accept(P, ","))
		e = mk2(P, MATCH_E_COMMA, 0, e, cp_assign(P), first);
	return e;
}

#define CP_MAX_INIT 256	/* elements of one { } read as a tree */

static struct match_expr *init_list(struct match_creader *P);

/* element -> [ '.' ID '=' | '[' conditional ']' '=' ] initializer; a
 * chain of designators, a range `[a ... b]` or GNU's `f: v` fails. */
static struct match_expr *init_elem(struct match_creader *P)
{
	uint32_t first = P->i;
	struct match_expr *d, *e;
	int op = SMPL_OP_DOT;

	if (cp_accept(P, "."))
		d = field_name(P);
	else if (cp_accept(P, "[")) {
		d = conditional(P);
		cp_expect(P, "]");
		op = SMPL_OP_NONE;
	} else if (cp_is(P, "{"))
		return init_list(P);
	else {
		if (cp_tok(P, 0)->kind == MATCH_CT_ID && cp_is_at(P, 1, ":"))
			cp_fail(P, "old-style designator");
		return cp_assign(P);
	}
	if (!cp_is(P, "="))
		cp_fail(P, "a designator chain (kept as text)");
	cp_take(P);
	e = mk2(P, MATCH_E_DESIG, op, d,
		cp_is(P, "{") ? init_list(P) : cp_assign(P), first);
	return e;
}

/* init-list -> '{' [ element { ',' element } [ ',' ] ] '}' */
static struct match_expr *init_list(struct match_creader *P)
{
	struct match_expr *el[CP_MAX_INIT], *e;
	uint32_t first = P->i, n = 0, i, cm[2 * CP_MAX_INIT], *c;

	cp_enter(P);
	cp_expect(P, "{");
	while (!cp_is(P, "}")) {
		if (n == CP_MAX_INIT)
			cp_fail(P, "too many elements (limit %d)", CP_MAX_INIT);
		el[n++] = init_elem(P);
		cm[2 * n - 2] = cm[2 * n - 1] = 0;
		if (!cp_is(P, ","))
			break;
		if (el[n - 1]->kind == MATCH_E_DESIG)	/* where its ',' is */
			op_at(el[n - 1], cp_tok(P, 0));
		cm[2 * n - 2] = cp_tok(P, 0)->line;
		cm[2 * n - 1] = cp_tok(P, 0)->col;
		cp_take(P);
	}
	cp_expect(P, "}");
	e = mk(P, MATCH_E_INIT, n, first);
	c = smpl_arena_alloc(&P->v->arena, (2 * n + 1) * sizeof(*c));
	for (i = 0; i < n; i++)
		e->kids[i] = el[i];
	memcpy(c, cm, 2 * n * sizeof(*c));
	e->commas = c;
	P->depth--;
	return e;
}

static void init_tree(struct match_creader *P, void *arg)
{
	*(struct match_expr **)arg = init_list(P);
}

/* initializer -> '{' ... '}' | assign.  The braces are a tree (INIT)
 * when the reader is asked for trees and reads them exactly, else
 * kept as text. */
struct match_expr *cp_initializer(struct match_creader *P)
{
	uint32_t first = P->i;
	struct match_expr *e = NULL;

	if (!cp_is(P, "{"))
		return cp_assign(P);
	if (P->init_trees && !cp_try(P, init_tree, &e))
		return e;
	if (P->init_trees && P->v) {	/* the top level: a note (verbose) */
		char why[300];

		snprintf(why, sizeof(why), "initializer list kept whole: %s",
			 P->msg[0] ? P->msg : "not read");
		match_view_unread(P->v, P->t.v[first].line, P->t.v[first].col,
				  why);
	}
	P->i = first;
	cp_skip_group(P);
	return cp_opaque(P, first, 0);
}
