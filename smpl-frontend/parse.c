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
#define MAX_ATS 64		/* '@' read for nodes not made yet */

/* A metavariable after '@' on a token of a node not made yet
 * (`return@p`, `==@p`, `;@p`): attached once the node is (attach_ats). */
struct pending_at {
	int32_t meta;
	uint8_t slot;		/* SMPL_AT_* */
	struct smpl_pos pos;	/* of the '@' */
};

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
	uint32_t *owner;		/* node owning each code token */
	uint32_t rule;			/* index of the rule being parsed */
	int depth;
	struct pending_at ats[MAX_ATS];	/* a stack: each node takes those
					   read since it began */
	uint32_t nats;
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

/* An iterator or declarer name an earlier rule declared: such a name
 * holds in the rules after it too, as in spatch. */
static int32_t earlier_name(struct parser *P, const struct smpl_token *t)
{
	uint32_t r;
	int32_t m;

	for (r = P->rule; r-- > 0;) {
		m = find_meta_in(P->f, r, t->text, t->len);
		if (m >= 0 && (P->f->metas[m].kind == SMPL_M_ITERNAME ||
			       P->f->metas[m].kind == SMPL_M_DECLNAME))
			return m;
	}
	return -1;
}

static int32_t find_meta(struct parser *P, const struct smpl_token *t)
{
	int32_t m;

	if (t->kind != SMPL_T_IDENT)
		return -1;
	m = find_meta_in(P->f, P->rule, t->text, t->len);
	return m >= 0 ? m : earlier_name(P, t);
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

/* ---- metavariables after '@' ---- */

static const char *rule_label(const struct smpl_file *f, uint32_t r,
			      char *buf, size_t n);

/* Something after '@' that the matcher does not bind yet: the rule is
 * skipped with a warning at the '@', rather than matched without it. */
static void at_not_matched(struct parser *P, struct smpl_pos at_pos,
			   const char *what)
{
	char buf[80];

	P->f->rules[P->rule].skip = 1;
	smpl_warning(P->d, at_pos, "%s is not matched yet: %s matches "
		     "nothing", what, rule_label(P->f, P->rule, buf,
						 sizeof(buf)));
}

/* The metavariable after the '@' at the cursor, or -1 after an error: a
 * position, or one that stands for the same code (spatch's
 * as-metavariables: `f(...)@E`, `c@i`, `a <=@E b` binds E to the whole
 * comparison), which the matcher binds on expressions (`expr`) only; a
 * statement metavariable there binds the statement the expression is
 * in (`f(3 +@S 4);`, as spatch). */
static int32_t read_at(struct parser *P, int expr)
{
	const struct smpl_token *at_tok = next(P), *t;
	char buf[64];
	int32_t m;
	int kind, b;

	if (!at(P, SMPL_T_IDENT))
		expected(P, "a position metavariable after '@'");
	t = next(P);
	m = find_meta(P, t);
	if (m < 0) {
		semantic_error(P, t, "position metavariable '%.*s' is not "
			       "declared", (int)t->len, t->text);
		return -1;
	}
	kind = P->f->metas[m].kind;
	b = smpl_mkind_binds[kind];
	if (b == SMPL_MB_NONE || b == SMPL_MB_FRESH) {
		semantic_error(P, t, "'%.*s' is declared as %s, not position",
			       (int)t->len, t->text, smpl_mkind_names[kind]);
		return -1;
	}
	use_meta(P, m);
	if (kind != SMPL_M_POSITION && !(expr &&
	    mkind_place[kind] == SMPL_MP_EXPR &&
	    (b == SMPL_MB_EXPR || b == SMPL_MB_NAME)) &&
	    !(expr && kind == SMPL_M_STATEMENT) &&	/* the statement */
	    kind != SMPL_M_DECLARATION) {	/* checked by decl_metas */
		snprintf(buf, sizeof(buf), "%s after '@'", mkind_noun[kind]);
		at_not_matched(P, at_tok->pos, buf);
	}
	return m;
}

/* A POSAT node: metavariable m after '@' (at pos) on token slot of n. */
static void add_posat(struct parser *P, uint32_t n, int32_t m, uint8_t slot,
		      struct smpl_pos pos)
{
	uint32_t k = smpl_ast_node(P->f, SMPL_POSAT, pos);

	smpl_ast_kids(P->f, k, &n, 1);
	note_range(P, k, P->cur);	/* it owns no token */
	N(P, k)->meta = m;
	N(P, k)->op = slot;
}

/* Every '@' x at the cursor, on token slot of node n, made already: the
 * node's first position is its posvar, the rest POSAT nodes. */
static void ats_now(struct parser *P, uint32_t n, uint8_t slot, int expr)
{
	while (at(P, SMPL_T_AT) && !(peek(P)->flags & SMPL_TF_OPEN)) {
		struct smpl_pos pos = peek(P)->pos;
		int32_t m = read_at(P, expr);

		if (m < 0)
			continue;
		if (slot == SMPL_AT_NODE && N(P, n)->posvar < 0 &&
		    P->f->metas[m].kind == SMPL_M_POSITION)
			N(P, n)->posvar = m;
		else
			add_posat(P, n, m, slot, pos);
	}
}

/* Every '@' x at the cursor, on token slot of the node being read: kept
 * until it is made (attach_ats). */
static void ats_later(struct parser *P, uint8_t slot, int expr)
{
	while (at(P, SMPL_T_AT) && !(peek(P)->flags & SMPL_TF_OPEN)) {
		struct smpl_pos pos = peek(P)->pos;
		int32_t m = read_at(P, expr);

		if (m < 0)
			continue;
		if (P->nats == MAX_ATS)
			syntax_error(P, peek(P), "too many '@' in one "
				     "statement (limit %d)", MAX_ATS);
		P->ats[P->nats].meta = m;
		P->ats[P->nats].slot = slot;
		P->ats[P->nats++].pos = pos;
	}
}

/* Does the matcher bind a position on token slot of a node of kind k? */
static int at_matched(enum smpl_kind k, uint8_t slot)
{
	switch (slot) {
	case SMPL_AT_OP:
		return k == SMPL_BINARY || k == SMPL_ASSIGN || k == SMPL_UNARY ||
		       k == SMPL_SIZEOFE || k == SMPL_SIZEOFT || k == SMPL_IF ||
		       k == SMPL_WHILE || k == SMPL_FOR || k == SMPL_SWITCH ||
		       k == SMPL_RETURN || k == SMPL_GOTO || k == SMPL_DECL ||
		       k == SMPL_BREAK || k == SMPL_CONTINUE ||
		       k == SMPL_TAGDEF;	/* its '{' */
	case SMPL_AT_SEMI:
		return k == SMPL_EXPRSTMT || k == SMPL_RETURN ||
		       k == SMPL_GOTO || k == SMPL_DECL || k == SMPL_BREAK ||
		       k == SMPL_CONTINUE;
	case SMPL_AT_RPAREN:
		return k == SMPL_IF || k == SMPL_WHILE || k == SMPL_FOR ||
		       k == SMPL_SWITCH;
	}
	return 1;
}

/* Node n is made: it takes the '@' read since mark. */
static void attach_ats(struct parser *P, uint32_t n, uint32_t mark)
{
	static const char *const tok[SMPL_NATS] = {
		[SMPL_AT_OP] = "", [SMPL_AT_SEMI] = "the ';' of ",
		[SMPL_AT_RPAREN] = "the ')' of ",
	};
	const struct pending_at *a;
	char buf[80];
	uint32_t i;

	for (i = mark; i < P->nats; i++) {
		a = &P->ats[i];
		if (!at_matched(N(P, n)->kind, a->slot) &&
		    P->f->metas[a->meta].kind == SMPL_M_POSITION) {
			snprintf(buf, sizeof(buf), "a position on %s'%s'",
				 tok[a->slot], smpl_kind_names[N(P, n)->kind]);
			at_not_matched(P, a->pos, buf);
		}
		add_posat(P, n, a->meta, a->slot, a->pos);
	}
	P->nats = mark;
}

/* '@' on a token the matcher has no place for (`T@p`, `break@p`): read
 * and checked, and the rule is skipped with a warning. */
static void ats_not_matched(struct parser *P, const char *what)
{
	char buf[80];

	while (at(P, SMPL_T_AT) && !(peek(P)->flags & SMPL_TF_OPEN)) {
		struct smpl_pos pos = peek(P)->pos;

		if (read_at(P, 0) < 0)
			continue;
		snprintf(buf, sizeof(buf), "a position on %s", what);
		at_not_matched(P, pos, buf);
	}
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
	case SMPL_T_EDISJ_OPEN:	/* \( int \| long \) */
		return t + 1 < P->tok + P->ntok && is_type_start(P, t + 1);
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

/* `unsigned T` or `signed T`, T a type metavariable: T stands for the
 * words after the sign in the code (spatch: `unsigned T x;` binds T to
 * int in `unsigned int x;`, to long long int in `unsigned long long int
 * a;`).  The flag SMPL_TYPE_UNSIGNED or SMPL_TYPE_SIGNED into *sign,
 * T into *meta; 0 (nothing read) when the words are not these. */
static int sign_meta(struct parser *P, int32_t *meta, int *sign)
{
	const struct smpl_token *t = peek(P), *u = peek2(P);
	int32_t m = find_meta(P, u);

	if ((t->kind != SMPL_T_K_UNSIGNED && t->kind != SMPL_T_K_SIGNED) ||
	    m < 0 || mkind_place[P->f->metas[m].kind] != SMPL_MP_TYPE ||
	    plain_name(P, m, SMPL_MP_TYPE))
		return 0;
	*sign = t->kind == SMPL_T_K_UNSIGNED ? SMPL_TYPE_UNSIGNED
					      : SMPL_TYPE_SIGNED;
	next(P);
	next(P);
	*meta = m;
	use_meta(P, m);
	return 1;
}

static uint32_t parse_ident(struct parser *P);

/* The next token is an identifier metavariable (of this rule or
 * inherited), as a tag name: `struct I s = { ... };`. */
static int tag_meta(struct parser *P)
{
	int32_t m = find_meta(P, peek(P));

	return m >= 0 && !plain_name(P, m, SMPL_MP_EXPR) &&
	       P->f->metas[m].kind == SMPL_M_IDENTIFIER;
}

/* base-type -> struct|union|enum NAME | builtin-words | T | typedef-name
 *	       | (unsigned|signed) T
 * A tag name that is an identifier metavariable I is the ID *tagid (the
 * TYPE's kid; its str the keyword alone). */
static void parse_base_type(struct parser *P, uint32_t *str, int32_t *meta,
			    int *sign, uint32_t *tagid)
{
	char buf[128];
	size_t n = 0;
	const struct smpl_token *t = peek(P);

	if (t->kind == SMPL_T_K_STRUCT || t->kind == SMPL_T_K_UNION ||
	    t->kind == SMPL_T_K_ENUM) {
		const struct smpl_token *kw = next(P), *name;

		if (!at(P, SMPL_T_IDENT))
			expected(P, "a tag name");
		if (tag_meta(P)) {	/* struct I: the TYPE's kid */
			*str = intern(P, kw);
			*tagid = parse_ident(P);
			return;
		}
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
	if (sign_meta(P, meta, sign))
		return;
	while (is_builtin_type(peek(P)->kind) && n + 12 < sizeof(buf)) {
		t = next(P);
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%.*s",
				      n ? " " : "", (int)t->len, t->text);
	}
	*str = smpl_ast_str(P->f, buf, n);
}

/* qualifiers { '*' qualifiers } after a base type: the number of '*' */
static int parse_stars(struct parser *P, int *is_const)
{
	int ptr = 0;

	*is_const |= skip_qualifiers(P);
	while (at(P, SMPL_T_STAR)) {
		if (++ptr > MAX_POINTERS)
			syntax_error(P, peek(P), "too many '*' in a type "
				     "(limit %d)", MAX_POINTERS);
		next(P);
		skip_qualifiers(P);
	}
	return ptr;
}

static int at_tag_type(struct parser *P);
static uint32_t parse_tag_type(struct parser *P, uint32_t first,
			       int is_const);

/* '@p' after a base type (`(T@p *)`, `sizeof(T@p)`): the type node's
 * posvar, which the matcher binds in a cast or sizeof (the rule's other
 * type positions are refused: type_ats_unmatched); any other '@' there
 * is not matched yet. */
static int32_t type_at(struct parser *P)
{
	int32_t pv = -1, m;

	while (at(P, SMPL_T_AT) && !(peek(P)->flags & SMPL_TF_OPEN)) {
		struct smpl_pos pos = peek(P)->pos;

		if ((m = read_at(P, 0)) < 0)
			continue;
		if (pv < 0 && P->f->metas[m].kind == SMPL_M_POSITION)
			pv = m;
		else
			at_not_matched(P, pos, "a second position or a "
				       "non-position metavariable on a type");
	}
	return pv;
}

static uint32_t parse_tag_body(struct parser *P, uint32_t first, uint8_t tag,
			       uint32_t name);

/* T { fields } stars, T a type metavariable (`typedef T1 { ... } T2;`):
 * a definition (SMPL_TYPE_DEF) whose TYPE carries T, which stands for
 * the struct or union with its tag; its TAGDEF has no name and op
 * STRUCT (the keyword is T's). */
static uint32_t parse_meta_def(struct parser *P, uint32_t first,
			       int32_t meta, int is_const)
{
	uint32_t def = parse_tag_body(P, P->cur, SMPL_TAG_STRUCT, 0), n;
	int ptr = parse_stars(P, &is_const);

	n = mk(P, SMPL_TYPE, first, &def, 1);
	N(P, n)->meta = meta;
	N(P, n)->op = (uint8_t)(ptr > 255 ? 255 : ptr);
	N(P, n)->flags = SMPL_TYPE_DEF | (is_const ? SMPL_TYPE_CONST : 0);
	return n;
}

static uint32_t parse_type(struct parser *P);

/* type-disj -> '\(' type { '\|' type } '\)': an EDISJ of types, each
 * with its own stars (`\(int *\|long *\) x`; spatch takes no '*' nor
 * qualifier around the brackets, nor does this parser); at the start
 * of a declaration also in column 0, `(` `- int` `+ long` `|` `char`
 * `)` `x;` (disj_heads_decl). */
static uint32_t parse_type_disj(struct parser *P)
{
	uint32_t first = P->cur;
	struct list l = { 0 };
	int col0 = next(P)->kind == SMPL_T_DISJ_OPEN;

	enter(P);
	do
		push(P, &l, parse_type(P));
	while (at(P, col0 ? SMPL_T_DISJ_BAR : SMPL_T_EDISJ_BAR) && next(P));
	P->depth--;
	if (l.n < 2)
		expected(P, col0 ? "'|' in a disjunction of types" :
			 "'\\|' in a disjunction of types");
	expect(P, col0 ? SMPL_T_DISJ_CLOSE : SMPL_T_EDISJ_CLOSE);
	return mk(P, SMPL_EDISJ, first, l.v, l.n);
}

/* type -> qualifiers base-type qualifiers { '*' qualifiers }
 *	 | qualifiers tag-type (a definition, a disjunction of tags)
 *	 | type-disj */
static uint32_t parse_type(struct parser *P)
{
	uint32_t first = P->cur, str = 0, n, tagid = 0;
	int32_t meta = -1, pv;
	int is_const, ptr, sign = 0;

	if (at(P, SMPL_T_EDISJ_OPEN) || at(P, SMPL_T_DISJ_OPEN))
		return parse_type_disj(P);
	is_const = skip_qualifiers(P);
	if (at_tag_type(P))
		return parse_tag_type(P, first, is_const);
	parse_base_type(P, &str, &meta, &sign, &tagid);
	if (meta >= 0 && !sign && !tagid && at(P, SMPL_T_LBRACE) &&
	    P->f->metas[meta].kind == SMPL_M_TYPE)
		return parse_meta_def(P, first, meta, is_const);
	pv = type_at(P);
	ptr = parse_stars(P, &is_const);
	n = mk(P, SMPL_TYPE, first, tagid ? &tagid : NULL, tagid ? 1 : 0);
	N(P, n)->posvar = pv;
	N(P, n)->str = meta >= 0 ? 0 : str;
	N(P, n)->meta = meta;
	N(P, n)->op = (uint8_t)(ptr > 255 ? 255 : ptr);
	N(P, n)->flags = (uint8_t)((is_const ? SMPL_TYPE_CONST : 0) | sign);
	return n;
}

/* ---- expressions ---- */

static uint32_t parse_expr(struct parser *P);
static uint32_t parse_assign(struct parser *P);
static uint32_t parse_cast(struct parser *P);

/* Metavariable kinds that may stand where an expression is expected
 * (an initializer only as a declaration's: parse_init). */
static void check_expr_meta(struct parser *P, const struct smpl_token *t,
			    int32_t m)
{
	int kind = P->f->metas[m].kind;

	if (mkind_place[kind] != SMPL_MP_EXPR || kind == SMPL_M_INITIALIZER)
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

/* `%@f@` in a string of the body names a format metavariable f: the
 * directives of the code's string it stands for (the matcher finds it
 * by name in the string). */
static void format_refs(struct parser *P, const struct smpl_token *t,
			const char *s)
{
	const char *p = s, *e;
	int32_t m;

	while ((p = strstr(p, "%@")) && (e = strchr(p + 2, '@'))) {
		m = find_meta_in(P->f, P->rule, p + 2, (size_t)(e - p - 2));
		if (m < 0 || (P->f->metas[m].kind != SMPL_M_FORMAT &&
			      P->f->metas[m].kind != SMPL_M_FORMATLIST))
			semantic_error(P, t, "'%.*s' in a string names no "
				       "format metavariable",
				       (int)(e - p + 1), p);
		else
			use_meta(P, m);
		p = e + 1;
	}
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
	if (t->kind == SMPL_T_STRING)
		format_refs(P, t, smpl_str(P->f, str));
	n = mk(P, SMPL_CONST, first, NULL, 0);
	N(P, n)->str = str;
	N(P, n)->op = cls[t->kind];
	return n;
}

/* \( e \| e ... \) or \( e \& e ... \); where an expression is
 * expected, the column-0 brackets ( | & ) are the same, as in spatch
 * (`ret =` `(` `platform_get_irq` `|` `platform_get_irq_byname` `)(E);`) */
static uint32_t parse_inline_disj(struct parser *P)
{
	uint32_t first = P->cur;
	struct list l = { 0 };
	int col0 = next(P)->kind == SMPL_T_DISJ_OPEN;
	enum smpl_tok bar = col0 ? SMPL_T_DISJ_BAR : SMPL_T_EDISJ_BAR;
	enum smpl_tok and = col0 ? SMPL_T_CONJ_AND : SMPL_T_EDISJ_AND;
	enum smpl_tok sep = SMPL_T_EOF;

	push(P, &l, parse_expr(P));
	while (at(P, bar) || at(P, and)) {
		if (sep != SMPL_T_EOF && peek(P)->kind != sep)
			syntax_error(P, peek(P), col0 ? "'|' and '&' mixed in "
				     "one disjunction" : "'\\|' and '\\&' "
				     "mixed in one inline disjunction");
		sep = next(P)->kind;
		push(P, &l, parse_expr(P));
	}
	if (sep == SMPL_T_EOF && (col0 || !at(P, SMPL_T_EDISJ_CLOSE)))
		expected(P, col0 ? "'|' or '&' in column 0"
				 : "'\\|', '\\&' or '\\)'");
	/* \( e \) is e, as in spatch */
	expect(P, col0 ? SMPL_T_DISJ_CLOSE : SMPL_T_EDISJ_CLOSE);
	return mk(P, sep == bar ? SMPL_EDISJ : SMPL_ECONJ, first, l.v, l.n);
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
	case SMPL_T_EDISJ_OPEN: case SMPL_T_DISJ_OPEN:
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
			if (peek(P)->flags & SMPL_TF_OPEN)
				return e;
			ats_now(P, e, SMPL_AT_NODE, 1);
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
	uint32_t first = P->cur, e, mark = P->nats;
	enum smpl_tok k = peek(P)->kind;
	int32_t m;

	m = op_meta(P, peek(P), SMPL_M_UNOP);
	switch (m >= 0 ? SMPL_T_MINUS : k) {
	case SMPL_T_MINUS: case SMPL_T_PLUS: case SMPL_T_BANG:
	case SMPL_T_TILDE: case SMPL_T_STAR: case SMPL_T_AMP:
	case SMPL_T_INC: case SMPL_T_DEC:
		next(P);
		ats_later(P, SMPL_AT_OP, 1);
		enter(P);
		e = parse_cast(P);
		P->depth--;
		e = unary_node(P, m >= 0 ? SMPL_OP_NONE : ops[k], first, e);
		N(P, e)->meta = m;
		break;
	case SMPL_T_K_SIZEOF:
		next(P);
		ats_later(P, SMPL_AT_OP, 1);
		enter(P);
		e = parse_sizeof(P, first);
		P->depth--;
		break;
	default:
		return parse_postfix(P);
	}
	attach_ats(P, e, mark);
	return e;
}

/* cast -> '(' type ')' cast | unary */
static uint32_t parse_cast(struct parser *P)
{
	uint32_t first = P->cur, kids[2];

	if (at(P, SMPL_T_LPAREN) &&
	    is_type_start(P, peek2(P))) {
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
		uint32_t n, mark = P->nats;

		next(P);
		ats_later(P, SMPL_AT_OP, 1);
		kids[1] = parse_binary(P, prec + 1);
		n = mk(P, SMPL_BINARY, first, kids, 2);
		N(P, n)->op = m >= 0 ? SMPL_OP_NONE : op;
		N(P, n)->meta = m;
		attach_ats(P, n, mark);
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
	uint32_t first = P->cur, kids[2], n, mark = P->nats;
	uint8_t op = SMPL_OP_NONE;
	int32_t m;

	kids[0] = parse_conditional(P);
	m = op_meta(P, peek(P), SMPL_M_ASSIGNOP);
	if (m < 0 && !assign_op(peek(P)->kind, &op))
		return kids[0];
	next(P);
	ats_later(P, SMPL_AT_OP, 1);
	enter(P);
	kids[1] = parse_assign(P);
	P->depth--;
	n = mk(P, SMPL_ASSIGN, first, kids, 2);
	N(P, n)->op = m >= 0 ? SMPL_OP_NONE : op;
	N(P, n)->meta = m;
	attach_ats(P, n, mark);
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

/* '(' expr ')' of if, while, switch; `)@p` is the statement's */
static uint32_t parse_paren_cond(struct parser *P)
{
	uint32_t e;

	expect(P, SMPL_T_LPAREN);
	e = parse_cond_expr(P);
	expect(P, SMPL_T_RPAREN);
	ats_later(P, SMPL_AT_RPAREN, 0);
	return e;
}

static void expect_semi(struct parser *P, const char *after)
{
	char buf[64];

	if (!at(P, SMPL_T_SEMI))
		syntax_error(P, peek(P), "expected ';' after %s but found %s",
			     after, describe(peek(P), buf, sizeof(buf)));
	next(P);
	ats_later(P, SMPL_AT_SEMI, 0);
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
		ats_not_matched(P, "'else'");
		kids[2] = parse_arm(P);
	}
	return mk(P, SMPL_IF, first, kids, 3);
}

static int at_decl(struct parser *P);
static uint32_t parse_decl(struct parser *P, uint32_t first);

/* for-stmt -> for '(' ( [expr] ';' | declaration ) [expr] ';' [expr] ')'
 *	       stmt */
static uint32_t parse_for(struct parser *P, uint32_t first)
{
	uint32_t kids[4] = { 0 };

	expect(P, SMPL_T_LPAREN);
	if (at_decl(P)) {	/* for (int i = 0; ...): a DECL, with its ';' */
		kids[0] = parse_decl(P, P->cur);
	} else {
		if (!at(P, SMPL_T_SEMI))
			kids[0] = parse_cond_expr(P);
		expect(P, SMPL_T_SEMI);
	}
	if (!at(P, SMPL_T_SEMI))
		kids[1] = parse_cond_expr(P);
	expect(P, SMPL_T_SEMI);
	if (!at(P, SMPL_T_RPAREN))
		kids[2] = parse_cond_expr(P);
	expect(P, SMPL_T_RPAREN);
	ats_later(P, SMPL_AT_RPAREN, 0);
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
	if (kind == SMPL_GOTO) {
		e = parse_ident(P);
		ats_now(P, e, SMPL_AT_NODE, 1);
	}
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

/* ---- declarations: tag types, declarators, initializers, functions,
 * preprocessor lines ---- */

static const struct smpl_token *peek3(struct parser *P)
{
	return &P->tok[P->cur + 2 < P->ntok ? P->cur + 2 : P->ntok - 1];
}

/* A list metavariable standing for list elements (parameters,
 * initializers): an ID node. */
static uint32_t parse_list_meta(struct parser *P)
{
	uint32_t first = P->cur, n;
	int32_t m = find_meta(P, next(P));

	use_meta(P, m);
	n = mk(P, SMPL_ID, first, NULL, 0);
	N(P, n)->str = P->f->metas[m].name;
	N(P, n)->meta = m;
	return n;
}

static int at_list_meta(struct parser *P, enum smpl_tok end)
{
	enum smpl_tok after = peek2(P)->kind;

	return meta_place(P, peek(P)) == SMPL_MP_ARGS &&
	       (after == SMPL_T_COMMA || after == end);
}

static uint32_t parse_declarator(struct parser *P);

/* params -> '(' [ param { ',' param } ] ')'
 * param -> '...' | list-metavariable | type [declarator] */
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
		if (at_list_meta(P, SMPL_T_RPAREN)) {
			push(P, &l, parse_list_meta(P));
			continue;
		}
		kids[0] = parse_type(P);
		if (at(P, SMPL_T_IDENT) || at(P, SMPL_T_LPAREN))
			kids[1] = parse_declarator(P);
		push(P, &l, mk(P, SMPL_PARAM, pf, kids, 2));
	}
	next(P);
	return mk(P, SMPL_PARAMS, first, l.v, l.n);
}

/* A function's name, and its position: int f@p(...) */
static uint32_t parse_fname(struct parser *P)
{
	uint32_t n = parse_ident(P);

	if (at(P, SMPL_T_AT)) {
		ats_now(P, n, SMPL_AT_NODE, 0);
		note_range(P, n, P->first[n]);
	}
	return n;
}

/* function -> [storage] [type] name params block
 * prototype -> [storage] type name params ';' */
static uint32_t parse_fn(struct parser *P, uint32_t first, uint8_t store,
			 uint32_t type, int proto)
{
	uint32_t kids[4], n;

	kids[0] = type;
	kids[1] = parse_fname(P);
	kids[2] = parse_params(P);
	if (proto)
		expect_semi(P, "a function prototype");
	else
		kids[3] = parse_block(P);
	n = mk(P, proto ? SMPL_PROTO : SMPL_FUNC, first, kids, proto ? 3 : 4);
	N(P, n)->op = store;
	return n;
}

static uint32_t parse_func(struct parser *P, uint32_t first, uint8_t store,
			   uint32_t type)
{
	return parse_fn(P, first, store, type, 0);
}

static uint32_t parse_proto(struct parser *P, uint32_t first, uint8_t store,
			    uint32_t type)
{
	return parse_fn(P, first, store, type, 1);
}

/* At a name (with a position or not) followed by '(': the kind of the
 * token after the matching ')' ('{' for a function definition, ';' for
 * a prototype), else EOF. */
static enum smpl_tok after_funchead(struct parser *P)
{
	uint32_t i = P->cur + 1;
	int depth = 0;

	if (!at(P, SMPL_T_IDENT))
		return SMPL_T_EOF;
	if (P->tok[i].kind == SMPL_T_AT && i + 2 < P->ntok &&
	    P->tok[i + 1].kind == SMPL_T_IDENT)
		i += 2;
	if (P->tok[i].kind != SMPL_T_LPAREN)
		return SMPL_T_EOF;
	for (; i < P->ntok; i++) {
		enum smpl_tok k = P->tok[i].kind;

		if (k == SMPL_T_LPAREN)
			depth++;
		else if (k == SMPL_T_RPAREN && --depth == 0)
			return P->tok[i + 1 < P->ntok ? i + 1 : i].kind;
		else if (k == SMPL_T_SEMI || k == SMPL_T_EOF)
			return SMPL_T_EOF;
	}
	return SMPL_T_EOF;
}

/* Is the identifier at the cursor the name of a function definition,
 * name '(' ... ')' '{' ? */
static int at_funcdef(struct parser *P)
{
	return after_funchead(P) == SMPL_T_LBRACE;
}

static uint32_t parse_initlist(struct parser *P);

/* struct, union or enum with a body, or with a disjunction of tags */
static int at_tag_type(struct parser *P)
{
	enum smpl_tok k = peek(P)->kind, n = peek2(P)->kind;

	if (k != SMPL_T_K_STRUCT && k != SMPL_T_K_UNION && k != SMPL_T_K_ENUM)
		return 0;
	return n == SMPL_T_LBRACE || n == SMPL_T_EDISJ_OPEN ||
	       (n == SMPL_T_IDENT && peek3(P)->kind == SMPL_T_LBRACE);
}

/* "struct NAME", or "struct" alone */
static uint32_t tag_str(struct parser *P, const struct smpl_token *kw,
			const struct smpl_token *name)
{
	char buf[128];

	if (!name)
		return intern(P, kw);
	snprintf(buf, sizeof(buf), "%.*s %.*s", (int)kw->len, kw->text,
		 (int)(name->len > 100 ? 100 : name->len), name->text);
	return smpl_ast_str(P->f, buf, strlen(buf));
}

/* A struct or union body holds field declarations, '...', field
 * metavariables, and column-0 disjunctions and '?' of these. */
static void check_fields(struct parser *P, uint32_t seq)
{
	uint32_t i, j;

	for (i = 0; i < N(P, seq)->nkids; i++) {
		uint32_t e = smpl_kid(P->f, seq, i);
		const struct smpl_node *k = N(P, e);

		switch (k->kind) {
		case SMPL_DECL: case SMPL_DOTS: case SMPL_STMTMETA:
		case SMPL_DIRECTIVE:
			continue;
		case SMPL_OPT:
			if (N(P, smpl_kid(P->f, e, 0))->kind == SMPL_DECL)
				continue;
			break;
		case SMPL_DISJ: case SMPL_CONJ:
			for (j = 0; j < k->nkids; j++)
				check_fields(P, smpl_kid(P->f, e, j));
			continue;
		}
		smpl_error(P->d, k->pos, "expected a field declaration, '...' "
			   "or a field metavariable in a struct or union");
		longjmp(P->fail, 1);
	}
}

/* tag-body -> '{' fields '}' | '{' enumerators '}' : a TAGDEF.  Fields
 * are a sequence of declarations; an enum's enumerators a list like an
 * initializer's (`..., A = ..., B, ...`). */
static uint32_t parse_tag_body(struct parser *P, uint32_t first, uint8_t tag,
			       uint32_t name)
{
	uint32_t kids[2], n, mark = P->nats;

	kids[0] = name;
	if (tag == SMPL_TAG_ENUM) {
		kids[1] = parse_initlist(P);
	} else {
		next(P);
		ats_later(P, SMPL_AT_OP, 0);	/* struct s {@q */
		enter(P);
		kids[1] = parse_seq(P);
		P->depth--;
		if (!at(P, SMPL_T_RBRACE))
			expected(P, "'}' after the fields");
		next(P);
		check_fields(P, kids[1]);
	}
	n = mk(P, SMPL_TAGDEF, first, kids, 2);
	N(P, n)->op = tag;
	attach_ats(P, n, mark);
	return n;
}

/* struct \( a \| b \): one TYPE per tag, under an EDISJ */
static uint32_t parse_tag_disj(struct parser *P, uint32_t first,
			       const struct smpl_token *kw, int is_const)
{
	struct list l = { 0 };
	uint32_t i;
	int ptr;

	next(P);
	do {
		uint32_t t = P->cur;

		if (!at(P, SMPL_T_IDENT))
			expected(P, "a tag name");
		next(P);
		t = mk(P, SMPL_TYPE, t, NULL, 0);
		N(P, t)->str = tag_str(P, kw, &P->tok[P->cur - 1]);
		push(P, &l, t);
	} while (at(P, SMPL_T_EDISJ_BAR) && next(P));
	if (l.n < 2)
		expected(P, "'\\|'");
	expect(P, SMPL_T_EDISJ_CLOSE);
	ptr = parse_stars(P, &is_const);
	for (i = 0; i < l.n; i++) {
		N(P, l.v[i])->op = (uint8_t)ptr;
		N(P, l.v[i])->flags = is_const ? SMPL_TYPE_CONST : 0;
	}
	return mk(P, SMPL_EDISJ, first, l.v, l.n);
}

/* tag-type -> tag ( '\(' name { '\|' name } '\)' | [name] tag-body )
 *	       stars
 * A definition is a TYPE (SMPL_TYPE_DEF) whose kid is the TAGDEF. */
static uint32_t parse_tag_type(struct parser *P, uint32_t first, int is_const)
{
	uint32_t kw_at = P->cur, tag = 0, def, n;
	const struct smpl_token *kw = next(P), *name = NULL;
	uint8_t which = kw->kind == SMPL_T_K_STRUCT ? SMPL_TAG_STRUCT :
			kw->kind == SMPL_T_K_UNION ? SMPL_TAG_UNION
						   : SMPL_TAG_ENUM;
	int ptr;

	if (at(P, SMPL_T_EDISJ_OPEN))
		return parse_tag_disj(P, first, kw, is_const);
	if (at(P, SMPL_T_IDENT)) {
		name = peek(P);
		tag = parse_ident(P);
	}
	def = parse_tag_body(P, kw_at, which, tag);
	ptr = parse_stars(P, &is_const);
	n = mk(P, SMPL_TYPE, first, &def, 1);
	N(P, n)->str = tag_str(P, kw, tag && N(P, tag)->meta < 0 ? name : NULL);
	N(P, n)->op = (uint8_t)ptr;
	N(P, n)->flags = SMPL_TYPE_DEF | (is_const ? SMPL_TYPE_CONST : 0);
	return n;
}

static int at_attribute(struct parser *P)
{
	return (is_word(peek(P), "__attribute__") ||
		is_word(peek(P), "__attribute")) &&
	       peek2(P)->kind == SMPL_T_LPAREN;
}

static int wordy(char c)
{
	return c == '_' || c == '"' || c == '\'' ||
	       (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}

/* The tokens [from, to) as one string, a space only between two
 * words: __attribute__((section(".x"))) */
static uint32_t tokens_text(struct parser *P, uint32_t from, uint32_t to)
{
	size_t len = 0, n = 0;
	uint32_t i;
	char *buf;

	for (i = from; i < to; i++)
		len += P->tok[i].len + 1;
	buf = smpl_arena_alloc(&P->scratch, len + 1);
	for (i = from; i < to; i++) {
		const struct smpl_token *t = &P->tok[i];

		if (n && t->len && wordy(buf[n - 1]) && wordy(t->text[0]))
			buf[n++] = ' ';
		memcpy(buf + n, t->text, t->len);
		n += t->len;
	}
	return smpl_ast_str(P->f, buf, n);
}

/* attribute -> __attribute__ '(' ... ')', kept as its text */
static uint32_t parse_attribute(struct parser *P, uint8_t where)
{
	uint32_t first = P->cur, n;
	int depth = 0;

	next(P);
	do {
		if (at(P, SMPL_T_EOF))
			expected(P, "')' closing the attribute");
		if (at(P, SMPL_T_LPAREN))
			depth++;
		else if (at(P, SMPL_T_RPAREN))
			depth--;
		next(P);
	} while (depth > 0);
	n = mk(P, SMPL_ATTR, first, NULL, 0);
	N(P, n)->str = tokens_text(P, first, P->cur);
	N(P, n)->op = where;
	return n;
}

/* A declarator other than a name: parsed, not matched yet, so its rule
 * warns and is skipped. */
static void dtor_not_matched(struct parser *P, uint32_t n)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	char rl[128];

	if (!r->skip)
		smpl_warning(P->d, N(P, n)->pos, "function pointer, function "
			     "and array declarators are not matched yet: %s "
			     "matches nothing",
			     rule_label(P->f, P->rule, rl, sizeof(rl)));
	r->skip = 1;
}

static uint32_t dtor_node(struct parser *P, uint32_t first, int op,
			  const uint32_t *kids, uint32_t nkids)
{
	uint32_t n = mk(P, SMPL_DTOR, first, kids, nkids);

	N(P, n)->op = (uint8_t)op;
	dtor_not_matched(P, n);
	return n;
}

/* '(' '*'... declarator ')': `(*f)`, `(*x[2])` */
static uint32_t parse_paren_dtor(struct parser *P)
{
	uint32_t first = P->cur, inner, n;
	int ptr = 0;

	next(P);
	while (at(P, SMPL_T_STAR) && ptr < MAX_POINTERS) {
		next(P);
		skip_qualifiers(P);
		ptr++;
	}
	enter(P);
	inner = parse_declarator(P);
	P->depth--;
	expect(P, SMPL_T_RPAREN);
	n = dtor_node(P, first, SMPL_DTOR_PTR, &inner, 1);
	N(P, n)->flags = (uint8_t)ptr;
	return n;
}

/* declarator -> ( name | '(' '*'... declarator ')' )
 *		 { '(' params ')' | '[' [expr] ']' }
 * a name alone is its ID node (`T x@p`: with a position); the others
 * are DTOR nodes: `int (*f)(int)`, `T (*x[2])(int x)`, `char b[8]` */
static uint32_t parse_declarator(struct parser *P)
{
	uint32_t first = P->cur, kids[2];

	if (at(P, SMPL_T_LPAREN) && peek2(P)->kind == SMPL_T_STAR) {
		kids[0] = parse_paren_dtor(P);
	} else {
		kids[0] = parse_ident(P);
		ats_now(P, kids[0], SMPL_AT_NODE, 1);
	}
	while (at(P, SMPL_T_LPAREN) || at(P, SMPL_T_LBRACK)) {
		int op = at(P, SMPL_T_LPAREN) ? SMPL_DTOR_FUNC
					      : SMPL_DTOR_ARRAY;

		if (op == SMPL_DTOR_FUNC) {
			kids[1] = parse_params(P);
		} else {
			next(P);
			kids[1] = at(P, SMPL_T_RBRACK) ? 0 : parse_expr(P);
			expect(P, SMPL_T_RBRACK);
		}
		kids[0] = dtor_node(P, first, op, kids, 2);
	}
	return kids[0];
}

/* storage -> static | extern | typedef, then inline (dropped) */
static uint8_t parse_storage(struct parser *P)
{
	uint8_t store = SMPL_STORE_NONE;

	if (at(P, SMPL_T_K_STATIC) || at(P, SMPL_T_K_EXTERN))
		store = next(P)->kind == SMPL_T_K_STATIC ? SMPL_STORE_STATIC
							 : SMPL_STORE_EXTERN;
	else if (is_word(peek(P), "typedef") && next(P))
		store = SMPL_STORE_TYPEDEF;
	while (at(P, SMPL_T_K_INLINE))
		next(P);
	return store;
}

/* array -> '[' [expr] ']' */
static uint32_t parse_array(struct parser *P)
{
	uint32_t first = P->cur, e = 0;

	next(P);
	if (!at(P, SMPL_T_RBRACK))
		e = parse_expr(P);
	expect(P, SMPL_T_RBRACK);
	return mk(P, SMPL_ARRAY, first, &e, 1);
}

/* '(' '*' name { '[' [expr] ']' } ')' params: a function pointer (an
 * array of them); its arrays go on l, its PARAMS in *params */
static uint32_t parse_fnptr(struct parser *P, struct list *l,
			    uint32_t *params)
{
	uint32_t name;

	next(P);
	next(P);
	name = parse_ident(P);
	while (at(P, SMPL_T_LBRACK))
		push(P, l, parse_array(P));
	expect(P, SMPL_T_RPAREN);
	*params = parse_params(P);
	return name;
}

/* The name a typedef declares may be a type metavariable: typedef T1
 * T2; */
static uint32_t parse_decl_name(struct parser *P, uint8_t store)
{
	uint32_t first = P->cur, n;
	int32_t m = find_meta(P, peek(P));

	if (store != SMPL_STORE_TYPEDEF || meta_place(P, peek(P)) !=
	    SMPL_MP_TYPE || mbinds(P, m) == SMPL_MB_NONE)
		return parse_ident(P);
	use_meta(P, m);
	n = mk(P, SMPL_ID, first, NULL, 0);
	N(P, n)->str = intern(P, next(P));
	N(P, n)->meta = m;
	return n;
}

/* initializer -> initializer-metavariable | initlist |
 *		  assignment-expression */
static uint32_t parse_init(struct parser *P)
{
	int32_t m = find_meta(P, peek(P));
	uint32_t first = P->cur, n;

	if (m >= 0 && P->f->metas[m].kind == SMPL_M_INITIALIZER) {
		use_meta(P, m);
		next(P);
		n = mk(P, SMPL_ID, first, NULL, 0);
		N(P, n)->str = P->f->metas[m].name;
		N(P, n)->meta = m;
		return n;
	}
	return at(P, SMPL_T_LBRACE) ? parse_initlist(P) : parse_assign(P);
}

/* designated -> '.' name [@p] '=' initializer | '[' expr ']' '='
 * initializer */
static uint32_t parse_designated(struct parser *P)
{
	uint32_t first = P->cur, kids[2], n;
	uint8_t op = SMPL_OP_DOT;

	if (next(P)->kind == SMPL_T_DOT) {
		kids[0] = parse_fname(P);
	} else {
		kids[0] = parse_expr(P);
		expect(P, SMPL_T_RBRACK);
		op = SMPL_OP_NONE;
	}
	if (!at(P, SMPL_T_ASSIGN))
		expected(P, "'=' after a designator");
	next(P);
	enter(P);
	kids[1] = parse_init(P);
	P->depth--;
	n = mk(P, SMPL_DESIG, first, kids, 2);
	N(P, n)->op = op;
	return n;
}

/* element -> list-metavariable | designated | initializer ('...' is
 * an expression) */
static uint32_t parse_init_elem(struct parser *P)
{
	if (at_list_meta(P, SMPL_T_RBRACE))
		return parse_list_meta(P);
	if (at(P, SMPL_T_DOT) || at(P, SMPL_T_LBRACK))
		return parse_designated(P);
	return parse_init(P);
}

/* initlist -> '{' [ element { ',' element } [','] ] '}'
 * An element owns the ',' after it, so that a line `- .f = E,` is the
 * element with its comma; a '}' on a line with another mark than the
 * '{' (`- }` then `+ },` `+ { }`) is a PUNCT node of its own. */
static uint32_t parse_initlist(struct parser *P)
{
	const struct smpl_token *open = peek(P);
	uint32_t first = P->cur, n, e;
	struct list l = { 0 };
	uint8_t flags = 0;

	next(P);
	ats_not_matched(P, "'{'");
	enter(P);
	while (!at(P, SMPL_T_RBRACE)) {
		e = parse_init_elem(P);
		push(P, &l, e);
		flags = 0;
		if (!at(P, SMPL_T_COMMA))
			break;
		next(P);
		note_range(P, e, P->first[e]);
		flags = SMPL_INIT_COMMA;
	}
	if (!at(P, SMPL_T_RBRACE))
		expected(P, "',' or '}'");
	if (peek(P)->mark != open->mark) {
		e = P->cur;
		next(P);
		e = mk(P, SMPL_PUNCT, e, NULL, 0);
		N(P, e)->str = smpl_ast_str(P->f, "}", 1);
		push(P, &l, e);
		flags |= SMPL_INIT_RBRACE;
	} else {
		next(P);
	}
	P->depth--;
	n = mk(P, SMPL_INITLIST, first, l.v, l.n);
	N(P, n)->flags = flags;
	ats_now(P, n, SMPL_AT_NODE, 1);	/* `{ ... }@p`: its '}' */
	return n;
}

/* The DECL of a declaration whose kids are read: [type, name, init],
 * then the arrays and attributes of l, then the function pointer's
 * parameters. */
static uint32_t decl_node(struct parser *P, uint32_t first, uint8_t store,
			  const uint32_t *kids, struct list *l,
			  uint32_t params)
{
	struct list all = { 0 };
	uint32_t i, n;

	for (i = 0; i < 3; i++)
		push(P, &all, kids[i]);
	for (i = 0; i < l->n; i++)
		if (N(P, l->v[i])->kind == SMPL_ARRAY)
			push(P, &all, l->v[i]);
	for (i = 0; i < l->n; i++)
		if (N(P, l->v[i])->kind == SMPL_ATTR)
			push(P, &all, l->v[i]);
	if (params)
		push(P, &all, params);
	n = mk(P, SMPL_DECL, first, all.v, all.n);
	N(P, n)->op = store;
	N(P, n)->flags = params ? SMPL_DECL_FNPTR : 0;
	return n;
}

/* declaration -> [storage] type { attribute } [declarator]
 *		  { '[' [expr] ']' } { attribute } [ '=' initializer ] ';'
 * declarator -> name [@p] | '(' '*' name ')' params
 * After the type, a name and '(' make a function or a prototype; a
 * type alone ends a body without ';' (`- T2` `+ T1`, `struct foo {
 * ... }`). */
static uint32_t parse_decl(struct parser *P, uint32_t first)
{
	uint32_t kids[3] = { 0, 0, 0 }, params = 0;
	uint8_t store = parse_storage(P);
	struct list l = { 0 };
	enum smpl_tok head;

	kids[0] = parse_type(P);
	while (at_attribute(P))
		push(P, &l, parse_attribute(P, SMPL_ATTR_BEFORE));
	head = l.n ? SMPL_T_EOF : after_funchead(P);
	if (head == SMPL_T_LBRACE)
		return parse_func(P, first, store, kids[0]);
	if (head == SMPL_T_SEMI)
		return parse_proto(P, first, store, kids[0]);
	if (at(P, SMPL_T_LPAREN) && peek2(P)->kind == SMPL_T_STAR) {
		kids[1] = parse_fnptr(P, &l, &params);
	} else if (at(P, SMPL_T_IDENT) && !at_attribute(P)) {
		kids[1] = parse_decl_name(P, store);
		ats_now(P, kids[1], SMPL_AT_NODE, 1);	/* T x@p = E; */
	}
	while (kids[1] && at(P, SMPL_T_LBRACK))
		push(P, &l, parse_array(P));
	while (at_attribute(P))
		push(P, &l, parse_attribute(P, SMPL_ATTR_AFTER));
	if (kids[1] && at(P, SMPL_T_ASSIGN)) {
		next(P);
		ats_later(P, SMPL_AT_OP, 0);	/* T x =@p E; */
		kids[2] = parse_init(P);
	}
	if (!kids[1] && !l.n && !store && at_seq_end(P) &&
	    N(P, kids[0])->kind == SMPL_TYPE)
		return kids[0];
	expect_semi(P, "a declaration");
	return decl_node(P, first, store, kids, &l, params);
}

static int at_decl(struct parser *P)
{
	const struct smpl_token *t = peek(P), *u = peek2(P);

	if (t->kind == SMPL_T_K_STATIC || t->kind == SMPL_T_K_EXTERN ||
	    t->kind == SMPL_T_K_INLINE || is_type_start(P, t) ||
	    (is_word(t, "typedef") && find_meta(P, t) < 0))
		return 1;
	/* `name x` can only be a declaration with a typedef name */
	return t->kind == SMPL_T_IDENT && u->kind == SMPL_T_IDENT &&
	       find_meta(P, t) < 0;
}

/* The text of a preprocessor line as a node's string: blanks made one
 * space, none after the '#' ("#include <a.h>") */
static uint32_t directive_text(struct parser *P, const struct smpl_token *t)
{
	char *buf = smpl_arena_alloc(&P->scratch, t->len + 1);
	size_t n = 0;
	uint32_t i;

	for (i = 0; i < t->len; i++) {
		char c = t->text[i];

		if (c == ' ' || c == '\t' || c == '\r') {
			if (n > 1 && buf[n - 1] != ' ')
				buf[n++] = ' ';
			continue;
		}
		buf[n++] = c;
	}
	return smpl_ast_str(P->f, buf, n);
}

/* directive -> a preprocessor line other than #define */
static uint32_t parse_directive(struct parser *P)
{
	uint32_t first = P->cur, n, str = directive_text(P, next(P));
	const char *s = smpl_str(P->f, str);

	n = mk(P, SMPL_DIRECTIVE, first, NULL, 0);
	N(P, n)->str = str;
	N(P, n)->op = !strncmp(s, "#include", 8) ? SMPL_DIR_INCLUDE :
		      !strncmp(s, "#pragma", 7) ? SMPL_DIR_PRAGMA
						: SMPL_DIR_OTHER;
	return n;
}

/* macro-params -> '(' [ (name | '...') { ',' (name | '...') } ] ')' */
static uint32_t parse_macro_params(struct parser *P)
{
	uint32_t first = P->cur, d;
	struct list l = { 0 };

	next(P);
	while (!at(P, SMPL_T_RPAREN)) {
		if (l.n)
			expect(P, SMPL_T_COMMA);
		if (!at(P, SMPL_T_DOTS)) {
			push(P, &l, parse_ident(P));
			continue;
		}
		d = P->cur;
		next(P);
		push(P, &l, mk(P, SMPL_EDOTS, d, NULL, 0));
	}
	next(P);
	return mk(P, SMPL_PARAMS, first, l.v, l.n);
}

/* define -> '#define' name [macro-params] [expr], all on its line; the
 * parameters' '(' touches the name */
static uint32_t parse_define(struct parser *P)
{
	uint32_t first = P->cur, kids[3] = { 0, 0, 0 };
	uint32_t line = next(P)->pos.line;
	const struct smpl_token *name = peek(P);

	if (!at(P, SMPL_T_IDENT) || name->pos.line != line)
		expected(P, "a macro name after '#define'");
	kids[0] = parse_ident(P);
	if (at(P, SMPL_T_LPAREN) && peek(P)->text == name->text + name->len)
		kids[1] = parse_macro_params(P);
	if (!at(P, SMPL_T_EOF) && peek(P)->pos.line == line)
		kids[2] = parse_expr(P);
	if (!at(P, SMPL_T_EOF) && peek(P)->pos.line == line)
		expected(P, "the end of the '#define' line");
	return mk(P, SMPL_DEFINE, first, kids, 3);
}

/* expression-statement -> expr ';' ; a bare expression (it matches
 * wherever the expression is written in a statement) ends a body or a
 * branch, or comes before '...' or a nest (`y = a` `...` `f(y);`, `E =
 * f(...)` `<... E == 0 ...>`, as spatch takes it) */
static uint32_t parse_expr_stmt(struct parser *P, uint32_t first)
{
	uint32_t e = parse_expr(P);
	char buf[64];

	if (at(P, SMPL_T_SEMI)) {
		next(P);
		ats_later(P, SMPL_AT_SEMI, 0);
		return mk(P, SMPL_EXPRSTMT, first, &e, 1);
	}
	if (at_seq_end(P) || at(P, SMPL_T_DOTS) || at(P, SMPL_T_NEST_OPEN) ||
	    at(P, SMPL_T_NESTP_OPEN))
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
	ats_now(P, n, SMPL_AT_NODE, 1);		/* list_for_each@p(...) */
	note_range(P, n, first);
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

/* The token after the name at the cursor and the '@ x' after it. */
static const struct smpl_token *after_name(struct parser *P)
{
	uint32_t i = P->cur + 1;

	while (i + 2 < P->ntok && P->tok[i].kind == SMPL_T_AT &&
	       P->tok[i + 1].kind == SMPL_T_IDENT)
		i += 2;
	return &P->tok[i < P->ntok ? i : P->ntok - 1];
}

static uint32_t parse_simple_stmt(struct parser *P, uint32_t first)
{
	const struct smpl_token *t = peek(P);
	int place = meta_place(P, t);

	if ((place == SMPL_MP_ITER || place == SMPL_MP_DECLR) &&
	    after_name(P)->kind == SMPL_T_LPAREN)
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
		n = mk(P, SMPL_STMTMETA, first, NULL, 0);
		N(P, n)->meta = find_meta(P, t);
		ats_now(P, n, SMPL_AT_NODE, 0);	/* S@p: all of it */
		note_range(P, n, first);
		return n;
	}
	if (at_funcdef(P))
		return parse_func(P, first, SMPL_STORE_NONE, 0);
	if (at_decl(P))
		return parse_decl(P, first);
	return parse_expr_stmt(P, first);
}

/* The keyword at the cursor; '@' after it is on it. */
static void keyword(struct parser *P)
{
	next(P);
	ats_later(P, SMPL_AT_OP, 0);
}

/* empty -> ';' : an expression statement without expression, which
 * matches the code's empty statements */
static uint32_t parse_empty(struct parser *P, uint32_t first)
{
	uint32_t none = 0;

	next(P);
	ats_later(P, SMPL_AT_SEMI, 0);
	return mk(P, SMPL_EXPRSTMT, first, &none, 1);
}

static int disj_heads_decl(struct parser *P);

/* stmt -> block | if | while | do | for | switch | case | return | goto
 *	 | break | continue | label | declaration | function | expr ';'
 *	 | ';' */
static uint32_t parse_stmt_kind(struct parser *P, uint32_t first)
{
	switch (peek(P)->kind) {
	case SMPL_T_LBRACE:	/* { .f = E, }: an initializer alone */
		if (peek2(P)->kind == SMPL_T_DOT ||
		    peek2(P)->kind == SMPL_T_LBRACK)
			return parse_initlist(P);
		return parse_block(P);
	case SMPL_T_PPLINE:
		return parse_directive(P);
	case SMPL_T_PPDEFINE:
		return parse_define(P);
	case SMPL_T_DOTS:
		next(P);
		return mk(P, SMPL_DOTS, first, NULL, 0);
	case SMPL_T_SEMI:
		return parse_empty(P, first);
	case SMPL_T_DISJ_OPEN:	/* ( int | long ) x; */
		if (!disj_heads_decl(P))
			break;
		return parse_decl(P, first);
	case SMPL_T_K_IF:
		keyword(P);
		return parse_if(P, first);
	case SMPL_T_K_WHILE:
		keyword(P);
		return parse_cond_stmt(P, SMPL_WHILE, first);
	case SMPL_T_K_SWITCH:
		keyword(P);
		return parse_cond_stmt(P, SMPL_SWITCH, first);
	case SMPL_T_K_DO:
		keyword(P);
		return parse_do(P, first);
	case SMPL_T_K_FOR:
		keyword(P);
		return parse_for(P, first);
	case SMPL_T_K_CASE: case SMPL_T_K_DEFAULT:	/* no '@' (spatch) */
		return parse_case(P, first,
				  next(P)->kind == SMPL_T_K_DEFAULT);
	case SMPL_T_K_ELSE:
		syntax_error(P, peek(P), "'else' without a previous 'if'");
	case SMPL_T_K_RETURN:
		keyword(P);
		return parse_jump(P, SMPL_RETURN, first);
	case SMPL_T_K_GOTO:
		keyword(P);
		return parse_jump(P, SMPL_GOTO, first);
	case SMPL_T_K_BREAK: case SMPL_T_K_CONTINUE:
		keyword(P);
		return parse_jump(P, P->tok[first].kind == SMPL_T_K_BREAK ?
				  SMPL_BREAK : SMPL_CONTINUE, first);
	default:
		break;
	}
	return parse_simple_stmt(P, first);
}

/* A statement takes the '@' read on its own tokens. */
static uint32_t parse_stmt_inner(struct parser *P)
{
	uint32_t first = P->cur, mark = P->nats, n;

	n = parse_stmt_kind(P, first);
	attach_ats(P, n, mark);
	return n;
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

/* Does a statement that is no expression statement start here (a
 * keyword, a block, a declaration, a statement metavariable, a macro
 * loop or declarer)? */
static int at_stmt_word(struct parser *P)
{
	int place = meta_place(P, peek(P));

	switch (peek(P)->kind) {
	case SMPL_T_LBRACE: case SMPL_T_K_IF: case SMPL_T_K_WHILE:
	case SMPL_T_K_SWITCH: case SMPL_T_K_DO: case SMPL_T_K_FOR:
	case SMPL_T_K_RETURN: case SMPL_T_K_GOTO: case SMPL_T_K_BREAK:
	case SMPL_T_K_CONTINUE:
		return 1;
	default:
		return place == SMPL_MP_STMT || place == SMPL_MP_ITER ||
		       place == SMPL_MP_DECLR ||
		       (at_decl(P) && !(peek2(P)->flags & SMPL_TF_BOL));
	}
}

/* Statements after the first on the when's line: a sequence, which the
 * matcher follows from the node where its first statement matches. */
static uint32_t when_stmts(struct parser *P, uint32_t first, uint32_t s)
{
	struct list l = { 0 };

	push(P, &l, s);
	while (!(peek(P)->flags & SMPL_TF_BOL) && !at_seq_end(P) &&
	       !is_word(peek(P), "when"))
		push(P, &l, parse_stmt(P));
	if (l.n == 1 && N(P, s)->kind == SMPL_EXPRSTMT)
		return s;	/* `when != foo();` as before: an atom */
	return mk(P, SMPL_SEQ, first, l.v, l.n);
}

/* when-pattern -> expr | expr ';' { stmt } | stmt { stmt }, the
 * statements on the when's line */
static uint32_t parse_when_pattern(struct parser *P)
{
	uint32_t first = P->cur, e;

	if (at_stmt_word(P))
		return when_stmts(P, first, parse_stmt(P));
	e = parse_expr(P);
	if (!at(P, SMPL_T_SEMI))
		return e;
	next(P);
	return when_stmts(P, first, mk(P, SMPL_EXPRSTMT, first, &e, 1));
}

/* when -> '!=' ( 'true' | 'false' ) expr: the path takes no true (false)
 * edge out of a condition that matches expr */
static int when_branch(struct parser *P)
{
	int op = is_word(peek(P), "true") ? SMPL_WHEN_TRUE :
		 is_word(peek(P), "false") ? SMPL_WHEN_FALSE : SMPL_WHEN_NE;

	if (op == SMPL_WHEN_NE)
		return op;
	if (peek2(P)->flags & SMPL_TF_BOL)
		syntax_error(P, peek(P), "expected an expression after "
			     "'when != %s' on its line",
			     op == SMPL_WHEN_TRUE ? "true" : "false");
	next(P);
	return op;
}

/* The word of `when any`, `when strict`...: its SMPL_DOTS_* flag, or 0. */
static uint8_t when_word(struct parser *P)
{
	static const char *const words[] = { "any", "strict", "exists",
					      "forall" };
	size_t i;

	for (i = 0; i < 4; i++)
		if (is_word(peek(P), words[i]))
			return (uint8_t)(1u << i);
	return 0;
}

/* when-words -> word { ',' word }, word any | strict | exists | forall */
static uint8_t parse_when_words(struct parser *P, uint8_t flags)
{
	uint8_t w;

	for (;;) {
		if (!(w = when_word(P)))
			expected(P, "'any', 'strict', 'exists' or 'forall'");
		flags |= w;
		if ((flags & SMPL_DOTS_EXISTS) && (flags & SMPL_DOTS_FORALL))
			syntax_error(P, peek(P), "'when exists' and "
				     "'when forall' on one '...'");
		next(P);
		if (!at(P, SMPL_T_COMMA))
			return flags;
		next(P);
	}
}

/* when-clauses -> { when ( '!=' pattern | '!=' true expr | '!=' false
 *			   expr | '=' pattern | when-words ) }
 * Pushes the WHEN nodes on l; returns the SMPL_DOTS_* flags. */
static uint8_t parse_whens(struct parser *P, struct list *l)
{
	uint8_t flags = 0;

	while (is_word(peek(P), "when")) {
		uint32_t first = P->cur, pat, n;
		int op;

		next(P);
		if (when_word(P)) {
			flags = parse_when_words(P, flags);
			continue;
		}
		if (!at(P, SMPL_T_NE) && !at(P, SMPL_T_ASSIGN))
			expected(P, "'!=', '=', 'any', 'strict', 'exists' or "
				    "'forall' after 'when'");
		op = next(P)->kind == SMPL_T_NE ? when_branch(P) : SMPL_WHEN_EQ;
		pat = op == SMPL_WHEN_TRUE || op == SMPL_WHEN_FALSE ?
		      parse_expr(P) : parse_when_pattern(P);
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

/* Is every branch of a column-0 conjunction one bare expression (`(
 * - front + test & back )`)?  Then each is replaced by that expression in
 * l, so that the conjunction is an expression one: every branch holds
 * at the same occurrence, as in spatch. */
static int bare_branches(struct parser *P, struct list *l)
{
	uint32_t i, k;

	for (i = 0; i < l->n; i++) {
		if (N(P, l->v[i])->kind != SMPL_SEQ || N(P, l->v[i])->nkids != 1)
			return 0;
		k = N(P, smpl_kid(P->f, l->v[i], 0))->kind;
		if (k < SMPL_ID || k > SMPL_ECONJ || k == SMPL_EDOTS)
			return 0;
	}
	for (i = 0; i < l->n; i++)
		l->v[i] = smpl_kid(P->f, l->v[i], 0);
	return 1;
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
	if (sep == SMPL_T_CONJ_AND && bare_branches(P, &l))
		return mk(P, SMPL_ECONJ, first, l.v, l.n);
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

/* Can token kind k go on with an expression that ends before it (an
 * operator, a call's or index's bracket, '?', ';')? */
static int continues_expr(enum smpl_tok k)
{
	uint8_t op;

	switch (k) {
	case SMPL_T_QUESTION: case SMPL_T_LPAREN: case SMPL_T_LBRACK:
	case SMPL_T_DOT: case SMPL_T_ARROW: case SMPL_T_INC: case SMPL_T_DEC:
	case SMPL_T_SEMI:
		return 1;
	default:
		return binary_prec(k, &op) || assign_op(k, &op);
	}
}

/* Is the column-0 disjunction at the cursor the first operand of an
 * expression (`(` `A == B` `|` `A != B` `)` `- ? true : false`)?  Its
 * branches hold no statement (no ';', brace or statement keyword), and
 * the token after its closing ')' goes on with an expression. */
static int disj_heads_expr(struct parser *P)
{
	uint32_t i;
	int depth = 0;

	for (i = P->cur; i < P->ntok; i++) {
		enum smpl_tok k = P->tok[i].kind;

		if (k == SMPL_T_SEMI || k == SMPL_T_LBRACE ||
		    k == SMPL_T_RBRACE || (k >= SMPL_T_K_IF &&
					   k <= SMPL_T_K_CONTINUE))
			return 0;
		if (k == SMPL_T_DISJ_OPEN)
			depth++;
		else if (k == SMPL_T_DISJ_CLOSE && !--depth)
			return i + 1 < P->ntok &&
			       continues_expr(P->tok[i + 1].kind);
	}
	return 0;
}

/* Is the column-0 disjunction at the cursor the type of a declaration
 * (`(` `- int` `+ long` `|` `char` `)` `x;`)?  Each branch starts as a
 * type does and holds no statement, none is nested, and a name follows
 * the closing ')' (not a call's: types alone, then a statement). */
static int disj_heads_decl(struct parser *P)
{
	uint32_t i;

	for (i = P->cur + 1; i < P->ntok; i++) {
		enum smpl_tok k = P->tok[i].kind;

		if ((P->tok[i - 1].kind == SMPL_T_DISJ_OPEN ||
		     P->tok[i - 1].kind == SMPL_T_DISJ_BAR) &&
		    !is_type_start(P, &P->tok[i]))
			return 0;
		if (k == SMPL_T_SEMI || k == SMPL_T_LBRACE ||
		    k == SMPL_T_RBRACE || k == SMPL_T_DISJ_OPEN ||
		    k == SMPL_T_CONJ_AND || k == SMPL_T_EOF ||
		    (k >= SMPL_T_K_IF && k <= SMPL_T_K_CONTINUE))
			return 0;
		if (k == SMPL_T_DISJ_CLOSE)	/* `x;`, `x = E;`, not `f(` */
			return i + 2 < P->ntok &&
			       P->tok[i + 1].kind == SMPL_T_IDENT &&
			       P->tok[i + 2].kind != SMPL_T_LPAREN;
	}
	return 0;
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
		if (disj_heads_expr(P) || disj_heads_decl(P)) {
			n = parse_stmt(P);
			break;
		}
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

/* The isomorphisms of spatch's standard.iso (and its built-in optional
 * ones) that the matcher does not apply: disabling one changes nothing. */
static const char *const unapplied_isos[] = {
	"add_signed", "add_int1", "add_int2", "not_int1", "not_int2",
	"not_ptr1", "not_ptr2", "plus_assoc", "minus_assoc",
	"plus_minus_assoc1", "plus_minus_assoc2", "times_assoc", "div_assoc",
	"times_div_assoc1", "times_div_assoc2", "inc", "for_inc",
	"bsd_branch_pred", "zero_multiple_format", "neg_if", "ne_if",
	"drop_else", "neg_if_exp", "decl_init", "extern_decl_init",
	"static_decl_init", "braces0", "braces1", "braces2", "braces3", "ret",
	"ptr_to_array", "mkinit", "fld_to_ptr", "sizeof_type_expr",
	"optional_storage", "optional_qualifier", "optional_attributes",
	"value_format", "comm_assoc", "prototypes",
};

/* Index of the name of token t in list names of n, or -1. */
static int find_name(const char *const *names, int n,
		     const struct smpl_token *t)
{
	int i;

	for (i = 0; i < n; i++)
		if (strlen(names[i]) == t->len &&
		    !memcmp(names[i], t->text, t->len))
			return i;
	return -1;
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
		i = find_name(smpl_iso_names, SMPL_NISOS, t);
		if (i >= 0)
			r->disable |= 1u << i;
		else if (find_name(unapplied_isos, (int)(sizeof(unapplied_isos)
			 / sizeof(unapplied_isos[0])), t) < 0)
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

/* extends R: every metavariable of the earlier rule R is this rule's
 * too, inherited (R.x), as if declared `kind R.x;` (spatch does not make
 * the rule depend on R).  Names that bind nothing (symbols, typedefs)
 * are declared again as such; fresh identifiers are not taken. */
static void parse_extends(struct parser *P)
{
	const struct smpl_token *t;
	struct smpl_rule *r = &P->f->rules[P->rule];
	int32_t R;
	uint32_t i, m;

	next(P);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a rule name after 'extends'");
	t = next(P);
	R = find_rule(P, t);
	if (R < 0) {
		unknown_rule(P, t, "extends");
		return;
	}
	if (r->nmeta)
		syntax_error(P, t, "a second 'extends' in one rule header");
	if (P->f->rules[R].kind != SMPL_R_CODE) {
		r->skip = 1;
		return;
	}
	for (i = 0; i < P->f->rules[R].nmeta; i++) {
		uint32_t x = P->f->rules[R].meta0 + i;
		int binds = smpl_mkind_binds[P->f->metas[x].kind];

		if (binds == SMPL_MB_FRESH)
			continue;
		m = smpl_ast_meta(P->f);
		r = &P->f->rules[P->rule];
		r->nmeta++;
		P->f->metas[m].kind = P->f->metas[x].kind;
		P->f->metas[m].name = P->f->metas[x].name;
		P->f->metas[m].pos = t->pos;
		P->f->metas[m].flags = SMPL_MF_USED;	/* no "not used" */
		if (binds == SMPL_MB_NONE)
			continue;
		P->f->metas[m].from_rule = R;
		P->f->metas[m].from_meta = (int32_t)x;
	}
}

/* The first word of a header is the rule's name unless it is a header
 * keyword; a kind word alone ("@expression@") is the kind. */
static int header_name_at(struct parser *P)
{
	const struct smpl_token *t = peek(P);

	if (!at(P, SMPL_T_IDENT) || is_word(t, "depends") ||
	    is_word(t, "exists") || is_word(t, "forall") ||
	    is_word(t, "disable") || is_word(t, "extends"))
		return 0;
	return !(rbody_word(t) && peek2(P)->kind == SMPL_T_AT);
}

/* header -> '@' [name] { depends on formula | exists | forall
 *			| disable isos | rule-kind | extends name } '@' */
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
		} else if (is_word(peek(P), "extends")) {
			parse_extends(P);
		} else {
			expected(P, "'depends on', 'exists', 'forall', "
				    "'disable', 'extends', a rule kind or '@'");
		}
	}
	next(P);
}

/* script-header -> '@' (script|initialize|finalize) ':' lang [name]
 *		    [depends on formula] '@'
 * A python rule runs only with a script hook (needs_script); any other
 * language is never run. */
static void parse_script_header(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	const struct smpl_token *kw = next(P);
	const struct smpl_token *lang;

	r->kind = is_word(kw, "script") ? SMPL_R_SCRIPT :
		  is_word(kw, "initialize") ? SMPL_R_INITIALIZE
					    : SMPL_R_FINALIZE;
	expect(P, SMPL_T_COLON);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a script language");
	lang = next(P);
	r->lang = intern(P, lang);
	if (is_word(lang, "python"))
		r->needs_script = 1;
	else
		r->skip = 1;
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
 * name whose kids are the types; a type may be R.T, the values a type
 * metavariable of an earlier rule took (an ID node "R.T") */
static uint32_t parse_type_set(struct parser *P)
{
	struct list l = { 0 };
	uint32_t first = P->cur;

	next(P);
	do
		push(P, &l, at(P, SMPL_T_IDENT) && peek2(P)->kind == SMPL_T_DOT ?
		     parse_inherited_value(P) : parse_type(P));
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
 * idexpression and constant, a length with lists (field lists too), any
 * with position; a C type alone declares expressions of that type.
 * Returns the kind; sets its flags, its C type (a TYPE node, or 0) and
 * its length (a node, 0). */
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
	else if ((smpl_mkind_binds[kind] == SMPL_MB_LIST ||
		  kind == SMPL_M_FIELDLIST || kind == SMPL_M_STMTLIST) &&
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
		if (*flags == SMPL_MF_LOCAL && is_word(peek(P), "function")) {
			next(P);	/* a function the file defines: its
					   name, which is where it is matched */
			*flags = 0;
			return SMPL_M_IDENTIFIER;
		}
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

/* cvalue -> identifier | constant | expression | operator | R.x | directive */
static uint32_t parse_cvalue(struct parser *P, int kind)
{
	if (at(P, SMPL_T_IDENT) && peek2(P)->kind == SMPL_T_DOT &&
	    find_rule(P, peek(P)) >= 0)
		return parse_inherited_value(P);
	if (smpl_mkind_binds[kind] == SMPL_MB_OP)
		return parse_oper(P, kind);
	if (kind == SMPL_M_FORMAT && (at(P, SMPL_T_IDENT) || at(P, SMPL_T_INT))) {
		uint32_t first = P->cur, n;	/* a directive: "lu", "02x" */

		next(P);
		n = mk(P, SMPL_ID, first, NULL, 0);
		N(P, n)->str = intern(P, &P->tok[first]);
		return n;
	}
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
 * names -> [rule '.'] name { ',' [rule '.'] name }
 * The code is kept as written (one string: "lang (names) { code }"); the
 * script hook runs it (a python constraint makes the rule need one; any
 * other language is never run).  The braces of the code must balance. */
static void parse_script_constraint(struct parser *P, uint32_t m)
{
	const struct smpl_token *t0, *t, *lang;
	int depth = 0;

	next(P);
	if (!is_word(peek(P), "script"))
		expected(P, "'script' after ':'");
	t0 = next(P);
	expect(P, SMPL_T_COLON);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a script language");
	lang = next(P);
	expect(P, SMPL_T_LPAREN);
	while (at(P, SMPL_T_IDENT) || at(P, SMPL_T_COMMA) ||
	       at(P, SMPL_T_DOT)) {
		int32_t x = -1;

		if (at(P, SMPL_T_IDENT) && peek2(P)->kind != SMPL_T_DOT)
			x = find_meta_in(P->f, P->rule, peek(P)->text,
					 peek(P)->len);
		if (x >= 0)	/* a name the constraint reads is used */
			P->f->metas[x].flags |= SMPL_MF_USED;
		next(P);
	}
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
	if (is_word(lang, "python"))
		P->f->rules[P->rule].needs_script = 1;
}

/* The rule's metavariable inherited as R.x (declared `expression R.x`
 * or added by sub_inherits), -1 when there is none. */
static int32_t inherited_meta(struct parser *P, int32_t r, int32_t x)
{
	const struct smpl_rule *rule = &P->f->rules[P->rule];
	uint32_t i;

	for (i = rule->meta0; i < rule->meta0 + rule->nmeta; i++)
		if (P->f->metas[i].from_rule == r &&
		    P->f->metas[i].from_meta == x)
			return (int32_t)i;
	return -1;
}

/* `E <= R.x`: R.x's value is needed to check the constraint, so the rule
 * inherits it, declared or not (as spatch does); an undeclared one is
 * added under the name "R.x", which no code of the body can name. */
static void sub_inherits(struct parser *P, uint32_t m)
{
	uint32_t i, n = P->f->metas[m].ncons, c0 = P->f->metas[m].cons0;

	for (i = 0; i < n; i++) {
		const struct smpl_node *v = &P->f->nodes[P->f->kids[c0 + i]];
		const char *s = smpl_str(P->f, v->str), *dot = strchr(s, '.');
		struct smpl_token rn = { .text = s, .len = dot ? (size_t)(dot - s) : 0 };
		int32_t r, x;
		uint32_t h;

		if (v->kind != SMPL_ID || !dot ||
		    (r = find_rule(P, &rn)) < 0 ||
		    P->f->rules[r].kind != SMPL_R_CODE ||
		    (x = find_meta_in(P->f, (uint32_t)r, dot + 1,
				      strlen(dot + 1))) < 0 ||
		    inherited_meta(P, r, x) >= 0)
			continue;	/* unknown: not_matched_what says so */
		h = smpl_ast_meta(P->f);
		P->f->rules[P->rule].nmeta++;
		P->f->metas[h].kind = P->f->metas[x].kind;
		P->f->metas[h].name = smpl_ast_str(P->f, s, strlen(s));
		P->f->metas[h].pos = P->f->metas[m].pos;
		P->f->metas[h].flags = SMPL_MF_USED;	/* no "not used" */
		P->f->metas[h].from_rule = r;
		P->f->metas[h].from_meta = x;
	}
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
	if (k == SMPL_T_LE)
		sub_inherits(P, m);
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
	if (P->f->rules[r].skip && P->f->rules[r].kind != SMPL_R_CODE)
		return;		/* an OCaml script: skip_dependents */
	x = find_meta_in(P->f, (uint32_t)r, t->text, t->len);
	if (x < 0) {
		semantic_error(P, t, "rule '%.*s' declares no metavariable "
			       "'%.*s'", (int)rn->len, rn->text, (int)t->len,
			       t->text);
		return;
	}
	mv = &P->f->metas[m];
	/* a value a script computes is text: any kind may take it */
	if (P->f->rules[r].kind != SMPL_R_CODE && P->f->metas[x].from_rule < 0)
		;
	else if (P->f->metas[x].kind != mv->kind)
		semantic_error(P, t, "metavariable '%.*s' of rule '%.*s' is "
			       "declared as %s, not %s", (int)t->len, t->text,
			       (int)rn->len, rn->text,
			       smpl_mkind_names[P->f->metas[x].kind],
			       smpl_mkind_names[mv->kind]);
	mv->from_meta = x;
}

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

/* 1 when a constraint value names another rule's metavariable */
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

/* Each value of mv's subterm constraint is an expression or identifier
 * metavariable of this rule, or inherited by it (sub_inherits), and mv
 * binds an expression. */
static int sub_resolved(struct parser *P, const struct smpl_meta *mv)
{
	uint32_t i;
	int b = smpl_mkind_binds[mv->kind];

	if (b != SMPL_MB_EXPR)	/* spatch takes no other either */
		return 0;
	for (i = 0; i < mv->ncons; i++) {
		const struct smpl_node *v =
			&P->f->nodes[P->f->kids[mv->cons0 + i]];
		const char *s = smpl_str(P->f, v->str);
		int32_t x = v->kind == SMPL_ID ?
			find_meta_in(P->f, P->rule, s, strlen(s)) : -1;
		const char *dot = strchr(s, '.');

		if (x < 0 && dot && v->kind == SMPL_ID) {
			struct smpl_token rn = { .text = s,
						 .len = (size_t)(dot - s) };
			int32_t r = find_rule(P, &rn), y;

			y = r < 0 ? -1 : find_meta_in(P->f, (uint32_t)r,
						      dot + 1, strlen(dot + 1));
			x = y < 0 ? -1 : inherited_meta(P, r, y);
		}
		if (x < 0)
			return 0;
		b = smpl_mkind_binds[P->f->metas[x].kind];
		if (b != SMPL_MB_EXPR && b != SMPL_MB_NAME && b != SMPL_MB_LIST)
			return 0;
	}
	return 1;
}

/* What of metavariable mv's declaration the matcher cannot check yet,
 * in words for a message; NULL when it can all be matched. */
static const char *not_matched_what(struct parser *P,
				    const struct smpl_meta *mv, char *buf,
				    size_t n)
{
	if (mv->kind == SMPL_M_FIELDLIST && mv->from_meta >= 0)
		return "inherited 'field list' metavariables";
	else if (mv->kind == SMPL_M_FIELD && mv->from_meta >= 0)
		return "inherited 'field' metavariables";
	else if (mv->script && strncmp(smpl_str(P->f, mv->script),
				       "python", 6))
		return "script constraints in languages other than python";
	else if (mv->kind == SMPL_M_FORMATLIST && mv->len &&
		 P->f->nodes[mv->len].kind != SMPL_CONST)
		return "format lists with a named length ('[n]')";
	else if (mv->kind == SMPL_M_POSITION && mv->cons != SMPL_CONS_NONE &&
		 !((mv->cons == SMPL_CONS_NE || mv->cons == SMPL_CONS_EQ) &&
		   cons_all_inherited(P, mv)))
		return "constraints on positions other than '!= R.p'";
	else if (mv->kind != SMPL_M_POSITION && mv->cons != SMPL_CONS_SUB &&
		 cons_inherited(P, mv))
		return "constraints naming another rule's metavariable";
	else if (mv->cons == SMPL_CONS_SUB && !sub_resolved(P, mv))
		return "subterm constraints ('<=') other than an expression "
		       "within a metavariable of this rule or an earlier one";
	return NULL;
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
	if (find_meta_in(P->f, P->rule, t->text, t->len) >= 0)
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

/* A call's or a parameter list's comma, which node n owns as token tok:
 * its mark does not count, since removing an argument takes a comma next
 * to it (the matcher's arg_edits), as spatch tidies commas. */
static int is_separator(struct parser *P, uint32_t n, uint32_t tok)
{
	return (N(P, n)->kind == SMPL_CALL || N(P, n)->kind == SMPL_PARAMS) &&
	       P->tok[tok].kind == SMPL_T_COMMA;
}

/* The gap of node n that token tok, which n owns, is in: how many of
 * its kids come before it. */
static uint32_t gap_of(struct parser *P, uint32_t n, uint32_t tok)
{
	uint32_t k, c, g = 0;

	for (k = 0; k < N(P, n)->nkids; k++) {
		c = smpl_kid(P->f, n, k);
		g += c && P->first[c] < tok;
	}
	return g;
}

static int is_disj_kind(enum smpl_kind k)
{
	return k == SMPL_DISJ || k == SMPL_CONJ || k == SMPL_EDISJ ||
	       k == SMPL_ECONJ;
}

/* Do the tokens of node n that are not '-', with the + code between its
 * first and last token, balance their brackets?  What a rule leaves of
 * a node must (spatch parses it): `- printk(` `+ WARN(1,` `es);` does,
 * `- a[` `E]` does not. */
static int balanced_after(struct parser *P, uint32_t n)
{
	uint32_t i, last = P->tok_g[P->end[n] - 1];
	int depth[3] = { 0, 0, 0 }, k;

	for (i = P->tok_g[P->first[n]]; i <= last; i++) {
		if (P->g[i].mark == SMPL_TM_MINUS)
			continue;
		switch (P->g[i].kind) {
		case SMPL_T_LPAREN: depth[0]++; break;
		case SMPL_T_RPAREN: depth[0]--; break;
		case SMPL_T_LBRACK: depth[1]++; break;
		case SMPL_T_RBRACK: depth[1]--; break;
		case SMPL_T_LBRACE: depth[2]++; break;
		case SMPL_T_RBRACE: depth[2]--; break;
		}
		for (k = 0; k < 3; k++)
			if (depth[k] < 0)
				return 0;
	}
	return !depth[0] && !depth[1] && !depth[2];
}

/* Is n an if or a while whose keyword alone is '-' among its own tokens
 * (`- if` `+ while` `(x) S`)?  Then it stays context, its str is
 * SMPL_KW_REMOVED, and the matcher replaces the keyword by the + code
 * after it (atom.c keyword_edit). */
static int keyword_removed(struct parser *P, uint32_t n, const uint32_t *owner)
{
	uint32_t i, k = P->first[n];
	int kind = N(P, n)->kind;

	if ((kind != SMPL_IF && kind != SMPL_WHILE) ||	/* a for's header
							   is its own */
	    owner[k] != n || P->tok[k].mark != SMPL_TM_MINUS)
		return 0;
	for (i = k + 1; i < P->end[n]; i++)
		if (owner[i] == n && P->tok[i].mark != SMPL_TM_CTX)
			return 0;
	N(P, n)->str = smpl_ast_str(P->f, SMPL_KW_REMOVED,
				    strlen(SMPL_KW_REMOVED));
	return 1;
}

/* Node n owns tokens of different marks (seen, bits of SMPL_TM_*).  A
 * disjunction's brackets stand for no code: it takes its first token's
 * mark (`* x = \(kmalloc(E) \|` `  vmalloc(E)\);`).  Else n stays
 * context and its str spells the marks of its gaps (ast.h), each gap
 * all '-' or all context; a '*' part is not kept (its kids are reported
 * by their own marks).  The matcher removes gaps of the kinds
 * smpl_partial_kind names; a rule with other such nodes is skipped. */
static void partial_marks(struct parser *P, uint32_t n, const uint32_t *owner,
			  uint8_t seen)
{
	uint32_t nk = N(P, n)->nkids, i, g;
	uint8_t *gaps = smpl_arena_alloc(&P->scratch, nk + 1);
	char *str = smpl_arena_alloc(&P->scratch, nk + 2), rl[128];
	struct smpl_rule *r = &P->f->rules[P->rule];

	N(P, n)->mark = SMPL_CTX;
	if (is_disj_kind(N(P, n)->kind)) {
		N(P, n)->mark = P->tok[P->first[n]].mark == SMPL_TM_MINUS ?
			SMPL_MINUS : P->tok[P->first[n]].mark == SMPL_TM_STAR ?
			SMPL_STAR : SMPL_CTX;
		return;
	}
	if (keyword_removed(P, n, owner))
		return;
	for (i = P->first[n]; i < P->end[n]; i++)
		if (owner[i] == n && !is_separator(P, n, i))
			gaps[gap_of(P, n, i)] |= (uint8_t)(1u << P->tok[i].mark);
	for (g = 0; g <= nk; g++) {
		if (gaps[g] & (gaps[g] - 1))
			break;
		str[g] = gaps[g] & (1u << SMPL_TM_MINUS) ? '-' : ' ';
	}
	if (g <= nk || nk + 1 > SMPL_GAPS_MAX) {
		smpl_error(P->d, N(P, n)->pos, "only part of this %s is "
			   "marked '%c'", smpl_kind_names[N(P, n)->kind],
			   (seen & (1u << SMPL_TM_MINUS)) ? '-' : '*');
		longjmp(P->fail, 1);
	}
	if (!(seen & (1u << SMPL_TM_MINUS)))
		return;
	if (!balanced_after(P, n)) {
		smpl_error(P->d, N(P, n)->pos, "what stays of this %s, with "
			   "the '+' code inside it, does not balance its "
			   "brackets", smpl_kind_names[N(P, n)->kind]);
		longjmp(P->fail, 1);
	}
	if (!N(P, n)->str)	/* not over a node's own text (a type's) */
		N(P, n)->str = smpl_ast_str(P->f, str, nk + 1);
	if (smpl_partial_kind(N(P, n)->kind) || r->skip)
		return;
	r->skip = 1;
	smpl_warning(P->d, N(P, n)->pos, "only part of this %s is marked "
		     "'-', which is not matched yet: %s matches nothing",
		     smpl_kind_names[N(P, n)->kind],
		     rule_label(P->f, P->rule, rl, sizeof(rl)));
}

/* The mark all the kids of n have, else context. */
static uint8_t kids_mark(struct parser *P, uint32_t n)
{
	uint32_t k, c;
	int mark = -1;

	for (k = 0; k < N(P, n)->nkids; k++) {
		c = smpl_kid(P->f, n, k);
		if (c && mark >= 0 && N(P, c)->mark != mark)
			return SMPL_CTX;
		if (c)
			mark = N(P, c)->mark;
	}
	return mark < 0 ? SMPL_CTX : (uint8_t)mark;
}

/* Each node's mark is that of the tokens it owns: those in its range not
 * taken by a kid (kids are older, so they claim theirs first); see
 * partial_marks for a node whose tokens differ. */
static void check_funcs(struct parser *P, uint32_t body);
static void check_blocks(struct parser *P, uint32_t n, int stmts);

static void compute_marks(struct parser *P)
{
	uint32_t nn = P->f->nnodes, n, i;
	uint32_t *owner = smpl_arena_alloc(&P->scratch,
					   P->ntok * sizeof(*owner));

	P->owner = owner;
	uint8_t *seen = smpl_arena_alloc(&P->scratch, nn - P->node0);

	for (n = P->node0; n < nn; n++)
		for (i = P->first[n]; i < P->end[n]; i++)
			if (!owner[i])
				owner[i] = n;
	for (i = 0; i + 1 < P->ntok; i++) {
		uint8_t bit = (uint8_t)(1u << P->tok[i].mark);

		if (owner[i] && !is_separator(P, owner[i], i))
			seen[owner[i] - P->node0] |= bit;
	}
	for (n = P->node0; n < nn; n++) {
		uint8_t s = seen[n - P->node0];

		if (s & (s - 1)) {
			partial_marks(P, n, owner, s);
			continue;
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

		if (N(P, n)->kind != SMPL_ITER)
			continue;
		h = N(P, smpl_kid(P->f, n, 0))->mark;
		b = N(P, smpl_kid(P->f, n, 1))->mark;
		if (h == b)
			N(P, n)->mark = h;
	}
	/* so does a parameter, a declarator or a function definition that
	 * owns no token: `- int (*f)(int);` removes its (*f)(int) too, `-
	 * f(...) { ... }` the whole function */
	for (n = P->node0; n < nn; n++)
		if ((N(P, n)->kind == SMPL_PARAM || N(P, n)->kind == SMPL_DTOR ||
		     N(P, n)->kind == SMPL_FUNC) && !seen[n - P->node0])
			N(P, n)->mark = kids_mark(P, n);
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

	while (tok >= 2 && P->tok[tok].kind == SMPL_T_IDENT &&
	       P->tok[tok - 1].kind == SMPL_T_AT)
		tok -= 2;	/* `- if (E)@p` */
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

/* + code right after token tok, a '-' token of a node that is partly
 * '-' and not matched (`- f(int x, int y) {` `+ f(int x) {` `...` `}`):
 * that node, so that the rule, skipped, still compiles; 0 otherwise. */
static uint32_t gap_anchor(struct parser *P, uint32_t tok)
{
	uint32_t n = P->owner[tok];

	if (!n || !N(P, n)->str || P->tok[tok].mark != SMPL_TM_MINUS ||
	    smpl_partial_kind(N(P, n)->kind))
		return 0;
	return n;
}

/* Is node n a function definition's parameter list or body? */
static int fn_part(struct parser *P, uint32_t n)
{
	uint32_t f;

	for (f = P->node0; f < P->f->nnodes; f++)
		if (N(P, f)->kind == SMPL_FUNC &&
		    (smpl_kid(P->f, f, 2) == n || smpl_kid(P->f, f, 3) == n))
			return 1;
	return 0;
}

/* + code right after the '(' or '{' (tok, after) or right before the
 * ')' or '}' (before) of a function definition's parameter list or
 * body, where nothing else takes it (`{` `+ foo();` `...`): that list
 * or body, the code to go first (last) in it; 0 otherwise. */
static uint32_t inside_anchor(struct parser *P, uint32_t tok, int after,
			      uint8_t *where)
{
	uint32_t n = P->owner[tok];
	enum smpl_tok k = P->tok[tok].kind;

	if (!n || !fn_part(P, n))
		return 0;
	if (after ? P->first[n] != tok || (k != SMPL_T_LPAREN &&
					   k != SMPL_T_LBRACE)
		  : P->end[n] != tok + 1 || (k != SMPL_T_RPAREN &&
					     k != SMPL_T_RBRACE))
		return 0;
	*where = after ? SMPL_PLUS_FIRST : SMPL_PLUS_LAST;
	return n;
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
		P->f->ptoks[k].flags =
			((t->flags & SMPL_TF_BOL) ? SMPL_PT_BOL : 0) |
			((t->flags & SMPL_TF_PLUSPLUS) ? SMPL_PT_PLUSPLUS : 0);
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
	if (!anchor && q > 0)
		anchor = gap_anchor(P, q - 1);
	if (!anchor && q > 0)
		anchor = inside_anchor(P, q - 1, 1, &where);
	if (!anchor && q + 1 < P->ntok)
		anchor = inside_anchor(P, q, 0, &where);
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

/* A body holding what the matcher does not match yet (check.c says
 * what): the rule is skipped with a warning, so it never matches
 * wrongly; top-level code is matched at a file's top level, which
 * gcc-smpl does not read yet. */
static void skip_unmatched(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	const char *what;
	char rl[128];
	uint32_t n;
	int top;

	if (r->skip || !(n = smpl_check_unmatched(P->f, r->body, &what, &top)))
		return;
	r->skip = 1;
	rule_label(P->f, P->rule, rl, sizeof(rl));
	if (top)
		smpl_warning(P->d, N(P, n)->pos, "%s is top-level code, not "
			     "matched yet: %s matches nothing", what, rl);
	else
		smpl_warning(P->d, N(P, n)->pos, "%s are not matched yet: %s "
			     "matches nothing", what, rl);
}

/* The element of block b that is more than plain statements and `...`
 * without when clauses, or 0. */
static uint32_t block_not_plain(struct parser *P, uint32_t b)
{
	uint32_t seq, i, e;

	seq = smpl_kid(P->f, b, 0);
	for (i = 0; i < N(P, seq)->nkids; i++) {
		e = smpl_kid(P->f, seq, i);
		switch (N(P, e)->kind) {
		case SMPL_EXPRSTMT: case SMPL_RETURN: case SMPL_GOTO:
		case SMPL_DECL: case SMPL_STMTMETA:
			continue;
		case SMPL_DOTS:
			if (!N(P, e)->nkids)
				continue;
		}
		return e;
	}
	return 0;
}

/* The element of loop body b that the matcher cannot take, or 0: it
 * takes a block holding anything (the model checker matches a block
 * with more than plain statements and `...` as a sequence of the rule,
 * docs/matcher.md), a statement, an if (loop, switch) with plain arms
 * as the body itself. */
static uint32_t loop_body_unmatched(struct parser *P, uint32_t b)
{
	uint32_t i, e, k;

	if (N(P, b)->kind != SMPL_IF)
		return 0;
	for (i = 1; i < 3; i++)
		if ((e = smpl_kid(P->f, b, i)) &&
		    N(P, e)->kind == SMPL_BLOCK &&
		    (k = block_not_plain(P, e)))
			return k;
	return 0;
}

/* A position on a type other than the type of a cast or of sizeof(T)
 * is not matched: the rule is skipped, with a warning. */
static void type_ats_unmatched(struct parser *P)
{
	uint32_t n, t;
	uint8_t *ok = calloc(P->f->nnodes + 1, 1);
	char buf[80];

	if (!ok)
		abort();
	for (n = P->node0; n < P->f->nnodes; n++)
		if ((N(P, n)->kind == SMPL_CAST ||
		     N(P, n)->kind == SMPL_SIZEOFT) && N(P, n)->nkids &&
		    (t = smpl_kid(P->f, n, 0)) < P->f->nnodes)
			ok[t] = 1;
	for (n = P->node0; n < P->f->nnodes; n++) {
		if (N(P, n)->kind != SMPL_TYPE || N(P, n)->posvar < 0 || ok[n])
			continue;
		snprintf(buf, sizeof(buf), "a position on a type outside a "
			 "cast or sizeof");
		at_not_matched(P, N(P, n)->pos, buf);
	}
	free(ok);
}

/* A loop whose body the matcher cannot take matches nothing (docs/
 * matcher.md, "Not done yet"): the rule is skipped, with a warning. */
static void unmatched_loops(struct parser *P)
{
	uint32_t n, body, e;
	char buf[80];

	for (n = P->node0; n < P->f->nnodes; n++) {
		switch (N(P, n)->kind) {
		case SMPL_WHILE: case SMPL_ITER: body = smpl_kid(P->f, n, 1); break;
		case SMPL_FOR: body = smpl_kid(P->f, n, 3); break;
		default: continue;
		}
		if (!(e = loop_body_unmatched(P, body)))
			continue;
		P->f->rules[P->rule].skip = 1;
		smpl_warning(P->d, N(P, e)->pos, "a loop body holding %s is not "
			     "matched yet: %s matches nothing",
			     N(P, e)->kind == SMPL_DOTS ? "'...' with when clauses"
			     : "more than statements and '...'",
			     rule_label(P->f, P->rule, buf, sizeof(buf)));
		return;
	}
}

/* Is n a statement list metavariable? */
static int is_stmt_list(struct parser *P, uint32_t n)
{
	const struct smpl_node *x = N(P, n);

	return x->kind == SMPL_STMTMETA && x->meta >= 0 &&
	       P->f->metas[x->meta].kind == SMPL_M_STMTLIST;
}

/* The statement list metavariable that is all of block b, a function's
 * body, an if's arm or a while or for loop's body (`f(...) { SL }`,
 * `if (E) { SL }`, `while (E) { SL }`: what the
 * matcher takes, as spatch, which does not match `{ a(); SL }`), or 0. */
static uint32_t placed_stmt_list(struct parser *P, uint32_t b)
{
	uint32_t seq;

	if (!b || N(P, b)->kind != SMPL_BLOCK)
		return 0;
	seq = smpl_kid(P->f, b, 0);
	if (N(P, seq)->nkids != 1 || !is_stmt_list(P, smpl_kid(P->f, seq, 0)))
		return 0;
	return smpl_kid(P->f, seq, 0);
}

/* Every statement list metavariable of the rule's body where the
 * matcher takes one (placed_stmt_list), else the rule is skipped with
 * a warning. */
static void unmatched_stmt_lists(struct parser *P)
{
	uint32_t ok[64], nok = 0, n, i, e;
	char buf[80];

	for (n = P->node0; n < P->f->nnodes && nok < 62; n++) {
		if ((N(P, n)->kind == SMPL_FUNC || N(P, n)->kind == SMPL_FOR) &&
		    (e = placed_stmt_list(P, smpl_kid(P->f, n, 3))))
			ok[nok++] = e;
		if (N(P, n)->kind == SMPL_WHILE &&
		    (e = placed_stmt_list(P, smpl_kid(P->f, n, 1))))
			ok[nok++] = e;
		if (N(P, n)->kind != SMPL_IF)
			continue;
		for (i = 1; i < 3; i++)
			if ((e = placed_stmt_list(P, smpl_kid(P->f, n, i))))
				ok[nok++] = e;
	}
	for (n = P->node0; n < P->f->nnodes; n++) {
		if (!is_stmt_list(P, n))
			continue;
		for (i = 0; i < nok && ok[i] != n; i++)
			;
		if (i < nok)
			continue;
		P->f->rules[P->rule].skip = 1;
		smpl_warning(P->d, N(P, n)->pos, "a 'statement list' "
			     "metavariable other than a whole function body, if "
			     "arm or loop body is not matched yet: %s matches nothing",
			     rule_label(P->f, P->rule, buf, sizeof(buf)));
		return;
	}
}

/* How many nodes of the rule's body (from n0) name metavariable m, and
 * how many of them are members of a struct or union body. */
static uint32_t meta_uses(struct parser *P, int32_t m, uint32_t *members)
{
	uint32_t n, i, k = 0, seq;

	*members = 0;
	for (n = P->node0; n < P->f->nnodes; n++) {
		if (N(P, n)->meta == m && N(P, n)->kind != SMPL_POSAT)
			k++;
		if (N(P, n)->kind != SMPL_TAGDEF ||
		    N(P, n)->op == SMPL_TAG_ENUM ||
		    !(seq = smpl_kid(P->f, n, 1)))
			continue;
		for (i = 0; i < N(P, seq)->nkids; i++)
			if (N(P, smpl_kid(P->f, seq, i))->kind == SMPL_STMTMETA &&
			    N(P, smpl_kid(P->f, seq, i))->meta == m)
				++*members;
	}
	return k;
}

/* A field list metavariable is matched as any fields, not bound to
 * them (docs/matcher.md, "Top level"): only where that is all it says,
 * once among a struct's fields, in no + code, its length a number or a
 * name used nowhere else; else the rule is skipped with a warning. */
static void unmatched_field_lists(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	uint32_t m, i, members, lm;
	char rl[128];

	for (m = r->meta0; m < r->meta0 + r->nmeta && !r->skip; m++) {
		const struct smpl_meta *mv = &P->f->metas[m];
		int ok;

		if ((mv->kind != SMPL_M_FIELDLIST && mv->kind != SMPL_M_FIELD) ||
		    !(mv->flags & SMPL_MF_USED))
			continue;
		ok = meta_uses(P, (int32_t)m, &members) == 1 && members == 1;
		for (i = r->plus0; ok && i < P->f->nplus; i++) {
			const struct smpl_plus *pl = &P->f->plus[i];
			uint32_t t;

			for (t = pl->tok0; t < pl->tok0 + pl->ntok; t++)
				if (P->f->ptoks[t].meta == (int32_t)m)
					ok = 0;
		}
		if (ok && mv->len && N(P, mv->len)->kind == SMPL_ID &&
		    N(P, mv->len)->meta >= 0 &&
		    meta_uses(P, N(P, mv->len)->meta, &lm) > 0)
			ok = 0;
		if (ok)
			continue;
		r->skip = 1;
		smpl_warning(P->d, mv->pos, "a '%s' metavariable other "
			     "than once among a struct's fields, in no + code, "
			     "is not matched yet: %s matches nothing",
			     smpl_mkind_names[mv->kind],
			     rule_label(P->f, P->rule, rl, sizeof(rl)));
	}
}

/* Mark n and the nodes under it in in_decl. */
static void mark_under(struct parser *P, uint32_t n, uint8_t *in_decl)
{
	uint32_t i;

	if (!n || in_decl[n - P->node0])
		return;
	in_decl[n - P->node0] = 1;
	for (i = 0; i < N(P, n)->nkids; i++)
		mark_under(P, smpl_kid(P->f, n, i), in_decl);
}

/* A declaration metavariable is matched after '@' in a declaration
 * (`int x@d;`, the matcher's decl_at) and written by + code; anywhere
 * else in the pattern (`d` as a statement) the rule is skipped with a
 * warning. */
static void decl_metas(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	uint32_t nn = P->f->nnodes, n;
	uint8_t *in_decl = smpl_arena_alloc(&P->scratch, nn - P->node0 + 1);
	char rl[128];

	memset(in_decl, 0, nn - P->node0 + 1);
	for (n = P->node0; n < nn; n++)
		if (N(P, n)->kind == SMPL_DECL)
			mark_under(P, n, in_decl);
	for (n = P->node0; n < nn && !r->skip; n++) {
		int32_t m = N(P, n)->meta;
		uint32_t on;

		if (m < 0 || P->f->metas[m].kind != SMPL_M_DECLARATION)
			continue;
		on = N(P, n)->kind == SMPL_POSAT ? smpl_kid(P->f, n, 0) : 0;
		if (on && on >= P->node0 && in_decl[on - P->node0])
			continue;
		r->skip = 1;
		smpl_warning(P->d, N(P, n)->pos, "a declaration metavariable "
			     "elsewhere than after '@' in a declaration is not "
			     "matched yet: %s matches nothing",
			     rule_label(P->f, P->rule, rl, sizeof(rl)));
	}
}

/* A body that is a disjunction of bare expressions (`( - A + B | - C +
 * D )`) is the expression disjunction `\( A \| C \)`: each occurrence of
 * any branch in the code is a match of its own, as spatch (cocci test
 * define_exp), where a disjunction of statements takes at a node its
 * first branch that matches there.  The branches' SEQ nodes are left
 * without kids. */
static void bare_edisj(struct parser *P, uint32_t body)
{
	uint32_t d, i, b, e;

	if (!body || N(P, body)->kind != SMPL_SEQ || N(P, body)->nkids != 1)
		return;
	d = smpl_kid(P->f, body, 0);
	if (N(P, d)->kind != SMPL_DISJ || N(P, d)->nkids < 2)
		return;
	for (i = 0; i < N(P, d)->nkids; i++) {
		b = smpl_kid(P->f, d, i);
		if (N(P, b)->kind != SMPL_SEQ || N(P, b)->nkids != 1)
			return;
		e = smpl_kid(P->f, b, 0);
		if (N(P, e)->kind < SMPL_ID || N(P, e)->kind > SMPL_ECONJ ||
		    N(P, e)->kind == SMPL_EDOTS)
			return;
	}
	for (i = 0; i < N(P, d)->nkids; i++) {
		b = smpl_kid(P->f, d, i);
		P->f->kids[N(P, d)->kid0 + i] = smpl_kid(P->f, b, 0);
		N(P, b)->nkids = 0;
	}
	N(P, d)->kind = SMPL_EDISJ;
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
	P->nats = 0;
	if (setjmp(P->fail))
		return;
	r->body = parse_seq(P);
	if (!at(P, SMPL_T_EOF))
		unbalanced(P);
	compute_marks(P);
	unmatched_loops(P);
	unmatched_stmt_lists(P);
	type_ats_unmatched(P);
	smpl_check_bind(P->f, P->rule, P->d);
	P->f->rules[P->rule].plus0 = P->f->nplus;
	attach_all_plus(P, start, end);
	smpl_check_nest_plus(P->f, P->rule, P->d);
	unmatched_field_lists(P);
	skip_unmatched(P);
	decl_metas(P);
	check_funcs(P, r->body);
	bare_edisj(P, r->body);
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

/* Is parameter pattern k a context type without name that + code after
 * it names (`T` `+ i`), and nothing else of it changes?  The matcher
 * writes the name after the parameter (param_name_plus in atom.c). */
static int param_name_added(struct parser *P, uint32_t k)
{
	const struct smpl_rule *r = &P->f->rules[P->rule];
	uint32_t t, i, n = 0;

	if (N(P, k)->kind != SMPL_PARAM || N(P, k)->mark != SMPL_CTX ||
	    smpl_kid(P->f, k, 1) || !(t = smpl_kid(P->f, k, 0)))
		return 0;
	for (i = r->plus0; i < P->f->nplus; i++)
		if (P->f->plus[i].anchor == t) {
			if (P->f->plus[i].where != SMPL_PLUS_AFTER)
				return 0;
			n++;
		}
	if (!n || N(P, t)->mark != SMPL_CTX)
		return 0;
	for (i = 0; i < N(P, t)->nkids; i++)
		if (header_changed(P, smpl_kid(P->f, t, i), SMPL_CTX))
			return 0;
	return 1;
}

/* Does the parameter list ps of a function whose mark is `mark` change
 * otherwise than the matcher edits it: a parameter removed or kept
 * whole, + code before, after or in place of one, or first or last in
 * the list, but nothing inside a parameter (its type or name) and no
 * '...' removed? */
static int params_changed(struct parser *P, uint32_t ps, uint8_t mark)
{
	const struct smpl_rule *r = &P->f->rules[P->rule];
	uint32_t i, j, k;

	if (!ps || mark != SMPL_CTX)
		return header_changed(P, ps, mark);
	if (N(P, ps)->mark != mark)
		return 1;
	for (i = r->plus0; i < P->f->nplus; i++)
		if (P->f->plus[i].anchor == ps &&
		    P->f->plus[i].where != SMPL_PLUS_FIRST &&
		    P->f->plus[i].where != SMPL_PLUS_LAST)
			return 1;
	for (i = 0; i < N(P, ps)->nkids; i++) {
		k = smpl_kid(P->f, ps, i);
		if (N(P, k)->kind == SMPL_EDOTS) {
			if (header_changed(P, k, mark))
				return 1;
			continue;
		}
		if (N(P, k)->mark == SMPL_STAR)
			return 1;
		if (param_name_added(P, k))
			continue;
		for (j = 0; j < N(P, k)->nkids; j++)
			if (header_changed(P, smpl_kid(P->f, k, j),
					   N(P, k)->mark))
				return 1;
	}
	return 0;
}

/* Does + code go before, after or inside node n? */
static int has_plus(struct parser *P, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < P->f->nplus; i++)
		if (P->f->plus[i].anchor == n)
			return 1;
	return 0;
}

/* A { } block that is a statement of a sequence (not an arm, a loop's
 * or a function's body) is matched when it is context code among the
 * statements of a sequence, its braces neither removed nor given +
 * code; elsewhere (optional, `- {`) it is not matched yet: the rule
 * warns and is skipped.  stmts: n's elements are statements of a
 * sequence. */
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
		    (kind == SMPL_OPT || N(P, k)->mark != SMPL_CTX ||
		     has_plus(P, k)) &&
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

/* Is node n a parameter list metavariable? */
static int is_param_list(struct parser *P, uint32_t n)
{
	return N(P, n)->kind == SMPL_ID && N(P, n)->meta >= 0 &&
	       (P->f->metas[N(P, n)->meta].kind == SMPL_M_PARAMLIST ||
		P->f->metas[N(P, n)->meta].kind == SMPL_M_PARAM);
}

/* A parameter list metavariable is matched among a function
 * definition's parameters only, and is written in no + code: elsewhere
 * the rule is skipped with a warning. */
static void check_param_lists(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	uint32_t n, i, ok = 0, used = 0;
	char rl[128];

	for (n = P->node0; n < P->f->nnodes; n++)
		if (is_param_list(P, n))
			used++;
	for (n = P->node0; n < P->f->nnodes; n++)
		if (N(P, n)->kind == SMPL_FUNC)
			for (i = 0; i < N(P, smpl_kid(P->f, n, 2))->nkids; i++)
				ok += is_param_list(P, smpl_kid(P->f,
						    smpl_kid(P->f, n, 2), i));
	if (used == ok || r->skip)
		return;
	r->skip = 1;
	smpl_warning(P->d, r->pos, "a parameter list metavariable outside a "
		     "function definition's parameters is not matched yet: "
		     "%s matches nothing",
		     rule_label(P->f, P->rule, rl, sizeof(rl)));
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
	check_param_lists(P);
	for (n = P->node0; n < P->f->nnodes && !r->skip; n++) {
		int ok = 1;

		if (N(P, n)->kind != SMPL_FUNC)
			continue;
		if (N(P, body)->nkids != 1 || smpl_kid(P->f, body, 0) != n ||
		    (smpl_kid(P->f, n, 0) &&
		     N(P, smpl_kid(P->f, n, 0))->kind != SMPL_TYPE))
			ok = 0;
		for (i = 0; i < 2 && ok; i++)
			ok = !header_changed(P, smpl_kid(P->f, n, i),
					     N(P, n)->mark);
		if (ok)
			ok = !params_changed(P, smpl_kid(P->f, n, 2),
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

/* The first rule formula n names that is never run (ever: when need,
 * the first that needs a script hook), or -1. */
static int32_t named_dep(const struct parser *P, uint32_t n, int need)
{
	const struct smpl_file *f = P->f;
	const struct smpl_node *d = &f->nodes[n];
	uint32_t i;

	if (d->kind == SMPL_DEPNAME)
		return d->op == SMPL_DEP_RULE &&
		       (need ? f->rules[d->meta].needs_script
			     : f->rules[d->meta].skip) ? d->meta : -1;
	for (i = 0; i < d->nkids; i++) {
		int32_t r = named_dep(P, smpl_kid(f, n, i), need);

		if (r >= 0)
			return r;
	}
	return -1;
}

/* The first rule that rule r depends on or inherits from that is never
 * run (need 0) or needs a script hook (need 1), or -1. */
static int32_t needed_rule(const struct parser *P, int need)
{
	const struct smpl_rule *r = &P->f->rules[P->rule];
	int32_t s = r->depends ? named_dep(P, r->depends, need) : -1;
	uint32_t i;

	for (i = r->meta0; s < 0 && i < r->meta0 + r->nmeta; i++) {
		int32_t R = P->f->metas[i].from_rule;

		if (R >= 0 && (need ? P->f->rules[R].needs_script
				    : P->f->rules[R].skip))
			s = R;
	}
	return s;
}

/* A rule that needs a rule that is never run is not run either; one
 * that needs a rule needing a script hook needs one too. */
static void skip_dependents(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	char a[64], b[64];
	int32_t s = needed_rule(P, 0);

	if (needed_rule(P, 1) >= 0)
		r->needs_script = 1;
	if (s < 0 || r->skip)
		return;
	r->skip = 1;
	smpl_warning(P->d, r->pos, "%s skipped: it needs %s, which is not run",
		     rule_label(P->f, P->rule, a, sizeof(a)),
		     rule_label(P->f, (uint32_t)s, b, sizeof(b)));
}

/* script-decl -> name '<<' rule '.' name ['=' string] ';'
 *		| name { ',' name } ';'
 * A value inherited from an earlier rule (with the default a script
 * gets when that rule's match left it unbound), or a new one the script
 * computes (coccinelle.name = ...) for later rules to inherit. */
static void parse_script_decl(struct parser *P)
{
	const struct smpl_token *t = peek(P), *rn, *x;
	uint32_t m;

	if (!at(P, SMPL_T_IDENT))
		expected(P, "a script metavariable declaration or '@@'");
	next(P);
	if (find_meta_in(P->f, P->rule, t->text, t->len) >= 0)
		semantic_error(P, t, "metavariable '%.*s' declared twice",
			       (int)t->len, t->text);
	m = smpl_ast_meta(P->f);
	P->f->rules[P->rule].nmeta++;
	P->f->metas[m].kind = SMPL_M_IDENTIFIER;
	P->f->metas[m].flags = SMPL_MF_USED;
	P->f->metas[m].pos = t->pos;
	P->f->metas[m].name = intern(P, t);
	if (at(P, SMPL_T_COMMA)) {
		next(P);
		parse_script_decl(P);
		return;
	}
	if (!at(P, SMPL_T_SHL)) {
		expect_semi(P, "a script metavariable declaration");
		return;
	}
	next(P);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a rule name after '<<'");
	rn = next(P);
	expect(P, SMPL_T_DOT);
	if (!at(P, SMPL_T_IDENT))
		expected(P, "a metavariable name after '.'");
	x = next(P);
	if (find_rule(P, rn) >= 0) {
		int32_t y = find_meta_in(P->f, (uint32_t)find_rule(P, rn),
					 x->text, x->len);

		if (y >= 0)	/* resolve_inherited checks the kind */
			P->f->metas[m].kind = P->f->metas[y].kind;
	}
	resolve_inherited(P, m, rn, x);
	if (at(P, SMPL_T_ASSIGN)) {
		next(P);
		/* a position's default is a list, spatch's `= []` (none) */
		if (P->f->metas[m].kind == SMPL_M_POSITION &&
		    at(P, SMPL_T_LBRACK)) {
			next(P);
			expect(P, SMPL_T_RBRACK);
			P->f->metas[m].flags |= SMPL_MF_DEFAULT;
			P->f->metas[m].dflt = smpl_ast_str(P->f, "[]", 2);
			expect_semi(P, "a script metavariable declaration");
			return;
		}
		if (!at(P, SMPL_T_STRING))
			expected(P, "a string after '=' (the default value)");
		t = next(P);
		P->f->metas[m].flags |= SMPL_MF_DEFAULT;
		P->f->metas[m].dflt = smpl_ast_str(P->f, t->text + 1,
						   t->len >= 2 ? t->len - 2
							       : 0);
	}
	expect_semi(P, "a script metavariable declaration");
}

/* The code of a script rule: the RAW token after '@@', verbatim but for
 * the rest of the '@@' line, with the line it starts on. */
static void script_code(struct parser *P)
{
	struct smpl_rule *r = &P->f->rules[P->rule];
	const struct smpl_token *t = peek(P);
	const char *s = t->text, *e = t->text + t->len, *nl;
	uint32_t line = t->pos.line;

	if (t->kind != SMPL_T_RAW)
		return;
	nl = memchr(s, '\n', (size_t)(e - s));
	if (nl && strspn(s, " \t\r") == (size_t)(nl - s)) {
		s = nl + 1;
		line++;
	}
	r->code = smpl_ast_str(P->f, s, (size_t)(e - s));
	r->code_line = line;
	next(P);
}

/* script rule -> script-header { script-decl } '@@' code.  Only python
 * rules run (with a script hook); another language's is warned about
 * and never run (its declarations, `(_,x) << r.x;` in OCaml, are read as
 * tokens: the rule keeps no metavariables). */
static void parse_script(struct parser *P)
{
	const struct smpl_token *lang = &P->tok[P->cur + 2];

	parse_script_header(P);
	if (P->f->rules[P->rule].skip)
		smpl_warning(P->d, P->f->rules[P->rule].pos, "%.*s rule "
			     "skipped: gcc-smpl does not run %.*s code",
			     (int)P->tok[P->rule_at + 1].len,
			     P->tok[P->rule_at + 1].text, (int)lang->len,
			     lang->text);
	while (!at(P, SMPL_T_ATAT) && !at(P, SMPL_T_EOF) &&
	       !(at(P, SMPL_T_AT) && (peek(P)->flags & SMPL_TF_OPEN))) {
		if (P->f->rules[P->rule].skip)
			next(P);	/* never run: read as tokens */
		else
			parse_script_decl(P);
	}
	if (!at(P, SMPL_T_ATAT))
		expected(P, "a script metavariable declaration or '@@'");
	next(P);
	script_code(P);
	skip_dependents(P);
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

/* ---- a function header removed and written again with fewer
 * parameters (`- f(int x, int y) {` `+ f(int x) {`): as spatch, the
 * tokens both have are context, the parameters left out are removed ---- */

static int same_tok(const struct smpl_token *a, const struct smpl_token *b)
{
	return a->kind == b->kind && a->len == b->len &&
	       !memcmp(a->text, b->text, a->len);
}

static int same_toks(const struct smpl_token *v, uint32_t a, uint32_t b,
		     uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		if (!same_tok(&v[a + i], &v[b + i]))
			return 0;
	return 1;
}

/* The parameters of the header in [i, end) (its first '(' at or after
 * i, to the ')' that closes it): where each starts, into s[] (room for
 * cap, s[n] one past the last's ','); the count, or -1 when the header
 * is not that: no '(', no ')', a parameter list of more than cap. */
static int header_params(const struct smpl_token *v, uint32_t i,
			 uint32_t end, uint32_t *lp, uint32_t *rp,
			 uint32_t *s, int cap)
{
	int n = 0, depth = 0;

	while (i < end && v[i].kind != SMPL_T_LPAREN)
		i++;
	if (i == end)
		return -1;
	*lp = i;
	s[n] = i + 1;
	for (i++; i < end; i++) {
		if (v[i].kind == SMPL_T_LPAREN)
			depth++;
		else if (v[i].kind == SMPL_T_RPAREN && depth-- == 0)
			break;
		else if (v[i].kind == SMPL_T_COMMA && !depth) {
			if (++n >= cap)
				return -1;
			s[n] = i + 1;
		}
	}
	if (i == end)
		return -1;
	*rp = i;
	s[++n] = i + 1;
	return n;
}

/* Minus tokens [m, p) and plus tokens [p, e) of v: when they are a
 * header and its '{' written again with some parameters left out,
 * make the rest context and drop the plus tokens; the count dropped. */
static uint32_t header_rewritten(struct smpl_token *v, uint32_t m,
				 uint32_t p, uint32_t e)
{
	enum { CAP = 64 };
	uint32_t ms[CAP + 1], ps[CAP + 1], ml, mr, pl, pr, i;
	int nm, np, a, b;
	uint8_t keep[CAP] = { 0 };

	if (v[p - 1].kind != SMPL_T_LBRACE || v[e - 1].kind != SMPL_T_LBRACE)
		return 0;
	for (i = m; i > 0 && v[i - 1].region == SMPL_RG_BODY; i--)
		if (v[i - 1].kind == SMPL_T_LBRACE ||
		    v[i - 1].kind == SMPL_T_RBRACE ||
		    v[i - 1].kind == SMPL_T_SEMI)
			return 0;	/* not a function's header */
	nm = header_params(v, m, p, &ml, &mr, ms, CAP);
	np = header_params(v, p, e, &pl, &pr, ps, CAP);
	if (nm < 0 || np < 0 || np >= nm || ml - m != pl - p || ml == m ||
	    v[ml - 1].kind != SMPL_T_IDENT ||
	    p - mr != e - pr || !same_toks(v, m, p, ml - m) ||
	    !same_toks(v, mr, pr, p - mr))
		return 0;
	for (a = 0, b = 0; a < nm && b < np; a++) {
		uint32_t lm = ms[a + 1] - 1 - ms[a], lq = ps[b + 1] - 1 - ps[b];

		if (lm == lq && lm && same_toks(v, ms[a], ps[b], lm))
			keep[a] = 1, b++;
	}
	if (b < np)
		return 0;
	for (i = m; i < p; i++)
		v[i].mark = SMPL_TM_CTX;
	for (a = 0; a < nm; a++)
		for (i = ms[a]; !keep[a] && i < ms[a + 1] - 1; i++)
			v[i].mark = SMPL_TM_MINUS;
	return e - p;
}

/* The tokens of the file, with headers rewritten as above (malloc'd). */
static struct smpl_token *rewrite_headers(const struct smpl_tokens *toks,
					  uint32_t *n)
{
	struct smpl_token *v = malloc((toks->n + 1) * sizeof(*v));
	uint32_t i = 0, o = 0, j, k;

	if (!v)
		abort();
	memcpy(v, toks->v, toks->n * sizeof(*v));
	while (i < toks->n) {
		if (v[i].mark != SMPL_TM_MINUS || v[i].region != SMPL_RG_BODY ||
		    (o && v[o - 1].mark == SMPL_TM_MINUS)) {
			v[o++] = v[i++];
			continue;
		}
		for (j = i; j < toks->n && v[j].mark == SMPL_TM_MINUS; j++)
			;
		for (k = j; k < toks->n && v[k].mark == SMPL_TM_PLUS &&
			    !(v[k].flags & SMPL_TF_PLUSPLUS); k++)
			;
		if (k > j && header_rewritten(v, i, j, k)) {
			memmove(&v[o], &v[i], (j - i) * sizeof(*v));
			o += j - i;
			i = k;
			continue;
		}
		memmove(&v[o], &v[i], (j - i) * sizeof(*v));
		o += j - i;
		i = j;
	}
	*n = o;
	return v;
}

/* file -> { virtual | rule } */
void smpl_parse(struct smpl_file *f, const struct smpl_tokens *toks,
		struct smpl_diag *d)
{
	uint32_t ng;
	struct smpl_token *own = rewrite_headers(toks, &ng);
	struct parser P = { .f = f, .d = d, .g = own, .ng = ng };

	smpl_arena_init(&P.scratch);
	while (P.g[P.gi].kind != SMPL_T_EOF && !smpl_diag_full(d)) {
		const struct smpl_token *t = &P.g[P.gi];

		if (t->kind == SMPL_T_AT && (t->flags & SMPL_TF_OPEN)) {
			parse_rule(&P);
			smpl_arena_free(&P.scratch);
			continue;
		}
		if (t->kind == SMPL_T_RAW) {	/* a #spatch line */
			P.gi++;
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
		} else if (P.g[P.cur].kind == SMPL_T_EOF) {
			P.gi = P.cur;	/* nothing after the end */
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
	free(own);
}
