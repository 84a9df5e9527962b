/* cview.c - parses the function definitions of a C file (a subset: see
 * docs/matcher.md) into graph views, with exact source ranges.  Top-level
 * declarations other than functions are skipped, except that typedef
 * names are remembered.  Statements become nodes; break, continue, else
 * and braces become edges only, as in GCC's CFG.  A return or goto whose
 * innermost enclosing statement is an if, in its then arm, is flagged
 * MATCH_NF_THEN_EXIT.  Tests only; the plugin builds views from GIMPLE. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "ctok.h"
#include "cview.h"

#define MAX_NAMES 4096		/* typedefs and variables in scope */
#define MAX_FRONT 512		/* dangling edges at one point */
#define MAX_NEST 64		/* nested loops and switches */

enum ctx { CTX_BODY, CTX_THEN, CTX_ELSE, CTX_LOOP, CTX_SWITCH };

/* A dangling edge: from `node`, with `flags`, to whatever comes next. */
struct dangling { struct match_node *node; uint32_t flags; };
struct front { struct dangling v[MAX_FRONT]; uint32_t n; };

struct name { const char *s; uint32_t len; const char *type; };

struct jump { struct front brk, cont; int is_switch;
	      struct match_node *sw; int has_default; };

struct parser {
	const char *file;
	struct match_ctoks t;
	uint32_t i;
	FILE *err;
	jmp_buf fail;
	struct name typedefs[MAX_NAMES];
	uint32_t ntypedefs;
	struct name vars[MAX_NAMES];
	uint32_t nvars;
	/* the function being parsed */
	struct match_view *v;
	struct front fr;
	enum ctx ctx;
	struct jump jumps[MAX_NEST];
	uint32_t njumps;
	struct match_node *gotos[MAX_NAMES], *labels[MAX_NAMES];
	uint32_t ngotos, nlabels;
};

static struct match_expr *expr(struct parser *P);
static struct match_expr *assign(struct parser *P);
static struct match_expr *cast_expr(struct parser *P);
static void stmt(struct parser *P);

/* ---- tokens and errors ---- */

static const struct match_ctok *tok(struct parser *P, uint32_t ahead)
{
	uint32_t i = P->i + ahead;

	return &P->t.v[i < P->t.n ? i : P->t.n - 1];
}

static int is(struct parser *P, const char *s)
{
	return match_ctok_is(tok(P, 0), s);
}

static void fail(struct parser *P, const char *fmt, ...)
{
	const struct match_ctok *k = tok(P, 0);
	va_list ap;

	fprintf(P->err, "%s:%u:%u: error: ", P->file, k->line, k->col);
	va_start(ap, fmt);
	vfprintf(P->err, fmt, ap);
	va_end(ap);
	fputc('\n', P->err);
	longjmp(P->fail, 1);
}

static const struct match_ctok *take(struct parser *P)
{
	const struct match_ctok *k = tok(P, 0);

	if (k->kind == MATCH_CT_EOF)
		fail(P, "unexpected end of file");
	P->i++;
	return k;
}

static void expect(struct parser *P, const char *s)
{
	if (!is(P, s))
		fail(P, "expected '%s' before '%.*s'", s, (int)tok(P, 0)->len,
		     tok(P, 0)->s);
	P->i++;
}

static int accept(struct parser *P, const char *s)
{
	if (!is(P, s))
		return 0;
	P->i++;
	return 1;
}

/* The range from token `first` to the last token taken. */
static struct match_range span(struct parser *P, uint32_t first)
{
	const struct match_ctok *a = &P->t.v[first];
	const struct match_ctok *b = &P->t.v[P->i > first ? P->i - 1 : first];
	struct match_range r = { P->file, a->line, a->col, b->end_line,
				 b->end_col };
	return r;
}

static const char *text(struct parser *P, const struct match_ctok *k)
{
	return match_view_str(P->v, k->s, k->len);
}

/* ---- names: typedefs and variables ---- */

static const struct name *find(const struct name *v, uint32_t n,
			       const struct match_ctok *k)
{
	while (n--)
		if (v[n].len == k->len && !memcmp(v[n].s, k->s, k->len))
			return &v[n];
	return NULL;
}

static void add_name(struct parser *P, struct name *v, uint32_t *n,
		     const struct match_ctok *k, const char *type)
{
	if (*n == MAX_NAMES)
		fail(P, "too many names (limit %d)", MAX_NAMES);
	v[*n].s = k->s;
	v[*n].len = k->len;
	v[(*n)++].type = type;
}

static const char *const type_words[] = {
	"void", "char", "short", "int", "long", "float", "double", "signed",
	"unsigned", "_Bool", "bool", "struct", "union", "enum", "const",
	"volatile", "static", "register", "auto", "extern", "inline",
	"u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "size_t",
	"ssize_t", NULL
};

static int is_type_word(struct parser *P, const struct match_ctok *k)
{
	int i;

	if (k->kind != MATCH_CT_ID)
		return 0;
	for (i = 0; type_words[i]; i++)
		if (match_ctok_is(k, type_words[i]))
			return 1;
	return find(P->typedefs, P->ntypedefs, k) != NULL;
}

/* ---- types ---- */

/* Specifiers, as "struct foo" or "unsigned int"; storage classes and
 * qualifiers are left out. */
static char *specifiers(struct parser *P, char *buf, size_t cap)
{
	size_t n = 0;

	buf[0] = 0;
	while (is_type_word(P, tok(P, 0))) {
		const struct match_ctok *k = take(P);
		int tag = match_ctok_is(k, "struct") || match_ctok_is(k, "union")
			  || match_ctok_is(k, "enum");
		int skip = match_ctok_is(k, "static") || match_ctok_is(k, "const")
			   || match_ctok_is(k, "extern") || match_ctok_is(k, "inline")
			   || match_ctok_is(k, "volatile") || match_ctok_is(k, "register");

		if (!skip && n + k->len + 2 < cap)
			n += (size_t)snprintf(buf + n, cap - n, "%s%.*s",
					      n ? " " : "", (int)k->len, k->s);
		if (tag && tok(P, 0)->kind == MATCH_CT_ID && n + tok(P, 0)->len + 2 < cap) {
			k = take(P);
			n += (size_t)snprintf(buf + n, cap - n, " %.*s",
					      (int)k->len, k->s);
		}
	}
	return buf;
}

static const char *pointer_type(struct parser *P, const char *base)
{
	char buf[512];
	int stars = 0;

	while (accept(P, "*") || accept(P, "const"))
		stars += P->t.v[P->i - 1].s[0] == '*';
	snprintf(buf, sizeof(buf), "%s%s%.*s", base, stars ? " " : "", stars,
		 "****************");
	return match_view_str(P->v, buf, strlen(buf));
}

/* type-name -> specifiers '*'* */
static const char *type_name(struct parser *P)
{
	char base[256];

	specifiers(P, base, sizeof(base));
	return pointer_type(P, base);
}

/* A declaration starts here: a type word, or "ID ID", or "ID *.. ID =". */
static int decl_start(struct parser *P)
{
	uint32_t j = 1;

	static const char *const keywords[] = {
		"return", "goto", "if", "else", "while", "do", "for", "switch",
		"case", "default", "break", "continue", "sizeof", NULL
	};
	int i;

	if (is_type_word(P, tok(P, 0)))
		return 1;
	if (tok(P, 0)->kind != MATCH_CT_ID)
		return 0;
	for (i = 0; keywords[i]; i++)
		if (is(P, keywords[i]))
			return 0;
	while (match_ctok_is(tok(P, j), "*"))
		j++;
	if (tok(P, j)->kind != MATCH_CT_ID)
		return 0;
	return j == 1 || match_ctok_is(tok(P, j + 1), "=") ||
	       match_ctok_is(tok(P, j + 1), ";");
}

/* ---- expressions ---- */

static struct match_expr *mk(struct parser *P, enum match_ekind kind,
			     uint32_t nkids, uint32_t first)
{
	return match_expr_new(P->v, kind, nkids, span(P, first));
}

static struct match_expr *mk1(struct parser *P, enum match_ekind kind,
			      int op, struct match_expr *a, uint32_t first)
{
	struct match_expr *e = mk(P, kind, 1, first);

	e->op = (uint8_t)op;
	e->kids[0] = a;
	return e;
}

static struct match_expr *mk2(struct parser *P, enum match_ekind kind,
			      int op, struct match_expr *a,
			      struct match_expr *b, uint32_t first)
{
	struct match_expr *e = mk(P, kind, 2, first);

	e->op = (uint8_t)op;
	e->kids[0] = a;
	e->kids[1] = b;
	return e;
}

static struct match_expr *identifier(struct parser *P)
{
	uint32_t first = P->i;
	const struct match_ctok *k = take(P);
	const struct name *var = find(P->vars, P->nvars, k);
	struct match_expr *e;

	if (k->kind != MATCH_CT_ID)
		P->i--, fail(P, "expected an identifier");
	e = mk(P, MATCH_E_ID, 0, first);
	e->str = text(P, k);
	e->type = var ? var->type : "";
	if (!strcmp(e->str, "NULL")) {
		e->kind = MATCH_E_CONST;
		e->flags |= MATCH_EF_NULLPTR;
	}
	return e;
}

static struct match_expr *literal(struct parser *P, enum match_ekind kind)
{
	uint32_t first = P->i;
	struct match_expr *e;

	take(P);
	while (kind == MATCH_E_STRING && tok(P, 0)->kind == MATCH_CT_STR)
		take(P);
	e = mk(P, kind, 0, first);
	e->str = match_view_str(P->v, P->t.v[first].s,
				(size_t)(P->t.v[P->i - 1].s +
					 P->t.v[P->i - 1].len -
					 P->t.v[first].s));
	return e;
}

/* primary -> ID | NUM | CHR | STR+ | '(' expr ')' */
static struct match_expr *primary(struct parser *P)
{
	const struct match_ctok *k = tok(P, 0);
	struct match_expr *e;

	if (k->kind == MATCH_CT_ID)
		return identifier(P);
	if (k->kind == MATCH_CT_NUM || k->kind == MATCH_CT_CHR)
		return literal(P, MATCH_E_CONST);
	if (k->kind == MATCH_CT_STR)
		return literal(P, MATCH_E_STRING);
	if (!is(P, "("))
		fail(P, "expected an expression before '%.*s'", (int)k->len, k->s);
	expect(P, "(");
	e = expr(P);
	expect(P, ")");
	return e;
}

static struct match_expr *call(struct parser *P, struct match_expr *fn,
			       uint32_t first)
{
	struct match_expr *args[64];
	uint32_t n = 0, i;
	struct match_expr *e;

	args[n++] = fn;
	while (!is(P, ")")) {
		if (n == 64)
			fail(P, "too many arguments");
		args[n++] = assign(P);
		if (!accept(P, ","))
			break;
	}
	expect(P, ")");
	e = mk(P, MATCH_E_CALL, n, first);
	for (i = 0; i < n; i++)
		e->kids[i] = args[i];
	return e;
}

/* postfix -> primary { '(' args ')' | '[' expr ']' | '.' ID | '->' ID
 *                      | '++' | '--' } */
static struct match_expr *postfix(struct parser *P)
{
	uint32_t first = P->i;
	struct match_expr *e = primary(P);

	for (;;) {
		if (accept(P, "("))
			e = call(P, e, first);
		else if (accept(P, "[")) {
			struct match_expr *x = expr(P);

			expect(P, "]");
			e = mk2(P, MATCH_E_INDEX, 0, e, x, first);
		} else if (is(P, ".") || is(P, "->")) {
			int op = is(P, ".") ? SMPL_OP_DOT : SMPL_OP_ARROW;

			take(P);
			e = mk2(P, MATCH_E_FIELD, op, e, identifier(P), first);
			e->kids[1]->type = "";
		} else if (accept(P, "++"))
			e = mk1(P, MATCH_E_UNARY, SMPL_OP_POSTINC, e, first);
		else if (accept(P, "--"))
			e = mk1(P, MATCH_E_UNARY, SMPL_OP_POSTDEC, e, first);
		else
			return e;
	}
}

static int unary_op(struct parser *P)
{
	static const struct { const char *s; int op; } ops[] = {
		{ "-", SMPL_OP_NEG }, { "+", SMPL_OP_POS }, { "!", SMPL_OP_NOT },
		{ "~", SMPL_OP_BNOT }, { "*", SMPL_OP_DEREF },
		{ "&", SMPL_OP_ADDR }, { "++", SMPL_OP_PREINC },
		{ "--", SMPL_OP_PREDEC }, { NULL, 0 }
	};
	int i;

	for (i = 0; ops[i].s; i++)
		if (is(P, ops[i].s))
			return ops[i].op;
	return -1;
}

/* unary -> op cast | sizeof '(' type ')' | sizeof unary | postfix */
static struct match_expr *unary(struct parser *P)
{
	uint32_t first = P->i;
	int op = unary_op(P);

	if (op >= 0) {
		take(P);
		return mk1(P, MATCH_E_UNARY, op, cast_expr(P), first);
	}
	if (!accept(P, "sizeof"))
		return postfix(P);
	if (is(P, "(") && is_type_word(P, tok(P, 1))) {
		struct match_expr *e;
		const char *t;

		take(P);
		t = type_name(P);
		expect(P, ")");
		e = mk(P, MATCH_E_SIZEOFT, 0, first);
		e->str = t;
		return e;
	}
	return mk1(P, MATCH_E_SIZEOF, 0, unary(P), first);
}

/* cast -> '(' type ')' cast | unary */
static struct match_expr *cast_expr(struct parser *P)
{
	uint32_t first = P->i;
	struct match_expr *e;
	const char *t;

	if (!is(P, "(") || !is_type_word(P, tok(P, 1)))
		return unary(P);
	take(P);
	t = type_name(P);
	expect(P, ")");
	e = mk1(P, MATCH_E_CAST, 0, cast_expr(P), first);
	e->str = t;
	if (!strcmp(t, "void *") && e->kids[0]->kind == MATCH_E_CONST &&
	    !strcmp(e->kids[0]->str, "0"))
		e->flags |= MATCH_EF_NULLPTR;
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

static int binop(struct parser *P, int *op)
{
	int i;

	for (i = 0; binops[i].s; i++)
		if (is(P, binops[i].s)) {
			*op = binops[i].op;
			return binops[i].prec;
		}
	return 0;
}

/* binary -> cast { op binary }, by precedence climbing */
static struct match_expr *binary(struct parser *P, int min)
{
	uint32_t first = P->i;
	struct match_expr *e = cast_expr(P);
	int op, prec;

	while ((prec = binop(P, &op)) >= min && prec) {
		take(P);
		e = mk2(P, MATCH_E_BINARY, op, e, binary(P, prec + 1), first);
	}
	return e;
}

/* conditional -> binary [ '?' expr ':' conditional ] */
static struct match_expr *conditional(struct parser *P)
{
	uint32_t first = P->i;
	struct match_expr *c = binary(P, 1), *e;

	if (!accept(P, "?"))
		return c;
	e = mk(P, MATCH_E_COND, 3, first);
	e->kids[0] = c;
	e->kids[1] = expr(P);
	expect(P, ":");
	e->kids[2] = conditional(P);
	e->range = span(P, first);
	return e;
}

static int assign_op(struct parser *P)
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
		if (is(P, ops[i].s))
			return ops[i].op;
	return -1;
}

/* assign -> conditional [ assign-op assign ] */
static struct match_expr *assign(struct parser *P)
{
	uint32_t first = P->i;
	struct match_expr *e = conditional(P);
	int op = assign_op(P);

	if (op < 0)
		return e;
	take(P);
	return mk2(P, MATCH_E_ASSIGN, op, e, assign(P), first);
}

/* expr -> assign (the comma operator is not in the subset) */
static struct match_expr *expr(struct parser *P)
{
	struct match_expr *e = assign(P);

	match_expr_finish(e);
	return e;
}

/* ---- control flow ---- */

static void dangle(struct parser *P, struct front *f,
		   struct match_node *n, uint32_t flags)
{
	if (f->n == MAX_FRONT)
		fail(P, "too many paths meet here (limit %d)", MAX_FRONT);
	f->v[f->n].node = n;
	f->v[f->n++].flags = flags;
}

static void merge(struct parser *P, struct front *into, const struct front *f)
{
	uint32_t i;

	for (i = 0; i < f->n; i++)
		dangle(P, into, f->v[i].node, f->v[i].flags);
}

static void connect(struct parser *P, const struct front *f,
		    struct match_node *to, uint32_t extra)
{
	uint32_t i;

	for (i = 0; i < f->n; i++)
		match_view_edge(P->v, f->v[i].node, to, f->v[i].flags | extra);
}

/* A new node that the current dangling edges lead to. */
static struct match_node *node(struct parser *P, enum match_nkind kind,
			       uint32_t first)
{
	struct match_node *n = match_view_node(P->v, kind, span(P, first));

	connect(P, &P->fr, n, 0);
	P->fr.n = 0;
	dangle(P, &P->fr, n, 0);
	return n;
}

static void then_exit(struct parser *P, struct match_node *n)
{
	if (P->ctx == CTX_THEN)
		n->flags |= MATCH_NF_THEN_EXIT;
}

/* A statement in context c (then arm, loop body...). */
static void sub_stmt(struct parser *P, enum ctx c)
{
	enum ctx saved = P->ctx;

	P->ctx = c;
	stmt(P);
	P->ctx = saved;
}

static struct match_expr *paren_expr(struct parser *P)
{
	struct match_expr *e;

	expect(P, "(");
	e = expr(P);
	expect(P, ")");
	return e;
}

/* The end of the whole statement that started at token first. */
static void set_end(struct parser *P, struct match_node *n, uint32_t first)
{
	n->end_line = span(P, first).end_line;
	n->end_col = span(P, first).end_col;
}

/* if -> 'if' '(' expr ')' stmt [ 'else' stmt ] */
static void if_stmt(struct parser *P, uint32_t first)
{
	struct match_expr *c = paren_expr(P);
	struct match_node *n = node(P, MATCH_N_IF, first);
	struct front then;

	n->expr = c;
	P->fr.v[0].flags = MATCH_EDGE_TRUE;
	if (is(P, "{"))
		n->flags |= MATCH_NF_THEN_BRACED;
	sub_stmt(P, CTX_THEN);
	then = P->fr;
	P->fr.n = 0;
	dangle(P, &P->fr, n, MATCH_EDGE_FALSE);
	if (accept(P, "else")) {
		n->flags |= MATCH_NF_HAS_ELSE;
		if (is(P, "{"))
			n->flags |= MATCH_NF_ELSE_BRACED;
		sub_stmt(P, CTX_ELSE);
	}
	merge(P, &P->fr, &then);
	set_end(P, n, first);
}

static struct jump *push_jump(struct parser *P, int is_switch)
{
	struct jump *j;

	if (P->njumps == MAX_NEST)
		fail(P, "statements nested too deeply (limit %d)", MAX_NEST);
	j = &P->jumps[P->njumps++];
	memset(j, 0, sizeof(*j));
	j->is_switch = is_switch;
	return j;
}

/* Ends a loop: continues go to `cont`, breaks join the dangling edges. */
static void pop_loop(struct parser *P, struct jump *j, struct match_node *cont)
{
	connect(P, &j->cont, cont, 0);
	merge(P, &P->fr, &j->brk);
	P->njumps--;
}

/* while -> 'while' '(' expr ')' stmt */
static void while_stmt(struct parser *P, uint32_t first)
{
	struct match_expr *c = paren_expr(P);
	struct match_node *n = node(P, MATCH_N_LOOP, first);
	struct jump *j = push_jump(P, 0);

	n->expr = c;
	P->fr.v[0].flags = MATCH_EDGE_TRUE;
	if (is(P, "{"))
		n->flags |= MATCH_NF_BODY_BRACED;
	sub_stmt(P, CTX_LOOP);
	set_end(P, n, first);
	connect(P, &P->fr, n, MATCH_EDGE_BACK);
	P->fr.n = 0;
	dangle(P, &P->fr, n, MATCH_EDGE_FALSE);
	pop_loop(P, j, n);
}

/* do -> 'do' stmt 'while' '(' expr ')' ';' */
static void do_stmt(struct parser *P)
{
	uint32_t mark = P->v->nnodes, first;
	struct jump *j = push_jump(P, 0);
	struct match_node *n;

	sub_stmt(P, CTX_LOOP);
	first = P->i;
	expect(P, "while");
	merge(P, &P->fr, &j->cont);
	j->cont.n = 0;
	n = node(P, MATCH_N_LOOP, first);
	n->expr = paren_expr(P);
	expect(P, ";");
	n->range = span(P, first);
	match_view_edge(P->v, n, mark < P->v->nnodes - 1 ? P->v->nodes[mark] : n,
			MATCH_EDGE_TRUE | MATCH_EDGE_BACK);
	P->fr.v[0].flags = MATCH_EDGE_FALSE;
	pop_loop(P, j, n);
}

/* The step of a for loop, after its body: a node when something reaches
 * it (the body's end or a continue), else nothing, as in GCC's CFG. */
static struct match_node *for_step(struct parser *P, struct match_node *n,
				   struct match_expr *e, struct match_range r,
				   const struct jump *j)
{
	struct match_node *s;

	if (!e || (!P->fr.n && !j->cont.n))
		return n;
	s = match_view_node(P->v, MATCH_N_STMT, r);
	s->expr = e;
	s->flags |= MATCH_NF_FOR_PART;
	match_view_edge(P->v, s, n, MATCH_EDGE_BACK);
	return s;
}

/* for -> 'for' '(' [expr] ';' [expr] ';' [expr] ')' stmt */
static void for_stmt(struct parser *P, uint32_t first)
{
	struct match_node *n, *step, *init;
	struct match_expr *e = NULL;
	struct match_range r;
	struct jump *j;
	uint32_t f = P->i + 1, cond;

	expect(P, "(");
	if (!is(P, ";")) {
		e = expr(P);
		init = node(P, MATCH_N_STMT, f);
		init->expr = e;
		init->flags |= MATCH_NF_FOR_PART;
		e = NULL;
	}
	expect(P, ";");
	cond = P->i;
	n = node(P, MATCH_N_LOOP, first);
	if (!is(P, ";"))
		n->expr = expr(P);
	n->range = span(P, cond);
	expect(P, ";");
	f = P->i;
	if (!is(P, ")"))
		e = expr(P);
	r = span(P, f);
	expect(P, ")");
	n->hdr_line = span(P, first).end_line;	/* `- for (...)` alone */
	n->hdr_col = span(P, first).end_col;
	j = push_jump(P, 0);
	P->fr.v[0].flags = MATCH_EDGE_TRUE;
	n->flags |= MATCH_NF_FOR | (is(P, "{") ? MATCH_NF_BODY_BRACED : 0);
	n->stmt_line = P->t.v[first].line;
	n->stmt_col = P->t.v[first].col;
	sub_stmt(P, CTX_LOOP);
	set_end(P, n, first);
	step = for_step(P, n, e, r, j);
	connect(P, &P->fr, step, step == n ? MATCH_EDGE_BACK : 0);
	P->fr.n = 0;
	if (n->expr)
		dangle(P, &P->fr, n, MATCH_EDGE_FALSE);
	pop_loop(P, j, step);
}

/* switch -> 'switch' '(' expr ')' stmt */
static void switch_stmt(struct parser *P, uint32_t first)
{
	struct match_expr *c = paren_expr(P);
	struct match_node *n = node(P, MATCH_N_SWITCH, first);
	struct jump *j = push_jump(P, 1);

	n->expr = c;
	j->sw = n;
	P->fr.n = 0;
	sub_stmt(P, CTX_SWITCH);
	set_end(P, n, first);
	merge(P, &P->fr, &j->brk);
	if (!j->has_default)
		dangle(P, &P->fr, n, 0);
	P->njumps--;
}

static struct jump *innermost_switch(struct parser *P)
{
	uint32_t i = P->njumps;

	while (i--)
		if (P->jumps[i].is_switch)
			return &P->jumps[i];
	return NULL;
}

/* case -> 'case' expr ':' | 'default' ':' */
static void case_label(struct parser *P, uint32_t first, int dflt)
{
	struct jump *j = innermost_switch(P);
	struct match_expr *e = dflt ? NULL : expr(P);
	struct match_node *n;

	expect(P, ":");
	if (!j)
		fail(P, "case label not within a switch");
	n = node(P, MATCH_N_CASE, first);
	n->expr = e;
	match_view_edge(P->v, j->sw, n, 0);
	j->has_default |= dflt;
}

static void break_stmt(struct parser *P, int is_break)
{
	struct jump *j = NULL;
	uint32_t i = P->njumps;

	while (i-- && !j)
		if (is_break || !P->jumps[i].is_switch)
			j = &P->jumps[i];
	if (!j)
		fail(P, "%s not within a loop", is_break ? "break" : "continue");
	merge(P, is_break ? &j->brk : &j->cont, &P->fr);
	P->fr.n = 0;
	expect(P, ";");
}

static void return_stmt(struct parser *P, uint32_t first)
{
	struct match_expr *e = is(P, ";") ? NULL : expr(P);
	struct match_node *n;

	expect(P, ";");
	n = node(P, MATCH_N_RETURN, first);
	n->expr = e;
	then_exit(P, n);
	match_view_edge(P->v, n, P->v->exit, 0);
	P->fr.n = 0;
}

static void goto_stmt(struct parser *P, uint32_t first)
{
	struct match_expr *l = identifier(P);
	struct match_node *n;

	expect(P, ";");
	n = node(P, MATCH_N_GOTO, first);
	match_expr_finish(l);
	n->var = l;
	then_exit(P, n);
	if (P->ngotos == MAX_NAMES)
		fail(P, "too many gotos");
	P->gotos[P->ngotos++] = n;
	P->fr.n = 0;
}

static void label_stmt(struct parser *P, uint32_t first)
{
	struct match_expr *l = identifier(P);
	struct match_node *n;

	expect(P, ":");
	n = node(P, MATCH_N_LABEL, first);
	match_expr_finish(l);
	n->var = l;
	if (P->nlabels == MAX_NAMES)
		fail(P, "too many labels");
	P->labels[P->nlabels++] = n;
}

static void skip_braces(struct parser *P)
{
	int depth = 0;

	do {
		if (is(P, "{"))
			depth++;
		else if (is(P, "}"))
			depth--;
		take(P);
	} while (depth > 0);
}

/* One declarator: '*'* ID [ '[' ... ']' ] [ '=' initializer ] */
static void declarator(struct parser *P, const char *base, uint32_t first)
{
	const char *type = pointer_type(P, base);
	const struct match_ctok *name = tok(P, 0);
	struct match_expr *id = identifier(P), *init = NULL;
	struct match_node *n;

	while (accept(P, "[")) {
		while (!accept(P, "]"))
			take(P);
		type = match_view_str(P->v, "array", 5);
	}
	id->type = type;
	add_name(P, P->vars, &P->nvars, name, type);
	if (!accept(P, "="))
		return;
	if (is(P, "{")) {
		skip_braces(P);
		return;
	}
	init = assign(P);
	match_expr_finish(init);
	match_expr_finish(id);
	n = match_view_node(P->v, MATCH_N_DECL, span(P, first));
	connect(P, &P->fr, n, 0);
	P->fr.n = 0;
	dangle(P, &P->fr, n, 0);
	n->var = id;
	n->expr = init;
}

/* declaration -> specifiers declarator { ',' declarator } ';'
 * Each declarator with an initializer is a node, whose range is the
 * whole declaration. */
static void declaration(struct parser *P, uint32_t first)
{
	char base[256];
	uint32_t n0 = P->v->nnodes, i;
	const char *b;

	specifiers(P, base, sizeof(base));
	b = match_view_str(P->v, base, strlen(base));
	do
		declarator(P, b, first);
	while (accept(P, ","));
	expect(P, ";");
	for (i = n0; i < P->v->nnodes; i++)
		P->v->nodes[i]->range = span(P, first);
}

static void block(struct parser *P)
{
	uint32_t nvars = P->nvars;

	while (!accept(P, "}")) {
		if (decl_start(P))
			declaration(P, P->i);
		else
			stmt(P);
	}
	P->nvars = nvars;
}

static void expr_stmt(struct parser *P, uint32_t first)
{
	struct match_expr *e = expr(P);

	expect(P, ";");
	node(P, MATCH_N_STMT, first)->expr = e;
}

/* stmt -> block | if | while | do | for | switch | case | default
 *       | break | continue | return | goto | label | ';' | expr ';' */
static void stmt(struct parser *P)
{
	uint32_t first = P->i;

	if (accept(P, "{"))
		block(P);
	else if (accept(P, "if"))
		if_stmt(P, first);
	else if (accept(P, "while"))
		while_stmt(P, first);
	else if (accept(P, "do"))
		do_stmt(P);
	else if (accept(P, "for"))
		for_stmt(P, first);
	else if (accept(P, "switch"))
		switch_stmt(P, first);
	else if (accept(P, "case"))
		case_label(P, first, 0);
	else if (accept(P, "default"))
		case_label(P, first, 1);
	else if (accept(P, "break") || accept(P, "continue"))
		break_stmt(P, match_ctok_is(&P->t.v[first], "break"));
	else if (accept(P, "return"))
		return_stmt(P, first);
	else if (accept(P, "goto"))
		goto_stmt(P, first);
	else if (accept(P, ";"))
		;
	else if (tok(P, 0)->kind == MATCH_CT_ID && match_ctok_is(tok(P, 1), ":"))
		label_stmt(P, first);
	else
		expr_stmt(P, first);
}

/* ---- functions ---- */

static void resolve_gotos(struct parser *P)
{
	uint32_t g, l;

	for (g = 0; g < P->ngotos; g++) {
		struct match_node *to = NULL;

		for (l = 0; l < P->nlabels && !to; l++)
			if (!strcmp(P->labels[l]->var->str, P->gotos[g]->var->str))
				to = P->labels[l];
		if (!to) {
			fprintf(P->err, "%s:%u:%u: error: label '%s' used but "
				"not defined\n", P->file, P->gotos[g]->range.line,
				P->gotos[g]->range.col, P->gotos[g]->var->str);
			longjmp(P->fail, 1);
		}
		match_view_edge(P->v, P->gotos[g], to, 0);
	}
}

/* params -> '(' [ param { ',' param } ] ')', param -> specifiers '*'* ID */
static void params(struct parser *P)
{
	expect(P, "(");
	while (!accept(P, ")")) {
		char base[256];
		const char *type;

		specifiers(P, base, sizeof(base));
		type = pointer_type(P, match_view_str(P->v, base, strlen(base)));
		if (tok(P, 0)->kind == MATCH_CT_ID)
			add_name(P, P->vars, &P->nvars, take(P), type);
		else if (!is(P, ",") && !is(P, ")"))
			take(P);
		accept(P, ",");
	}
}

static void function(struct parser *P, uint32_t name, struct match_cfile *cf)
{
	const struct match_ctok *k = &P->t.v[name];
	uint32_t nvars = P->nvars;

	P->v = match_view_new("");
	P->v->name = text(P, k);
	P->i = name + 1;
	P->fr.n = 0;
	P->ngotos = P->nlabels = 0;
	P->ctx = CTX_BODY;
	dangle(P, &P->fr, P->v->entry, 0);
	params(P);
	expect(P, "{");
	block(P);
	connect(P, &P->fr, P->v->exit, 0);
	resolve_gotos(P);
	match_view_finish(P->v);
	P->nvars = nvars;
	cf->views = realloc(cf->views, (cf->nviews + 1) * sizeof(*cf->views));
	cf->views[cf->nviews++] = P->v;
	P->v = NULL;
}

/* A typedef: its name is the last identifier before the ';'. */
static void typedef_decl(struct parser *P)
{
	const struct match_ctok *last = NULL;

	while (!is(P, ";")) {
		if (is(P, "{"))
			skip_braces(P);
		else if (tok(P, 0)->kind == MATCH_CT_ID)
			last = take(P);
		else
			take(P);
	}
	take(P);
	if (last)
		add_name(P, P->typedefs, &P->ntypedefs, last, "");
}

/* external -> typedef | function-definition | other declaration (skipped) */
static void external(struct parser *P, struct match_cfile *cf)
{
	uint32_t name = 0;

	if (accept(P, "typedef")) {
		typedef_decl(P);
		return;
	}
	while (!is(P, ";")) {
		if (tok(P, 0)->kind == MATCH_CT_ID && match_ctok_is(tok(P, 1), "(") && !name)
			name = P->i;
		if (is(P, "{") && name) {
			function(P, name, cf);
			return;
		}
		if (is(P, "{"))
			skip_braces(P);
		else
			take(P);
	}
	take(P);
}

static int parse_all(struct parser *P, struct match_cfile *cf)
{
	if (setjmp(P->fail)) {
		if (P->v)
			match_view_free(P->v);
		return -1;
	}
	while (tok(P, 0)->kind != MATCH_CT_EOF)
		external(P, cf);
	return 0;
}

int match_cview_parse(const char *file, const char *text, size_t len,
		      struct match_cfile *out, FILE *err)
{
	struct parser *P = calloc(1, sizeof(*P));
	int r;

	memset(out, 0, sizeof(*out));
	if (!P)
		abort();
	P->file = file;
	P->err = err;
	match_ctok_lex(text, len, &P->t);
	r = parse_all(P, out);
	match_ctok_free(&P->t);
	free(P);
	if (r)
		match_cfile_free(out);
	return r;
}

void match_cfile_free(struct match_cfile *cf)
{
	uint32_t i;

	for (i = 0; i < cf->nviews; i++)
		match_view_free(cf->views[i]);
	free(cf->views);
	memset(cf, 0, sizeof(*cf));
}
