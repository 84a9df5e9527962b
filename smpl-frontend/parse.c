/* parse.c - recursive descent over SmPL tokens.
 *
 * A file is a list of `virtual` lines and rules.  A rule is a header, its
 * metavariable declarations, and a body; the body's tokens are split into
 * code (context, '-' and '*' lines), which is parsed into nodes, and +
 * lines, which are kept as token runs and attached to the code node next
 * to them (attach_plus).  Nodes are created after their kids, so a kid's
 * index is always below its parent's (load.c relies on it).
 *
 * A syntax error in a body abandons that rule (longjmp to parse_rule) and
 * parsing goes on with the next one; an error in a declaration skips to
 * its ';'.  So one run reports the errors of every rule. */
#include <regex.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "check.h"
#include "parse.h"

#define MAX_DEPTH 200		/* nesting of statements and expressions */
#define MAX_POINTERS 16		/* '*' in one type */

struct parser {
	struct smpl_file *f;
	struct smpl_diag *d;
	const struct smpl_token *g;	/* all tokens */
	uint32_t ng;
	uint32_t gi;			/* next token of g to parse */
	uint32_t rule_at;		/* index in g of the rule's '@' */
	/* the body being parsed: its code tokens, then an end token */
	struct smpl_token *tok;
	uint32_t *tok_g;		/* index in g of each code token */
	uint32_t ntok, cur, captok;
	/* tokens [first, end) and tree depth of each node, by node index */
	uint32_t *first, *end, crange;
	uint16_t *height;
	uint32_t node0;			/* first node of this body */
	uint32_t rule;			/* index of the rule being parsed */
	int depth;
	struct smpl_arena scratch;	/* lists; freed after each rule */
	jmp_buf fail;
};

/* ---- tokens ---- */

static const struct smpl_token *peek(struct parser *P)
{
	return &P->tok[P->cur];
}

static const struct smpl_token *peek2(struct parser *P)
{
	return &P->tok[P->cur + 1 < P->ntok ? P->cur + 1 : P->cur];
}

static int at(struct parser *P, enum smpl_tok kind)
{
	return P->tok[P->cur].kind == kind;
}

static int is_word_n(const struct smpl_token *t, const char *w, size_t n)
{
	return t->kind == SMPL_T_IDENT && n == t->len &&
	       !memcmp(t->text, w, n);
}

static int is_word(const struct smpl_token *t, const char *w)
{
	return is_word_n(t, w, strlen(w));
}

static const struct smpl_token *next(struct parser *P)
{
	const struct smpl_token *t = &P->tok[P->cur];

	if (P->cur + 1 < P->ntok)
		P->cur++;
	return t;
}

/* How a message names a token: its text for names and constants. */
static const char *describe(const struct smpl_token *t, char *buf, size_t n)
{
	switch (t->kind) {
	case SMPL_T_IDENT: case SMPL_T_INT: case SMPL_T_FLOAT:
	case SMPL_T_CHAR: case SMPL_T_STRING:
		snprintf(buf, n, "'%.*s'", (int)(t->len > 40 ? 40 : t->len),
			 t->text);
		return buf;
	case SMPL_T_EOF:
		return t->region == SMPL_RG_BODY ? "end of rule"
						 : "end of file";
	default:
		return smpl_lex_name(t->kind);
	}
}

static void syntax_error(struct parser *P, const struct smpl_token *t,
			 const char *fmt, ...)
	__attribute__((format(printf, 3, 4), noreturn));

static void syntax_error(struct parser *P, const struct smpl_token *t,
			 const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	if (t->kind == SMPL_T_ERROR)	/* the lexer has said it */
		longjmp(P->fail, 1);
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	smpl_error(P->d, t->pos, "%s", msg);
	longjmp(P->fail, 1);
}

/* An error that leaves the syntax intact: parsing goes on. */
static void semantic_error(struct parser *P, const struct smpl_token *t,
			   const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void semantic_error(struct parser *P, const struct smpl_token *t,
			   const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	smpl_error(P->d, t->pos, "%s", msg);
}

static void expected(struct parser *P, const char *what)
	__attribute__((noreturn));

static void expected(struct parser *P, const char *what)
{
	char buf[64];

	syntax_error(P, peek(P), "expected %s but found %s", what,
		     describe(peek(P), buf, sizeof(buf)));
}

static const struct smpl_token *expect(struct parser *P, enum smpl_tok kind)
{
	if (!at(P, kind))
		expected(P, smpl_lex_name(kind));
	return next(P);
}

static uint32_t intern(struct parser *P, const struct smpl_token *t)
{
	return smpl_ast_str(P->f, t->text, t->len);
}

/* ---- metavariables of the current rule ---- */

static int32_t find_meta_in(const struct smpl_file *f, uint32_t rule,
			    const char *s, size_t n)
{
	const struct smpl_rule *r = &f->rules[rule];
	uint32_t i;

	for (i = r->meta0; i < r->meta0 + r->nmeta; i++) {
		const char *name = smpl_str(f, f->metas[i].name);

		if (strlen(name) == n && !memcmp(name, s, n))
			return (int32_t)i;
	}
	return -1;
}

static int32_t find_meta(struct parser *P, const struct smpl_token *t)
{
	if (t->kind != SMPL_T_IDENT)
		return -1;
	return find_meta_in(P->f, P->rule, t->text, t->len);
}

/* metas.def's columns for the parser (the spellings: smpl_mkind_names) */
static const uint8_t mkind_place[SMPL_NMKINDS] = {
#define X(k, spelling, noun, place, binds) SMPL_MP_##place,
#include "metas.def"
#undef X
};

static const char *const mkind_noun[SMPL_NMKINDS] = {
#define X(k, spelling, noun, place, binds) noun,
#include "metas.def"
#undef X
};

static int mbinds(struct parser *P, int32_t m)
{
	return smpl_mkind_binds[P->f->metas[m].kind];
}

/* Where the metavariable t names may stand (SMPL_MP_*), -1 when t names
 * none. */
static int meta_place(struct parser *P, const struct smpl_token *t)
{
	int32_t m = find_meta(P, t);

	return m < 0 ? -1 : mkind_place[P->f->metas[m].kind];
}

/* Where a metavariable that binds nothing may stand, it is a C name
 * standing for itself: a symbol as an identifier, a typedef as a type. */
static int plain_name(struct parser *P, int32_t m, int place)
{
	int mp;

	if (m < 0 || mbinds(P, m) != SMPL_MB_NONE)
		return 0;
	mp = mkind_place[P->f->metas[m].kind];
	/* an iterator or declarer name is a name anywhere else, too */
	return mp == place || (place == SMPL_MP_EXPR &&
			       (mp == SMPL_MP_ITER || mp == SMPL_MP_DECLR));
}

static void use_meta(struct parser *P, int32_t m)
{
	P->f->metas[m].flags |= SMPL_MF_USED;
}

/* ---- nodes ---- */

static void note_range(struct parser *P, uint32_t n, uint32_t first)
{
	if (n >= P->crange) {
		uint32_t c = P->crange ? P->crange : 256;

		while (c <= n)
			c *= 2;
		P->first = realloc(P->first, c * sizeof(*P->first));
		P->end = realloc(P->end, c * sizeof(*P->end));
		P->height = realloc(P->height, c * sizeof(*P->height));
		if (!P->first || !P->end || !P->height)
			abort();
		memset(P->height + P->crange, 0,
		       (c - P->crange) * sizeof(*P->height));
		P->crange = c;
	}
	P->first[n] = first;
	P->end[n] = P->cur;
}

static void too_deep(struct parser *P) __attribute__((noreturn));

/* A node made of the tokens from `first` to the last one consumed.  Its
 * height is bounded, so that every walk over the tree (checks, dump, the
 * matcher) has bounded recursion, whatever loop built the tree. */
static uint32_t mk(struct parser *P, enum smpl_kind kind, uint32_t first,
		   const uint32_t *kids, uint32_t nkids)
{
	uint32_t n = smpl_ast_node(P->f, kind, P->tok[first].pos), i, h = 0;

	if (nkids)
		smpl_ast_kids(P->f, n, kids, nkids);
	note_range(P, n, first);
	for (i = 0; i < nkids; i++)
		if (kids[i] < P->crange && P->height[kids[i]] > h)
			h = P->height[kids[i]];
	if (h + 1 > MAX_DEPTH)
		too_deep(P);
	P->height[n] = (uint16_t)(h + 1);
	return n;
}

static struct smpl_node *N(struct parser *P, uint32_t n)
{
	return &P->f->nodes[n];
}

/* A growing list of node indices.  It lives in the parser's scratch
 * arena, so a longjmp out of a rule leaks nothing. */
struct list {
	uint32_t *v, n, cap;
};

static void push(struct parser *P, struct list *l, uint32_t x)
{
	if (l->n == l->cap) {
		uint32_t *v;

		l->cap = l->cap ? l->cap * 2 : 8;
		v = smpl_arena_alloc(&P->scratch, l->cap * sizeof(*v));
		if (l->n)
			memcpy(v, l->v, l->n * sizeof(*v));
		l->v = v;
	}
	l->v[l->n++] = x;
}

static void too_deep(struct parser *P)
{
	syntax_error(P, peek(P), "rule nested too deeply (limit %d)",
		     MAX_DEPTH);
}

static void enter(struct parser *P)
{
	if (++P->depth > MAX_DEPTH)
		too_deep(P);
}

/* ---- types ---- */

static int is_builtin_type(enum smpl_tok k)
{
	return k >= SMPL_T_K_UNSIGNED && k <= SMPL_T_K_BOOL;
}

static int is_type_start(struct parser *P, const struct smpl_token *t)
{
	switch (t->kind) {
	case SMPL_T_K_STRUCT: case SMPL_T_K_UNION: case SMPL_T_K_ENUM:
	case SMPL_T_K_CONST: case SMPL_T_K_VOLATILE:
		return 1;
	case SMPL_T_IDENT:
		return meta_place(P, t) == SMPL_MP_TYPE;
	default:
		return is_builtin_type(t->kind);
	}
}

static int skip_qualifiers(struct parser *P)
{
	int is_const = 0;

	while (at(P, SMPL_T_K_CONST) || at(P, SMPL_T_K_VOLATILE))
		is_const |= next(P)->kind == SMPL_T_K_CONST;
	return is_const;
}

/* base-type -> struct|union|enum NAME | builtin-words | T | typedef-name */
static void parse_base_type(struct parser *P, uint32_t *str, int32_t *meta)
{
	char buf[128];
	size_t n = 0;
	const struct smpl_token *t = peek(P);

	if (t->kind == SMPL_T_K_STRUCT || t->kind == SMPL_T_K_UNION ||
	    t->kind == SMPL_T_K_ENUM) {
		const struct smpl_token *kw = next(P), *name;

		if (!at(P, SMPL_T_IDENT))
			expected(P, "a tag name");
		name = next(P);
		snprintf(buf, sizeof(buf), "%.*s %.*s", (int)kw->len, kw->text,
			 (int)(name->len > 100 ? 100 : name->len), name->text);
		*str = smpl_ast_str(P->f, buf, strlen(buf));
		return;
	}
	if (t->kind == SMPL_T_IDENT) {
		*meta = find_meta(P, t);
		if (plain_name(P, *meta, SMPL_MP_TYPE))
			*meta = -1;
		if (*meta >= 0)
			use_meta(P, *meta);
		*str = intern(P, next(P));
		return;
	}
	if (!is_builtin_type(t->kind))
		expected(P, "a type");
	while (is_builtin_type(peek(P)->kind) && n + 12 < sizeof(buf)) {
		t = next(P);
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%.*s",
				      n ? " " : "", (int)t->len, t->text);
	}
	*str = smpl_ast_str(P->f, buf, n);
}

/* type -> qualifiers base-type qualifiers { '*' qualifiers } */
static void token_position(struct parser *P, const char *what);

static uint32_t parse_type(struct parser *P)
{
	uint32_t first = P->cur, str = 0, n;
	int32_t meta = -1;
	int is_const, ptr = 0;

	is_const = skip_qualifiers(P);
	parse_base_type(P, &str, &meta);
	token_position(P, "a type");
	is_const |= skip_qualifiers(P);
	while (at(P, SMPL_T_STAR)) {
		if (++ptr > MAX_POINTERS)
			syntax_error(P, peek(P), "too many '*' in a type "
				     "(limit %d)", MAX_POINTERS);
		next(P);
		skip_qualifiers(P);
	}
	n = mk(P, SMPL_TYPE, first, NULL, 0);
	N(P, n)->str = meta >= 0 ? 0 : str;
	N(P, n)->meta = meta;
	N(P, n)->op = (uint8_t)(ptr > 255 ? 255 : ptr);
	N(P, n)->flags = is_const ? SMPL_TYPE_CONST : 0;
	return n;
}

/* ---- expressions ---- */

static uint32_t parse_expr(struct parser *P);
static uint32_t parse_assign(struct parser *P);
static uint32_t parse_cast(struct parser *P);

/* Metavariable kinds that may stand where an expression is expected. */
static void check_expr_meta(struct parser *P, const struct smpl_token *t,
			    int32_t m)
{
	int kind = P->f->metas[m].kind;

	if (mkind_place[kind] != SMPL_MP_EXPR)
		semantic_error(P, t, "metavariable '%.*s' is %s, not an "
			       "expression", (int)t->len, t->text,
			       mkind_noun[kind]);
}

/* An identifier: a metavariable when one of that name is declared. */
static uint32_t parse_ident(struct parser *P)
{
	uint32_t first = P->cur, n;
	const struct smpl_token *t;
	int32_t m;

	if (!at(P, SMPL_T_IDENT))
		expected(P, "an identifier");
	t = next(P);
	m = find_meta(P, t);
	if (plain_name(P, m, SMPL_MP_EXPR))
		m = -1;
	if (m >= 0) {
		check_expr_meta(P, t, m);
		use_meta(P, m);
	}
	n = mk(P, SMPL_ID, first, NULL, 0);
	N(P, n)->str = intern(P, t);
	N(P, n)->meta = m;
	return n;
}

static uint32_t parse_const(struct parser *P)
{
	static const uint8_t cls[] = {
		[SMPL_T_INT] = SMPL_CONST_INT, [SMPL_T_FLOAT] = SMPL_CONST_FLOAT,
		[SMPL_T_CHAR] = SMPL_CONST_CHAR,
		[SMPL_T_STRING] = SMPL_CONST_STRING,
	};
	uint32_t first = P->cur, n;
	const struct smpl_token *t = next(P);
	uint32_t str = intern(P, t);

	while (t->kind == SMPL_T_STRING && at(P, SMPL_T_STRING)) {
		const struct smpl_token *u = next(P);
		size_t len = strlen(smpl_str(P->f, str));
		char *buf = smpl_arena_alloc(&P->scratch, len + u->len + 2);

		memcpy(buf, smpl_str(P->f, str), len);
		buf[len] = ' ';
		memcpy(buf + len + 1, u->text, u->len);
		str = smpl_ast_str(P->f, buf, len + 1 + u->len);
	}
	n = mk(P, SMPL_CONST, first, NULL, 0);
	N(P, n)->str = str;
	N(P, n)->op = cls[t->kind];
	return n;
}

/* \( e \| e ... \) or \( e \& e ... \) */
static uint32_t parse_inline_disj(struct parser *P)
{
	uint32_t first = P->cur;
	struct list l = { 0 };
	enum smpl_tok sep = SMPL_T_EOF;

	next(P);
	push(P, &l, parse_expr(P));
	while (at(P, SMPL_T_EDISJ_BAR) || at(P, SMPL_T_EDISJ_AND)) {
		if (sep != SMPL_T_EOF && peek(P)->kind != sep)
			syntax_error(P, peek(P), "'\\|' and '\\&' mixed in "
				     "one inline disjunction");
		sep = next(P)->kind;
		push(P, &l, parse_expr(P));
	}
	if (sep == SMPL_T_EOF)
		expected(P, "'\\|' or '\\&'");
	expect(P, SMPL_T_EDISJ_CLOSE);
	return mk(P, sep == SMPL_T_EDISJ_BAR ? SMPL_EDISJ : SMPL_ECONJ, first,
		  l.v, l.n);
}

/* expr-nest -> '<...' expr '...>' | '<+...' expr '...+>' ; no when
 * clause and one expression, as spatch has them inside expressions */
static uint32_t parse_expr_nest(struct parser *P)
{
	uint32_t first = P->cur, e, n;
	int plus = next(P)->kind == SMPL_T_NESTP_OPEN;

	if (is_word(peek(P), "when"))
		syntax_error(P, peek(P), "'when' in a nest inside an "
			     "expression");
	e = parse_expr(P);
	if (!at(P, plus ? SMPL_T_NESTP_CLOSE : SMPL_T_NEST_CLOSE))
		expected(P, plus ? "'...+>'" : "'...>'");
	next(P);
	n = mk(P, SMPL_ENEST, first, &e, 1);
	N(P, n)->op = plus ? SMPL_NEST_PLUS : SMPL_NEST_STAR;
	return n;
}

/* primary -> identifier | constant | '(' expr ')' | \( ... \) | expr-nest
 *	      | '...' (any expression: `E || ...`, `return ...;`) */
static uint32_t parse_primary(struct parser *P)
{
	uint32_t first = P->cur, e;

	switch (peek(P)->kind) {
	case SMPL_T_DOTS:
		next(P);
		return mk(P, SMPL_EDOTS, first, NULL, 0);
	case SMPL_T_IDENT:
		return parse_ident(P);
	case SMPL_T_INT: case SMPL_T_FLOAT: case SMPL_T_CHAR:
	case SMPL_T_STRING:
		return parse_const(P);
	case SMPL_T_LPAREN:
		next(P);
		e = parse_expr(P);
		expect(P, SMPL_T_RPAREN);
		return mk(P, SMPL_PAREN, first, &e, 1);
	case SMPL_T_EDISJ_OPEN:
		return parse_inline_disj(P);
	case SMPL_T_NEST_OPEN: case SMPL_T_NESTP_OPEN:
		return parse_expr_nest(P);
	default:
		expected(P, "an expression");
	}
}

/* argument -> '...' | list-metavariable | type | assignment-expression */
static uint32_t parse_arg(struct parser *P)
{
	uint32_t first = P->cur;
	enum smpl_tok after = peek2(P)->kind;

	if (meta_place(P, peek(P)) == SMPL_MP_ARGS &&
	    (after == SMPL_T_COMMA || after == SMPL_T_RPAREN)) {
		int32_t m = find_meta(P, next(P));
		uint32_t n = mk(P, SMPL_ID, first, NULL, 0);

		use_meta(P, m);
		N(P, n)->str = P->f->metas[m].name;
		N(P, n)->meta = m;
		return n;
	}
	if (at(P, SMPL_T_DOTS)) {
		next(P);
		return mk(P, SMPL_EDOTS, first, NULL, 0);
	}
	/* a macro's argument may be a type: container_of(E, T, F),
	 * offsetof(struct foo, m); no expression starts as a type does */
	if (is_type_start(P, peek(P))) {
		uint32_t t = parse_type(P);

		if (!at(P, SMPL_T_COMMA) && !at(P, SMPL_T_RPAREN))
			expected(P, "',' or ')' after a type argument");
		return t;
	}
	return parse_assign(P);
}

static uint32_t parse_call(struct parser *P, uint32_t fn, uint32_t first)
{
	struct list l = { 0 };

	push(P, &l, fn);
	next(P);
	if (!at(P, SMPL_T_RPAREN)) {
		push(P, &l, parse_arg(P));
		while (at(P, SMPL_T_COMMA)) {
			next(P);
			push(P, &l, parse_arg(P));
		}
	}
	if (!at(P, SMPL_T_RPAREN))
		expected(P, "',' or ')'");
	next(P);
	return mk(P, SMPL_CALL, first, l.v, l.n);
}

/* @p after an expression: p must be a position metavariable */
static void parse_position(struct parser *P, uint32_t n)
{
	const struct smpl_token *t;
	int32_t m;

	next(P);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a position metavariable after '@'");
	t = next(P);
	m = find_meta(P, t);
	if (m < 0) {
		semantic_error(P, t, "position metavariable '%.*s' is not "
			       "declared", (int)t->len, t->text);
		return;
	}
	if (mkind_place[P->f->metas[m].kind] != SMPL_MP_POS) {
		semantic_error(P, t, "'%.*s' is declared as %s, not position",
			       (int)t->len, t->text,
			       smpl_mkind_names[P->f->metas[m].kind]);
		return;
	}
	use_meta(P, m);
	N(P, n)->posvar = m;
}

static const char *rule_label(const struct smpl_file *f, uint32_t r,
			      char *buf, size_t n);

/* @p on a token that is no expression (`&&@p`, `=@p`, `if@p`, `;@p`,
 * `S@p`, `T@p`): read and checked, not matched yet, so the rule is
 * skipped with a warning rather than matched without the position. */
static void token_position(struct parser *P, const char *what)
{
	const struct smpl_token *at_tok = peek(P), *t;
	char buf[80];
	int32_t m;

	if (at_tok->kind != SMPL_T_AT)
		return;
	next(P);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a position metavariable after '@'");
	t = next(P);
	m = find_meta(P, t);
	if (m < 0 || mkind_place[P->f->metas[m].kind] != SMPL_MP_POS) {
		semantic_error(P, t, "'%.*s' is not a position metavariable",
			       (int)t->len, t->text);
		return;
	}
	use_meta(P, m);
	P->f->rules[P->rule].skip = 1;
	smpl_warning(P->d, at_tok->pos, "a position on %s is not matched "
		     "yet: %s matches nothing", what,
		     rule_label(P->f, P->rule, buf, sizeof(buf)));
}

static uint32_t parse_field(struct parser *P, uint32_t e, uint32_t first)
{
	uint32_t kids[2], n;
	uint8_t op = next(P)->kind == SMPL_T_DOT ? SMPL_OP_DOT : SMPL_OP_ARROW;

	kids[0] = e;
	kids[1] = parse_ident(P);
	n = mk(P, SMPL_FIELD, first, kids, 2);
	N(P, n)->op = op;
	return n;
}

/* postfix -> primary { '[' expr ']' | '(' args ')' | '.' id | '->' id
 *		       | '++' | '--' | '@' position } */
static uint32_t parse_postfix(struct parser *P)
{
	uint32_t first = P->cur, e = parse_primary(P), kids[2];

	for (;;) {
		switch (peek(P)->kind) {
		case SMPL_T_LBRACK:
			next(P);
			kids[0] = e;
			kids[1] = parse_expr(P);
			expect(P, SMPL_T_RBRACK);
			e = mk(P, SMPL_INDEX, first, kids, 2);
			break;
		case SMPL_T_LPAREN:
			e = parse_call(P, e, first);
			break;
		case SMPL_T_DOT: case SMPL_T_ARROW:
			e = parse_field(P, e, first);
			break;
		case SMPL_T_INC: case SMPL_T_DEC:
			kids[0] = e;
			e = mk(P, SMPL_UNARY, first, kids, 1);
			N(P, e)->op = next(P)->kind == SMPL_T_INC
				? SMPL_OP_POSTINC : SMPL_OP_POSTDEC;
			note_range(P, e, first);
			break;
		case SMPL_T_AT:
			if (N(P, e)->posvar >= 0)
				syntax_error(P, peek(P), "a second position "
					     "on one expression");
			parse_position(P, e);
			note_range(P, e, first);
			break;
		default:
			return e;
		}
	}
}

/* The metavariable of kind k that token t names, or -1. */
static int32_t op_meta(struct parser *P, const struct smpl_token *t, int k)
{
	int32_t m = t->kind == SMPL_T_IDENT ? find_meta(P, t) : -1;

	if (m < 0 || P->f->metas[m].kind != k)
		return -1;
	use_meta(P, m);
	return m;
}

static uint32_t unary_node(struct parser *P, uint8_t op, uint32_t first,
			   uint32_t e)
{
	uint32_t n = mk(P, SMPL_UNARY, first, &e, 1);

	N(P, n)->op = op;
	return n;
}

/* sizeof-expr -> sizeof '(' type ')' | sizeof unary */
static uint32_t parse_sizeof(struct parser *P, uint32_t first)
{
	uint32_t e;

	if (at(P, SMPL_T_LPAREN) && is_type_start(P, peek2(P))) {
		next(P);
		e = parse_type(P);
		expect(P, SMPL_T_RPAREN);
		return mk(P, SMPL_SIZEOFT, first, &e, 1);
	}
	e = parse_cast(P);
	return mk(P, SMPL_SIZEOFE, first, &e, 1);
}

/* unary -> postfix | op cast | '++' unary | '--' unary | sizeof ...
 * op may be a unary operator metavariable */
static uint32_t parse_unary(struct parser *P)
{
	static const uint8_t ops[] = {
		[SMPL_T_MINUS] = SMPL_OP_NEG, [SMPL_T_PLUS] = SMPL_OP_POS,
		[SMPL_T_BANG] = SMPL_OP_NOT, [SMPL_T_TILDE] = SMPL_OP_BNOT,
		[SMPL_T_STAR] = SMPL_OP_DEREF, [SMPL_T_AMP] = SMPL_OP_ADDR,
		[SMPL_T_INC] = SMPL_OP_PREINC, [SMPL_T_DEC] = SMPL_OP_PREDEC,
	};
	uint32_t first = P->cur, e;
	enum smpl_tok k = peek(P)->kind;
	int32_t m = op_meta(P, peek(P), SMPL_M_UNOP);

	if (m >= 0) {
		next(P);
		enter(P);
		e = parse_cast(P);
		P->depth--;
		e = unary_node(P, SMPL_OP_NONE, first, e);
		N(P, e)->meta = m;
		return e;
	}
	switch (k) {
	case SMPL_T_MINUS: case SMPL_T_PLUS: case SMPL_T_BANG:
	case SMPL_T_TILDE: case SMPL_T_STAR: case SMPL_T_AMP:
	case SMPL_T_INC: case SMPL_T_DEC:
		next(P);
		enter(P);
		e = parse_cast(P);
		P->depth--;
		return unary_node(P, ops[k], first, e);
	case SMPL_T_K_SIZEOF:
		next(P);
		enter(P);
		e = parse_sizeof(P, first);
		P->depth--;
		return e;
	default:
		return parse_postfix(P);
	}
}

/* cast -> '(' type ')' cast | unary */
static uint32_t parse_cast(struct parser *P)
{
	uint32_t first = P->cur, kids[2];

	if (at(P, SMPL_T_LPAREN) && is_type_start(P, peek2(P))) {
		next(P);
		kids[0] = parse_type(P);
		expect(P, SMPL_T_RPAREN);
		enter(P);
		kids[1] = parse_cast(P);
		P->depth--;
		return mk(P, SMPL_CAST, first, kids, 2);
	}
	return parse_unary(P);
}

static const struct { uint8_t tok, op, prec; } binary_table[] = {
	{ SMPL_T_OROR, SMPL_OP_LOR, 1 },
	{ SMPL_T_ANDAND, SMPL_OP_LAND, 2 },
	{ SMPL_T_PIPE, SMPL_OP_BOR, 3 },
	{ SMPL_T_CARET, SMPL_OP_BXOR, 4 },
	{ SMPL_T_AMP, SMPL_OP_BAND, 5 },
	{ SMPL_T_EQEQ, SMPL_OP_EQ, 6 }, { SMPL_T_NE, SMPL_OP_NE, 6 },
	{ SMPL_T_LT, SMPL_OP_LT, 7 }, { SMPL_T_GT, SMPL_OP_GT, 7 },
	{ SMPL_T_LE, SMPL_OP_LE, 7 }, { SMPL_T_GE, SMPL_OP_GE, 7 },
	{ SMPL_T_SHL, SMPL_OP_SHL, 8 }, { SMPL_T_SHR, SMPL_OP_SHR, 8 },
	{ SMPL_T_PLUS, SMPL_OP_ADD, 9 }, { SMPL_T_MINUS, SMPL_OP_SUB, 9 },
	{ SMPL_T_STAR, SMPL_OP_MUL, 10 },
	{ SMPL_T_SLASH, SMPL_OP_DIV, 10 },
	{ SMPL_T_PERCENT, SMPL_OP_MOD, 10 },
};

/* the precedence of binary operator op, 0 for another operator */
static int binary_op_prec(uint8_t op)
{
	size_t i;

	for (i = 0; i < sizeof(binary_table) / sizeof(binary_table[0]); i++)
		if (binary_table[i].op == op)
			return binary_table[i].prec;
	return 0;
}

/* binary operators by precedence, lowest first */
static int binary_prec(enum smpl_tok k, uint8_t *op)
{
	size_t i;

	for (i = 0; i < sizeof(binary_table) / sizeof(binary_table[0]); i++)
		if (binary_table[i].tok == k) {
			*op = binary_table[i].op;
			return binary_table[i].prec;
		}
	return 0;
}

/* A binary operator metavariable binds as tightly as the loosest
 * operator of its value set; without a set, as tightly as '&&'. */
static int binop_meta_prec(struct parser *P, const struct smpl_token *t,
			   int32_t *m)
{
	const struct smpl_meta *mv;
	uint32_t i;
	int prec = 0, p;

	*m = op_meta(P, t, SMPL_M_BINOP);
	if (*m < 0)
		return 0;
	mv = &P->f->metas[*m];
	for (i = 0; mv->cons == SMPL_CONS_EQ && i < mv->ncons; i++) {
		p = binary_op_prec(P->f->nodes[P->f->kids[mv->cons0 + i]].op);
		if (p && (!prec || p < prec))
			prec = p;
	}
	return prec ? prec : 2;
}

/* binary(p) -> cast { op binary(prec(op) + 1) }, for ops of prec >= p;
 * op may be a binary operator metavariable */
static uint32_t parse_binary(struct parser *P, int min_prec)
{
	uint32_t first = P->cur, kids[2];
	uint8_t op = SMPL_OP_NONE;
	int32_t m = -1;
	int prec;

	enter(P);
	kids[0] = parse_cast(P);
	while (((prec = binary_prec(peek(P)->kind, &op)) ||
		(prec = binop_meta_prec(P, peek(P), &m))) &&
	       prec >= min_prec) {
		uint32_t n;

		next(P);
		token_position(P, "a binary operator");
		kids[1] = parse_binary(P, prec + 1);
		n = mk(P, SMPL_BINARY, first, kids, 2);
		N(P, n)->op = m >= 0 ? SMPL_OP_NONE : op;
		N(P, n)->meta = m;
		kids[0] = n;
		m = -1;
	}
	P->depth--;
	return kids[0];
}

/* conditional -> binary [ '?' expr ':' conditional ] */
static uint32_t parse_conditional(struct parser *P)
{
	uint32_t first = P->cur, kids[3];

	kids[0] = parse_binary(P, 1);
	if (!at(P, SMPL_T_QUESTION))
		return kids[0];
	next(P);
	enter(P);
	kids[1] = parse_expr(P);
	expect(P, SMPL_T_COLON);
	kids[2] = parse_conditional(P);
	P->depth--;
	return mk(P, SMPL_COND, first, kids, 3);
}

static int assign_op(enum smpl_tok k, uint8_t *op)
{
	static const uint8_t map[][2] = {
		{ SMPL_T_ASSIGN, SMPL_OP_NONE },
		{ SMPL_T_MUL_ASSIGN, SMPL_OP_MUL },
		{ SMPL_T_DIV_ASSIGN, SMPL_OP_DIV },
		{ SMPL_T_MOD_ASSIGN, SMPL_OP_MOD },
		{ SMPL_T_ADD_ASSIGN, SMPL_OP_ADD },
		{ SMPL_T_SUB_ASSIGN, SMPL_OP_SUB },
		{ SMPL_T_SHL_ASSIGN, SMPL_OP_SHL },
		{ SMPL_T_SHR_ASSIGN, SMPL_OP_SHR },
		{ SMPL_T_AND_ASSIGN, SMPL_OP_BAND },
		{ SMPL_T_XOR_ASSIGN, SMPL_OP_BXOR },
		{ SMPL_T_OR_ASSIGN, SMPL_OP_BOR },
	};
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (map[i][0] == k) {
			*op = map[i][1];
			return 1;
		}
	return 0;
}

/* assignment -> conditional [ assign-op assignment ]; assign-op may be
 * an assignment operator metavariable */
static uint32_t parse_assign(struct parser *P)
{
	uint32_t first = P->cur, kids[2], n;
	uint8_t op = SMPL_OP_NONE;
	int32_t m;

	kids[0] = parse_conditional(P);
	m = op_meta(P, peek(P), SMPL_M_ASSIGNOP);
	if (m < 0 && !assign_op(peek(P)->kind, &op))
		return kids[0];
	next(P);
	token_position(P, "an assignment operator");
	enter(P);
	kids[1] = parse_assign(P);
	P->depth--;
	n = mk(P, SMPL_ASSIGN, first, kids, 2);
	N(P, n)->op = m >= 0 ? SMPL_OP_NONE : op;
	N(P, n)->meta = m;
	return n;
}

/* expr -> assignment (the comma operator is not part of the subset) */
static uint32_t parse_expr(struct parser *P)
{
	return parse_assign(P);
}

/* A condition may be '...': if (...) */
static uint32_t parse_cond_expr(struct parser *P)
{
	return parse_arg(P);
}

/* ---- statements ---- */

static uint32_t parse_seq(struct parser *P);
static uint32_t parse_stmt(struct parser *P);

static int at_seq_end(struct parser *P)
{
	switch (peek(P)->kind) {
	case SMPL_T_EOF: case SMPL_T_DISJ_BAR: case SMPL_T_DISJ_CLOSE:
	case SMPL_T_CONJ_AND: case SMPL_T_RBRACE: case SMPL_T_NEST_CLOSE:
	case SMPL_T_NESTP_CLOSE:
		return 1;
	default:
		return 0;
	}
}

/* '(' expr ')' of if, while, switch */
static uint32_t parse_paren_cond(struct parser *P)
{
	uint32_t e;

	expect(P, SMPL_T_LPAREN);
	e = parse_cond_expr(P);
	expect(P, SMPL_T_RPAREN);
	return e;
}

static void expect_semi(struct parser *P, const char *after)
{
	char buf[64];

	if (!at(P, SMPL_T_SEMI))
		syntax_error(P, peek(P), "expected ';' after %s but found %s",
			     after, describe(peek(P), buf, sizeof(buf)));
	next(P);
	token_position(P, "a ';'");
}

static uint32_t parse_disj(struct parser *P);

/* arm -> stmt | column-0 disjunction of single statements: an if's arm
 * may be `(` `kfree(E);` `|` `kvfree(E);` `)` after a `- if (E)` line */
static uint32_t parse_arm(struct parser *P)
{
	uint32_t n;

	if (!at(P, SMPL_T_DISJ_OPEN))
		return parse_stmt(P);
	enter(P);
	n = parse_disj(P);
	P->depth--;
	return n;
}

/* if-stmt -> if '(' expr ')' arm [ else arm ] */
static uint32_t parse_if(struct parser *P, uint32_t first)
{
	uint32_t kids[3];

	kids[0] = parse_paren_cond(P);
	kids[1] = parse_arm(P);
	kids[2] = 0;
	if (at(P, SMPL_T_K_ELSE)) {
		next(P);
		kids[2] = parse_arm(P);
	}
	return mk(P, SMPL_IF, first, kids, 3);
}

/* for-stmt -> for '(' [expr] ';' [expr] ';' [expr] ')' stmt */
static uint32_t parse_for(struct parser *P, uint32_t first)
{
	uint32_t kids[4] = { 0 };

	expect(P, SMPL_T_LPAREN);
	if (!at(P, SMPL_T_SEMI))
		kids[0] = parse_cond_expr(P);
	expect(P, SMPL_T_SEMI);
	if (!at(P, SMPL_T_SEMI))
		kids[1] = parse_cond_expr(P);
	expect(P, SMPL_T_SEMI);
	if (!at(P, SMPL_T_RPAREN))
		kids[2] = parse_cond_expr(P);
	expect(P, SMPL_T_RPAREN);
	kids[3] = parse_stmt(P);
	return mk(P, SMPL_FOR, first, kids, 4);
}

/* do-stmt -> do stmt while '(' expr ')' ';' */
static uint32_t parse_do(struct parser *P, uint32_t first)
{
	uint32_t kids[2];

	kids[0] = parse_stmt(P);
	if (!at(P, SMPL_T_K_WHILE))
		expected(P, "'while' after the body of 'do'");
	next(P);
	kids[1] = parse_paren_cond(P);
	expect_semi(P, "'do ... while (...)'");
	return mk(P, SMPL_DO, first, kids, 2);
}

/* keyword '(' expr ')' stmt: while and switch */
static uint32_t parse_cond_stmt(struct parser *P, enum smpl_kind kind,
				uint32_t first)
{
	uint32_t kids[2];

	kids[0] = parse_paren_cond(P);
	kids[1] = parse_stmt(P);
	return mk(P, kind, first, kids, 2);
}

static uint32_t parse_jump(struct parser *P, enum smpl_kind kind,
			   uint32_t first)
{
	uint32_t e = 0;

	if (kind == SMPL_RETURN && !at(P, SMPL_T_SEMI))
		e = parse_expr(P);
	if (kind == SMPL_GOTO)
		e = parse_ident(P);
	expect_semi(P, kind == SMPL_RETURN ? "'return'" :
		       kind == SMPL_GOTO ? "'goto'" :
		       kind == SMPL_BREAK ? "'break'" : "'continue'");
	return mk(P, kind, first, &e, kind == SMPL_BREAK ||
		  kind == SMPL_CONTINUE ? 0 : 1);
}

/* case-label -> case conditional ':' | default ':' */
static uint32_t parse_case(struct parser *P, uint32_t first, int dflt)
{
	uint32_t e = 0;

	if (!dflt)
		e = parse_conditional(P);
	expect(P, SMPL_T_COLON);
	return mk(P, dflt ? SMPL_DEFAULT : SMPL_CASE, first, &e, dflt ? 0 : 1);
}

/* block -> '{' seq '}' */
static uint32_t parse_block(struct parser *P)
{
	uint32_t first = P->cur, seq;

	expect(P, SMPL_T_LBRACE);
	seq = parse_seq(P);
	if (!at(P, SMPL_T_RBRACE))
		expected(P, "'}'");
	next(P);
	return mk(P, SMPL_BLOCK, first, &seq, 1);
}

/* params -> '(' [ param { ',' param } ] ')';  param -> '...' | type [id] */
static uint32_t parse_params(struct parser *P)
{
	uint32_t first = P->cur;
	struct list l = { 0 };

	expect(P, SMPL_T_LPAREN);
	while (!at(P, SMPL_T_RPAREN)) {
		uint32_t pf = P->cur, kids[2] = { 0, 0 };

		if (l.n)
			expect(P, SMPL_T_COMMA);
		pf = P->cur;
		if (at(P, SMPL_T_DOTS)) {
			next(P);
			push(P, &l, mk(P, SMPL_EDOTS, pf, NULL, 0));
			continue;
		}
		kids[0] = parse_type(P);
		if (at(P, SMPL_T_IDENT))
			kids[1] = parse_ident(P);
		push(P, &l, mk(P, SMPL_PARAM, pf, kids, 2));
	}
	next(P);
	return mk(P, SMPL_PARAMS, first, l.v, l.n);
}

/* function -> [storage] [type] name params block */
static uint32_t parse_func(struct parser *P, uint32_t first, uint8_t store,
			   uint32_t type)
{
	uint32_t kids[4], n;

	kids[0] = type;
	kids[1] = parse_ident(P);
	kids[2] = parse_params(P);
	kids[3] = parse_block(P);
	n = mk(P, SMPL_FUNC, first, kids, 4);
	N(P, n)->op = store;
	return n;
}

/* Is the identifier at the cursor the name of a function definition,
 * name '(' ... ')' '{' ? */
static int at_funcdef(struct parser *P)
{
	uint32_t i = P->cur + 1;
	int depth = 0;

	if (!at(P, SMPL_T_IDENT) || P->tok[i].kind != SMPL_T_LPAREN)
		return 0;
	for (; i < P->ntok; i++) {
		enum smpl_tok k = P->tok[i].kind;

		if (k == SMPL_T_LPAREN)
			depth++;
		else if (k == SMPL_T_RPAREN && --depth == 0)
			return P->tok[i + 1 < P->ntok ? i + 1 : i].kind ==
			       SMPL_T_LBRACE;
		else if (k == SMPL_T_SEMI || k == SMPL_T_EOF)
			return 0;
	}
	return 0;
}

/* declaration -> [storage] type name [ '=' expr ] ';' , or a function */
static uint32_t parse_decl(struct parser *P, uint32_t first)
{
	uint32_t kids[3], n;
	uint8_t store = SMPL_STORE_NONE;

	if (at(P, SMPL_T_K_STATIC) || at(P, SMPL_T_K_EXTERN))
		store = next(P)->kind == SMPL_T_K_STATIC ? SMPL_STORE_STATIC
							 : SMPL_STORE_EXTERN;
	while (at(P, SMPL_T_K_INLINE))
		next(P);
	kids[0] = parse_type(P);
	if (at_funcdef(P))
		return parse_func(P, first, store, kids[0]);
	kids[1] = parse_ident(P);
	if (at(P, SMPL_T_AT))	/* T x@p = E; the declared name's position */
		parse_position(P, kids[1]);
	kids[2] = 0;
	if (at(P, SMPL_T_ASSIGN)) {
		next(P);
		kids[2] = parse_expr(P);
	}
	expect_semi(P, "a declaration");
	n = mk(P, SMPL_DECL, first, kids, 3);
	N(P, n)->op = store;
	return n;
}

static int at_decl(struct parser *P)
{
	const struct smpl_token *t = peek(P), *u = peek2(P);

	if (t->kind == SMPL_T_K_STATIC || t->kind == SMPL_T_K_EXTERN ||
	    t->kind == SMPL_T_K_INLINE || is_type_start(P, t))
		return 1;
	/* `name x` can only be a declaration with a typedef name */
	return t->kind == SMPL_T_IDENT && u->kind == SMPL_T_IDENT &&
	       find_meta(P, t) < 0;
}

/* expression-statement -> expr ';' ; a bare expression (it matches
 * wherever the expression is written in a statement) ends a body or a
 * branch, or comes before '...' (`y = a` `...` `f(y);`, as spatch takes
 * it) */
static uint32_t parse_expr_stmt(struct parser *P, uint32_t first)
{
	uint32_t e = parse_expr(P);
	char buf[64];

	if (at(P, SMPL_T_SEMI)) {
		next(P);
		token_position(P, "a ';'");
		return mk(P, SMPL_EXPRSTMT, first, &e, 1);
	}
	if (at_seq_end(P) || at(P, SMPL_T_DOTS))
		return e;
	syntax_error(P, peek(P), "expected ';' after expression but found %s",
		     describe(peek(P), buf, sizeof(buf)));
}

/* The name of a macro loop or declaration macro: an iterator or
 * declarer metavariable binds it, a declared name stands for itself. */
static uint32_t parse_macro_name(struct parser *P)
{
	uint32_t first = P->cur, n;
	const struct smpl_token *t = next(P);
	int32_t m = find_meta(P, t);

	if (mbinds(P, m) == SMPL_MB_NONE)
		m = -1;
	else
		use_meta(P, m);
	n = mk(P, SMPL_ID, first, NULL, 0);
	N(P, n)->str = intern(P, t);
	N(P, n)->meta = m;
	return n;
}

/* iterator -> iterator-name '(' args ')' stmt
 * declarer -> declarer-name '(' args ')' ';' */
static uint32_t parse_macro_stmt(struct parser *P, uint32_t first, int place)
{
	uint32_t kids[2];

	kids[0] = parse_call(P, parse_macro_name(P), first);
	if (place == SMPL_MP_DECLR) {
		expect_semi(P, "a declarer");
		return mk(P, SMPL_EXPRSTMT, first, kids, 1);
	}
	if (at(P, SMPL_T_SEMI))
		syntax_error(P, peek(P), "an iterator heads a loop: expected "
			     "the statement it loops over but found ';'");
	kids[1] = parse_stmt(P);
	return mk(P, SMPL_ITER, first, kids, 2);
}

static uint32_t parse_simple_stmt(struct parser *P, uint32_t first)
{
	const struct smpl_token *t = peek(P);
	int place = meta_place(P, t);

	if ((place == SMPL_MP_ITER || place == SMPL_MP_DECLR) &&
	    peek2(P)->kind == SMPL_T_LPAREN)
		return parse_macro_stmt(P, first, place);

	if (t->kind == SMPL_T_IDENT && peek2(P)->kind == SMPL_T_COLON) {
		uint32_t id = parse_ident(P);

		next(P);
		return mk(P, SMPL_LABEL, first, &id, 1);
	}
	if (meta_place(P, t) == SMPL_MP_STMT) {
		uint32_t n;

		use_meta(P, find_meta(P, t));
		next(P);
		token_position(P, "a statement metavariable");
		n = mk(P, SMPL_STMTMETA, first, NULL, 0);
		N(P, n)->meta = find_meta(P, t);
		return n;
	}
	if (at_funcdef(P))
		return parse_func(P, first, SMPL_STORE_NONE, 0);
	if (at_decl(P))
		return parse_decl(P, first);
	return parse_expr_stmt(P, first);
}

/* stmt -> block | if | while | do | for | switch | case | return | goto
 *	 | break | continue | label | declaration | function | expr ';' */
static uint32_t parse_stmt_inner(struct parser *P)
{
	uint32_t first = P->cur;

	switch (peek(P)->kind) {
	case SMPL_T_LBRACE:
		return parse_block(P);
	case SMPL_T_DOTS:
		next(P);
		return mk(P, SMPL_DOTS, first, NULL, 0);
	case SMPL_T_K_IF:
		next(P);
		token_position(P, "'if'");
		return parse_if(P, first);
	case SMPL_T_K_WHILE:
		next(P);
		return parse_cond_stmt(P, SMPL_WHILE, first);
	case SMPL_T_K_SWITCH:
		next(P);
		return parse_cond_stmt(P, SMPL_SWITCH, first);
	case SMPL_T_K_DO:
		next(P);
		return parse_do(P, first);
	case SMPL_T_K_FOR:
		next(P);
		return parse_for(P, first);
	case SMPL_T_K_CASE: case SMPL_T_K_DEFAULT:
		return parse_case(P, first,
				  next(P)->kind == SMPL_T_K_DEFAULT);
	case SMPL_T_K_ELSE:
		syntax_error(P, peek(P), "'else' without a previous 'if'");
	case SMPL_T_K_RETURN:
		next(P);
		token_position(P, "'return'");
		return parse_jump(P, SMPL_RETURN, first);
	case SMPL_T_K_GOTO: next(P); return parse_jump(P, SMPL_GOTO, first);
	case SMPL_T_K_BREAK: next(P); return parse_jump(P, SMPL_BREAK, first);
	case SMPL_T_K_CONTINUE:
		next(P);
		return parse_jump(P, SMPL_CONTINUE, first);
	default:
		return parse_simple_stmt(P, first);
	}
}

static uint32_t parse_stmt(struct parser *P)
{
	uint32_t n;

	enter(P);
	n = parse_stmt_inner(P);
	P->depth--;
	return n;
}

/* ---- sequences: dots, nests, disjunctions, optional statements ---- */

/* when-pattern -> expr [ ';' ] */
static uint32_t parse_when_pattern(struct parser *P)
{
	uint32_t first = P->cur, e = parse_expr(P);

	if (!at(P, SMPL_T_SEMI))
		return e;
	next(P);
	return mk(P, SMPL_EXPRSTMT, first, &e, 1);
}

/* when-clauses -> { when ( '!=' pattern | '=' pattern | any | strict
 *			   | exists | forall ) }
 * Pushes the WHEN nodes on l; returns the SMPL_DOTS_* flags. */
static uint8_t parse_whens(struct parser *P, struct list *l)
{
	static const char *const words[] = { "any", "strict", "exists",
					      "forall" };
	uint8_t flags = 0;

	while (is_word(peek(P), "when")) {
		uint32_t first = P->cur, pat, n;
		size_t i;
		int op;

		next(P);
		for (i = 0; i < 4; i++)
			if (is_word(peek(P), words[i]))
				break;
		if (i < 4) {
			flags |= (uint8_t)(1u << i);
			if ((flags & SMPL_DOTS_EXISTS) &&
			    (flags & SMPL_DOTS_FORALL))
				syntax_error(P, peek(P), "'when exists' and "
					     "'when forall' on one '...'");
			next(P);
			continue;
		}
		if (!at(P, SMPL_T_NE) && !at(P, SMPL_T_ASSIGN))
			expected(P, "'!=', '=', 'any', 'strict', 'exists' or "
				    "'forall' after 'when'");
		op = next(P)->kind == SMPL_T_NE ? SMPL_WHEN_NE : SMPL_WHEN_EQ;
		pat = parse_when_pattern(P);
		n = mk(P, SMPL_WHEN, first, &pat, 1);
		N(P, n)->op = (uint8_t)op;
		push(P, l, n);
	}
	return flags;
}

static uint32_t parse_dots(struct parser *P)
{
	uint32_t first = P->cur, n;
	struct list l = { 0 };
	uint8_t flags;

	next(P);
	flags = parse_whens(P, &l);
	n = mk(P, SMPL_DOTS, first, l.v, l.n);
	N(P, n)->flags = flags;
	return n;
}

/* nest -> '<...' whens seq '...>' | '<+...' whens seq '...+>' */
static uint32_t parse_nest(struct parser *P)
{
	uint32_t first = P->cur, n;
	struct list l = { 0 }, w = { 0 };
	int plus = next(P)->kind == SMPL_T_NESTP_OPEN;
	uint32_t i;

	parse_whens(P, &w);
	push(P, &l, parse_seq(P));
	for (i = 0; i < w.n; i++)
		push(P, &l, w.v[i]);
	if (!at(P, plus ? SMPL_T_NESTP_CLOSE : SMPL_T_NEST_CLOSE))
		syntax_error(P, &P->tok[first], "'%s' without '%s' after it",
			     plus ? "<+..." : "<...", plus ? "...+>" : "...>");
	next(P);
	n = mk(P, SMPL_NEST, first, l.v, l.n);
	N(P, n)->op = plus ? SMPL_NEST_PLUS : SMPL_NEST_STAR;
	return n;
}

/* disjunction -> '(' seq { '|' seq } ')' ; conjunction with '&' */
static uint32_t parse_disj(struct parser *P)
{
	const struct smpl_token *open = peek(P);
	uint32_t first = P->cur;
	struct list l = { 0 };
	enum smpl_tok sep = SMPL_T_EOF;

	next(P);
	for (;;) {
		if (at_seq_end(P) && !at(P, SMPL_T_EOF))
			syntax_error(P, peek(P), "empty branch in a "
				     "disjunction");
		push(P, &l, parse_seq(P));
		if (at(P, SMPL_T_DISJ_CLOSE))
			break;
		if (!at(P, SMPL_T_DISJ_BAR) && !at(P, SMPL_T_CONJ_AND))
			syntax_error(P, open, "unbalanced '(' in column 0: "
				     "no ')' in column 0 closes it");
		if (sep != SMPL_T_EOF && peek(P)->kind != sep)
			syntax_error(P, peek(P), "'|' and '&' mixed in one "
				     "disjunction");
		sep = next(P)->kind;
	}
	next(P);
	return mk(P, sep == SMPL_T_CONJ_AND ? SMPL_CONJ : SMPL_DISJ, first,
		  l.v, l.n);
}

/* optional -> '?' stmt */
static uint32_t parse_opt(struct parser *P)
{
	uint32_t first = P->cur, s;

	next(P);
	if (at(P, SMPL_T_DOTS) || at_seq_end(P) || at(P, SMPL_T_DISJ_OPEN))
		expected(P, "a statement after '?'");
	s = parse_stmt(P);
	return mk(P, SMPL_OPT, first, &s, 1);
}

static uint32_t parse_element(struct parser *P)
{
	uint32_t n;

	enter(P);
	switch (peek(P)->kind) {
	case SMPL_T_DOTS:
		n = parse_dots(P);
		break;
	case SMPL_T_NEST_OPEN: case SMPL_T_NESTP_OPEN:
		n = parse_nest(P);
		break;
	case SMPL_T_DISJ_OPEN:
		n = parse_disj(P);
		break;
	case SMPL_T_OPTMARK:
		n = parse_opt(P);
		break;
	default:
		n = parse_stmt(P);
	}
	P->depth--;
	return n;
}

/* seq -> { element }, where '...' never follows '...' */
static uint32_t parse_seq(struct parser *P)
{
	uint32_t first = P->cur;
	struct list l = { 0 };
	int prev_dots = 0;

	while (!at_seq_end(P)) {
		const struct smpl_token *t = peek(P);
		uint32_t e;

		if (is_word(t, "when"))
			syntax_error(P, t, "'when' must follow '...', "
				     "'<...' or '<+...'");
		e = parse_element(P);
		if (prev_dots && N(P, e)->kind == SMPL_DOTS)
			syntax_error(P, t, "'...' cannot follow '...'");
		prev_dots = N(P, e)->kind == SMPL_DOTS;
		push(P, &l, e);
	}
	return mk(P, SMPL_SEQ, first, l.v, l.n);
}

/* ---- rule headers ---- */

static int32_t find_rule(struct parser *P, const struct smpl_token *t)
{
	uint32_t i;

	for (i = 0; i < P->rule; i++) {
		const char *name = smpl_str(P->f, P->f->rules[i].name);

		if (*name && strlen(name) == t->len &&
		    !memcmp(name, t->text, t->len))
			return (int32_t)i;
	}
	return -1;
}

/* Names a rule that is not (yet) defined: this one, a later one, or
 * none at all. */
static void unknown_rule(struct parser *P, const struct smpl_token *t,
			 const char *verb)
{
	const char *self = smpl_str(P->f, P->f->rules[P->rule].name);
	uint32_t i;

	if (strlen(self) == t->len && !memcmp(self, t->text, t->len)) {
		semantic_error(P, t, "rule '%s' %s itself", self, verb);
		return;
	}
	for (i = P->rule_at + 1; P->g[i].kind != SMPL_T_EOF; i++)
		if ((P->g[i].flags & SMPL_TF_OPEN) &&
		    P->g[i + 1].kind == SMPL_T_IDENT &&
		    P->g[i + 1].len == t->len &&
		    !memcmp(P->g[i + 1].text, t->text, t->len)) {
			semantic_error(P, t, "%s rule '%.*s', which is defined "
				       "after this rule", verb, (int)t->len,
				       t->text);
			return;
		}
	semantic_error(P, t, "%s unknown rule '%.*s'", verb, (int)t->len,
		       t->text);
}

static int32_t find_virtual(struct parser *P, const struct smpl_token *t)
{
	uint32_t i;

	for (i = 0; i < P->f->nvirtuals; i++) {
		const char *name = smpl_str(P->f, P->f->virtuals[i]);

		if (strlen(name) == t->len && !memcmp(name, t->text, t->len))
			return (int32_t)i;
	}
	return -1;
}

/* A formula node at token t (the header's tokens are not a body's, so
 * the node's token range means nothing; its height is bounded as mk's). */
static uint32_t dep_node(struct parser *P, enum smpl_kind kind,
			 const struct smpl_token *t, const uint32_t *kids,
			 uint32_t nkids)
{
	uint32_t first = P->cur, n;

	n = mk(P, kind, first, kids, nkids);
	N(P, n)->pos = t->pos;
	return n;
}

/* A rule or virtual name in a formula; a skipped rule skips this one. */
static uint32_t parse_dep_name(struct parser *P)
{
	const struct smpl_token *t;
	int32_t r, v;
	uint32_t n;

	if (!at(P, SMPL_T_IDENT))
		expected(P, "a rule name");
	t = next(P);
	r = find_rule(P, t);
	v = r < 0 ? find_virtual(P, t) : -1;
	if (r < 0 && v < 0)
		unknown_rule(P, t, "depends on");
	n = dep_node(P, SMPL_DEPNAME, t, NULL, 0);
	N(P, n)->str = intern(P, t);
	N(P, n)->op = r >= 0 ? SMPL_DEP_RULE : SMPL_DEP_VIRTUAL;
	N(P, n)->meta = r >= 0 ? r : v;
	return n;
}

static uint32_t parse_dep_or(struct parser *P);

/* dep-unary -> '!' dep-unary | ever name | never name | '(' dep-or ')'
 *	      | name */
static uint32_t parse_dep_unary(struct parser *P)
{
	const struct smpl_token *t = peek(P);
	uint32_t k;

	if (at(P, SMPL_T_BANG)) {
		next(P);
		enter(P);
		k = parse_dep_unary(P);
		P->depth--;
		return dep_node(P, SMPL_DEPNOT, t, &k, 1);
	}
	if (is_word(t, "ever") || is_word(t, "never")) {
		next(P);
		k = parse_dep_name(P);
		return dep_node(P, is_word(t, "ever") ? SMPL_DEPEVER
						      : SMPL_DEPNEVER, t, &k, 1);
	}
	if (at(P, SMPL_T_LPAREN)) {
		next(P);
		enter(P);
		k = parse_dep_or(P);
		P->depth--;
		expect(P, SMPL_T_RPAREN);
		return k;
	}
	return parse_dep_name(P);
}

/* dep-and -> dep-unary { '&&' dep-unary } */
static uint32_t parse_dep_and(struct parser *P)
{
	uint32_t kids[2];

	kids[0] = parse_dep_unary(P);
	while (at(P, SMPL_T_ANDAND)) {
		const struct smpl_token *t = next(P);

		kids[1] = parse_dep_unary(P);
		kids[0] = dep_node(P, SMPL_DEPAND, t, kids, 2);
	}
	return kids[0];
}

/* dep-or -> dep-and { '||' dep-and } */
static uint32_t parse_dep_or(struct parser *P)
{
	uint32_t kids[2];

	kids[0] = parse_dep_and(P);
	while (at(P, SMPL_T_OROR)) {
		const struct smpl_token *t = next(P);

		kids[1] = parse_dep_and(P);
		kids[0] = dep_node(P, SMPL_DEPOR, t, kids, 2);
	}
	return kids[0];
}

/* disable -> 'disable' iso { ',' iso } */
static void parse_disable(struct parser *P, struct smpl_rule *r)
{
	do {
		const struct smpl_token *t;
		int i;

		if (!at(P, SMPL_T_IDENT))
			expected(P, "an isomorphism name");
		t = next(P);
		for (i = 0; i < SMPL_NISOS; i++)
			if (strlen(smpl_iso_names[i]) == t->len &&
			    !memcmp(smpl_iso_names[i], t->text, t->len))
				break;
		if (i < SMPL_NISOS)
			r->disable |= 1u << i;
		else
			smpl_warning(P->d, t->pos, "unknown isomorphism "
				     "'%.*s' ignored", (int)t->len, t->text);
	} while (at(P, SMPL_T_COMMA) && next(P));
}

static void set_quant(struct parser *P, uint8_t q)
{
	struct smpl_rule *r = &P->f->rules[P->rule];

	if (r->quant != SMPL_Q_DEFAULT)
		syntax_error(P, peek(P), "a rule is either 'exists' or "
			     "'forall', once");
	r->quant = q;
	next(P);
}

static void check_rule_name(struct parser *P, const struct smpl_token *t)
{
	int32_t v = find_virtual(P, t);

	if (find_rule(P, t) >= 0)
		semantic_error(P, t, "rule '%.*s' defined twice", (int)t->len,
			       t->text);
	if (v >= 0)
		semantic_error(P, t, "rule '%.*s' has the name of a virtual",
			       (int)t->len, t->text);
}

/* The rule body kind word t names (expression, identifier, type), or
 * SMPL_RB_ANY. */
static int rbody_word(const struct smpl_token *t)
{
	static const char *const words[SMPL_NRBODIES] = {
#define X(k, s) s,
		SMPL_RBODY_LIST(X)
#undef X
	};
	int i;

	for (i = 1; i < SMPL_NRBODIES; i++)
		if (is_word(t, words[i]))
			return i;
	return SMPL_RB_ANY;
}

/* rule-kind -> expression | identifier | type: what the body is */
static void set_rbody(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];

	if (r->rbody != SMPL_RB_ANY)
		syntax_error(P, peek(P), "a second rule kind in one rule "
			     "header");
	r->rbody = (uint8_t)rbody_word(next(P));
}

/* The first word of a header is the rule's name unless it is a header
 * keyword; a kind word alone ("@expression@") is the kind. */
static int header_name_at(struct parser *P)
{
	const struct smpl_token *t = peek(P);

	if (!at(P, SMPL_T_IDENT) || is_word(t, "depends") ||
	    is_word(t, "exists") || is_word(t, "forall") ||
	    is_word(t, "disable"))
		return 0;
	return !(rbody_word(t) && peek2(P)->kind == SMPL_T_AT);
}

/* header -> '@' [name] { depends on formula | exists | forall
 *			| disable isos | rule-kind } '@' */
static void parse_header_items(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];

	if (header_name_at(P)) {
		check_rule_name(P, peek(P));
		r->name = intern(P, next(P));
	}
	while (!at(P, SMPL_T_AT)) {
		if (is_word(peek(P), "depends")) {
			uint32_t f;

			if (P->f->rules[P->rule].depends)
				syntax_error(P, peek(P), "a second 'depends "
					     "on' in one rule header");
			next(P);
			if (!is_word(peek(P), "on"))
				expected(P, "'on' after 'depends'");
			next(P);
			f = parse_dep_or(P);
			P->f->rules[P->rule].depends = f;
		} else if (is_word(peek(P), "exists")) {
			set_quant(P, SMPL_Q_EXISTS);
		} else if (is_word(peek(P), "forall")) {
			set_quant(P, SMPL_Q_FORALL);
		} else if (is_word(peek(P), "disable")) {
			next(P);
			parse_disable(P, &P->f->rules[P->rule]);
		} else if (rbody_word(peek(P))) {
			set_rbody(P);
		} else {
			expected(P, "'depends on', 'exists', 'forall', "
				    "'disable', a rule kind or '@'");
		}
	}
	next(P);
}

/* script-header -> '@' (script|initialize|finalize) ':' lang [name]
 *		    [depends on formula] '@' */
static void parse_script_header(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	const struct smpl_token *kw = next(P);

	r->kind = is_word(kw, "script") ? SMPL_R_SCRIPT :
		  is_word(kw, "initialize") ? SMPL_R_INITIALIZE
					    : SMPL_R_FINALIZE;
	r->skip = 1;
	expect(P, SMPL_T_COLON);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a script language");
	next(P);
	if (at(P, SMPL_T_IDENT) && !is_word(peek(P), "depends")) {
		check_rule_name(P, peek(P));
		r->name = intern(P, next(P));
	}
	if (is_word(peek(P), "depends")) {
		next(P);
		if (!is_word(peek(P), "on"))
			expected(P, "'on' after 'depends'");
		next(P);
		r = &P->f->rules[P->rule];
		r->depends = parse_dep_or(P);
	}
	expect(P, SMPL_T_AT);
}

/* ---- metavariable declarations ---- */

static int parse_meta_word(struct parser *P, uint16_t *flags);

static uint32_t parse_inherited_value(struct parser *P);

/* NAME NAME: the first a C type name nobody declared (u64 x;) */
static int type_name_at(struct parser *P)
{
	return at(P, SMPL_T_IDENT) && peek2(P)->kind == SMPL_T_IDENT &&
	       find_meta(P, peek(P)) < 0;
}

/* '{' type { ',' type } '}': any of these types, a TYPE node with no
 * name whose kids are the types */
static uint32_t parse_type_set(struct parser *P)
{
	struct list l = { 0 };
	uint32_t first = P->cur;

	next(P);
	do
		push(P, &l, parse_type(P));
	while (at(P, SMPL_T_COMMA) && next(P));
	expect(P, SMPL_T_RBRACE);
	return mk(P, SMPL_TYPE, first, l.v, l.n);
}

/* '*'... alone, the type of "expression *E": a pointer to anything */
static uint32_t parse_any_pointer(struct parser *P)
{
	uint32_t first = P->cur, n;
	int ptr = 0;

	while (at(P, SMPL_T_STAR) && ptr < MAX_POINTERS) {
		next(P);
		ptr++;
	}
	n = mk(P, SMPL_TYPE, first, NULL, 0);
	N(P, n)->op = (uint8_t)ptr;
	return n;
}

/* ctype -> (type | '{' type { ',' type } '}') [ '[' ']' ] | '*'... */
static uint32_t parse_meta_ctype(struct parser *P)
{
	uint32_t t;

	if (at(P, SMPL_T_STAR))
		return parse_any_pointer(P);
	t = at(P, SMPL_T_LBRACE) ? parse_type_set(P) : parse_type(P);
	if (at(P, SMPL_T_LBRACK)) {
		next(P);
		expect(P, SMPL_T_RBRACK);
		N(P, t)->flags |= SMPL_TYPE_ARRAY;
	}
	return t;
}

/* list-length -> '[' (number | name) ']' */
static uint32_t parse_list_len(struct parser *P)
{
	uint32_t n;

	next(P);
	if (at(P, SMPL_T_INT))
		n = parse_const(P);
	else if (at(P, SMPL_T_IDENT) && peek2(P)->kind == SMPL_T_DOT)
		n = parse_inherited_value(P);
	else if (at(P, SMPL_T_IDENT))
		n = mk(P, SMPL_ID, P->cur, NULL, 0), N(P, n)->str =
			intern(P, next(P));
	else
		expected(P, "a list length (a number or a name)");
	expect(P, SMPL_T_RBRACK);
	return n;
}

/* kind -> [local|global] spelling [ctype] [list-length] [any] | ctype
 * spelling -> one of metas.def: identifier | identifier list | ...
 * local and global go with idexpression only, a ctype with expression,
 * idexpression and constant, a length with lists, any with position; a
 * C type alone declares expressions of that type.  Returns the kind; sets
 * its flags, its C type (a TYPE node, or 0) and its length (a node, 0). */
static int parse_meta_kind(struct parser *P, uint16_t *flags,
			   uint32_t *type, uint32_t *len)
{
	uint32_t at0 = P->cur;
	int kind = parse_meta_word(P, flags);
	int alone = P->cur == at0;	/* a C type without a kind word */

	*type = *len = 0;
	if ((kind == SMPL_M_IDEXPRESSION || kind == SMPL_M_EXPRESSION ||
	     kind == SMPL_M_CONSTANT) &&
	    (is_type_start(P, peek(P)) || at(P, SMPL_T_STAR) ||
	     at(P, SMPL_T_LBRACE) || (alone && type_name_at(P))))
		*type = parse_meta_ctype(P);
	else if (smpl_mkind_binds[kind] == SMPL_MB_LIST &&
		 at(P, SMPL_T_LBRACK))
		*len = parse_list_len(P);
	else if (kind == SMPL_M_POSITION && is_word(peek(P), "any") &&
		 peek2(P)->kind == SMPL_T_IDENT) {
		next(P);
		*flags |= SMPL_MF_ANY;
	}
	return kind;
}

/* Word i of spelling s; its length in *n. */
static const char *spelling_word(const char *s, uint32_t i, size_t *n)
{
	while (i--)
		s += strcspn(s, " ") + 1;
	*n = strcspn(s, " ");
	return s;
}

static uint32_t spelling_words(const char *s)
{
	uint32_t n = 1;

	while ((s = strchr(s, ' ')) != NULL) {
		n++;
		s++;
	}
	return n;
}

/* How many words of spelling s the tokens at the cursor spell. */
static uint32_t spelled(struct parser *P, const char *s)
{
	uint32_t i, nw = spelling_words(s);
	const char *w;
	size_t n;

	for (i = 0; i < nw && P->cur + i < P->ntok; i++) {
		w = spelling_word(s, i, &n);
		if (!is_word_n(&P->tok[P->cur + i], w, n))
			break;
	}
	return i;
}

/* After the first words of spelling s but not the next one: "expected
 * 'identifier' after 'fresh'". */
static void spelling_cut(struct parser *P, const char *s, uint32_t i)
{
	char buf[128];
	size_t n, m;
	const char *w = spelling_word(s, i, &n);
	const char *v = spelling_word(s, i - 1, &m);

	while (i--)
		next(P);
	snprintf(buf, sizeof(buf), "'%.*s' after '%.*s'", (int)n, w, (int)m,
		 v);
	expected(P, buf);
}

/* spelling -> the longest spelling of metas.def that the tokens at the
 * cursor spell, or -1 (nothing consumed) */
static int parse_spelling(struct parser *P)
{
	int kind = -1, cut = -1, k;
	uint32_t most = 0, most_cut = 0, i;

	for (k = 0; k < SMPL_NMKINDS; k++) {
		const char *s = smpl_mkind_names[k];
		uint32_t n = spelled(P, s), nw = spelling_words(s);

		if (n == nw && n > most) {
			kind = k;
			most = n;
		} else if (n < nw && n > most_cut) {
			cut = k;
			most_cut = n;
		}
	}
	if (kind < 0 && cut >= 0)
		spelling_cut(P, smpl_mkind_names[cut], most_cut);
	for (i = 0; i < most; i++)
		next(P);
	return kind;
}

static int parse_meta_word(struct parser *P, uint16_t *flags)
{
	const struct smpl_token *t = peek(P);
	int kind;

	*flags = 0;
	if (is_word(t, "local") || is_word(t, "global")) {
		*flags = is_word(t, "local") ? SMPL_MF_LOCAL : SMPL_MF_GLOBAL;
		next(P);
		if (!is_word(peek(P), "idexpression"))
			expected(P, *flags == SMPL_MF_LOCAL ?
				 "'idexpression' after 'local'" :
				 "'idexpression' after 'global'");
		t = peek(P);
	}
	kind = parse_spelling(P);
	if (kind < 0 && (is_type_start(P, t) || type_name_at(P) ||
			 t->kind == SMPL_T_LBRACE) && !*flags)
		return SMPL_M_EXPRESSION;
	if (kind < 0)
		expected(P, "a metavariable kind");
	return kind;
}

/* An operator of an operator metavariable's value set: one of C's binary
 * operators, assignment operators ('=' and 'op='), or unary operators. */
static uint32_t parse_oper(struct parser *P, int kind)
{
	static const uint8_t unops[] = {
		[SMPL_T_MINUS] = SMPL_OP_NEG, [SMPL_T_PLUS] = SMPL_OP_POS,
		[SMPL_T_BANG] = SMPL_OP_NOT, [SMPL_T_TILDE] = SMPL_OP_BNOT,
		[SMPL_T_STAR] = SMPL_OP_DEREF, [SMPL_T_AMP] = SMPL_OP_ADDR,
	};
	enum smpl_tok k = peek(P)->kind;
	uint32_t n = mk(P, SMPL_OPER, P->cur, NULL, 0);
	uint8_t op = SMPL_OP_NONE;
	int ok;

	if (kind == SMPL_M_BINOP)
		ok = binary_prec(k, &op) > 0;
	else if (kind == SMPL_M_ASSIGNOP)
		ok = assign_op(k, &op);
	else
		ok = k < sizeof(unops) && unops[k];
	if (!ok)
		expected(P, kind == SMPL_M_BINOP ? "a binary operator" :
			 kind == SMPL_M_ASSIGNOP ? "an assignment operator"
						 : "a unary operator");
	N(P, n)->op = kind == SMPL_M_UNOP ? unops[k] : op;
	N(P, n)->flags = kind == SMPL_M_ASSIGNOP ? SMPL_OPER_ASSIGN : 0;
	N(P, n)->str = intern(P, next(P));	/* what the matcher compares */
	return n;
}

/* 1 when rule r names a list length t: "expression list [t] es" */
static int names_list_len(const struct smpl_file *f, uint32_t r,
			  const struct smpl_token *t)
{
	const struct smpl_rule *rl = &f->rules[r];
	uint32_t i;

	for (i = rl->meta0; i < rl->meta0 + rl->nmeta; i++) {
		const struct smpl_node *n = &f->nodes[f->metas[i].len];
		const char *s = smpl_str(f, n->str);

		if (f->metas[i].len && n->kind == SMPL_ID &&
		    strlen(s) == t->len && !memcmp(s, t->text, t->len))
			return 1;
	}
	return 0;
}

/* R.x as a constraint's value: an ID node "R.x" naming x of R */
static uint32_t parse_inherited_value(struct parser *P)
{
	const struct smpl_token *rn = next(P), *t;
	uint32_t n = P->cur - 1;
	char buf[256];
	int32_t r;

	next(P);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a metavariable name after '.'");
	t = next(P);
	r = find_rule(P, rn);
	if (r < 0)
		unknown_rule(P, rn, "refers to");
	else if (find_meta_in(P->f, (uint32_t)r, t->text, t->len) < 0 &&
		 !names_list_len(P->f, (uint32_t)r, t) &&
		 P->f->rules[r].kind == SMPL_R_CODE)
		semantic_error(P, t, "rule '%.*s' declares no metavariable "
			       "'%.*s'", (int)rn->len, rn->text, (int)t->len,
			       t->text);
	n = mk(P, SMPL_ID, n, NULL, 0);
	snprintf(buf, sizeof(buf), "%.*s.%.*s", (int)(rn->len & 127), rn->text,
		 (int)(t->len & 127), t->text);
	N(P, n)->str = smpl_ast_str(P->f, buf, strlen(buf));
	return n;	/* by name: "R.x" is no metavariable of this rule */
}

/* cvalue -> identifier | constant | expression | operator | R.x */
static uint32_t parse_cvalue(struct parser *P, int kind)
{
	if (at(P, SMPL_T_IDENT) && peek2(P)->kind == SMPL_T_DOT &&
	    find_rule(P, peek(P)) >= 0)
		return parse_inherited_value(P);
	if (smpl_mkind_binds[kind] == SMPL_MB_OP)
		return parse_oper(P, kind);
	switch (smpl_mkind_binds[kind]) {
	case SMPL_MB_NAME: case SMPL_MB_FRESH:
		return parse_ident(P);
	case SMPL_MB_TYPE:
		return parse_type(P);
	}
	return parse_conditional(P);
}

/* '{' cvalue { ',' cvalue } '}' or a single cvalue */
static void parse_cvalues(struct parser *P, struct smpl_meta *mv, int set)
{
	struct list l = { 0 };

	if (set || at(P, SMPL_T_LBRACE)) {
		expect(P, SMPL_T_LBRACE);
		do
			push(P, &l, parse_cvalue(P, mv->kind));
		while (at(P, SMPL_T_COMMA) && next(P));
		expect(P, SMPL_T_RBRACE);
	} else {
		push(P, &l, parse_cvalue(P, mv->kind));
	}
	mv->cons0 = smpl_ast_list(P->f, l.v, l.n);
	mv->ncons = l.n;
}

static void parse_regex(struct parser *P, uint32_t m)
{
	const struct smpl_token *t;
	char *re, msg[128];
	regex_t rx;
	int err;

	if (!at(P, SMPL_T_STRING))
		expected(P, "a regular expression in double quotes");
	t = next(P);
	re = smpl_arena_strndup(&P->scratch, t->text + 1, t->len - 2);
	err = regcomp(&rx, re, REG_EXTENDED | REG_NOSUB);
	if (err) {
		regerror(err, &rx, msg, sizeof(msg));
		semantic_error(P, t, "invalid regular expression %.*s: %s",
			       (int)t->len, t->text, msg);
	}
	regfree(&rx);
	P->f->metas[m].regex = smpl_ast_str(P->f, re, t->len - 2);
}

/* seed -> (string | name) { '##' (string | name) } */
static void parse_seed(struct parser *P, uint32_t m)
{
	struct list l = { 0 };

	do {
		if (at(P, SMPL_T_STRING)) {
			push(P, &l, parse_const(P));
		} else if (at(P, SMPL_T_IDENT)) {
			const struct smpl_token *t = peek(P);

			if (find_meta(P, t) < 0)
				semantic_error(P, t, "metavariable '%.*s' is "
					       "not declared", (int)t->len,
					       t->text);
			push(P, &l, parse_ident(P));
		} else {
			expected(P, "a string or a metavariable");
		}
	} while (at(P, SMPL_T_HASHHASH) && next(P));
	P->f->metas[m].seed0 = smpl_ast_list(P->f, l.v, l.n);
	P->f->metas[m].nseed = l.n;
}

/* script-constraint -> ':' 'script' ':' lang '(' [names] ')' '{' code '}'
 * The code is kept as written (one string: "lang (names) { code }"), not
 * run.  The braces of the code must balance. */
static void parse_script_constraint(struct parser *P, uint32_t m)
{
	const struct smpl_token *t0, *t;
	int depth = 0;

	next(P);
	if (!is_word(peek(P), "script"))
		expected(P, "'script' after ':'");
	t0 = next(P);
	expect(P, SMPL_T_COLON);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a script language");
	next(P);
	expect(P, SMPL_T_LPAREN);
	while (at(P, SMPL_T_IDENT) || at(P, SMPL_T_COMMA))
		next(P);
	expect(P, SMPL_T_RPAREN);
	if (!at(P, SMPL_T_LBRACE))
		expected(P, "'{' before the script code");
	do {
		if (at(P, SMPL_T_EOF) || at(P, SMPL_T_ATAT))
			expected(P, "'}' to end the script code");
		t = next(P);
		depth += t->kind == SMPL_T_LBRACE;
		depth -= t->kind == SMPL_T_RBRACE;
	} while (depth > 0);
	t0 = t0 + 2;		/* the language */
	P->f->metas[m].script = smpl_ast_str(P->f, t0->text,
					     (size_t)(t->text + t->len -
						      t0->text));
}

/* constraint -> '!=' cvalues | '=' '{' ... '}' | '=~' re | '!~' re
 *	       | '<=' cvalues | script-constraint ;
 * a fresh identifier takes '=' seed instead */
static void parse_constraint(struct parser *P, uint32_t m)
{
	struct smpl_meta *mv = &P->f->metas[m];
	enum smpl_tok k = peek(P)->kind;

	if (smpl_mkind_binds[mv->kind] == SMPL_MB_FRESH) {
		if (k == SMPL_T_ASSIGN) {
			next(P);
			parse_seed(P, m);
		}
		return;
	}
	if (k == SMPL_T_COLON) {
		parse_script_constraint(P, m);
		return;
	}
	if (k != SMPL_T_NE && k != SMPL_T_ASSIGN && k != SMPL_T_MATCH &&
	    k != SMPL_T_NMATCH && k != SMPL_T_LE)
		return;
	next(P);
	mv->cons = k == SMPL_T_NE ? SMPL_CONS_NE : k == SMPL_T_ASSIGN
		? SMPL_CONS_EQ : k == SMPL_T_MATCH ? SMPL_CONS_REGEX
		: k == SMPL_T_LE ? SMPL_CONS_SUB : SMPL_CONS_NREGEX;
	if (k == SMPL_T_MATCH || k == SMPL_T_NMATCH)
		parse_regex(P, m);
	else
		parse_cvalues(P, &P->f->metas[m], 0);
	if (at(P, SMPL_T_COLON))
		parse_script_constraint(P, m);
}

/* R.x: x as rule R declared it, of the same kind */
static void resolve_inherited(struct parser *P, uint32_t m,
			      const struct smpl_token *rn,
			      const struct smpl_token *t)
{
	int32_t r = find_rule(P, rn), x;
	struct smpl_meta *mv = &P->f->metas[m];

	if (r < 0) {
		unknown_rule(P, rn, "inherits from");
		return;
	}
	mv->from_rule = r;
	if (P->f->rules[r].kind != SMPL_R_CODE) {
		P->f->rules[P->rule].skip = 1;
		return;
	}
	x = find_meta_in(P->f, (uint32_t)r, t->text, t->len);
	if (x < 0) {
		semantic_error(P, t, "rule '%.*s' declares no metavariable "
			       "'%.*s'", (int)rn->len, rn->text, (int)t->len,
			       t->text);
		return;
	}
	if (P->f->metas[x].kind != mv->kind)
		semantic_error(P, t, "metavariable '%.*s' of rule '%.*s' is "
			       "declared as %s, not %s", (int)t->len, t->text,
			       (int)rn->len, rn->text,
			       smpl_mkind_names[P->f->metas[x].kind],
			       smpl_mkind_names[mv->kind]);
	mv->from_meta = x;
}

/* Kinds the parser takes and the matcher does not match yet. */
static int kind_not_matched(int kind)
{
	switch (kind) {
	case SMPL_M_UNOP:	/* spatch 1.1.1 has none to compare with */
	case SMPL_M_INITIALIZER: case SMPL_M_INITLIST: case SMPL_M_STMTLIST:
	case SMPL_M_PARAM: case SMPL_M_PARAMLIST: case SMPL_M_FIELD:
	case SMPL_M_FIELDLIST: case SMPL_M_DECLARATION: case SMPL_M_FORMAT:
	case SMPL_M_FORMATLIST:
		return 1;
	}
	return 0;
}

/* 1 when a constraint value names another rule's metavariable */
/* Every value of mv's constraint names another rule's metavariable. */
static int cons_all_inherited(struct parser *P, const struct smpl_meta *mv)
{
	uint32_t i;

	for (i = 0; i < mv->ncons; i++) {
		const struct smpl_node *n =
			&P->f->nodes[P->f->kids[mv->cons0 + i]];

		if (n->kind != SMPL_ID || !strchr(smpl_str(P->f, n->str), '.'))
			return 0;
	}
	return mv->ncons > 0;
}

static int cons_inherited(struct parser *P, const struct smpl_meta *mv)
{
	uint32_t i;

	for (i = 0; i < mv->ncons; i++) {
		const struct smpl_node *n =
			&P->f->nodes[P->f->kids[mv->cons0 + i]];

		if (n->kind == SMPL_ID && strchr(smpl_str(P->f, n->str), '.'))
			return 1;
	}
	return 0;
}

/* What of metavariable mv's declaration the matcher cannot check yet,
 * in words for a message; NULL when it can all be matched. */
static const char *not_matched_what(struct parser *P,
				    const struct smpl_meta *mv, char *buf,
				    size_t n)
{
	const struct smpl_node *t = mv->type ? &P->f->nodes[mv->type] : NULL;

	if (kind_not_matched(mv->kind))
		snprintf(buf, n, "'%s' metavariables",
			 smpl_mkind_names[mv->kind]);
	else if (mv->flags & SMPL_MF_GLOBAL)
		return "'global idexpression' metavariables";
	else if (mv->flags & SMPL_MF_ANY)
		return "'position any' metavariables";
	else if (mv->flags & SMPL_MF_VIRTUAL)
		return "virtual identifiers ('identifier virtual.x')";
	else if (mv->cons == SMPL_CONS_SUB)
		return "subterm constraints ('<=')";
	else if (mv->script)
		return "script constraints";
	else if (mv->len)
		return "list lengths ('[n]')";
	else if (t && (t->flags & SMPL_TYPE_ARRAY))
		return "array types of metavariables";
	else if (t && t->nkids)
		return "sets of types ('{T1, T2} x')";
	else if (mv->kind == SMPL_M_POSITION && mv->cons != SMPL_CONS_NONE &&
		 !((mv->cons == SMPL_CONS_NE || mv->cons == SMPL_CONS_EQ) &&
		   cons_all_inherited(P, mv)))
		return "constraints on positions other than '!= R.p'";
	else if (mv->kind != SMPL_M_POSITION && cons_inherited(P, mv))
		return "constraints naming another rule's metavariable";
	else
		return NULL;
	return buf;
}

static const char *rule_label(const struct smpl_file *f, uint32_t r,
			      char *buf, size_t n);

/* A declaration the matcher cannot check: the rule matches nothing
 * (skipped, so it never matches wrongly), with a warning saying why. */
static void not_matched_yet(struct parser *P, uint32_t m)
{
	const struct smpl_meta *mv = &P->f->metas[m];
	char buf[64], rl[128];
	const char *what = not_matched_what(P, mv, buf, sizeof(buf));
	struct smpl_rule *r = &P->f->rules[P->rule];

	if (!what || r->kind != SMPL_R_CODE)
		return;
	if (!r->skip)
		smpl_warning(P->d, mv->pos, "%s are not matched yet: %s "
			     "matches nothing", what,
			     rule_label(P->f, P->rule, rl, sizeof(rl)));
	r->skip = 1;
}

/* mvar -> [rule '.'] name [constraint]; rule may be 'virtual' for an
 * identifier set by -D name=VALUE */
static void parse_mvar(struct parser *P, int kind, uint16_t flags,
		       uint32_t type, uint32_t len)
{
	const struct smpl_token *t, *rn = NULL;
	uint32_t m;

	if (kind == SMPL_M_TYPEDEF && is_builtin_type(peek(P)->kind)) {
		next(P);	/* typedef bool: a C type already */
		return;
	}
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a metavariable name");
	t = next(P);
	if (at(P, SMPL_T_DOT)) {
		rn = t;
		next(P);
		if (!at(P, SMPL_T_IDENT))
			expected(P, "a metavariable name after '.'");
		t = next(P);
	}
	if (find_meta(P, t) >= 0)
		semantic_error(P, t, "metavariable '%.*s' declared twice",
			       (int)t->len, t->text);
	m = smpl_ast_meta(P->f);
	P->f->rules[P->rule].nmeta++;
	P->f->metas[m].kind = (uint8_t)kind;
	P->f->metas[m].flags = flags;
	P->f->metas[m].pos = t->pos;
	P->f->metas[m].name = intern(P, t);
	P->f->metas[m].type = type;
	P->f->metas[m].len = len;
	if (rn && is_word(rn, "virtual") && kind == SMPL_M_IDENTIFIER)
		P->f->metas[m].flags |= SMPL_MF_VIRTUAL;
	else if (rn)
		resolve_inherited(P, m, rn, t);
	parse_constraint(P, m);
	not_matched_yet(P, m);
}

/* declaration -> kind mvar { ',' mvar } ';' */
static void parse_meta_decl(struct parser *P)
{
	uint16_t flags;
	uint32_t type, len;
	int kind = parse_meta_kind(P, &flags, &type, &len);

	do
		parse_mvar(P, kind, flags, type, len);
	while (at(P, SMPL_T_COMMA) && next(P));
	expect_semi(P, "a metavariable declaration");
}

/* After an error in a declaration: on to the next one, or to '@@'. */
static void skip_decl(struct parser *P)
{
	while (!at(P, SMPL_T_SEMI) && !at(P, SMPL_T_ATAT) && !at(P, SMPL_T_EOF)
	       && !(at(P, SMPL_T_AT) && (peek(P)->flags & SMPL_TF_OPEN)))
		next(P);
	if (at(P, SMPL_T_SEMI))
		next(P);
}

static void parse_meta_decls(struct parser *P)
{
	jmp_buf outer;

	memcpy(outer, P->fail, sizeof(outer));
	while (!at(P, SMPL_T_ATAT) && !at(P, SMPL_T_EOF) &&
	       !(at(P, SMPL_T_AT) && (peek(P)->flags & SMPL_TF_OPEN)) &&
	       !smpl_diag_full(P->d)) {
		if (peek(P)->kind != SMPL_T_IDENT && !at(P, SMPL_T_LBRACE) &&
		    !is_type_start(P, peek(P)))
			break;	/* not a declaration: the caller says so */
		if (setjmp(P->fail)) {
			skip_decl(P);
			continue;
		}
		parse_meta_decl(P);
	}
	memcpy(P->fail, outer, sizeof(outer));
}

/* ---- rule bodies: code tokens, marks, + code ---- */

/* Index in g of the token that ends the body starting at i: the '@' of
 * the next rule, or the end of the file. */
static uint32_t body_end(const struct parser *P, uint32_t i)
{
	while (P->g[i].kind != SMPL_T_EOF &&
	       !(P->g[i].kind == SMPL_T_AT && (P->g[i].flags & SMPL_TF_OPEN)))
		i++;
	return i;
}

/* The code tokens of g[start, end), then an end-of-rule token. */
static void take_code(struct parser *P, uint32_t start, uint32_t end)
{
	uint32_t i, n = 0;

	P->tok = smpl_arena_alloc(&P->scratch,
				  (end - start + 1) * sizeof(*P->tok));
	P->tok_g = smpl_arena_alloc(&P->scratch,
				    (end - start + 1) * sizeof(*P->tok_g));
	for (i = start; i < end; i++)
		if (P->g[i].mark != SMPL_TM_PLUS) {
			P->tok_g[n] = i;
			P->tok[n++] = P->g[i];
		}
	P->tok[n] = P->g[end];
	P->tok[n].kind = SMPL_T_EOF;
	P->tok[n].region = SMPL_RG_BODY;
	P->tok[n].pos = n ? smpl_lex_after(&(struct smpl_tokens){ P->tok, n }, n)
			  : smpl_lex_after(&(struct smpl_tokens){
				  (struct smpl_token *)P->g, start }, start);
	P->tok_g[n] = end;
	P->ntok = n + 1;
	P->cur = 0;
}

/* A function definition that owns no token (no storage class), or a
 * parameter, has the mark of its parts when they all have one: `-
 * f(...) { ... }` removes the whole function. */
static void func_mark(struct parser *P, uint32_t n)
{
	uint32_t i, k;
	int mark = -1;

	for (i = 0; i < N(P, n)->nkids; i++) {
		k = smpl_kid(P->f, n, i);
		if (!k)
			continue;
		if (mark >= 0 && N(P, k)->mark != mark)
			return;
		mark = N(P, k)->mark;
	}
	if (mark >= 0)
		N(P, n)->mark = (uint8_t)mark;
}

/* Each node's mark is that of the tokens it owns: those in its range not
 * taken by a kid (kids are older, so they claim theirs first). */
static void check_funcs(struct parser *P, uint32_t body);
static void check_blocks(struct parser *P, uint32_t n, int stmts);

static void compute_marks(struct parser *P)
{
	uint32_t nn = P->f->nnodes, n, i;
	uint32_t *owner = smpl_arena_alloc(&P->scratch,
					   P->ntok * sizeof(*owner));
	uint8_t *seen = smpl_arena_alloc(&P->scratch, nn - P->node0);

	for (n = P->node0; n < nn; n++)
		for (i = P->first[n]; i < P->end[n]; i++)
			if (!owner[i])
				owner[i] = n;
	for (i = 0; i + 1 < P->ntok; i++) {
		uint8_t bit = (uint8_t)(1u << P->tok[i].mark);

		if (owner[i])
			seen[owner[i] - P->node0] |= bit;
	}
	for (n = P->node0; n < nn; n++) {
		uint8_t s = seen[n - P->node0];

		if (s & (s - 1)) {
			smpl_error(P->d, N(P, n)->pos, "only part of this %s "
				   "is marked '%c'", smpl_kind_names[N(P, n)->kind],
				   (s & (1u << SMPL_TM_MINUS)) ? '-' : '*');
			longjmp(P->fail, 1);
		}
		N(P, n)->mark = (s & (1u << SMPL_TM_MINUS)) ? SMPL_MINUS :
				(s & (1u << SMPL_TM_STAR)) ? SMPL_STAR : SMPL_CTX;
	}
	/* a macro loop owns no token (its header is the invocation, a
	 * call): it is removed when both its header and body are (kids
	 * come first, so theirs are done); `- I(x)` `+ J(x)` over a
	 * context body replaces the invocation, as an expression */
	for (n = P->node0; n < nn; n++) {
		uint8_t h, b;

		if ((N(P, n)->kind == SMPL_FUNC ||
		     N(P, n)->kind == SMPL_PARAM) && !seen[n - P->node0])
			func_mark(P, n);
		if (N(P, n)->kind != SMPL_ITER)
			continue;
		h = N(P, smpl_kid(P->f, n, 0))->mark;
		b = N(P, smpl_kid(P->f, n, 1))->mark;
		if (h == b)
			N(P, n)->mark = h;
	}
}

/* Code tokens + code may not attach to: dots, nests, when clauses and
 * the separators of disjunctions. */
static uint8_t *find_anchorable(struct parser *P)
{
	uint8_t *ok = smpl_arena_alloc(&P->scratch, P->ntok);
	uint32_t n, i;

	for (i = 0; i + 1 < P->ntok; i++)
		switch (P->tok[i].kind) {
		case SMPL_T_DISJ_BAR: case SMPL_T_CONJ_AND: case SMPL_T_DOTS:
		case SMPL_T_NEST_OPEN: case SMPL_T_NESTP_OPEN:
		case SMPL_T_NEST_CLOSE: case SMPL_T_NESTP_CLOSE:
			break;
		default:
			ok[i] = 1;
		}
	for (n = P->node0; n < P->f->nnodes; n++)
		if (N(P, n)->kind == SMPL_WHEN)
			for (i = P->first[n]; i < P->end[n]; i++)
				ok[i] = 0;
	return ok;
}

static int anchor_kind(enum smpl_kind k)
{
	return k != SMPL_SEQ && k != SMPL_DOTS && k != SMPL_WHEN &&
	       k != SMPL_NEST && k != SMPL_NONE;
}

/* Is node n a better anchor than best for token tok: one with the
 * token's own mark, or else the larger? */
static int better_anchor(struct parser *P, uint32_t n, uint32_t best,
			 uint32_t tok)
{
	int same = N(P, n)->mark == P->tok[tok].mark;

	if (!best || same != (N(P, best)->mark == P->tok[tok].mark))
		return !best || same;
	return P->first[n] < P->first[best] || P->end[n] > P->end[best];
}

/* Does the header of if, while or for n end with token tok (its `)`)? */
static int header_ends(struct parser *P, uint32_t n, uint32_t tok)
{
	switch (N(P, n)->kind) {
	case SMPL_IF: case SMPL_WHILE:
		return P->end[smpl_kid(P->f, n, 0)] == tok;
	case SMPL_ITER:		/* the header is the invocation, ')' its own */
		return P->end[smpl_kid(P->f, n, 0)] == tok + 1;
	case SMPL_FOR:
		return P->first[smpl_kid(P->f, n, 3)] == tok + 1;
	}
	return 0;
}

/* The if (while, for) whose removed header `- if (E)` ends with token
 * tok, or 0: + code right after it goes with the statement (`- if (x)`
 * `+ if (y)` over a context arm replaces the header, as spatch does),
 * not before the arm. */
static uint32_t removed_if_header(struct parser *P, uint32_t tok)
{
	uint32_t n;

	if (P->tok[tok].kind != SMPL_T_RPAREN || P->tok[tok].mark != SMPL_TM_MINUS)
		return 0;
	for (n = P->node0; n < P->f->nnodes; n++)
		if (N(P, n)->mark == SMPL_MINUS && header_ends(P, n, tok))
			return n;
	return 0;
}

/* The largest node whose first (before) or last (after) token is tok,
 * preferring those with the token's mark (after `- foo();` in the arm
 * of a context `if`, the removed arm, not the if); inside a '?', the
 * optional statement itself. */
static uint32_t anchor_at(struct parser *P, uint32_t tok, int after)
{
	uint32_t n, best = 0;

	for (n = P->node0; n < P->f->nnodes; n++) {
		if (!anchor_kind(N(P, n)->kind) || P->end[n] == P->first[n])
			continue;
		if (after ? P->end[n] != tok + 1 : P->first[n] != tok)
			continue;
		if (better_anchor(P, n, best, tok))
			best = n;
	}
	if (!best && after)
		best = removed_if_header(P, tok);
	if (best && N(P, best)->kind == SMPL_OPT)
		best = smpl_kid(P->f, best, 0);
	return best;
}

/* + code may use what the match binds, what another rule bound, and
 * fresh identifiers. */
static void check_plus_meta(struct parser *P, const struct smpl_token *t,
			    int32_t m)
{
	const struct smpl_meta *mv = &P->f->metas[m];

	use_meta(P, m);
	if (mv->flags & (SMPL_MF_BOUND | SMPL_MF_VIRTUAL) ||
	    mv->from_rule >= 0 ||
	    mbinds(P, m) == SMPL_MB_FRESH || mbinds(P, m) == SMPL_MB_NONE)
		return;
	smpl_error(P->d, t->pos, "metavariable '%.*s' is used in '+' code "
		   "but no matched code binds it", (int)t->len, t->text);
}

/* A comment of + code as written out: the '+' that starts each of its
 * lines after the first is the rule's, not the comment's. */
static uint32_t intern_comment(struct parser *P, const struct smpl_token *t)
{
	char *s = malloc(t->len + 1);
	uint32_t i, n = 0, r;

	if (!s)
		abort();
	for (i = 0; i < t->len; i++)
		if (!(i && t->text[i - 1] == '\n' && t->text[i] == '+'))
			s[n++] = t->text[i];
	r = smpl_ast_str(P->f, s, n);
	free(s);
	return r;
}

static void add_plus_tokens(struct parser *P, uint32_t p, uint32_t g0,
			    uint32_t g1)
{
	uint32_t i;

	P->f->plus[p].tok0 = P->f->nptoks;
	for (i = g0; i < g1; i++) {
		const struct smpl_token *t = &P->g[i];
		uint32_t k = smpl_ast_ptok(P->f);
		int32_t m = find_meta_in(P->f, P->rule, t->text, t->len);

		if (t->kind == SMPL_T_AT)
			smpl_error(P->d, t->pos, "a position cannot be "
				   "attached to '+' code");
		if (t->kind != SMPL_T_IDENT)
			m = -1;
		if (m >= 0)
			check_plus_meta(P, t, m);
		if (m >= 0 && mbinds(P, m) == SMPL_MB_NONE)
			m = -1;		/* a declared C name is itself */
		P->f->ptoks[k].str = t->kind == SMPL_T_COMMENT ?
				     intern_comment(P, t) : intern(P, t);
		P->f->ptoks[k].meta = m;
		P->f->ptoks[k].col = (uint16_t)(t->pos.col > 65535 ? 65535
							      : t->pos.col);
		P->f->ptoks[k].flags = (t->flags & SMPL_TF_BOL) ? SMPL_PT_BOL
								 : 0;
	}
	P->f->plus[p].ntok = g1 - g0;
}

/* The + tokens g[g0, g1) sit between code tokens q-1 and q: attach them
 * after the code before them, else before the code after them. */
static void attach_plus(struct parser *P, const uint8_t *ok, uint32_t g0,
			uint32_t g1, uint32_t q)
{
	uint32_t anchor = 0, p;
	uint8_t where = SMPL_PLUS_AFTER;

	if (q > 0 && ok[q - 1])
		anchor = anchor_at(P, q - 1, 1);
	if (!anchor && q + 1 < P->ntok && ok[q]) {
		anchor = anchor_at(P, q, 0);
		where = SMPL_PLUS_BEFORE;
	}
	if (!anchor) {
		smpl_error(P->d, P->g[g0].pos, "'+' code has nothing to "
			   "attach to: it needs a context or '-' statement "
			   "next to it, not '...'");
		return;
	}
	p = smpl_ast_plus(P->f);
	P->f->plus[p].anchor = anchor;
	P->f->plus[p].where = where;
	P->f->plus[p].pos = P->g[g0].pos;
	add_plus_tokens(P, p, g0, g1);
	P->f->rules[P->rule].nplus++;
}

static void attach_all_plus(struct parser *P, uint32_t start, uint32_t end)
{
	const uint8_t *ok = find_anchorable(P);
	uint32_t i = start, q = 0;

	while (i < end) {
		uint32_t j = i;

		if (P->g[i].mark != SMPL_TM_PLUS) {
			i++;
			q++;
			continue;
		}
		while (j < end && P->g[j].mark == SMPL_TM_PLUS)
			j++;
		attach_plus(P, ok, i, j, q);
		i = j;
	}
}

/* patch, context or match-only; '*' never mixes with '-' or '+' */
static void set_mode(struct parser *P, uint32_t start, uint32_t end)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	const struct smpl_token *star = NULL, *edit = NULL;
	uint32_t i;

	for (i = start; i < end; i++) {
		if (P->g[i].mark == SMPL_TM_STAR && !star)
			star = &P->g[i];
		if ((P->g[i].mark == SMPL_TM_MINUS ||
		     P->g[i].mark == SMPL_TM_PLUS) && !edit)
			edit = &P->g[i];
	}
	r->mode = star ? SMPL_MODE_CONTEXT : edit ? SMPL_MODE_PATCH
						  : SMPL_MODE_MATCH;
	if (star && edit) {
		const struct smpl_token *later = star->pos.line > edit->pos.line
						 ? star : edit;

		smpl_error(P->d, (struct smpl_pos){ later->pos.line, 1 },
			   "'*' and '%c' mixed in one rule: a rule either "
			   "reports or transforms",
			   edit->mark == SMPL_TM_MINUS ? '-' : '+');
	}
}

static void unbalanced(struct parser *P)
{
	const struct smpl_token *t = peek(P);

	switch (t->kind) {
	case SMPL_T_DISJ_BAR: case SMPL_T_DISJ_CLOSE: case SMPL_T_CONJ_AND:
		syntax_error(P, t, "unbalanced %s: no '(' in column 0 "
			     "before it", smpl_lex_name(t->kind));
	case SMPL_T_RBRACE:
		syntax_error(P, t, "unbalanced '}'");
	default:
		syntax_error(P, t, "%s without '%s' before it",
			     smpl_lex_name(t->kind),
			     t->kind == SMPL_T_NEST_CLOSE ? "<..." : "<+...");
	}
}

static void parse_body(struct parser *P, uint32_t start, uint32_t end)
{
	struct smpl_rule *r = &P->f->rules[P->rule];

	take_code(P, start, end);
	set_mode(P, start, end);
	if (P->ntok == 1) {
		smpl_error(P->d, r->pos, "rule has an empty body");
		return;
	}
	P->node0 = P->f->nnodes;
	P->depth = 0;
	if (setjmp(P->fail))
		return;
	r->body = parse_seq(P);
	if (!at(P, SMPL_T_EOF))
		unbalanced(P);
	compute_marks(P);
	smpl_check_bind(P->f, P->rule, P->d);
	P->f->rules[P->rule].plus0 = P->f->nplus;
	attach_all_plus(P, start, end);
	smpl_check_nest_plus(P->f, P->rule, P->d);
	check_funcs(P, r->body);
}

/* Does the tree under n mark anything otherwise than `mark`, or hold
 * the anchor of + code? */
static int header_changed(struct parser *P, uint32_t n, uint8_t mark)
{
	const struct smpl_rule *r = &P->f->rules[P->rule];
	uint32_t i;

	if (!n)
		return 0;
	if (N(P, n)->mark != mark)
		return 1;
	for (i = r->plus0; i < P->f->nplus; i++)
		if (P->f->plus[i].anchor == n)
			return 1;
	for (i = 0; i < N(P, n)->nkids; i++)
		if (header_changed(P, smpl_kid(P->f, n, i), mark))
			return 1;
	return 0;
}

/* A { } block that is a statement of a sequence (not an arm, a loop's
 * or a function's body) is not matched yet: the rule warns and is
 * skipped.  stmts: n's elements are statements of a sequence. */
static void check_blocks(struct parser *P, uint32_t n, int stmts)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	uint32_t i, k, kind;
	char rl[128];

	if (!n || r->skip)
		return;
	kind = N(P, n)->kind;
	for (i = 0; i < N(P, n)->nkids; i++) {
		k = smpl_kid(P->f, n, i);
		if (!k)
			continue;
		if (stmts && N(P, k)->kind == SMPL_BLOCK &&
		    (kind == SMPL_SEQ || kind == SMPL_OPT)) {
			smpl_warning(P->d, N(P, k)->pos, "a { } block among "
				     "statements is not matched yet: %s "
				     "matches nothing", rule_label(P->f,
				     P->rule, rl, sizeof(rl)));
			r->skip = 1;
			return;
		}
		switch (kind) {
		case SMPL_SEQ: case SMPL_DISJ: case SMPL_CONJ: case SMPL_OPT:
			check_blocks(P, k, stmts);
			break;
		case SMPL_BLOCK: case SMPL_NEST:
			check_blocks(P, k, 1);
			break;
		case SMPL_IF: case SMPL_WHILE: case SMPL_FOR: case SMPL_DO:
		case SMPL_ITER: case SMPL_FUNC: case SMPL_SWITCH:
			check_blocks(P, k, 0);
			break;
		}
	}
}

/* A function definition is matched where it is the whole body (the
 * function from its entry to its exit) and its header (type, name,
 * parameters) goes or stays with it; elsewhere the rule is skipped with
 * a warning rather than matched wrongly. */
static void check_funcs(struct parser *P, uint32_t body)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	uint32_t n, i;
	char rl[128];

	check_blocks(P, body, 1);
	for (n = P->node0; n < P->f->nnodes && !r->skip; n++) {
		int ok = 1;

		if (N(P, n)->kind != SMPL_FUNC)
			continue;
		if (N(P, body)->nkids != 1 || smpl_kid(P->f, body, 0) != n)
			ok = 0;
		for (i = 0; i < 3 && ok; i++)
			ok = !header_changed(P, smpl_kid(P->f, n, i),
					     N(P, n)->mark);
		if (ok)
			continue;
		smpl_warning(P->d, N(P, n)->pos, "a function definition among "
			     "other code, or whose header changes apart from "
			     "it, is not matched yet: %s matches nothing",
			     rule_label(P->f, P->rule, rl, sizeof(rl)));
		r->skip = 1;
	}
}

/* ---- rules and files ---- */

static const char *rule_label(const struct smpl_file *f, uint32_t r,
			      char *buf, size_t n)
{
	if (*smpl_str(f, f->rules[r].name))
		snprintf(buf, n, "rule '%s'", smpl_str(f, f->rules[r].name));
	else
		snprintf(buf, n, "rule %u", r + 1);
	return buf;
}

/* The first skipped rule that formula n names, or -1. */
static int32_t skipped_dep(const struct smpl_file *f, uint32_t n)
{
	const struct smpl_node *d = &f->nodes[n];
	uint32_t i;

	if (d->kind == SMPL_DEPNAME)
		return d->op == SMPL_DEP_RULE && f->rules[d->meta].skip
			? d->meta : -1;
	for (i = 0; i < d->nkids; i++) {
		int32_t r = skipped_dep(f, smpl_kid(f, n, i));

		if (r >= 0)
			return r;
	}
	return -1;
}

/* A rule that needs a rule that is not run is not run either. */
static void skip_dependents(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	char a[64], b[64];
	int32_t s = r->depends ? skipped_dep(P->f, r->depends) : -1;
	uint32_t i;

	for (i = r->meta0; s < 0 && i < r->meta0 + r->nmeta; i++)
		if (P->f->metas[i].from_rule >= 0 &&
		    P->f->rules[P->f->metas[i].from_rule].skip)
			s = P->f->metas[i].from_rule;
	if (s < 0 || r->kind != SMPL_R_CODE)
		return;
	r->skip = 1;
	smpl_warning(P->d, r->pos, "%s skipped: it needs %s, which is not "
		     "run", rule_label(P->f, P->rule, a, sizeof(a)),
		     rule_label(P->f, (uint32_t)s, b, sizeof(b)));
}

static void parse_script(struct parser *P)
{
	const struct smpl_token *lang = &P->tok[P->cur + 2];

	parse_script_header(P);
	smpl_warning(P->d, P->f->rules[P->rule].pos, "%.*s rule skipped: "
		     "gcc-smpl does not run %.*s code",
		     (int)P->tok[P->rule_at + 1].len,
		     P->tok[P->rule_at + 1].text, (int)lang->len, lang->text);
	while (!at(P, SMPL_T_ATAT) && !at(P, SMPL_T_EOF) &&
	       !(at(P, SMPL_T_AT) && (peek(P)->flags & SMPL_TF_OPEN)))
		next(P);
	P->gi = body_end(P, P->cur);
}

/* rule -> header declarations '@@' body */
static void parse_rule(struct parser *P)
{
	uint32_t r = smpl_ast_rule(P->f), start;

	P->rule = r;
	P->tok = (struct smpl_token *)P->g;
	P->ntok = P->ng;
	P->cur = P->rule_at = P->gi;
	P->f->rules[r].pos = peek(P)->pos;
	P->f->rules[r].meta0 = P->f->nmetas;
	P->f->rules[r].plus0 = P->f->nplus;
	if (setjmp(P->fail)) {
		P->gi = body_end(P, P->cur + (P->cur == P->rule_at));
		return;
	}
	next(P);
	if (peek(P)->kind == SMPL_T_IDENT && peek2(P)->kind == SMPL_T_COLON &&
	    (is_word(peek(P), "script") || is_word(peek(P), "initialize") ||
	     is_word(peek(P), "finalize"))) {
		parse_script(P);
		return;
	}
	parse_header_items(P);
	parse_meta_decls(P);
	if (!at(P, SMPL_T_ATAT))
		expected(P, "a metavariable declaration or '@@'");
	next(P);
	start = P->cur;
	P->gi = body_end(P, start);
	skip_dependents(P);
	parse_body(P, start, P->gi);
}

/* virtual -> 'virtual' name { ',' name } */
static void parse_virtual(struct parser *P)
{
	next(P);
	do {
		const struct smpl_token *t;

		if (!at(P, SMPL_T_IDENT))
			expected(P, "a virtual name");
		t = next(P);
		if (find_virtual(P, t) >= 0)
			syntax_error(P, t, "virtual '%.*s' declared twice",
				     (int)t->len, t->text);
		smpl_ast_virtual(P->f, intern(P, t));
	} while (at(P, SMPL_T_COMMA) && next(P));
}

/* file -> { virtual | rule } */
void smpl_parse(struct smpl_file *f, const struct smpl_tokens *toks,
		struct smpl_diag *d)
{
	struct parser P = { .f = f, .d = d, .g = toks->v, .ng = toks->n };

	smpl_arena_init(&P.scratch);
	while (P.g[P.gi].kind != SMPL_T_EOF && !smpl_diag_full(d)) {
		const struct smpl_token *t = &P.g[P.gi];

		if (t->kind == SMPL_T_AT && (t->flags & SMPL_TF_OPEN)) {
			parse_rule(&P);
			smpl_arena_free(&P.scratch);
			continue;
		}
		P.tok = (struct smpl_token *)P.g;
		P.ntok = P.ng;
		P.cur = P.gi;
		if (!setjmp(P.fail)) {
			if (!is_word(t, "virtual"))
				expected(&P, "'@' starting a rule, or "
					     "'virtual'");
			parse_virtual(&P);
			P.gi = P.cur;
		} else {
			P.gi = body_end(&P, P.cur + 1);
		}
	}
	if (!f->nrules && !d->nerrors)
		smpl_error(d, (struct smpl_pos){ 0, 0 }, "no rule in this file");
	smpl_arena_free(&P.scratch);
	free(P.first);
	free(P.end);
	free(P.height);
}
