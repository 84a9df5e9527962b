/* cview.c - the C reader: function definitions of C text, as written,
 * into graph views with exact source ranges (docs/matcher.md, "The C
 * reader").  This file has the tokens and errors, the statements and
 * their control flow, functions, file-level declarations and the entry
 * points of cview.h; expressions are in cexpr.c, types and declarations
 * in cdecl.c, directives and the oracle's questions in coracle.c.
 *
 * Statements become nodes; break, continue, else and braces become
 * edges only, as in GCC's CFG.  A return or goto whose innermost
 * enclosing statement is an if, in its then arm, is flagged
 * MATCH_NF_THEN_EXIT.  A macro invocation followed by a statement
 * rather than ';' is an iterator loop.  A statement that cannot be read
 * is one opaque node (MATCH_NF_OPAQUE) up to its ';' or its braces, and
 * reading goes on; a function that cannot be read is an error for that
 * function only.  The matcher's tests read whole files with it; the
 * plugin reads each function GCC compiles, GCC being the oracle. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "cparse.h"
#include "util.h"

/* ---- tokens and errors ---- */

const struct match_ctok *cp_tok(struct match_creader *P, uint32_t ahead)
{
	uint64_t i = (uint64_t)P->i + ahead;

	return &P->t.v[i < P->t.n ? i : P->t.n - 1];
}

int cp_is_at(struct match_creader *P, uint32_t ahead, const char *s)
{
	return match_ctok_is(cp_tok(P, ahead), s);
}

int cp_is(struct match_creader *P, const char *s)
{
	return match_ctok_is(cp_tok(P, 0), s);
}

void cp_fail(struct match_creader *P, const char *fmt, ...)
{
	const struct match_ctok *k = cp_tok(P, 0);
	va_list ap;

	P->msg_line = k->line;
	P->msg_col = k->col;
	va_start(ap, fmt);
	vsnprintf(P->msg, sizeof(P->msg), fmt, ap);
	va_end(ap);
	longjmp(*P->fail, 1);
}

const struct match_ctok *cp_take(struct match_creader *P)
{
	const struct match_ctok *k = cp_tok(P, 0);

	if (k->kind == MATCH_CT_EOF)
		cp_fail(P, "unexpected end of file");
	P->i++;
	return k;
}

void cp_expect(struct match_creader *P, const char *s)
{
	if (!cp_is(P, s))
		cp_fail(P, "expected '%s' before '%.*s'", s,
			(int)cp_tok(P, 0)->len, cp_tok(P, 0)->s);
	P->i++;
}

int cp_accept(struct match_creader *P, const char *s)
{
	if (!cp_is(P, s))
		return 0;
	P->i++;
	return 1;
}

/* The range from token `first` to the last token taken. */
struct match_range cp_span(struct match_creader *P, uint32_t first)
{
	const struct match_ctok *a = &P->t.v[first < P->t.n ? first : P->t.n - 1];
	const struct match_ctok *b = &P->t.v[P->i > first ? P->i - 1 : first];
	struct match_range r = { P->file, a->line, a->col, b->end_line,
				 b->end_col };
	return r;
}

/* A string in the view's arena (or the reader's, outside a function). */
const char *cp_str(struct match_creader *P, const char *s, size_t n)
{
	if (P->v)
		return match_view_str(P->v, s, n);
	return smpl_arena_strndup(&P->scratch, s, n);
}

/* Blanks in the text between the end of a and the start of b. */
static int blank_between(const struct match_ctok *a, const struct match_ctok *b)
{
	return a->s + a->len < b->s;
}

/* Tokens [from, to) but `skip`, as written with their blanks collapsed
 * into one ("int (*)(int, char *)" from "int (*fp)(int, char *)"). */
const char *cp_text(struct match_creader *P, uint32_t from, uint32_t to,
		    uint32_t skip)
{
	size_t n = 0, cap = 64;
	char *buf = malloc(cap);
	const struct match_ctok *prev = NULL;
	const char *r;
	uint32_t i;
	int gap = 0;

	if (!buf)
		abort();
	for (i = from; i < to && i < P->t.n; i++) {
		const struct match_ctok *k = &P->t.v[i];

		if (i == skip) {
			gap = prev && blank_between(prev, k) && i + 1 < to &&
			      blank_between(k, &P->t.v[i + 1]);
			continue;
		}
		if (n + k->len + 2 > cap && !(buf = realloc(buf, cap = 2 * (n + k->len + 2))))
			abort();
		if (prev && (i - 1 == skip ? gap : blank_between(prev, k)))
			buf[n++] = ' ';
		memcpy(buf + n, k->s, k->len);
		n += k->len;
		prev = k;
	}
	r = cp_str(P, buf, n);
	free(buf);
	return r;
}

/* One token, or a balanced group from its '(', '[' or '{'. */
void cp_skip_group(struct match_creader *P)
{
	uint32_t depth = 0;

	do {
		if (cp_is(P, "(") || cp_is(P, "[") || cp_is(P, "{"))
			depth++;
		else if (depth && (cp_is(P, ")") || cp_is(P, "]") || cp_is(P, "}")))
			depth--;
		cp_take(P);
	} while (depth > 0);
}

/* Up to a or b at this depth, or a closing bracket that is not ours. */
void cp_skip_until(struct match_creader *P, const char *a, const char *b)
{
	while (!cp_is(P, a) && !cp_is(P, b) && !cp_is(P, ")") &&
	       !cp_is(P, "]") && !cp_is(P, "}"))
		cp_skip_group(P);
}

void cp_enter(struct match_creader *P)
{
	if (++P->depth > CP_MAX_DEPTH)
		cp_fail(P, "nested too deeply (limit %d)", CP_MAX_DEPTH);
}

/* f(P, arg), or, when it fails, 1 with the reader back where it was. */
int cp_try(struct match_creader *P,
	   void (*f)(struct match_creader *, void *), void *arg)
{
	jmp_buf jb, *outer = P->fail;
	uint32_t i = P->i, depth = P->depth, nopaque = P->v ? P->v->nopaque : 0;

	P->fail = &jb;
	if (setjmp(jb)) {
		P->fail = outer;
		P->i = i;
		P->depth = depth;
		if (P->v)
			P->v->nopaque = nopaque;
		return 1;
	}
	f(P, arg);
	P->fail = outer;
	return 0;
}

/* ---- names ---- */

const struct cp_name *cp_find(const struct cp_names *v,
			      const struct match_ctok *k)
{
	uint32_t n = v->n;

	while (n--)
		if (v->v[n].len == k->len && !memcmp(v->v[n].s, k->s, k->len))
			return &v->v[n];
	return NULL;
}

void cp_add(struct cp_names *v, const char *s, uint32_t len,
	    const char *type, uint32_t decl)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 64;
		v->v = realloc(v->v, v->cap * sizeof(*v->v));
		if (!v->v)
			abort();
	}
	memset(&v->v[v->n], 0, sizeof(v->v[v->n]));
	v->v[v->n].s = s;
	v->v[v->n].len = len;
	v->v[v->n].type = type;
	v->v[v->n++].decl = decl;
}

/* A local variable or parameter: a new declaration of the view. */
static void add_var(struct match_creader *P, uint32_t name, const char *type)
{
	const struct match_ctok *k = &P->t.v[name];

	cp_add(&P->vars, k->s, k->len, type, ++P->ndecls);
}

/* ---- control flow ---- */

static void dangle(struct match_creader *P, struct cp_front *f,
		   struct match_node *n, uint32_t flags)
{
	if (f->n == CP_MAX_FRONT)
		cp_fail(P, "too many paths meet here (limit %d)", CP_MAX_FRONT);
	f->v[f->n].node = n;
	f->v[f->n++].flags = flags;
}

static void merge(struct match_creader *P, struct cp_front *into,
		  const struct cp_front *f)
{
	uint32_t i;

	for (i = 0; i < f->n; i++)
		dangle(P, into, f->v[i].node, f->v[i].flags);
}

static void connect(struct match_creader *P, const struct cp_front *f,
		    struct match_node *to, uint32_t extra)
{
	uint32_t i;

	for (i = 0; i < f->n; i++)
		match_view_edge(P->v, f->v[i].node, to, f->v[i].flags | extra);
}

/* A new node that the current dangling edges lead to. */
static struct match_node *node(struct match_creader *P, enum match_nkind kind,
			       uint32_t first)
{
	struct match_node *n = match_view_node(P->v, kind, cp_span(P, first));

	connect(P, &P->fr, n, 0);
	P->fr.n = 0;
	dangle(P, &P->fr, n, 0);
	return n;
}

static void then_exit(struct match_creader *P, struct match_node *n)
{
	if (P->ctx == CTX_THEN)
		n->flags |= MATCH_NF_THEN_EXIT;
}

static void item(struct match_creader *P);

/* A statement in context c (then arm, loop body...). */
static void sub_stmt(struct match_creader *P, enum cp_ctx c)
{
	enum cp_ctx saved = P->ctx;

	P->ctx = c;
	item(P);
	P->ctx = saved;
}

static void cond_expr(struct match_creader *P, void *a)
{
	*(struct match_expr **)a = cp_expr(P);
	if (!cp_is(P, ")"))
		cp_fail(P, "expected ')' before '%.*s'", (int)cp_tok(P, 0)->len,
			cp_tok(P, 0)->s);
}

/* '(' expr ')'; a condition that cannot be read is kept as text. */
static struct match_expr *paren_expr(struct match_creader *P)
{
	struct match_expr *e;
	uint32_t first;

	cp_expect(P, "(");
	first = P->i;
	if (cp_try(P, cond_expr, &e)) {
		cp_skip_until(P, ")", ")");
		e = cp_opaque(P, first, 1);
	}
	cp_expect(P, ")");
	return e;
}

/* The end of the whole statement that started at token first. */
static void set_end(struct match_creader *P, struct match_node *n,
		    uint32_t first)
{
	n->end_line = cp_span(P, first).end_line;
	n->end_col = cp_span(P, first).end_col;
}

static void mark_block(struct match_creader *P, uint32_t n0, uint32_t lb);

/* An arm or body of n in context c; a { } block's range goes to
 * n->arm[i] (a statement metavariable takes the whole block). */
static void arm_stmt(struct match_creader *P, enum cp_ctx c,
		     struct match_node *n, int i)
{
	uint32_t first = P->i, n0 = P->v->nnodes;

	if (!cp_is(P, "{")) {
		sub_stmt(P, c);
		return;
	}
	sub_stmt(P, c);
	n->arm[i] = smpl_arena_alloc(&P->v->arena, sizeof(*n->arm[i]));
	*n->arm[i] = cp_span(P, first);
	mark_block(P, n0, first);
}

/* if -> 'if' '(' expr ')' stmt [ 'else' stmt ] */
static void if_stmt(struct match_creader *P, uint32_t first)
{
	struct match_expr *c = paren_expr(P);
	struct match_node *n = node(P, MATCH_N_IF, first);
	struct cp_front then;

	n->expr = c;
	P->fr.v[0].flags = MATCH_EDGE_TRUE;
	if (cp_is(P, "{"))
		n->flags |= MATCH_NF_THEN_BRACED;
	arm_stmt(P, CTX_THEN, n, 0);
	then = P->fr;
	P->fr.n = 0;
	dangle(P, &P->fr, n, MATCH_EDGE_FALSE);
	if (cp_accept(P, "else")) {
		n->flags |= MATCH_NF_HAS_ELSE;
		if (cp_is(P, "{"))
			n->flags |= MATCH_NF_ELSE_BRACED;
		arm_stmt(P, CTX_ELSE, n, 1);
	}
	merge(P, &P->fr, &then);
	set_end(P, n, first);
}

static struct cp_jump *push_jump(struct match_creader *P, int is_switch)
{
	struct cp_jump *j;

	if (P->njumps == CP_MAX_NEST)
		cp_fail(P, "statements nested too deeply (limit %d)", CP_MAX_NEST);
	if (!P->jumps[P->njumps] &&
	    !(P->jumps[P->njumps] = malloc(sizeof(struct cp_jump))))
		abort();
	j = P->jumps[P->njumps++];
	j->brk.n = j->cont.n = 0;
	j->is_switch = is_switch;
	j->has_default = 0;
	j->sw = NULL;
	return j;
}

/* Ends a loop: continues go to `cont`, breaks join the dangling edges. */
static void pop_loop(struct match_creader *P, struct cp_jump *j,
		     struct match_node *cont)
{
	connect(P, &j->cont, cont, 0);
	merge(P, &P->fr, &j->brk);
	P->njumps--;
}

/* A while loop or an iterator from its condition (the invocation). */
static void loop_body(struct match_creader *P, struct match_node *n,
		      uint32_t first)
{
	struct cp_jump *j = push_jump(P, 0);

	P->fr.v[0].flags = MATCH_EDGE_TRUE;
	if (cp_is(P, "{"))
		n->flags |= MATCH_NF_BODY_BRACED;
	arm_stmt(P, CTX_LOOP, n, 0);
	set_end(P, n, first);
	connect(P, &P->fr, n, MATCH_EDGE_BACK);
	P->fr.n = 0;
	dangle(P, &P->fr, n, MATCH_EDGE_FALSE);
	pop_loop(P, j, n);
}

/* while -> 'while' '(' expr ')' stmt */
static void while_stmt(struct match_creader *P, uint32_t first)
{
	struct match_expr *c = paren_expr(P);
	struct match_node *n = node(P, MATCH_N_LOOP, first);

	n->expr = c;
	loop_body(P, n, first);
}

/* iterator -> ID '(' args ')' stmt, a macro such as list_for_each_entry */
static void iterator(struct match_creader *P, uint32_t first,
		     struct match_expr *call)
{
	struct match_node *n = node(P, MATCH_N_LOOP, first);

	n->expr = call;
	n->flags |= MATCH_NF_ITERATOR;
	loop_body(P, n, first);
}

/* do -> 'do' stmt 'while' '(' expr ')' ';' */
static void do_stmt(struct match_creader *P)
{
	uint32_t mark = P->v->nnodes, first;
	struct cp_jump *j = push_jump(P, 0);
	struct match_node *n;

	sub_stmt(P, CTX_LOOP);
	first = P->i;
	cp_expect(P, "while");
	merge(P, &P->fr, &j->cont);
	j->cont.n = 0;
	n = node(P, MATCH_N_LOOP, first);
	n->expr = paren_expr(P);
	cp_expect(P, ";");
	n->range = cp_span(P, first);
	match_view_edge(P->v, n, mark < P->v->nnodes - 1 ? P->v->nodes[mark] : n,
			MATCH_EDGE_TRUE | MATCH_EDGE_BACK);
	P->fr.v[0].flags = MATCH_EDGE_FALSE;
	pop_loop(P, j, n);
}

/* The step of a for loop, after its body: a node when something reaches
 * it (the body's end or a continue), else nothing, as in GCC's CFG. */
static struct match_node *for_step(struct match_creader *P,
				   struct match_node *n, struct match_expr *e,
				   struct match_range r,
				   const struct cp_jump *j)
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

static void declaration(struct match_creader *P, uint32_t first);

/* The init of a for: an expression or (C99) a declaration, whose
 * nodes' ranges stop before the ';'. */
static void for_init(struct match_creader *P)
{
	uint32_t f = P->i, n0 = P->v->nnodes, i;
	struct match_expr *e;
	struct match_node *n;

	if (cp_decl_start(P)) {
		declaration(P, f);
		P->i--;		/* the caller takes the ';' */
		for (i = n0; i < P->v->nnodes; i++) {
			P->v->nodes[i]->range = cp_span(P, f);
			P->v->nodes[i]->flags |= MATCH_NF_FOR_PART;
		}
		return;
	}
	e = cp_expr(P);
	n = node(P, MATCH_N_STMT, f);
	n->expr = e;
	n->flags |= MATCH_NF_FOR_PART;
}

/* for -> 'for' '(' [expr | decl] ';' [expr] ';' [expr] ')' stmt */
static void for_stmt(struct match_creader *P, uint32_t first)
{
	struct match_node *n, *step;
	struct match_expr *e = NULL;
	struct match_range r;
	struct cp_jump *j;
	uint32_t f, cond, nvars = P->vars.n;

	cp_expect(P, "(");
	if (!cp_is(P, ";"))
		for_init(P);
	cp_expect(P, ";");
	cond = P->i;
	n = node(P, MATCH_N_LOOP, first);
	if (!cp_is(P, ";"))
		n->expr = cp_expr(P);
	n->range = cp_span(P, cond);
	cp_expect(P, ";");
	f = P->i;
	if (!cp_is(P, ")"))
		e = cp_expr(P);
	r = cp_span(P, f);
	cp_expect(P, ")");
	n->hdr_line = cp_span(P, first).end_line;	/* `- for (...)` alone */
	n->hdr_col = cp_span(P, first).end_col;
	j = push_jump(P, 0);
	P->fr.v[0].flags = MATCH_EDGE_TRUE;
	n->flags |= MATCH_NF_FOR | (cp_is(P, "{") ? MATCH_NF_BODY_BRACED : 0);
	n->stmt_line = P->t.v[first].line;
	n->stmt_col = P->t.v[first].col;
	arm_stmt(P, CTX_LOOP, n, 0);
	set_end(P, n, first);
	step = for_step(P, n, e, r, j);
	connect(P, &P->fr, step, step == n ? MATCH_EDGE_BACK : 0);
	P->fr.n = 0;
	if (n->expr)
		dangle(P, &P->fr, n, MATCH_EDGE_FALSE);
	pop_loop(P, j, step);
	P->vars.n = nvars;
}

/* switch -> 'switch' '(' expr ')' stmt */
static void switch_stmt(struct match_creader *P, uint32_t first)
{
	struct match_expr *c = paren_expr(P);
	struct match_node *n = node(P, MATCH_N_SWITCH, first);
	struct cp_jump *j = push_jump(P, 1);

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

static struct cp_jump *innermost_switch(struct match_creader *P)
{
	uint32_t i = P->njumps;

	while (i--)
		if (P->jumps[i]->is_switch)
			return P->jumps[i];
	return NULL;
}

/* case -> 'case' expr [ '...' expr ] ':' | 'default' ':' */
static void case_label(struct match_creader *P, uint32_t first, int dflt)
{
	struct cp_jump *j = innermost_switch(P);
	struct match_expr *e = dflt ? NULL : cp_expr(P);
	struct match_node *n;

	if (!dflt && cp_accept(P, "...")) {	/* GNU: case 1 ... 3: */
		cp_assign(P);
		e = cp_opaque(P, first + 1, 0);
	}
	cp_expect(P, ":");
	if (!j)
		cp_fail(P, "case label not within a switch");
	n = node(P, MATCH_N_CASE, first);
	n->expr = e;
	match_view_edge(P->v, j->sw, n, 0);
	j->has_default |= dflt;
}

/* break or continue: a node whose one edge, flagged BREAK or CONTINUE
 * (`when != break;` looks for them), is the jump. */
static void break_stmt(struct match_creader *P, int is_break, uint32_t first)
{
	struct cp_jump *j = NULL;
	uint32_t i = P->njumps;

	while (i-- && !j)
		if (is_break || !P->jumps[i]->is_switch)
			j = P->jumps[i];
	if (!j)
		cp_fail(P, "%s not within a loop", is_break ? "break" : "continue");
	cp_expect(P, ";");
	node(P, is_break ? MATCH_N_BREAK : MATCH_N_CONTINUE, first);
	P->fr.v[0].flags = is_break ? MATCH_EDGE_BREAK : MATCH_EDGE_CONTINUE;
	merge(P, is_break ? &j->brk : &j->cont, &P->fr);
	P->fr.n = 0;
}

static void return_stmt(struct match_creader *P, uint32_t first)
{
	struct match_expr *e = cp_is(P, ";") ? NULL : cp_expr(P);
	struct match_node *n;

	cp_expect(P, ";");
	n = node(P, MATCH_N_RETURN, first);
	n->expr = e;
	then_exit(P, n);
	match_view_edge(P->v, n, P->v->exit, 0);
	P->fr.n = 0;
}

static void goto_stmt(struct match_creader *P, uint32_t first)
{
	struct match_expr *l = cp_ident(P);
	struct match_node *n;

	cp_expect(P, ";");
	if (P->ngotos == CP_MAX_GOTOS)
		cp_fail(P, "too many gotos (limit %d)", CP_MAX_GOTOS);
	n = node(P, MATCH_N_GOTO, first);
	l->type = "";
	l->decl = 0;
	n->var = l;
	then_exit(P, n);
	P->gotos[P->ngotos++] = n;
	P->fr.n = 0;
}

static void label_stmt(struct match_creader *P, uint32_t first)
{
	struct match_expr *l = cp_ident(P);
	struct match_node *n;

	cp_expect(P, ":");
	if (P->nlabels == CP_MAX_GOTOS)
		cp_fail(P, "too many labels (limit %d)", CP_MAX_GOTOS);
	n = node(P, MATCH_N_LABEL, first);
	l->type = "";
	l->decl = 0;
	n->var = l;
	P->labels[P->nlabels++] = n;
}

/* asm [volatile|goto|inline]* '(' ... ')' ';': a statement kept as text. */
static void asm_stmt(struct match_creader *P, uint32_t first)
{
	struct match_expr *e;

	while (cp_tok(P, 0)->kind == MATCH_CT_ID)
		cp_take(P);
	if (!cp_is(P, "("))
		cp_fail(P, "expected '(' in asm");
	cp_skip_group(P);
	e = cp_opaque(P, first, 0);
	cp_expect(P, ";");
	node(P, MATCH_N_STMT, first)->expr = e;
}

static int asm_word(struct match_creader *P)
{
	return cp_is(P, "asm") || cp_is(P, "__asm__") || cp_is(P, "__asm");
}

/* A pointer's type with the qualifiers of its stars ("const char *
 * const *"), or NULL for an array, a function or a grouped declarator. */
static const char *written_type(struct match_creader *P,
				const struct cp_spec *sp, const char *type)
{
	char buf[512];
	int n;

	if (strchr(type, '[') || strchr(type, '(') || !P->ptr_len)
		return NULL;
	n = snprintf(buf, sizeof(buf), "%s%s%s", sp->base, *sp->base ? " " : "",
		     P->ptr_text);
	return n < (int)sizeof(buf) ? cp_str(P, buf, (size_t)n) : NULL;
}

static struct match_range tok_range(struct match_creader *P, uint32_t a,
				    uint32_t b);

/* Tokens from..to as written without blanks ("" when too long). */
static const char *squeezed(struct match_creader *P, uint32_t from,
			    uint32_t to)
{
	const char *t = cp_text(P, from, to, UINT32_MAX);
	char buf[256];
	size_t o = 0;

	for (; *t && o + 1 < sizeof(buf); t++)
		if (*t != ' ' && *t != '\t' && *t != '\n' && *t != '\r')
			buf[o++] = *t;
	return *t ? "" : cp_str(P, buf, o);
}

/* Declaration node n's annotations (view.h attr): the specifiers' run,
 * the one after its name. */
static void decl_attrs(struct match_creader *P, const struct cp_spec *sp,
		       struct match_node *n)
{
	if (sp->attr_runs) {
		n->attr[0] = sp->attr_runs > 1 ? "" :
			     squeezed(P, sp->attr_from, sp->attr_to);
		n->attr_range[0] = tok_range(P, sp->attr_from,
					     sp->attr_to - 1);
	}
	if (P->decl_attr) {
		n->attr[1] = squeezed(P, P->dattr_from, P->dattr_to);
		n->attr_range[1] = tok_range(P, P->dattr_from,
					     P->dattr_to - 1);
	}
}

/* A word that starts a tag type: its next word is no name. */
static int tag_kw(const struct match_ctok *k)
{
	return match_ctok_is(k, "struct") || match_ctok_is(k, "union") ||
	       match_ctok_is(k, "enum");
}

/* Parameters' types of the function pointer declarator from token
 * start, its name token name: the group after the `)` that closes
 * `(*name...)`, each parameter's tokens before its name (all of them
 * when it has none), into n->ptypes; none when a parameter has
 * brackets of its own or the group does not read so. */
static void fnptr_ptypes(struct match_creader *P, uint32_t start,
			 uint32_t name, struct match_node *n)
{
	uint32_t j = name, lp, a, b, depth = 1, cnt = 0;
	struct match_range r[32];

	while (depth && j + 1 < P->t.n) {	/* past (*name[2]) */
		j++;
		depth += match_ctok_is(&P->t.v[j], "(") ||
			 match_ctok_is(&P->t.v[j], "[");
		depth -= match_ctok_is(&P->t.v[j], ")") ||
			 match_ctok_is(&P->t.v[j], "]");
	}
	lp = j + 1;
	if (depth || lp >= P->t.n || !match_ctok_is(&P->t.v[lp], "(") ||
	    start > name)
		return;
	for (a = b = lp + 1; b < P->t.n; b++) {
		const struct match_ctok *k = &P->t.v[b];
		uint32_t last;

		if (match_ctok_is(k, "(") || match_ctok_is(k, "[") ||
		    match_ctok_is(k, "{"))
			return;
		if (!match_ctok_is(k, ",") && !match_ctok_is(k, ")"))
			continue;
		if (b == a || cnt == 32)
			return;
		last = b - 1;
		if (b - a >= 2 && P->t.v[last].kind == MATCH_CT_ID &&
		    !cp_keyword(&P->t.v[last]) && !tag_kw(&P->t.v[last - 1]) &&
		    !cp_is_typedef(P, &P->t.v[last]))
			last--;
		r[cnt++] = tok_range(P, a, last);
		a = b + 1;
		if (match_ctok_is(k, ")"))
			break;
	}
	if (b >= P->t.n || (cnt == 1 && r[0].line == P->t.v[lp + 1].line &&
			    match_ctok_is(&P->t.v[lp + 1], "void") &&
			    lp + 2 == b))
		return;
	n->ptypes = smpl_arena_alloc(&P->v->arena, cnt * sizeof(*r));
	memcpy(n->ptypes, r, cnt * sizeof(*r));
	n->nptypes = cnt;
}

/* A function pointer typedef's node n, from token first: the types of
 * its parameters (fnptr_ptypes, from its name's token). */
static void typedef_ptypes(struct match_creader *P, uint32_t first,
			   struct match_node *n)
{
	uint32_t j;

	for (j = first; j < P->i && j < P->t.n; j++)
		if (P->t.v[j].line == n->var->range.line &&
		    P->t.v[j].col == n->var->range.col) {
			fnptr_ptypes(P, first, j, n);
			return;
		}
}

/* One declarator with its initializer, if any: a node. */
static void init_declarator(struct match_creader *P, const struct cp_spec *sp,
			    uint32_t first)
{
	uint32_t name, start = P->i;
	int fn, qual = (P->ptr_qual = 0);
	const char *type = (P->ptr_len = 0, P->decl_attr = 0,
			    cp_declarator(P, sp->base, &name, &fn));
	struct match_expr *id, *init;
	struct match_node *n;
	uint32_t here, eq;

	if (name == UINT32_MAX)
		cp_fail(P, "expected a declarator");
	if (sp->is_typedef) {
		cp_add(&P->typedefs, P->t.v[name].s, P->t.v[name].len, type, 0);
		return;
	}
	qual = P->ptr_qual;
	add_var(P, name, type);
	eq = P->i;
	P->vars.v[P->vars.n - 1].is_static = (uint8_t)sp->is_static;
	init = cp_accept(P, "=") ? cp_initializer(P) : NULL;
	here = P->i;
	P->i = name;
	id = cp_ident(P);
	P->i = here;
	n = node(P, MATCH_N_DECL, first);
	n->var = id;
	n->expr = init;
	n->dcl = cp_span(P, start);
	if (sp->storage || P->decl_attr)
		n->flags |= MATCH_NF_STORAGE;
	if (sp->is_extern)
		n->flags |= MATCH_NF_EXTERN;
	n->kw_storage = (uint8_t)!!sp->kw_storage;
	decl_attrs(P, sp, n);
	if (strstr(type, "(*"))
		fnptr_ptypes(P, start, name, n);
	if (qual) {
		n->flags |= MATCH_NF_PTRQUAL;
		n->wtype = written_type(P, sp, type);
	}
	if (init) {
		n->hdr_line = P->t.v[eq].line;	/* where its '=' is */
		n->hdr_col = P->t.v[eq].col;
	}
}

/* The one-token type of specifiers sp just read (P->i the token after
 * them), for a rule whose body is a type alone; line 0 when the type
 * is more tokens; next_col 0 when a comment or a line break may lie
 * before the next token. */
struct match_tword cp_tword(struct match_creader *P, const struct cp_spec *sp)
{
	struct match_tword w;
	const struct match_ctok *k, *next;

	memset(&w, 0, sizeof(w));
	if (!sp->one_tok || sp->one_tok != P->i || P->i >= P->t.n)
		return w;
	k = &P->t.v[sp->one_tok - 1];
	next = &P->t.v[P->i];
	if (k->line != k->end_line)
		return w;
	w.range = (struct match_range){ P->file, k->line, k->col, k->end_line,
					k->end_col };
	if (next->kind != MATCH_CT_EOF && next->line == k->line &&
	    next->col >= k->end_col && next->col - k->end_col <= 1)
		w.next_col = next->col;
	w.name = cp_str(P, k->s, k->len);
	return w;
}

/* declaration -> specifiers declarator [ '=' init ] { ',' ... } ';'
 * Each declarator is a node, whose range is the whole declaration. */
static void declaration(struct match_creader *P, uint32_t first)
{
	struct cp_spec sp;
	struct match_tword tw;
	uint32_t n0 = P->v->nnodes, i, ndecl = 0;

	if (cp_accept(P, "_Static_assert")) {
		cp_skip_group(P);
		cp_expect(P, ";");
		return;
	}
	cp_specifiers(P, &sp, 0);
	tw = cp_tword(P, &sp);
	if (!cp_is(P, ";"))
		do
			init_declarator(P, &sp, first), ndecl++;
		while (cp_accept(P, ","));
	cp_expect(P, ";");
	for (i = n0; i < P->v->nnodes; i++) {
		if (P->v->nodes[i]->kind == MATCH_N_DECL)
			P->v->nodes[i]->tword = tw;
		P->v->nodes[i]->range = cp_span(P, first);
		if (ndecl > 1)
			P->v->nodes[i]->flags |= MATCH_NF_MULTIDECL;
	}
}

/* The { } block whose '{' is token lb has just been read, its nodes
 * from n0: its braces go to its first node when that node is its first
 * statement, starting right after the '{' (a `{ S ... }` pattern is
 * matched from there). */
static void mark_block(struct match_creader *P, uint32_t n0, uint32_t lb)
{
	const struct match_ctok *t = &P->t.v[lb + 1];
	struct match_node *n;

	if (P->v->nnodes <= n0 || lb + 1 >= P->t.n)
		return;
	n = P->v->nodes[n0];
	if (n->range.line != t->line || n->range.col != t->col)
		return;
	n->blk = smpl_arena_alloc(&P->v->arena, sizeof(*n->blk));
	*n->blk = cp_span(P, lb);
}

/* A { } block among the statements of a block. */
static void inner_block(struct match_creader *P)
{
	uint32_t first = P->i, n0 = P->v->nnodes;

	item(P);
	mark_block(P, n0, first);
}

/* block -> '{' { item } '}' */
static void block(struct match_creader *P)
{
	uint32_t nvars = P->vars.n;

	while (!cp_accept(P, "}")) {
		if (cp_tok(P, 0)->kind == MATCH_CT_EOF)
			cp_fail(P, "expected '}' at the end of the file");
		if (cp_is(P, "{"))
			inner_block(P);
		else
			item(P);
	}
	P->vars.n = nvars;
}

/* A macro invocation that is a whole statement: a call of a name at the
 * statement's start, no ';' after it. */
static int macro_stmt(struct match_creader *P, uint32_t first,
		      const struct match_expr *e)
{
	return !cp_is(P, ";") && e->kind == MATCH_E_CALL &&
	       e->kids[0]->kind == MATCH_E_ID &&
	       e->kids[0]->range.line == P->t.v[first].line &&
	       e->kids[0]->range.col == P->t.v[first].col;
}

/* An argument not read (DEB2(printk(...);)): no iterator. */
static int unread_arg(const struct match_expr *e)
{
	uint32_t i;

	for (i = 1; i < e->nkids; i++)
		if (e->kids[i]->flags & MATCH_EF_UNREAD)
			return 1;
	return 0;
}

/* Whether the statement ahead starts with a macro invocation M(args)
 * followed, on a later line, by a token that could go on with an
 * expression as well as start one (`*p = 0;`, `-x;`, `(void)f();`):
 * M is a loop header there (#define M(n) for (...)), not the left
 * operand of a product.  No C writer breaks `M(x) * y` that way. */
static int macro_loop_ahead(struct match_creader *P)
{
	static const char *const both[] = { "*", "&", "-", "+", "(", "++",
					    "--", "!", "~", "[" };
	const struct match_ctok *c, *t;
	uint32_t k = 2, depth = 1, i;

	if (cp_tok(P, 0)->kind != MATCH_CT_ID || !cp_is_at(P, 1, "(") ||
	    !cp_macro(P, cp_tok(P, 0)))
		return 0;
	for (; depth; k++) {
		t = cp_tok(P, k);
		if (t->kind == MATCH_CT_EOF || match_ctok_is(t, ";") ||
		    match_ctok_is(t, "{") || match_ctok_is(t, "}"))
			return 0;
		if (match_ctok_is(t, "("))
			depth++;
		else if (match_ctok_is(t, ")"))
			depth--;
	}
	c = cp_tok(P, k - 1);
	t = cp_tok(P, k);
	if (t->line <= c->end_line)
		return 0;
	for (i = 0; i < sizeof(both) / sizeof(both[0]); i++)
		if (match_ctok_is(t, both[i]))
			return 1;
	return 0;
}

/* expr ';', or an iterator when a macro invocation is followed by a
 * statement; a macro invocation right before a '}', or one with an
 * argument that is no expression, needs no ';'. */
static void expr_stmt(struct match_creader *P, uint32_t first)
{
	struct match_expr *e;
	struct match_node *n;

	if (macro_loop_ahead(P)) {
		e = cp_macro_call(P);
		if (!unread_arg(e)) {
			iterator(P, first, e);
			return;
		}
	} else {
		e = cp_expr(P);
	}

	if (!macro_stmt(P, first, e)) {
		cp_expect(P, ";");
		node(P, MATCH_N_STMT, first)->expr = e;
		return;
	}
	if (!cp_is(P, "}") && !unread_arg(e)) {
		iterator(P, first, e);
		return;
	}
	n = node(P, MATCH_N_STMT, first);
	n->expr = e;
	n->flags |= MATCH_NF_NO_SEMI;
}

/* stmt -> block | if | while | do | for | switch | case | default
 *       | break | continue | return | goto | label | asm | ';'
 *       | expr ';' | iterator */
static void stmt(struct match_creader *P)
{
	uint32_t first = P->i;

	if (cp_accept(P, "{"))
		block(P);
	else if (cp_accept(P, "if"))
		if_stmt(P, first);
	else if (cp_accept(P, "while"))
		while_stmt(P, first);
	else if (cp_accept(P, "do"))
		do_stmt(P);
	else if (cp_accept(P, "for"))
		for_stmt(P, first);
	else if (cp_accept(P, "switch"))
		switch_stmt(P, first);
	else if (cp_accept(P, "case"))
		case_label(P, first, 0);
	else if (cp_accept(P, "default"))
		case_label(P, first, 1);
	else if (cp_accept(P, "break") || cp_accept(P, "continue"))
		break_stmt(P, match_ctok_is(&P->t.v[first], "break"),
			   first);
	else if (cp_accept(P, "return"))
		return_stmt(P, first);
	else if (cp_accept(P, "goto"))
		goto_stmt(P, first);
	else if (cp_accept(P, ";"))
		node(P, MATCH_N_STMT, first)->flags |= MATCH_NF_EMPTY;
	else if (asm_word(P))
		asm_stmt(P, first);
	else if (cp_tok(P, 0)->kind == MATCH_CT_ID && cp_is_at(P, 1, ":") &&
		 !cp_keyword(cp_tok(P, 0)))
		label_stmt(P, first);
	else
		expr_stmt(P, first);
}

/* ---- recovery: a statement that cannot be read ---- */

/* What a statement changes, to undo when it fails. */
struct mark {
	uint32_t i, depth, nvars, ndecls, ngotos, nlabels, njumps, nopaque;
	uint32_t undo, ntypedefs;
	enum cp_ctx ctx;
	struct match_view_mark vm;
};

static void undo_push(struct match_creader *P, struct match_node *n,
		      uint32_t flags)
{
	P->undo = smpl_grow(P->undo, P->nundo + 1, &P->capundo,
			    sizeof(*P->undo));
	P->undo[P->nundo].node = n;
	P->undo[P->nundo++].flags = flags;
}

static void save(struct match_creader *P, struct mark *m)
{
	uint32_t k;

	*m = (struct mark){ P->i, P->depth, P->vars.n, P->ndecls, P->ngotos,
			    P->nlabels, P->njumps, P->v->nopaque, P->nundo,
			    P->typedefs.n, P->ctx, { 0, NULL } };
	match_view_mark(P->v, &m->vm);
	for (k = 0; k < P->fr.n; k++)
		undo_push(P, P->fr.v[k].node, P->fr.v[k].flags);
	undo_push(P, NULL, P->fr.n);
	for (k = 0; k < P->njumps; k++) {
		undo_push(P, NULL, P->jumps[k]->brk.n);
		undo_push(P, NULL, P->jumps[k]->cont.n);
		undo_push(P, NULL, (uint32_t)P->jumps[k]->has_default);
	}
}

static void restore(struct match_creader *P, const struct mark *m)
{
	const struct cp_dangling *u = &P->undo[m->undo];
	uint32_t k;

	P->i = m->i;
	P->depth = m->depth;
	P->vars.n = m->nvars;
	P->ndecls = m->ndecls;
	P->ngotos = m->ngotos;
	P->nlabels = m->nlabels;
	P->njumps = m->njumps;
	P->typedefs.n = m->ntypedefs;
	P->ctx = m->ctx;
	match_view_rollback(P->v, &m->vm);
	P->v->nopaque = m->nopaque;
	for (P->fr.n = 0; u[P->fr.n].node; P->fr.n++)
		P->fr.v[P->fr.n] = u[P->fr.n];
	u += P->fr.n + 1;
	for (k = 0; k < P->njumps; k++, u += 3) {
		P->jumps[k]->brk.n = u[0].flags;
		P->jumps[k]->cont.n = u[1].flags;
		P->jumps[k]->has_default = (int)u[2].flags;
	}
	P->nundo = m->undo;
}

static int opener(const struct match_ctok *k)
{
	return match_ctok_is(k, "(") || match_ctok_is(k, "[") ||
	       match_ctok_is(k, "{");
}

static int closer(const struct match_ctok *k)
{
	return match_ctok_is(k, ")") || match_ctok_is(k, "]") ||
	       match_ctok_is(k, "}");
}

/* After a '{' group at depth 0 the statement goes on only into what
 * can follow an initializer or a compound literal. */
static int ends_after_braces(struct match_creader *P)
{
	if (cp_accept(P, ";"))
		return 1;
	return !cp_is(P, ",") && !cp_is(P, ")") && !cp_is(P, ".") &&
	       !cp_is(P, "->");
}

/* Skips a statement: to its ';' or past its braces, never past the
 * '}' of the block around it, nor past a '}' inside a parenthesis it
 * opened (the parenthesis was not closed); at least one token unless
 * at a '}'.  It cannot fail. */
static void skip_stmt(struct match_creader *P)
{
	char open[CP_MAX_DEPTH];
	uint32_t n = 0, first = P->i;

	while (cp_tok(P, 0)->kind != MATCH_CT_EOF) {
		const struct match_ctok *k = cp_tok(P, 0);

		if (opener(k) && n < CP_MAX_DEPTH) {
			open[n++] = k->s[0];
		} else if (closer(k)) {
			if (!n && (k->s[0] == '}' || P->i > first))
				return;
			if (n && k->s[0] == '}' && open[n - 1] != '{')
				return;
			n -= n > 0;
			if (!n && k->s[0] == '}') {
				P->i++;
				if (ends_after_braces(P))
					return;
				continue;
			}
		} else if (!n && match_ctok_is(k, ";")) {
			P->i++;
			return;
		}
		P->i++;
	}
}

static void opaque_stmt(struct match_creader *P, uint32_t first)
{
	struct match_node *n;

	skip_stmt(P);
	if (P->i == first)
		return;
	n = node(P, MATCH_N_STMT, first);
	n->flags |= MATCH_NF_OPAQUE;
	match_view_unread(P->v, n->range.line, n->range.col, P->msg);
}

/* item -> declaration | stmt, or one opaque statement */
static void item(struct match_creader *P)
{
	struct mark m;
	jmp_buf jb, *outer = P->fail;

	save(P, &m);
	P->fail = &jb;
	if (setjmp(jb)) {
		P->fail = outer;
		restore(P, &m);
		opaque_stmt(P, m.i);
		return;
	}
	cp_enter(P);
	if (!asm_word(P) && (cp_decl_start(P) || cp_is(P, "_Static_assert")))
		declaration(P, P->i);
	else
		stmt(P);
	P->depth--;
	P->fail = outer;
	P->nundo = m.undo;
}

/* ---- functions ---- */

static struct match_node *find_label(struct match_creader *P, const char *s)
{
	uint32_t l;

	for (l = 0; l < P->nlabels; l++)
		if (!strcmp(P->labels[l]->var->str, s))
			return P->labels[l];
	return NULL;
}

/* A goto to a label the reader did not see (in an opaque statement)
 * goes to the exit. */
static void resolve_gotos(struct match_creader *P)
{
	uint32_t g;

	for (g = 0; g < P->ngotos; g++) {
		struct match_node *to = find_label(P, P->gotos[g]->var->str);

		if (!to) {
			to = P->v->exit;
			match_view_unread(P->v, P->gotos[g]->range.line,
					  P->gotos[g]->range.col,
					  "a goto to a label not read");
		}
		match_view_edge(P->v, P->gotos[g], to, 0);
	}
}

/* param -> specifiers declarator | '...' */
/* A parameter of the function, as an ID (its name, "" when it has
 * none; its type), for function patterns. */
static void fn_param(struct match_creader *P, uint32_t first, uint32_t name,
		     const char *type, const struct match_tword *tw)
{
	struct match_fn *fn = &P->v->fn;
	struct match_expr *e = match_expr_new(P->v, MATCH_E_ID, 0,
					      cp_span(P, first));

	if (name != UINT32_MAX) {
		e->range = cp_span(P, name);
		e->range.end_line = e->range.line;
		e->range.end_col = e->range.col + P->t.v[name].len;
		e->str = match_view_str(P->v, P->t.v[name].s, P->t.v[name].len);
	}
	e->type = match_view_str(P->v, type, strlen(type));
	if (fn->nparams == fn->capparams) {
		struct match_expr **v;
		struct match_range *r;
		struct match_tword *w;

		fn->capparams = fn->capparams ? 2 * fn->capparams : 8;
		v = smpl_arena_alloc(&P->v->arena,
				     fn->capparams * sizeof(*v));
		r = smpl_arena_alloc(&P->v->arena,
				     fn->capparams * sizeof(*r));
		w = smpl_arena_alloc(&P->v->arena,
				     fn->capparams * sizeof(*w));
		if (fn->nparams) {
			memcpy(v, fn->params, fn->nparams * sizeof(*v));
			memcpy(r, fn->pranges, fn->nparams * sizeof(*r));
			memcpy(w, fn->ptypes, fn->nparams * sizeof(*w));
		}
		fn->params = v;
		fn->pranges = r;
		fn->ptypes = w;
	}
	fn->ptypes[fn->nparams] = *tw;
	fn->pranges[fn->nparams] = cp_span(P, first);
	fn->params[fn->nparams++] = e;
}

static void param(struct match_creader *P, void *unused)
{
	struct cp_spec sp;
	struct match_tword tw;
	uint32_t name, first = P->i;
	const char *type;

	if (cp_accept(P, "...")) {
		P->v->fn.variadic = 1;
		return;
	}
	cp_specifiers(P, &sp, 0);
	tw = cp_tword(P, &sp);
	type = cp_declarator(P, sp.base, &name, NULL);
	if (name != UINT32_MAX)
		add_var(P, name, type);
	if (!cp_is(P, ",") && !cp_is(P, ")"))
		cp_fail(P, "expected ',' or ')' in the parameters");
	if (name != UINT32_MAX || strcmp(type, "void"))
		fn_param(P, first, name, type, &tw);
}

/* params -> '(' [ param { ',' param } ] ')' */
static void params(struct match_creader *P)
{
	P->v->fn.lparen = cp_span(P, P->i);
	cp_expect(P, "(");
	while (!cp_accept(P, ")")) {
		if (cp_try(P, param, NULL)) {
			cp_skip_until(P, ",", ")");
			P->v->fn.unread = 1;
		}
		if (!cp_is(P, ")"))
			cp_expect(P, ",");
	}
	P->v->fn.rparen = cp_span(P, P->i - 1);
}

/* The fall-off end of the body whose '}' is token rbrace, when control
 * reaches it: an implicit return without value (MATCH_NF_IMPLICIT),
 * with an empty range where the '}' is. */
static void implicit_return(struct match_creader *P, uint32_t rbrace)
{
	struct match_node *n;

	if (!P->fr.n)
		return;
	n = node(P, MATCH_N_RETURN, rbrace);
	n->flags |= MATCH_NF_IMPLICIT;
	n->range.end_line = n->range.line;
	n->range.end_col = n->range.col;
}

/* Annotations between a declarator and what follows, each word with
 * its arguments: `__releases(&l->lock) __acquires(&l->lock)`. */
static void skip_annotations(struct match_creader *P)
{
	int a;

	while ((a = cp_attr_word(P, 0))) {
		cp_take(P);
		if (a == 2)
			cp_skip_group(P);
	}
}

static void body(struct match_creader *P, void *unused)
{
	uint32_t lb, n0;

	params(P);
	skip_annotations(P);
	lb = P->i;
	n0 = P->v->nnodes;
	P->v->fn.lbrace = cp_span(P, P->i);
	cp_expect(P, "{");
	block(P);
	P->v->fn.rbrace = cp_span(P, P->i - 1);
	mark_block(P, n0, lb);	/* before the fall-off end's node */
	implicit_return(P, P->i - 1);
	connect(P, &P->fr, P->v->exit, 0);
	resolve_gotos(P);
}

/* A typedef's type the matcher can take for its name: written with
 * words and stars (no function, typeof or array), not an anonymous
 * struct, union or enum (two of them are different types). */
static int plain_type(const char *t)
{
	size_t k = strcspn(t, " ");

	if (!*t || strpbrk(t, "(["))
		return 0;
	if ((k == 6 && !strncmp(t, "struct", 6)) ||
	    (k == 5 && !strncmp(t, "union", 5)) ||
	    (k == 4 && !strncmp(t, "enum", 4)))
		return t[k] == ' ' && t[k + 1] != '*';
	return 1;
}

/* The typedefs read so far whose types are known, into view v: the
 * matcher takes a typedef name for its type (`foo_t *` is `struct foo
 * *`), as spatch does. */
static void keep_typedefs(struct match_creader *P, struct match_view *v)
{
	struct match_typedef *t;
	uint32_t i, n = 0;

	t = smpl_arena_alloc(&v->arena, (P->typedefs.n + 1) * sizeof(*t));
	for (i = 0; i < P->typedefs.n; i++) {
		const struct cp_name *d = &P->typedefs.v[i];

		if (!d->type || !plain_type(d->type))
			continue;
		t[n].name = match_view_str(v, d->s, d->len);
		t[n++].type = match_view_str(v, d->type, strlen(d->type));
	}
	v->typedefs = t;
	v->ntypedefs = n;
}

/* Functions read so far in this process: each view's scope number. */
static uint32_t scopes;

/* The function whose name is token `name` (its parameters follow).
 * NULL after printing why to err; the reader is then past the body. */
static struct match_view *function(struct match_creader *P, uint32_t name,
				   uint32_t end, FILE *err)
{
	const struct match_ctok *k = &P->t.v[name];
	struct match_view *v = match_view_new("");

	v->name = match_view_str(v, k->s, k->len);
	P->v = v;
	P->i = name + 1;
	P->fr.n = P->njumps = P->ngotos = P->nlabels = P->ndecls = 0;
	P->scope = ++scopes;
	P->vars.n = P->nundo = P->depth = 0;
	P->ctx = CTX_BODY;
	dangle(P, &P->fr, v->entry, 0);
	if (cp_try(P, body, NULL)) {
		if (err)
			fprintf(err, "%s:%u:%u: error: %s (function %s not "
				"read)\n", P->file, P->msg_line, P->msg_col,
				P->msg, v->name);
		match_view_free(v);
		v = NULL;
	} else {
		match_view_finish(v);
		keep_typedefs(P, v);
	}
	P->v = NULL;
	P->i = end;
	return v;
}

/* ---- the file ---- */


/* Past a file-level construct that cannot be read: its ';' or braces. */
static void skip_external(struct match_creader *P, uint32_t first)
{
	uint32_t depth = 0;

	P->i = first;
	while (cp_tok(P, 0)->kind != MATCH_CT_EOF) {
		const struct match_ctok *k = cp_take(P);

		if (opener(k))
			depth++;
		else if (closer(k) && depth && !--depth && k->s[0] == '}') {
			cp_accept(P, ";");
			return;
		} else if (!depth && match_ctok_is(k, ";"))
			return;
	}
}

/* The token past the balanced group at token i ('{'), or 0; or, when
 * the braces do not balance, past the first '}' in the first column,
 * where a function usually ends (*unbalanced set). */
static uint32_t group_end(struct match_creader *P, uint32_t i, int *unbalanced)
{
	uint32_t depth = 0, j;

	*unbalanced = 0;
	for (j = i; j < P->t.n && P->t.v[j].kind != MATCH_CT_EOF; j++) {
		if (match_ctok_is(&P->t.v[j], "{"))
			depth++;
		else if (match_ctok_is(&P->t.v[j], "}") && !--depth)
			return j + 1;
	}
	*unbalanced = 1;
	for (j = i + 1; j < P->t.n && P->t.v[j].kind != MATCH_CT_EOF; j++)
		if (match_ctok_is(&P->t.v[j], "}") && P->t.v[j].col == 1)
			return j + 1;
	return 0;
}

static int attr_word_at(struct match_creader *P, uint32_t i);

/* The token after the group that token i opens, or the end. */
static uint32_t past_group(const struct match_creader *P, uint32_t i)
{
	uint32_t depth = 0;

	for (; i < P->t.n && P->t.v[i].kind != MATCH_CT_EOF; i++)
		if (opener(&P->t.v[i]))
			depth++;
		else if (closer(&P->t.v[i]) && !--depth)
			return i + 1;
	return i;
}

/* The file's function prototypes, once: outside braces, a name, its
 * parameters in parentheses, then ';' or ',' (a macro invocation at
 * file level looks the same: it is only used for a function of its
 * name).  decl is the '(' token; 0 for a name followed by another name
 * (`int f PARAMS((int a));`, but also the `int` of `int x;`): where it
 * is the function's, its prototype cannot be read. */
static void scan_protos(struct match_creader *P)
{
	uint32_t i, depth = 0, e;

	P->protos_read = 1;
	for (i = 0; i + 1 < P->t.n && P->t.v[i].kind != MATCH_CT_EOF; i++) {
		const struct match_ctok *k = &P->t.v[i];

		if (match_ctok_is(k, "{"))
			depth++;
		else if (match_ctok_is(k, "}") && depth)
			depth--;
		if (!depth && k->kind == MATCH_CT_ID &&
		    P->t.v[i + 1].kind == MATCH_CT_ID)
			cp_add(&P->protos, k->s, k->len, NULL, 0);
		if (depth || k->kind != MATCH_CT_ID ||
		    !match_ctok_is(&P->t.v[i + 1], "("))
			continue;
		e = past_group(P, i + 1);
		while (e + 1 < P->t.n && attr_word_at(P, e))
			e = match_ctok_is(&P->t.v[e + 1], "(") ?
			    past_group(P, e + 1) : e + 1;
		if (e < P->t.n && (match_ctok_is(&P->t.v[e], ";") ||
				   match_ctok_is(&P->t.v[e], ",")))
			cp_add(&P->protos, k->s, k->len, NULL, i + 1);
	}
}

/* Tokens [a, b] as a range. */
static struct match_range tok_range(struct match_creader *P, uint32_t a,
				    uint32_t b)
{
	struct match_range r = { P->file, P->t.v[a].line, P->t.v[a].col,
				 P->t.v[b].end_line, P->t.v[b].end_col };
	return r;
}

/* The whole declaration of the prototype whose '(' is token lp and ')'
 * token rp, into d->whole, when it is plain words (specifiers, the
 * name, '*') from after a ';', '}' or '{' (or the file's start) to a
 * ';' right after its ')'; else line 0. */
static void proto_whole(struct match_creader *P, uint32_t lp, uint32_t rp,
			struct match_proto *d)
{
	uint32_t a = lp - 1;

	memset(&d->whole, 0, sizeof(d->whole));
	if (rp + 1 >= P->t.n || !match_ctok_is(&P->t.v[rp + 1], ";"))
		return;
	while (a > 0 && (P->t.v[a - 1].kind == MATCH_CT_ID ||
			 match_ctok_is(&P->t.v[a - 1], "*")))
		a--;
	if (a > 0 && !match_ctok_is(&P->t.v[a - 1], ";") &&
	    !match_ctok_is(&P->t.v[a - 1], "}") &&
	    !match_ctok_is(&P->t.v[a - 1], "{"))
		return;
	d->whole = tok_range(P, a, rp + 1);
}

/* The prototype whose '(' is token lp, its parameters split at the
 * commas outside brackets into d; 0 when its ')' is not found.  A lone
 * `void` is no parameter. */
static int proto_params(struct match_creader *P, struct match_view *v,
			uint32_t lp, struct match_proto *d)
{
	uint32_t i, depth = 0, start = lp + 1, cap = 8;

	d->nparams = 0;
	d->pranges = smpl_arena_alloc(&v->arena, cap * sizeof(*d->pranges));
	d->lparen = tok_range(P, lp, lp);
	for (i = lp; i < P->t.n && P->t.v[i].kind != MATCH_CT_EOF; i++) {
		const struct match_ctok *k = &P->t.v[i];
		int close = opener(k) ? (depth++, 0) : closer(k) ? !--depth : 0;

		if (!close && !(depth == 1 && match_ctok_is(k, ",")))
			continue;
		if (i > start && !(i == start + 1 && close && !d->nparams &&
				   match_ctok_is(&P->t.v[start], "void"))) {
			if (d->nparams == cap) {
				struct match_range *r = smpl_arena_alloc(
					&v->arena, 2 * cap * sizeof(*r));

				memcpy(r, d->pranges, cap * sizeof(*r));
				d->pranges = r;
				cap *= 2;
			}
			d->pranges[d->nparams++] = tok_range(P, start, i - 1);
		}
		start = i + 1;
		if (close) {
			d->rparen = tok_range(P, i, i);
			proto_whole(P, lp, i, d);
			return 1;
		}
	}
	return 0;
}

/* The prototypes of view v's function read so far, into it. */
static void keep_protos(struct match_creader *P, struct match_view *v)
{
	struct match_proto *d;
	uint32_t i, n = 0, len = (uint32_t)strlen(v->name);

	if (!P->protos_read)
		scan_protos(P);
	d = smpl_arena_alloc(&v->arena, (P->protos.n + 1) * sizeof(*d));
	for (i = 0; i < P->protos.n; i++) {
		if (P->protos.v[i].len != len ||
		    memcmp(P->protos.v[i].s, v->name, len))
			continue;
		if (!P->protos.v[i].decl ||
		    !proto_params(P, v, P->protos.v[i].decl, &d[n]))
			v->fn.odd_proto = 1;
		else
			n++;
	}
	v->fn.protos = d;
	v->fn.nprotos = n;
}

struct external {
	uint32_t fn_name, fn_body;	/* a function definition, or 0 */
	uint32_t first;			/* its first token */
	const char *base;		/* its specifiers' type */
	uint32_t stars;			/* and the '*' of its declarator */
	int is_static;
	struct match_tword rtype;	/* its specifiers, one token */
};

/* external -> specifiers [ declarator [ '=' init ] { ',' ... } ] ';'
 *           | specifiers declarator body: stops before the body. */
static void external_decl(struct match_creader *P, void *a)
{
	struct external *x = a;
	struct cp_spec sp;

	x->first = P->i;
	cp_specifiers(P, &sp, 0);
	x->rtype = cp_tword(P, &sp);
	if (cp_accept(P, ";"))
		return;
	for (;;) {
		uint32_t name, d = P->i;
		int fn;
		const char *t = cp_declarator(P, sp.base, &name, &fn);
		const struct match_ctok *k = name != UINT32_MAX ? &P->t.v[name] : NULL;

		skip_annotations(P);
		if (k && fn && cp_is(P, "{") && !sp.is_typedef) {
			x->fn_name = name;
			x->fn_body = P->i;
			x->base = sp.base;
			x->is_static = sp.is_static;
			for (x->stars = 0; d < name; d++)
				x->stars += match_ctok_is(&P->t.v[d], "*");
			return;
		}
		if (k && sp.is_typedef)
			cp_add(&P->typedefs, k->s, k->len, t, 0);
		else if (k && !fn)
			cp_add(&P->globals, k->s, k->len, t, 0);
		if (cp_accept(P, "="))
			cp_skip_until(P, ",", ";");
		if (!cp_accept(P, ","))
			break;
	}
	cp_expect(P, ";");
}

/* What a function pattern needs of the definition: its range (from its
 * first token, when that is where its specifiers start, to the '}'
 * before token end), its return type and storage. */
static void fn_facts(struct match_creader *P, struct match_view *v,
		     const struct external *x, uint32_t end)
{
	const struct match_ctok *k = &P->t.v[x->fn_name];
	char ret[300];
	int n = snprintf(ret, sizeof(ret), "%s%s%.*s", x->base,
			 x->stars && *x->base ? " " : "",
			 (int)(x->stars > 16 ? 16 : x->stars), "****************");

	v->fn.ret = match_view_str(v, ret, n < (int)sizeof(ret) ?
				   (size_t)n : sizeof(ret) - 1);
	v->fn.is_static = (uint8_t)x->is_static;
	v->fn.rtype = x->rtype;
	if (x->rtype.name)
		v->fn.rtype.name = match_view_str(v, x->rtype.name,
						  strlen(x->rtype.name));
	v->fn.name = match_expr_new(v, MATCH_E_ID, 0, v->fn.range);
	v->fn.name->str = v->name;
	v->fn.name->range.file = P->file;	/* fn.range's is set below */
	v->fn.name->range.line = k->line;
	v->fn.name->range.col = k->col;
	v->fn.name->range.end_line = k->line;
	v->fn.name->range.end_col = k->end_col;
	match_expr_finish(v->fn.name);
	if (!P->def_start || !end)
		return;
	v->fn.range.file = P->file;
	v->fn.range.line = P->t.v[x->first].line;
	v->fn.range.col = P->t.v[x->first].col;
	v->fn.range.end_line = P->t.v[end - 1].end_line;
	v->fn.range.end_col = P->t.v[end - 1].end_col;
}

/* One file-level construct; a function definition's view when `bodies`
 * (*failed set when it could not be read), else its body is skipped. */
static struct match_view *external(struct match_creader *P, int bodies,
				   int *failed, FILE *err)
{
	struct external x = { 0 };
	uint32_t first = P->i, end;
	struct match_view *v;
	int unbalanced;

	*failed = 0;
	P->depth = 0;
	if (cp_try(P, external_decl, &x)) {
		skip_external(P, first);
		return NULL;
	}
	if (!x.fn_body)
		return NULL;
	end = group_end(P, x.fn_body, &unbalanced);
	if (unbalanced && err)
		fprintf(err, "%s:%u:%u: error: unbalanced braces (function "
			"%.*s not read)\n", P->file, P->t.v[x.fn_body].line,
			P->t.v[x.fn_body].col, (int)P->t.v[x.fn_name].len,
			P->t.v[x.fn_name].s);
	if (unbalanced) {
		*failed = 1;
		P->i = end ? end : P->t.n - 1;
		return NULL;
	}
	if (!bodies) {
		P->i = end;
		return NULL;
	}
	v = function(P, x.fn_name, end, err);
	*failed = !v;
	if (v) {
		fn_facts(P, v, &x, end);
		keep_protos(P, v);
	}
	return v;
}

/* Every file-level name, for a reader asked one function at a time. */
static void scan(struct match_creader *P)
{
	int failed;

	P->i = 0;
	while (cp_tok(P, 0)->kind != MATCH_CT_EOF)
		external(P, 0, &failed, NULL);
	P->scanned = 1;
}

/* ---- the top level ---- */

/* Tokens from..to hold an '=' outside brackets and no typedef. */
static int has_init(struct match_creader *P, uint32_t from, uint32_t to)
{
	uint32_t depth = 0, j;
	int eq = 0;

	for (j = from; j < to; j++) {
		const struct match_ctok *k = &P->t.v[j];

		if (opener(k))
			depth++;
		else if (closer(k) && depth)
			depth--;
		else if (match_ctok_is(k, "typedef"))
			return 0;
		else if (!depth && match_ctok_is(k, "="))
			eq = 1;
	}
	return eq;
}

static void top_decl(struct match_creader *P, void *arg)
{
	declaration(P, *(uint32_t *)arg);
}

/* The file-scope declaration from token first to token end (past its
 * ';') as DECL nodes, one per declarator, when it reads exactly; else
 * nothing (what it added is taken back). */
static void top_level_decl(struct match_creader *P, uint32_t first,
			   uint32_t end)
{
	struct match_view_mark m;
	struct cp_front fr = P->fr;
	uint32_t n0 = P->v->nnodes, i;

	match_view_mark(P->v, &m);
	P->i = first;
	P->depth = P->vars.n = 0;
	if (cp_try(P, top_decl, &first) || P->i != end) {
		match_view_rollback(P->v, &m);
		P->fr = fr;
		/* opaque to the matcher: a note (the plugin's verbose) */
		match_view_unread(P->v, P->t.v[first].line, P->t.v[first].col,
				  P->i != end && !P->msg[0] ?
				  "declaration not read up to its ';'" : P->msg);
		return;
	}
	for (i = n0; i < P->v->nnodes; i++)	/* file-scope names */
		if (P->v->nodes[i]->var) {
			P->v->nodes[i]->flags |= MATCH_NF_TOP;
			P->v->nodes[i]->var->decl = 0;
			P->v->nodes[i]->var->flags |= MATCH_EF_GLOBAL;
		}
}

/* Tokens first..end (past a ';') are a file-scope declaration without
 * an initializer, no typedef, no definition: `static int x;`, `extern
 * struct s *p;`, `int a, b;`, `int (*f)(int);`, a prototype (its type
 * `int (int)`, which a type metavariable alone takes, as spatch). */
static int plain_top_decl(struct match_creader *P, uint32_t first,
			  uint32_t end)
{
	uint32_t j;

	if (end <= first + 1 || !match_ctok_is(&P->t.v[end - 1], ";") ||
	    cp_top_def_at(P, first, end))
		return 0;
	for (j = first; j < end; j++)
		if (match_ctok_is(&P->t.v[j], "typedef") ||
		    match_ctok_is(&P->t.v[j], "{"))
			return 0;
	/* `static DEFINE_FOO(a, b);`: a macro use, no declaration of an
	 * int function (no type before the name) */
	for (j = first; j + 1 < end && (match_ctok_is(&P->t.v[j], "static") ||
					match_ctok_is(&P->t.v[j], "extern") ||
					match_ctok_is(&P->t.v[j], "const"));
	     j++)
		;
	return !(P->t.v[j].kind == MATCH_CT_ID && !cp_keyword(&P->t.v[j]) &&
		 match_ctok_is(&P->t.v[j + 1], "("));
}


/* Tokens first..end are `NAME ( ... ) ;`, NAME a function-like macro
 * (the line maps' word in the plugin, the #defines in smpl-match) or no
 * macro at all (an old-style declaration of an int function, which a
 * rule's `declarer name` may take for a macro defined elsewhere, as
 * spatch). */
static int declarer_use(struct match_creader *P, uint32_t first,
			uint32_t end)
{
	const struct match_ctok *k = &P->t.v[first];

	return end >= first + 4 && k->kind == MATCH_CT_ID && !cp_keyword(k) &&
	       match_ctok_is(&P->t.v[first + 1], "(") &&
	       match_ctok_is(&P->t.v[end - 2], ")") &&
	       match_ctok_is(&P->t.v[end - 1], ";") && cp_macro(P, k) != 1;
}

static void top_call(struct match_creader *P, void *arg)
{
	uint32_t first = *(uint32_t *)arg;
	struct match_expr *e = cp_expr(P);
	struct match_node *n;

	cp_expect(P, ";");
	if (e->kind != MATCH_E_CALL)
		cp_fail(P, "no call");
	n = node(P, MATCH_N_STMT, first);
	n->expr = e;
	n->flags |= MATCH_NF_TOP;
}

/* A top-level declarer use from token first to token end (past its
 * ';') as a STMT node holding the call, when it reads exactly as one
 * call; else nothing. */
static void top_level_call(struct match_creader *P, uint32_t first,
			   uint32_t end)
{
	struct match_view_mark m;
	struct cp_front fr = P->fr;

	match_view_mark(P->v, &m);
	P->i = first;
	P->depth = P->vars.n = 0;
	if (cp_try(P, top_call, &first) || P->i != end) {
		match_view_rollback(P->v, &m);
		P->fr = fr;
	}
}

static void top_def(struct match_creader *P, void *arg)
{
	uint32_t first = P->i, i;
	struct cp_top_def d;
	struct match_node *n;

	cp_top_def(P, &d);
	if (P->i != *(uint32_t *)arg)
		cp_fail(P, "more than a definition");
	n = node(P, MATCH_N_DECL, first);
	n->flags |= MATCH_NF_TOP;
	n->tdef = d.def;
	n->var = d.var;
	if (d.is_typedef)
		n->flags |= MATCH_NF_TYPEDEF;
	if (d.is_typedef && !d.def && d.var && d.var->type &&
	    strstr(d.var->type, "(*"))
		typedef_ptypes(P, first, n);
	if (d.multi)
		n->flags |= MATCH_NF_MULTIDECL;
	if (d.dcls)	/* its text (`*x`), for split_decls */
		n->dcl = d.dcls[0];
	for (i = 1; i < d.nvars; i++) {	/* `} x, *y;`: a node for y */
		struct match_node *m = node(P, MATCH_N_DECL, first);

		m->flags |= MATCH_NF_TOP | MATCH_NF_MULTIDECL |
			    MATCH_NF_DECL_MORE;
		m->tdef = d.def;
		m->var = d.vars[i];
		m->dcl = d.dcls[i];
	}
}

/* A struct, union or enum definition or a typedef from token first to
 * token end (past its ';') as a DECL node holding it (ctag.c), when it
 * reads exactly; else nothing. */
static void top_level_def(struct match_creader *P, uint32_t first,
			  uint32_t end)
{
	struct match_view_mark m;
	struct cp_front fr = P->fr;

	match_view_mark(P->v, &m);
	P->i = first;
	P->depth = P->vars.n = 0;
	if (cp_try(P, top_def, &end)) {
		match_view_rollback(P->v, &m);
		P->fr = fr;
	}
}

/* What #include line k names, as written: "<a.h>" or "\"a.h\"" (a
 * name built by a macro, or on a continued line, which no pattern
 * names, as spatch: the rest of its line, blanks trimmed); *to where
 * that ends (a comment after it is no part of the line's node). */
static const char *include_target(struct match_creader *P,
				  const struct match_ctok *k, const char **to)
{
	const char *p = k->s + 1, *end = k->s + k->len, *q;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	p += 7;			/* "include" */
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p < end && (*p == '<' || *p == '"') &&
	    (q = memchr(p + 1, *p == '<' ? '>' : '"', (size_t)(end - p - 1)))) {
		*to = q + 1;
		return cp_str(P, p, (size_t)(q + 1 - p));
	}
	while (end > p && (end[-1] == ' ' || end[-1] == '\t' ||
			   end[-1] == '\r'))
		end--;
	*to = end;
	return cp_str(P, p, (size_t)(end - p));
}

/* A new node of the top level over directive k, from its '#' to
 * end_line:end_col. */
static struct match_node *dir_node(struct match_creader *P,
				   enum match_nkind kind,
				   const struct match_ctok *k, uint32_t end_line,
				   uint32_t end_col)
{
	struct match_range r = { P->file, k->line, k->col, end_line,
				 end_col };
	struct match_node *n = match_view_node(P->v, kind, r);

	connect(P, &P->fr, n, 0);
	P->fr.n = 0;
	dangle(P, &P->fr, n, 0);
	return n;
}

static void define_body(struct match_creader *P, void *arg)
{
	*(struct match_expr **)arg = cp_expr(P);
	if (cp_tok(P, 0)->kind != MATCH_CT_EOF)
		cp_fail(P, "more than an expression");
}

/* The body of a #define, body..end of line k (body on its first line),
 * read as an expression (its tokens placed where they are in the file,
 * over continued lines too); NULL when it does not read as one. */
static struct match_expr *define_expr(struct match_creader *P,
				      const struct match_ctok *k,
				      const char *body, const char *end)
{
	struct match_ctoks saved = P->t, t;
	uint32_t i = P->i, col = k->col + (uint32_t)(body - k->s), j;
	struct match_expr *e = NULL;

	match_ctok_lex(body, (size_t)(end - body), &t);
	for (j = 0; j < t.n; j++) {	/* from k's first line */
		if (t.v[j].line == 1)
			t.v[j].col += col - 1;
		if (t.v[j].end_line == 1)
			t.v[j].end_col += col - 1;
		t.v[j].line += k->line - 1;
		t.v[j].end_line += k->line - 1;
	}
	P->t = t;
	P->i = 0;
	if (cp_try(P, define_body, &e))
		e = NULL;
	P->t = saved;
	P->i = i;
	match_ctok_free(&t);
	return e;
}

/* An object-like #define, k, as a DEFINE node: var the macro's name,
 * expr its body (NULL when empty); nothing when it takes parameters or
 * its body is no expression. */
static void top_define(struct match_creader *P, const struct match_ctok *k)
{
	const char *p = k->s + 1, *end = k->s + k->len, *name;
	struct match_expr *e = NULL, *id;
	struct match_range r;
	struct match_node *n;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	for (p += 6; p < end && (*p == ' ' || *p == '\t'); p++)
		;		/* past "define" */
	for (name = p; p < end && (*p == '_' || (*p >= 'a' && *p <= 'z') ||
				   (*p >= 'A' && *p <= 'Z') ||
				   (p > name && *p >= '0' && *p <= '9')); p++)
		;
	if (p == name || (p < end && *p == '('))
		return;
	r.file = P->file;
	r.line = r.end_line = k->line;
	r.col = k->col + (uint32_t)(name - k->s);
	r.end_col = r.col + (uint32_t)(p - name);
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p < end && !(e = define_expr(P, k, p, end)))
		return;
	/* to the end of its body or name: a comment after it stays */
	n = !e ? dir_node(P, MATCH_N_DEFINE, k, r.line, r.end_col) :
	     (e->flags & MATCH_EF_PARENS) ?
	     dir_node(P, MATCH_N_DEFINE, k, e->outer.end_line,
		      e->outer.end_col) :
	     dir_node(P, MATCH_N_DEFINE, k, e->range.end_line,
		      e->range.end_col);
	n->expr = e;
	id = match_expr_new(P->v, MATCH_E_ID, 0, r);
	id->str = cp_str(P, name, (size_t)(r.end_col - r.col));
	id->type = "";
	id->flags |= MATCH_EF_MACRO_NAME;
	n->var = id;
}

/* A #define body that is a { } block, its tokens in P->t: read as a
 * function's body is, its nodes after the frontier; fails unless the
 * block is the whole body. */
static void macro_block_read(struct match_creader *P, void *unused)
{
	uint32_t lb = P->i, n0 = P->v->nnodes;

	if (cp_accept(P, "{"))
		block(P);
	else
		stmt(P);	/* do { } while (0) */
	if (cp_tok(P, 0)->kind != MATCH_CT_EOF)
		cp_fail(P, "more than a block");
	mark_block(P, n0, lb);
	resolve_gotos(P);
}

/* The tokens of body..end of #define k placed where they are in the
 * file (body on k's first line), into t. */
static void macro_toks(const struct match_creader *P, const struct match_ctok *k,
		       const char *body, const char *end, struct match_ctoks *t)
{
	uint32_t col = k->col + (uint32_t)(body - k->s), j;

	match_ctok_lex(body, (size_t)(end - body), t);
	for (j = 0; j < t->n; j++) {
		if (t->v[j].line == 1)
			t->v[j].col += col - 1;
		if (t->v[j].end_line == 1)
			t->v[j].end_col += col - 1;
		t->v[j].line += k->line - 1;
		t->v[j].end_line += k->line - 1;
	}
}

/* A `do { } while (0)` body is written without its ';': one, empty,
 * right after its last token, so that it reads as a statement. */
static void macro_semi(struct match_ctoks *t)
{
	struct match_ctok eof, semi;

	if (t->n < 2 || match_ctok_is(&t->v[t->n - 2], ";") ||
	    match_ctok_is(&t->v[t->n - 2], "}"))
		return;
	eof = t->v[t->n - 1];
	semi = t->v[t->n - 2];
	semi.kind = MATCH_CT_PUNCT;
	semi.s = ";";
	semi.len = 1;
	semi.line = semi.end_line;
	semi.col = semi.end_col;
	t->v[t->n - 1] = semi;
	match_ctok_push(t, &eof);
}

/* Reads the block body..end of #define k with fresh function state
 * into view v, reached from the frontier and from v's entry: 0 when it
 * reads. */
static int macro_block_into(struct match_creader *P, struct match_view *v)
{
	P->v = v;
	P->njumps = P->ngotos = P->nlabels = P->ndecls = 0;
	P->scope = ++scopes;
	P->nundo = P->depth = 0;
	P->ctx = CTX_BODY;
	P->i = 0;
	dangle(P, &P->fr, v->entry, 0);
	return cp_try(P, macro_block_read, NULL);
}

/* A #define body that is a { } block (cocci test retmacro): its
 * statements in the macro bodies' view, when it reads; read first into
 * a view thrown away, so that a body that does not read leaves no node
 * behind. */
static void macro_block(struct match_creader *P, const struct match_ctok *k,
			const char *body, const char *end)
{
	struct match_ctoks saved = P->t, t;
	struct match_view *v = P->v, *trial = match_view_new("");
	struct cp_front fr = P->fr;
	uint32_t i = P->i, nvars = P->vars.n;
	int bad;

	macro_toks(P, k, body, end, &t);
	macro_semi(&t);
	P->t = t;
	P->fr.n = 0;
	bad = macro_block_into(P, trial);
	match_view_free(trial);
	P->vars.n = nvars;
	P->fr = fr;
	if (!bad && !macro_block_into(P, v))
		connect(P, &P->fr, v->exit, 0);
	P->fr.n = 0;
	dangle(P, &P->fr, v->entry, 0);
	P->vars.n = nvars;
	P->v = v;
	P->t = saved;
	P->i = i;
	match_ctok_free(&t);
}

/* The body of #define k, object-like or function-like, as a STMT node
 * of the macro bodies' view holding it as its expression, from the '#'
 * to the body's end (so that no edit of the body is one of a statement
 * as a whole); nothing when the body is empty or no expression. */
static void macro_body_node(struct match_creader *P, const struct match_ctok *k)
{
	const char *p = k->s + 1, *end = k->s + k->len, *name, *q;
	struct match_expr *e;
	struct match_node *n;
	int depth = 0;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (end - p < 6 || strncmp(p, "define", 6))
		return;
	for (p += 6; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	for (name = p; p < end && (*p == '_' || isalnum((unsigned char)*p));
	     p++)
		;
	if (p == name)
		return;
	if (p < end && *p == '(') {	/* past the parameters */
		for (; p < end; p++) {
			depth += *p == '(';
			depth -= *p == ')';
			if (!depth || *p == '\n')
				break;
		}
		if (p == end || *p != ')')
			return;
		p++;
	}
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	for (q = p; q < end && (isspace((unsigned char)*q) || *q == '\\');
	     q++)
		;		/* over continued lines */
	if (q < end && (*q == '{' ||
			(end - q > 2 && !strncmp(q, "do", 2) &&
			 !isalnum((unsigned char)q[2]) && q[2] != '_'))) {
		macro_block(P, k, p, end);	/* p on k's first line */
		return;
	}
	if (p == end || !(e = define_expr(P, k, p, end)))
		return;
	n = (e->flags & MATCH_EF_PARENS) ?
	    dir_node(P, MATCH_N_STMT, k, e->outer.end_line, e->outer.end_col) :
	    dir_node(P, MATCH_N_STMT, k, e->range.end_line, e->range.end_col);
	n->expr = e;
}

struct match_view *match_creader_macros(struct match_creader *P, FILE *err)
{
	struct match_view *v;
	uint32_t i;

	if (!P->scanned)
		scan(P);
	v = match_view_new(MATCH_MACROS_VIEW);
	v->name = MATCH_MACROS_VIEW;
	P->v = v;
	P->fr.n = P->njumps = P->ngotos = P->nlabels = P->ndecls = 0;
	P->scope = ++scopes;
	P->nundo = 0;
	P->ctx = CTX_BODY;
	dangle(P, &P->fr, v->entry, 0);
	for (i = 0; i < P->dirs.n; i++)
		macro_body_node(P, &P->dirs.v[i]);
	connect(P, &P->fr, v->exit, 0);
	P->vars.n = 0;
	P->v = NULL;
	match_view_finish(v);
	return v;
}

/* The #include and #define lines compiled before line `line` (all:
 * UINT32_MAX) from the next one not taken, *next, as INCLUDE and DEFINE
 * nodes. */
static void top_directives(struct match_creader *P, uint32_t *next,
			   uint32_t line)
{
	for (; *next < P->dirs.n && P->dirs.v[*next].line < line; ++*next) {
		const struct match_ctok *k = &P->dirs.v[*next];
		const char *w = k->s + 1, *to, *str;
		struct match_node *n;

		while (*w == ' ' || *w == '\t')
			w++;
		if (*w == 'd') {
			top_define(P, k);
			continue;
		}
		str = include_target(P, k, &to);
		n = memchr(k->s, '\n', (size_t)(to - k->s)) ?	/* continued */
		    dir_node(P, MATCH_N_INCLUDE, k, k->end_line, k->end_col) :
		    dir_node(P, MATCH_N_INCLUDE, k, k->line,
			     k->col + (uint32_t)(to - k->s));
		n->expr = match_expr_new(P->v, MATCH_E_OPAQUE, 0, n->range);
		n->expr->str = str;
	}
}

struct match_view *match_creader_toplevel(struct match_creader *P,
					  FILE *err)
{
	struct match_view *v;
	int failed, trees = P->init_trees;
	uint32_t inc = 0, ntypedefs, nglobals;

	if (!P->scanned)
		scan(P);
	/* what external() adds again lives in this view's arena: dropped
	 * at the end (scan's entries stay) */
	ntypedefs = P->typedefs.n;
	nglobals = P->globals.n;
	v = match_view_new("");
	v->name = "";
	P->v = v;
	P->fr.n = P->njumps = P->ngotos = P->nlabels = P->ndecls = 0;
	P->scope = ++scopes;
	P->nundo = 0;
	P->ctx = CTX_BODY;
	P->init_trees = 1;
	dangle(P, &P->fr, v->entry, 0);
	P->i = 0;
	while (cp_tok(P, 0)->kind != MATCH_CT_EOF) {
		uint32_t first = P->i, end;

		top_directives(P, &inc, cp_tok(P, 0)->line);
		external(P, 0, &failed, NULL);
		end = P->i;
		if (end == first)	/* no progress: never loop */
			cp_take(P), end = P->i;
		if (end > first && match_ctok_is(&P->t.v[end - 1], ";") &&
		    has_init(P, first, end))
			top_level_decl(P, first, end);
		else if (end > first && declarer_use(P, first, end))
			top_level_call(P, first, end);
		else if ((P->top_defs & MATCH_TOP_DEFS) &&
			 cp_top_def_at(P, first, end))
			top_level_def(P, first, end);
		else if ((P->top_defs & MATCH_TOP_DECLS) &&
			 plain_top_decl(P, first, end))
			top_level_decl(P, first, end);
		P->i = end;
	}
	top_directives(P, &inc, UINT32_MAX);
	P->typedefs.n = ntypedefs;
	P->globals.n = nglobals;
	connect(P, &P->fr, v->exit, 0);
	P->init_trees = trees;
	P->vars.n = 0;
	P->v = NULL;
	match_view_finish(v);
	return v;
}

/* ---- entry points ---- */

struct match_creader *match_creader_new(const char *file, const char *text,
					size_t len,
					const struct match_oracle *o)
{
	struct match_creader *P = calloc(1, sizeof(*P));
	struct match_ctoks raw;

	if (!P)
		abort();
	P->file = file;
	P->text = text;
	P->len = len;
	P->def_start = 1;
	if (o)
		P->o = *o;
	smpl_arena_init(&P->scratch);
	match_ctok_lex(text, len, &raw);
	cp_filter(P, &raw);
	match_ctok_free(&raw);
	return P;
}

void match_creader_free(struct match_creader *P)
{
	uint32_t k;

	if (!P)
		return;
	for (k = 0; k < CP_MAX_NEST; k++)
		free(P->jumps[k]);
	match_ctok_free(&P->t);
	match_ctok_free(&P->dirs);
	free(P->typedefs.v);
	free(P->globals.v);
	free(P->fields.v);
	free(P->protos.v);
	free(P->macros.v);
	free(P->vars.v);
	free(P->undo);
	smpl_arena_free(&P->scratch);
	free(P);
}

void match_creader_top_defs(struct match_creader *P, int on)
{
	P->top_defs = on;
}

void match_creader_init_trees(struct match_creader *P, int on)
{
	P->init_trees = on;
}

/* Is token i an annotation word (__attribute__, __printf, ...)? */
static int attr_word_at(struct match_creader *P, uint32_t i)
{
	uint32_t saved = P->i;
	int r;

	P->i = i;
	r = cp_attr_word(P, 0);
	P->i = saved;
	return r;
}

/* Where the definition whose name is token name starts: *first, past
 * its specifiers and attributes (back to a ';', '}', '{', the end of a
 * macro invocation or the file's start); 0 when that cannot be told. */
static int def_start(struct match_creader *P, uint32_t name, uint32_t *first)
{
	uint32_t k = name, open;
	int depth;

	while (k > 0) {
		const struct match_ctok *t = &P->t.v[k - 1];

		if (match_ctok_is(t, ";") || match_ctok_is(t, "}") ||
		    match_ctok_is(t, "{"))
			break;
		if (t->kind == MATCH_CT_ID || match_ctok_is(t, "*")) {
			k--;
			continue;
		}
		if (!match_ctok_is(t, ")"))
			return 0;
		for (open = k - 1, depth = 0; ; open--) {
			depth += match_ctok_is(&P->t.v[open], ")") -
				 match_ctok_is(&P->t.v[open], "(");
			if (!depth || !open)
				break;
		}
		if (depth || !open || !attr_word_at(P, open - 1))
			break;	/* a macro invocation ends there */
		k = open - 1;
	}
	*first = k;
	return 1;
}

/* The first token at or after byte offset. */
static uint32_t token_at(struct match_creader *P, size_t offset)
{
	uint32_t lo = 0, hi = P->t.n - 1;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if ((size_t)(P->t.v[mid].s - P->text) < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

struct match_view *match_creader_function(struct match_creader *P,
					  size_t offset, FILE *err)
{
	struct match_view *v;
	int failed;
	uint32_t name;

	if (!P->scanned && (!P->o.is_typedef || !P->o.global_type))
		scan(P);
	name = P->i = token_at(P, offset);
	P->def_start = def_start(P, name, &P->i);
	v = P->def_start ? external(P, 1, &failed, NULL) : NULL;
	if (v && strcmp(v->name, match_view_str(v, P->t.v[name].s,
						 P->t.v[name].len))) {
		match_view_free(v);
		v = NULL;
	}
	if (!v) {	/* from its name, as the compiler gives it */
		P->def_start = 0;
		P->i = name;
		v = external(P, 1, &failed, err);
	}
	P->def_start = 1;
	if (!v && !failed)
		fprintf(err, "%s: error: no function definition at offset "
			"%zu\n", P->file, offset);
	return v;
}

int match_cview_parse_with(const char *file, const char *text, size_t len,
			   const struct match_oracle *o,
			   struct match_cfile *out, FILE *err)
{
	struct match_creader *P = match_creader_new(file, text, len, o);
	int failed;

	memset(out, 0, sizeof(*out));
	while (cp_tok(P, 0)->kind != MATCH_CT_EOF) {
		struct match_view *v = external(P, 1, &failed, err);

		out->nfailed += (uint32_t)failed;
		if (!v)
			continue;
		out->views = realloc(out->views,
				     (out->nviews + 1) * sizeof(*out->views));
		if (!out->views)
			abort();
		out->views[out->nviews++] = v;
	}
	match_creader_free(P);
	return out->nfailed ? -1 : 0;
}

int match_cview_parse(const char *file, const char *text, size_t len,
		      struct match_cfile *out, FILE *err)
{
	return match_cview_parse_with(file, text, len, NULL, out, err);
}

void match_cfile_free(struct match_cfile *cf)
{
	uint32_t i;

	for (i = 0; i < cf->nviews; i++)
		match_view_free(cf->views[i]);
	free(cf->views);
	memset(cf, 0, sizeof(*cf));
}
