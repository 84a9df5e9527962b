/* edit.c - edit requests turned into exact text changes, and the changes
 * made.  A request's + code is written out from its pieces, the values
 * of its metavariables taken from the source (a statement's text, an
 * expression's where it is the one printed).  A request is then located:
 * its expected tokens are checked at its position (or found once on the
 * same line), and a statement edit is widened to the whole statement.
 * Then each request becomes changes:
 * removal of the text (with its line when nothing else is left there),
 * + lines inserted before or after with the anchor's indentation, or the
 * text replaced; braces are added once around a lone body that gains a
 * sibling.  A change that overlaps one of another request refuses the
 * later request.  Changes are kept to the forms a GCC fix-it can hold
 * where possible (see edit.h). */
#define _GNU_SOURCE
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "src.h"
#include "util.h"

/* The order of insertions at one place: what ends the statement before
 * it, then the brace closing a body, the brace opening one, what starts
 * the next statement, and last what replaces or removes text there. */
enum order {
	ORD_AFTER, ORD_CLOSE, ORD_OPEN, ORD_BEFORE, ORD_REPLACE, ORD_RANGE
};

struct chg {
	uint32_t start, end;
	char *text;
	uint8_t ord;
	uint32_t seq, owner;
	uint32_t nest;		/* closing braces: the inner (later) first */
	uint8_t rest;		/* what follows a closing brace that + code
				   gave: right after that brace */
};

struct plan {
	const struct edit_src *s;
	const char *t;
	size_t len;
	struct chg *v;			/* accepted changes */
	uint32_t n, cap, seq;
	struct chg *pend;		/* the changes of the request at hand */
	uint32_t npend, cappend;
};

/* A request located in the text, with its + code as text. */
struct loc {
	const char *text;	/* the pieces written out; "" for none */
	uint32_t a, b;		/* the statement (header) or expression */
	uint32_t full_b;	/* end of the whole statement, bodies included */
	int lone;		/* a lone body ... */
	int brace;		/* ... that gains braces */
	int self;		/* its + code gives them: 1 the text opened
				   with '{' (now without it), 2 the text
				   that closed with '}' (now without it) */
	int bad;		/* + code with braces that do not pair */
	int gone;		/* another request removes or replaces the
				   statement: + code beside it stays on its
				   line */
	char *own;		/* text, when made here */
	struct edit_lone body;
};

enum state { ST_OK, ST_DUP, ST_REFUSED };

/* ---- the text around a position ---- */

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static uint32_t blank_back(const struct plan *p, uint32_t off)
{
	while (off > 0 && is_blank(p->t[off - 1]))
		off--;
	return off;
}

static uint32_t blank_fwd(const struct plan *p, uint32_t off)
{
	while (off < p->len && is_blank(p->t[off]))
		off++;
	return off;
}

/* Whether anything (code or comment) precedes off on its line. */
static int text_before(const struct plan *p, uint32_t off)
{
	off = blank_back(p, off);
	return off > 0 && p->t[off - 1] != '\n';
}

/* Whether anything follows off on its line. */
static int text_after(const struct plan *p, uint32_t off)
{
	off = blank_fwd(p, off);
	return off < p->len && p->t[off] != '\n' && p->t[off] != '\r';
}

static uint32_t line_start(const struct plan *p, uint32_t off)
{
	return edit_src_line_off(p->s, edit_src_line_of(p->s, off));
}

/* The start of the line after the one holding off (or the end). */
static uint32_t next_line(const struct plan *p, uint32_t off)
{
	const char *nl = off < p->len ? memchr(p->t + off, '\n', p->len - off)
				      : NULL;

	return nl ? (uint32_t)(nl - p->t) + 1 : p->len;
}

/* The leading blanks of the line holding off (malloc'd). */
static char *indent_of(const struct plan *p, uint32_t off)
{
	uint32_t a = line_start(p, off);

	return strndup(p->t + a, blank_fwd(p, a) - a);
}

/* What stands before off on its line, as blanks (tabs kept), so that
 * + code placed at off can be aligned (malloc'd). */
static char *column_of(const struct plan *p, uint32_t off)
{
	uint32_t a = line_start(p, off), i;
	char *s = malloc(off - a + 1);

	for (i = a; i < off; i++)
		s[i - a] = p->t[i] == '\t' ? '\t' : ' ';
	s[off - a] = 0;
	return s;
}

static const struct edit_tok *tok(const struct plan *p, uint32_t i)
{
	return edit_src_tok(p->s, i);
}

static uint32_t tok_end(const struct plan *p, uint32_t i)
{
	return tok(p, i)->off + tok(p, i)->len;
}

/* ---- pending changes of one request ---- */

static void add(struct plan *p, uint32_t start, uint32_t end, char *text,
		enum order ord)
{
	struct chg *c;

	if (p->npend == p->cappend) {
		p->cappend = p->cappend ? 2 * p->cappend : 8;
		p->pend = realloc(p->pend, p->cappend * sizeof(*p->pend));
	}
	c = &p->pend[p->npend++];
	*c = (struct chg){ start, end, text, start == end ? ord : ORD_RANGE,
			   p->seq++, 0, 0, 0 };
}

/* Inserts text (whole lines) at the start of the line after off; when
 * that line is the last and has no newline, the newline goes first. */
static void add_line_after(struct plan *p, uint32_t off, char *text,
			   enum order ord)
{
	uint32_t at = next_line(p, off);
	size_t n = strlen(text);
	char *t;

	if (at < p->len || (p->len > 0 && p->t[p->len - 1] == '\n')) {
		add(p, at, at, text, ord);
		return;
	}
	asprintf(&t, "\n%.*s", (int)(n ? n - 1 : 0), text);
	free(text);
	add(p, at, at, t, ord);
}

static char *concat(const char *a, const char *b)
{
	char *s;

	asprintf(&s, "%s%s", a, b);
	return s;
}

/* ---- locating a request ---- */

/* Whether the tokens from i are want (k tokens). */
static int tokens_are(const struct plan *p, uint32_t i, const char *want,
		      unsigned k)
{
	char *got = edit_src_join(p->s, i, k);
	int ok = !strcmp(got, want);

	free(got);
	return ok;
}

/* The only place on line where the tokens want start, or UINT32_MAX. */
static uint32_t find_on_line(const struct plan *p, uint32_t line,
			     const char *want, unsigned k)
{
	uint32_t i = edit_src_tok_from(p->s, edit_src_line_off(p->s, line));
	uint32_t found = UINT32_MAX, nfound = 0;

	for (; i < edit_src_ntoks(p->s) && tok(p, i)->line == line; i++)
		if (tokens_are(p, i, want, k)) {
			found = tok(p, i)->off;
			nfound++;
		}
	return nfound == 1 ? found : UINT32_MAX;
}

/* Where the expected tokens of r stand: at off, or once on its line. */
static uint32_t verify(const struct plan *p, const struct edit_req *r,
		       uint32_t off, char *why, size_t whylen)
{
	struct edit_src *e = edit_src_new("", r->expect, strlen(r->expect));
	unsigned k = edit_src_ntoks(e);
	char *want = edit_src_join(e, 0, k), *got;
	uint32_t i = edit_src_tok_from(p->s, off), at = off;

	if (i >= edit_src_ntoks(p->s) || tok(p, i)->off != off ||
	    !tokens_are(p, i, want, k))
		at = find_on_line(p, r->line, want, k);
	if (at == UINT32_MAX) {
		got = edit_src_join(p->s, i, k);
		snprintf(why, whylen, "expected '%s' at %u:%u, found '%s'",
			 want, r->line, r->col, *got ? got : "end of file");
		free(got);
	}
	free(want);
	edit_src_free(e);
	return at;
}

static int locate_expr(struct plan *p, const struct edit_req *r,
		       struct loc *l, uint32_t off, int32_t shift)
{
	uint32_t e = edit_src_offset(p->s, r->end_line, r->end_col);

	if (e != UINT32_MAX && r->end_line == r->line)
		e += shift;
	if (e == UINT32_MAX || e < off || e >= p->len)
		return 0;
	l->a = off;
	l->b = l->full_b = e + 1;
	if (r->action == EDIT_BEFORE || r->action == EDIT_AFTER) {
		uint32_t i = edit_src_tok_from(p->s, off);

		/* a whole arm or body (a statement metavariable's) */
		l->lone = i < edit_src_ntoks(p->s) && tok(p, i)->off == off &&
			  (edit_stmt_arm(p->s, i, &l->body) ||
			   edit_stmt_lone(p->s, i, &l->body)) &&
			  tok_end(p, l->body.last) == l->b;
	}
	return 1;
}

static int locate_stmt(struct plan *p, struct loc *l, uint32_t off)
{
	uint32_t i = edit_src_tok_from(p->s, off), first, last;

	if (i >= edit_src_ntoks(p->s))
		return 0;
	if (edit_src_tok_is(p->s, i, "}")) {	/* a body's fall-off end */
		memset(&l->body, 0, sizeof(l->body));
		l->a = tok(p, i)->off;
		l->b = l->full_b = tok_end(p, i);
		l->lone = 0;
		return 1;
	}
	first = edit_stmt_first(p->s, i);
	last = edit_stmt_last(p->s, first);
	l->a = tok(p, first)->off;
	l->b = tok_end(p, last);
	l->full_b = tok_end(p, edit_stmt_full_last(p->s, first));
	l->lone = edit_stmt_lone(p->s, first, &l->body);
	return 1;
}

/* A raw request: its whole lines, newlines included. */
static int locate_raw(struct plan *p, const struct edit_req *r,
		      struct loc *l, char *why, size_t whylen)
{
	uint32_t e = edit_src_offset(p->s, r->end_line, 1);

	if (r->end_line < r->line || e == UINT32_MAX) {
		snprintf(why, whylen, "no lines %u-%u", r->line, r->end_line);
		return 0;
	}
	memset(&l->body, 0, sizeof(l->body));
	l->a = edit_src_offset(p->s, r->line, 1);
	l->b = l->full_b = next_line(p, e);
	l->lone = 0;
	return 1;
}

static int locate(struct plan *p, const struct edit_req *r, struct loc *l,
		  char *why, size_t whylen)
{
	uint32_t off, at;

	if (r->line < 1 || r->line > edit_src_nlines(p->s)) {
		snprintf(why, whylen, "line %u is past the end of %s (%u lines)",
			 r->line, edit_src_path(p->s), edit_src_nlines(p->s));
		return 0;
	}
	off = edit_src_offset(p->s, r->line, r->col);
	if (off == UINT32_MAX) {
		snprintf(why, whylen, "column %u is past the end of line %u",
			 r->col, r->line);
		return 0;
	}
	at = r->expect && *r->expect ? verify(p, r, off, why, whylen) : off;
	if (at == UINT32_MAX)
		return 0;
	if (r->flags & EDIT_F_RAW)
		return locate_raw(p, r, l, why, whylen);
	if (r->what != EDIT_STMT ? locate_expr(p, r, l, at, at - off)
				 : locate_stmt(p, l, at))
		return 1;
	snprintf(why, whylen, "no %s at %u:%u",
		 r->what != EDIT_STMT ? "expression" : "statement", r->line,
		 r->col);
	return 0;
}

/* ---- requests to changes ---- */

static int one_line_body(const struct plan *p, const struct loc *l)
{
	return tok(p, l->body.hdr_end)->line == tok(p, l->body.first)->line;
}

/* The indentation of the + lines that go with the statement at l. */
static char *indent_for(const struct plan *p, const struct loc *l)
{
	char *hi, *s;

	if (!l->brace || !one_line_body(p, l))
		return indent_of(p, l->a);
	hi = indent_of(p, tok(p, l->body.kw)->off);
	s = concat(hi, "\t");
	free(hi);
	return s;
}

/* Whether the statement at l follows a label on its line. */
static int after_label(const struct plan *p, const struct loc *l)
{
	uint32_t i = edit_src_tok_from(p->s, l->a);

	return i > 0 && edit_src_tok_is(p->s, i - 1, ":") &&
	       tok(p, i - 1)->line == tok(p, i)->line;
}

/* The indentation spatch gives a line that + code breaks off a line
 * of several statements: one unit per brace open at off, the unit being
 * the indentation of the first line of the function's body (malloc'd);
 * NULL when there is no such unit (the body's first line shares the
 * brace's line, or is not indented). */
static char *depth_indent(const struct plan *p, uint32_t off)
{
	uint32_t i = edit_src_tok_from(p->s, off), depth = 0, bal = 0, top = 0;
	char *unit, *s;
	size_t n;

	while (i-- > 0) {
		if (edit_src_tok_is(p->s, i, "}"))
			bal++;
		else if (edit_src_tok_is(p->s, i, "{") && bal)
			bal--;
		else if (edit_src_tok_is(p->s, i, "{"))
			depth++, top = i;
	}
	if (!depth || top + 1 >= edit_src_ntoks(p->s) ||
	    tok(p, top + 1)->line == tok(p, top)->line ||
	    edit_src_tok_is(p->s, top + 1, "}"))
		return NULL;
	unit = indent_of(p, tok(p, top + 1)->off);
	n = strlen(unit);
	if (!n || n * depth > 256) {
		free(unit);
		return NULL;
	}
	s = calloc(n * depth + 1, 1);
	while (depth--)
		strcat(s, unit);
	free(unit);
	return s;
}

/* + code before a statement that other code precedes and follows on its
 * line, as spatch writes it: the + code (its next lines indented by
 * the statement's depth), then a new line for the statement, so
 * indented ("{ old(); new();<nl>   stmt; }").
 * 0 when that indentation is unclear. */
static int before_break(struct plan *p, const struct edit_req *r,
			const struct loc *l)
{
	char *ind, *col, *lines, *t;

	if (r->what != EDIT_STMT || l->gone || after_label(p, l) ||
	    !text_after(p, l->b) || !(ind = depth_indent(p, l->a)))
		return 0;
	col = column_of(p, l->a);
	lines = edit_plus_lines(l->text, ind, col);
	asprintf(&t, "%s\n%s", lines, ind);
	free(lines);
	free(col);
	free(ind);
	add(p, l->a, l->a, t, ORD_BEFORE);
	return 1;
}

/* Does + code one go right before the code at l, no blank between:
 * after a '(' or '[' ("get(t)[" before E), or a cast's ')' before an
 * expression that starts with punctuation (spatch: `(T)&x`, `(T)-1`,
 * `(T)"s"`, but `(T) x`, `(T) 0`)? */
static int glued(const struct plan *p, const struct edit_req *r,
		 const struct loc *l, const char *one)
{
	size_t n = strlen(one);
	char c = l->a < p->len ? p->t[l->a] : ' ';

	if (!n)
		return 0;
	if (strchr("([", one[n - 1]))
		return 1;
	return r->what == EDIT_EXPR && one[n - 1] == ')' && c != ' ' &&
	       c != '\t' && c != '\n' && c != '_' &&
	       !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') &&
	       !(c >= '0' && c <= '9');
}

/* + code beside other code on the statement's line: at the statement
 * ("new(); old();"), or after the blanks before it when nothing follows
 * the statement, so that a removal of the statement (which then takes
 * those blanks) does not overlap it. */
static void before_inline(struct plan *p, const struct edit_req *r,
			  const struct loc *l)
{
	char *one, *t;
	uint32_t at = l->a;

	if (before_break(p, r, l))
		return;
	one = edit_plus_oneline(l->text);
	if (text_after(p, l->b) || after_label(p, l)) {
		asprintf(&t, glued(p, r, l, one) ? "%s" : "%s ", one);
	} else {
		asprintf(&t, " %s", one);
		at = blank_back(p, l->a);
	}
	free(one);
	add(p, at, at, t, ORD_BEFORE);
}

/* Whether l is a definition at file level (a function): from column 1
 * to a '}' that is in column 1 or ends the line l starts. */
static int file_level(const struct plan *p, const struct loc *l)
{
	uint32_t e = l->b - 1;

	return l->b > l->a && l->a == line_start(p, l->a) && p->t[e] == '}' &&
	       (line_start(p, e) == e ||
		(line_start(p, e) == l->a && !text_after(p, l->b)));
}

/* Whether the line holding off is blank. */
static int blank_line(const struct plan *p, uint32_t off)
{
	uint32_t a = line_start(p, off);

	return a < p->len && !text_after(p, a);
}

/* + lines before or after a function: a function among them is set apart
 * by a blank line, as spatch does (`+ int f(void) {` after a function:
 * a blank line, then it). */
static char *fn_apart(const struct plan *p, const struct loc *l, char *lines,
		      int after)
{
	char *t;

	if (!file_level(p, l) || !edit_plus_defines_fn(l->text))
		return lines;
	t = after ? concat("\n", lines) : concat(lines, "\n");
	free(lines);
	return t;
}

/* + lines right after a '{' (before a '}', at l->a) that ends (starts)
 * its line: at the indentation of the code next to them inside the
 * braces, or one tab deeper than the brace when there is none (a
 * function's body, first or last); else NULL.  (A statement edit at a
 * '}' is one before a body's fall-off end, an implicit return.) */
static char *brace_inner_indent(const struct plan *p, const struct loc *l,
				int after)
{
	uint32_t i = edit_src_tok_from(p->s, l->a), j;
	char *s, *hi;

	if (i >= edit_src_ntoks(p->s) || tok(p, i)->off != l->a ||
	    !edit_src_tok_is(p->s, i, after ? "{" : "}") ||
	    tok_end(p, i) != l->b)
		return NULL;
	j = after ? i + 1 : i - 1;
	if ((after || i > 0) && j < edit_src_ntoks(p->s) &&
	    tok(p, j)->line != tok(p, i)->line &&
	    !edit_src_tok_is(p->s, j, after ? "}" : "{"))
		return indent_of(p, tok(p, j)->off);
	hi = indent_of(p, l->a);
	s = concat(hi, "\t");
	free(hi);
	return s;
}

static void init_before(struct plan *p, const struct loc *l);

static void plan_before(struct plan *p, const struct edit_req *r,
			const struct loc *l)
{
	char *ind;

	if (r->what == EDIT_INIT) {
		init_before(p, l);
		return;
	}
	if (!l->brace && text_before(p, l->a)) {
		before_inline(p, r, l);
		return;
	}
	ind = brace_inner_indent(p, l, 0);
	if (!ind)
		ind = indent_for(p, l);
	add(p, line_start(p, l->a), line_start(p, l->a),
	    fn_apart(p, l, edit_plus_lines(l->text, ind, NULL), 0),
	    ORD_BEFORE);
	free(ind);
}

/* Whether a token follows off on its line (a comment does not count:
 * it stays with the statement before it). */
static int code_after(const struct plan *p, uint32_t off)
{
	uint32_t i = edit_src_tok_from(p->s, off);

	return i < edit_src_ntoks(p->s) &&
	       tok(p, i)->line == edit_src_line_of(p->s, off);
}

/* The token of the '{' that opens the list holding the token i (its
 * element), or UINT32_MAX. */
static uint32_t list_open(const struct plan *p, uint32_t i)
{
	uint32_t depth = 0;

	while (i-- > 0) {
		if (edit_src_tok_is(p->s, i, "}"))
			depth++;
		else if (edit_src_tok_is(p->s, i, "{") && !depth--)
			return i;
	}
	return UINT32_MAX;
}

/* The indentation of a new element of the initializer list holding the
 * element that starts at token i, as spatch's: its first element's,
 * when that one starts its line, else one tab more than the line of the
 * list's '{' (malloc'd; NULL when i is in no list). */
static char *elem_indent(const struct plan *p, uint32_t i)
{
	uint32_t o = list_open(p, i), f;
	char *hi, *t;

	if (o == UINT32_MAX || o + 1 >= edit_src_ntoks(p->s))
		return NULL;
	f = o + 1;
	if (tok(p, f)->line != tok(p, o)->line)
		return indent_of(p, tok(p, f)->off);
	hi = indent_of(p, tok(p, o)->off);
	t = concat(hi, "\t");
	free(hi);
	return t;
}

/* The same for + code in place of the '}' at off: a new element after
 * the list it closes; NULL when off is no '}'. */
static char *rbrace_indent(const struct plan *p, uint32_t off)
{
	uint32_t i = edit_src_tok_from(p->s, off), depth = 0;

	if (i >= edit_src_ntoks(p->s) || tok(p, i)->off != off ||
	    !edit_src_tok_is(p->s, i, "}"))
		return NULL;
	while (i-- > 0) {
		if (edit_src_tok_is(p->s, i, "}"))
			depth++;
		else if (edit_src_tok_is(p->s, i, "{") && !depth--)
			return elem_indent(p, i);
	}
	return NULL;
}

/* + code before an element of an initializer list: lines of their own
 * at its indentation when it starts its line, else the + code where it
 * is and the element on a new line at the indentation of a new element
 * (spatch). */
static void init_before(struct plan *p, const struct loc *l)
{
	char *ind, *lines, *t;

	if (!text_before(p, l->a)) {
		ind = indent_of(p, l->a);
		add(p, line_start(p, l->a), line_start(p, l->a),
		    edit_plus_lines(l->text, ind, NULL), ORD_BEFORE);
		free(ind);
		return;
	}
	ind = elem_indent(p, edit_src_tok_from(p->s, l->a));
	if (!ind)
		ind = indent_of(p, l->a);
	lines = edit_plus_lines(l->text, ind, ind);
	asprintf(&t, "%s\n%s", lines, ind);
	free(lines);
	free(ind);
	add(p, l->a, l->a, t, ORD_BEFORE);
}

/* + code after an element of an initializer list: on new lines after
 * its ',' (one added when it has none), at the indentation of a new
 * element (elem_indent); what followed on the line stays after the +
 * code (spatch). */
static void init_after(struct plan *p, const struct loc *l)
{
	char *ind = elem_indent(p, edit_src_tok_from(p->s, l->a)), *lines, *t;
	int comma = l->b > l->a && p->t[l->b - 1] == ',';

	if (!ind)
		ind = indent_of(p, l->a);

	lines = edit_plus_lines(l->text, ind, ind);
	asprintf(&t, "%s\n%s%s", comma ? "" : ",", ind, lines);
	free(lines);
	free(ind);
	add(p, l->b, l->b, t, ORD_AFTER);
}

/* The rest of + code that closed a lone body's braces: after them, at
 * the header's indentation. */
static void after_braces(struct plan *p, const struct loc *l)
{
	uint32_t e = tok_end(p, l->body.last), n = l->body.last + 1;
	char *hi = indent_of(p, tok(p, l->body.kw)->off);

	if (edit_src_tok(p->s, n) && tok(p, n)->line == tok(p, l->body.last)->line) {
		char *one = edit_plus_oneline(l->text), *t;

		asprintf(&t, " %s", one);	/* `} rest; else ...` */
		free(one);
		add(p, e, e, t, ORD_CLOSE);
	} else {
		add_line_after(p, e, edit_plus_lines(l->text, hi, NULL),
			       ORD_CLOSE);
	}
	p->pend[p->npend - 1].nest = tok(p, l->body.kw)->off;
	p->pend[p->npend - 1].rest = 1;
	free(hi);
}

/* + code that is one word after a list element that a ',' or ')'
 * follows (the name the rule gives an unnamed parameter, `int` `+ v0`):
 * right after it, a space between unless it ends with '*' (`char
 * *v1`), as spatch writes it.  0 when it is not that. */
static int name_after_type(struct plan *p, const struct loc *l)
{
	const char *w = l->text;
	uint32_t at = blank_fwd(p, l->b);
	char *t;

	if (!*w || isdigit((unsigned char)*w))
		return 0;
	for (; *w; w++)
		if (!isalnum((unsigned char)*w) && *w != '_')
			return 0;
	if (at >= p->len || (p->t[at] != ',' && p->t[at] != ')') ||
	    l->b == 0 || p->t[l->b - 1] == '(' || p->t[l->b - 1] == ',')
		return 0;
	asprintf(&t, "%s%s", p->t[l->b - 1] == '*' ? "" : " ", l->text);
	add(p, l->b, l->b, t, ORD_AFTER);
	return 1;
}

static void plan_after(struct plan *p, const struct edit_req *r,
		       const struct loc *l)
{
	char *ind;

	if (l->self == 2) {
		after_braces(p, l);
		return;
	}

	if (r->what == EDIT_INIT) {
		init_after(p, l);
		return;
	}
	if (r->what == EDIT_EXPR && l->text[0] == ',') {
		/* a list element after the one it follows (a parameter) */
		add(p, l->b, l->b, edit_plus_oneline(l->text), ORD_AFTER);
		return;
	}
	if (r->what == EDIT_EXPR && name_after_type(p, l))
		return;
	if (code_after(p, l->full_b) && r->what == EDIT_STMT && !l->gone &&
	    !after_label(p, l) && (ind = depth_indent(p, l->a))) {
		/* spatch: new lines for the + code, at the depth */
		char *lines = edit_plus_lines(l->text, ind, ind), *t;

		asprintf(&t, "\n%s%s", ind, lines);
		free(lines);
		free(ind);
		add(p, l->full_b, l->full_b, t, ORD_AFTER);
		return;
	}
	if (code_after(p, l->full_b)) {
		char *one = edit_plus_oneline(l->text), *t;
		uint32_t at = blank_fwd(p, l->full_b);

		asprintf(&t, "%s ", one);
		free(one);
		add(p, at, at, t, ORD_AFTER);
		return;
	}
	ind = r->what == EDIT_EXPR ? brace_inner_indent(p, l, 1) : NULL;
	if (!ind)
		ind = indent_for(p, l);
	add_line_after(p, l->full_b,
		       fn_apart(p, l, edit_plus_lines(l->text, ind, NULL), 1),
		       ORD_AFTER);
	free(ind);
}

/* Where the comments on the lines right above the line starting at a
 * begin (the line of the first one after the code before it, a comment
 * on that code's own line left out), or a when there are none: spatch
 * removes them with a function or declarer use. */
static uint32_t comments_above(const struct plan *p, uint32_t a)
{
	uint32_t i = edit_src_tok_from(p->s, a), from = 0, c;

	if (i > 0) {		/* past the line of the code before */
		const struct edit_tok *k = tok(p, i - 1);

		from = next_line(p, k->off + k->len);
	}
	for (c = from; c < a; c++)
		if (!is_blank(p->t[c]) && p->t[c] != '\n' && p->t[c] != '\r')
			return line_start(p, c);
	return a;
}

/* The accepted removal that takes the byte at off, or NULL. */
static const struct chg *removed_at(const struct plan *p, uint32_t off)
{
	uint32_t j;

	for (j = 0; j < p->n; j++)
		if (p->v[j].start <= off && off < p->v[j].end &&
		    p->v[j].text && !p->v[j].text[0])
			return &p->v[j];
	return NULL;
}

/* The blank line that goes with a removed function or top-level item
 * [*a, *b): set apart by a blank line before, one blank line goes, the
 * one after, else that one (spatch).  Items removed one after the
 * other are a run: where the blank line before was taken with the item
 * before, the blank line before the run goes (and not the one after:
 * spatch); where the one after was taken with the item after, this one
 * takes the one before. */
static void top_blank(struct plan *p, uint32_t *a, uint32_t *b)
{
	const struct chg *c;

	if (*a == 0 || !blank_line(p, *a - 1))
		return;
	if ((c = removed_at(p, *a - 1))) {
		if (c->start > 0 && blank_line(p, c->start - 1) &&
		    !removed_at(p, c->start - 1))
			add(p, line_start(p, c->start - 1), c->start,
			    strdup(""), ORD_RANGE);
		return;
	}
	if (*b < p->len && blank_line(p, *b) && !removed_at(p, *b))
		*b = next_line(p, *b);
	else
		*a = line_start(p, *a - 1);
}

static void plan_remove(struct plan *p, const struct edit_req *r,
			const struct loc *l)
{
	int before = text_before(p, l->a), after = text_after(p, l->b);

	uint32_t a = line_start(p, l->a), b = next_line(p, l->b);

	if (l->lone && !l->brace)
		add(p, l->a, l->b, strdup("{}"), ORD_RANGE);
	else if (!before && !after &&
		 (file_level(p, l) || (r->flags & EDIT_F_TOP))) {
		/* a function (or a top-level declarer use) goes with the
		 * comments above it; set apart by a blank line before, with
		 * one blank line: the one after, else that one (spatch) */
		a = comments_above(p, a);
		top_blank(p, &a, &b);
		add(p, a, b, strdup(""), ORD_RANGE);
	} else if (!before && !after)
		add(p, a, b, strdup(""), ORD_RANGE);
	else if (r->what == EDIT_EXPR && !(r->flags & EDIT_F_TOP))
		add(p, l->a, l->b, strdup(""), ORD_RANGE);
	else if (after)
		add(p, l->a, blank_fwd(p, l->b), strdup(""), ORD_RANGE);
	else
		add(p, blank_back(p, l->a), l->b, strdup(""), ORD_RANGE);
}

/* A statement alone on its lines, replaced by several lines or spanning
 * several itself, is replaced as whole lines: new lines inserted, old
 * ones removed, which fix-its can hold. */
static int replace_lines(const struct plan *p, const struct loc *l)
{
	return !text_before(p, l->a) && !text_after(p, l->b) &&
	       next_line(p, l->b) < p->len &&
	       (strchr(l->text, '\n') ||
		edit_src_line_of(p->s, l->a) != edit_src_line_of(p->s, l->b));
}

/* Lines that can be one: no // comment, no preprocessor line. */
static int joinable(const char *text)
{
	return !strstr(text, "//") && text[0] != '#' && !strstr(text, "\n#");
}

static void plan_replace(struct plan *p, const struct edit_req *r,
			 const struct loc *l)
{
	char *ind = indent_for(p, l), *col = column_of(p, l->a), *bi;
	uint32_t ls = line_start(p, l->a);

	if (r->what == EDIT_INIT && !replace_lines(p, l) &&
	    (bi = rbrace_indent(p, l->a))) {
		free(ind);
		ind = bi;
	}

	if (replace_lines(p, l)) {
		add(p, ls, ls, edit_plus_lines(l->text, ind, NULL), ORD_REPLACE);
		add(p, ls, next_line(p, l->b), strdup(""), ORD_RANGE);
	} else if (r->what == EDIT_EXPR && joinable(l->text)) {
		/* an expression's + lines are one line, as spatch prints
		 * them (`+ g(1) *` `- E` `+ 0` gives `g(1) * 0`) */
		add(p, l->a, l->b, edit_plus_oneline(l->text), ORD_RANGE);
	} else
		add(p, l->a, l->b, edit_plus_lines(l->text, ind, col),
		    ORD_RANGE);
	free(ind);
	free(col);
}

/* The opening brace of a lone body: after the header, or, when the body
 * shares the header's line, the header's line again with the brace and
 * the body's line starting at the body, indented. */
static void open_brace(struct plan *p, const struct loc *l, const char *hi)
{
	uint32_t h = tok_end(p, l->body.hdr_end), f = tok(p, l->body.first)->off;
	uint32_t l0 = line_start(p, f);
	char *t;

	if (!one_line_body(p, l)) {
		add(p, h, h, strdup(" {"), ORD_OPEN);
		return;
	}
	asprintf(&t, "%.*s {\n", (int)(h - l0), p->t + l0);
	add(p, l0, l0, t, ORD_OPEN);
	add(p, l0, f, concat(hi, "\t"), ORD_RANGE);
}

/* The closing brace: before the else or the do's while that starts the
 * next line, after the body when code follows it on its line, else on a
 * line of its own. */
static void close_brace(struct plan *p, const struct loc *l, const char *hi)
{
	uint32_t n = l->body.last + 1, e = tok_end(p, l->body.last);
	const struct edit_tok *nt = edit_src_tok(p->s, n);
	int pair = (edit_src_tok_is(p->s, l->body.kw, "if") &&
		    edit_src_tok_is(p->s, n, "else")) ||
		   (edit_src_tok_is(p->s, l->body.kw, "do") &&
		    edit_src_tok_is(p->s, n, "while"));

	if (pair && !text_before(p, nt->off))
		add(p, nt->off, nt->off, strdup("} "), ORD_CLOSE);
	else if (nt && nt->line == tok(p, l->body.last)->line)
		add(p, e, e, strdup(" }"), ORD_CLOSE);
	else
		add_line_after(p, e, concat(hi, "}\n"), ORD_CLOSE);
	p->pend[p->npend - 1].nest = tok(p, l->body.kw)->off;
}

static void add_braces(struct plan *p, const struct loc *l)
{
	char *hi = indent_of(p, tok(p, l->body.kw)->off);

	open_brace(p, l, hi);
	close_brace(p, l, hi);
	free(hi);
}

/* A raw request: its lines go, its text comes in their place (an
 * insertion of whole lines and a removal of whole lines: fix-it
 * forms). */
static void plan_raw(struct plan *p, const struct loc *l)
{
	if (*l->text)
		add(p, l->a, l->a, strdup(l->text), ORD_REPLACE);
	if (l->b > l->a)
		add(p, l->a, l->b, strdup(""), ORD_RANGE);
}

static void plan_req(struct plan *p, const struct edit_req *r,
		     const struct loc *l)
{
	if (r->flags & EDIT_F_RAW) {
		plan_raw(p, l);
		return;
	}
	if (r->action != EDIT_REMOVE && !*l->text && r->action != EDIT_REPLACE)
		return;
	switch (r->action) {
	case EDIT_REPLACE:
		if (*l->text)
			plan_replace(p, r, l);
		else
			plan_remove(p, r, l);
		break;
	case EDIT_REMOVE:
		plan_remove(p, r, l);
		break;
	case EDIT_BEFORE:
		plan_before(p, r, l);
		break;
	default:
		plan_after(p, r, l);
	}
}

/* ---- conflicts ---- */

static int overlap(const struct chg *x, const struct chg *y)
{
	uint32_t lo = x->start > y->start ? x->start : y->start;
	uint32_t hi = x->end < y->end ? x->end : y->end;

	if (lo < hi)
		return 1;
	if (x->start == x->end)
		return y->start < x->start && x->start < y->end;
	return y->start == y->end && x->start < y->start && y->start < x->end;
}

/* The accepted change that a pending one overlaps, or NULL. */
static const struct chg *conflict(const struct plan *p)
{
	uint32_t i, j;

	for (i = 0; i < p->npend; i++)
		for (j = 0; j < p->n; j++)
			if (overlap(&p->pend[i], &p->v[j]))
				return &p->v[j];
	return NULL;
}

static void accept(struct plan *p, uint32_t owner)
{
	uint32_t i;

	for (i = 0; i < p->npend; i++) {
		if (p->n == p->cap) {
			p->cap = p->cap ? 2 * p->cap : 16;
			p->v = realloc(p->v, p->cap * sizeof(*p->v));
		}
		p->pend[i].owner = owner;
		p->v[p->n++] = p->pend[i];
	}
	p->npend = 0;
}

static void drop_pending(struct plan *p)
{
	while (p->npend > 0)
		free(p->pend[--p->npend].text);
}

/* ---- the plan ---- */

static int same_str(const char *a, const char *b)
{
	return !strcmp(a ? a : "", b ? b : "");
}

/* The same request, its + code the same text. */
static int same_req(const struct edit_req *a, const struct loc *la,
		    const struct edit_req *b, const struct loc *lb)
{
	return a->action == b->action && a->what == b->what &&
	       a->line == b->line && a->col == b->col &&
	       a->end_line == b->end_line && a->end_col == b->end_col &&
	       same_str(a->expect, b->expect) && same_str(la->text, lb->text);
}

static int gains_sibling(const struct edit_req *r, const struct loc *l)
{
	return r->action == EDIT_BEFORE || r->action == EDIT_AFTER ||
	       (r->action == EDIT_REPLACE && edit_plus_stmts(l->text) > 1);
}

/* The text after its first character and the blanks after it. */
static char *strip_first(const char *text)
{
	const char *t = text + 1;

	while (*t == ' ' || *t == '\t' || *t == '\n')
		t++;
	return strdup(t);
}

/* + code before a lone body that opens a brace, `+ {trace(1);`, and +
 * code after it that closes the brace, `+ } trace(2);`: the braces the
 * body gains are those, the rest of the text after the '}' comes after
 * them (spatch's addtrace).  Other + code there must be balanced, else
 * it is refused (bad): braces around it would not be where it says. */
/* + code after a statement that ends where the lone body at `start`
 * does (the body, or the if it ends), that closes a brace first: `+ }
 * trace(2);`; of several (an else if chain), the innermost statement's. */
static uint32_t closing(const struct edit_req *reqs, const struct loc *locs,
			const uint8_t *st, uint32_t n, uint32_t start,
			uint32_t end)
{
	uint32_t j, found = UINT32_MAX;
	int min;

	for (j = 0; j < n; j++)
		if (st[j] == ST_OK && reqs[j].action == EDIT_AFTER &&
		    !locs[j].self && locs[j].full_b == end &&
		    locs[j].a < start && locs[j].text[0] == '}' &&
		    edit_plus_balance(locs[j].text, &min) == -1 &&
		    min == -1 && (found == UINT32_MAX ||
				  locs[j].a > locs[found].a))
			found = j;
	return found;
}

static void self_braces(const struct plan *p, const struct edit_req *reqs,
			struct loc *locs, const uint8_t *st, uint32_t n,
			uint32_t i)
{
	uint32_t close;
	int min;

	if (reqs[i].action != EDIT_BEFORE || locs[i].text[0] != '{' ||
	    edit_plus_balance(locs[i].text, &min) != 1 || min)
		return;
	close = closing(reqs, locs, st, n, tok(p, locs[i].body.first)->off,
			tok_end(p, locs[i].body.last));
	if (close == UINT32_MAX)
		return;
	locs[i].self = 1;
	locs[close].self = 2;
	locs[close].body = locs[i].body;
	locs[i].text = locs[i].own = strip_first(locs[i].text);
	locs[close].text = locs[close].own = strip_first(locs[close].text);
}

/* Marks the lone bodies that gain a sibling: every request on such a
 * body knows that braces are added. */
static void mark_braces(const struct plan *p, const struct edit_req *reqs,
			struct loc *locs, const uint8_t *st, uint32_t n)
{
	uint32_t i, j;
	int min;

	for (i = 0; i < n; i++)
		if (st[i] == ST_OK && locs[i].lone)
			self_braces(p, reqs, locs, st, n, i);
	for (i = 0; i < n; i++)
		if (st[i] == ST_OK && locs[i].lone && !locs[i].self &&
		    (edit_plus_balance(locs[i].text, &min) || min))
			locs[i].bad = 1;
	for (i = 0; i < n; i++) {
		if (st[i] != ST_OK || !locs[i].lone ||
		    !(gains_sibling(&reqs[i], &locs[i]) || locs[i].self == 1))
			continue;
		for (j = 0; j < n; j++)
			if (st[j] == ST_OK && locs[j].lone &&
			    locs[j].body.first == locs[i].body.first)
				locs[j].brace = 1;
	}
}

/* The statements that a request removes or replaces: + code of other
 * requests beside them is not given a line break (before_break). */
static void mark_gone(const struct edit_req *reqs, struct loc *locs,
		      const uint8_t *st, uint32_t n)
{
	uint32_t i, j;

	for (i = 0; i < n; i++) {
		if (st[i] != ST_OK || reqs[i].what != EDIT_STMT ||
		    (reqs[i].action != EDIT_REMOVE &&
		     reqs[i].action != EDIT_REPLACE))
			continue;
		for (j = 0; j < n; j++)
			if (st[j] == ST_OK && locs[j].a == locs[i].a)
				locs[j].gone = 1;
	}
}

static void refuse_req(edit_refuse_fn *refuse, void *ctx,
		       const struct edit_req *r, const char *why,
		       const struct edit_req *other)
{
	if (refuse)
		refuse(ctx, r, why, other);
}

/* Plans request i; braced: the lone bodies whose braces are planned. */
static int plan_one(struct plan *p, const struct edit_req *reqs, uint32_t i,
		    const struct loc *l, uint32_t *braced, uint32_t *nbraced,
		    char *why, size_t whylen, const struct edit_req **other)
{
	const struct chg *c;
	uint32_t k;
	int need = l->brace;

	for (k = 0; need && k < *nbraced; k++)
		need = braced[k] != l->body.first;
	if (need)
		add_braces(p, l);
	plan_req(p, &reqs[i], l);
	c = conflict(p);
	if (c) {
		snprintf(why, whylen, "overlaps the edit of %s",
			 reqs[c->owner].tag ? reqs[c->owner].tag : "another rule");
		*other = &reqs[c->owner];
		drop_pending(p);
		return 0;
	}
	if (need)
		braced[(*nbraced)++] = l->body.first;
	accept(p, i);
	return 1;
}

static int chg_cmp(const void *x, const void *y)
{
	const struct chg *a = x, *b = y;

	if (a->start != b->start)
		return a->start < b->start ? -1 : 1;
	if (a->ord != b->ord)
		return a->ord < b->ord ? -1 : 1;
	if (a->nest != b->nest)
		return a->nest > b->nest ? -1 : 1;
	if (a->rest != b->rest)
		return a->rest - b->rest;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static int is_white(char c)
{
	return is_blank(c) || c == '\n' || c == '\r';
}

/* The character of the text that stands next to off once the changes
 * are made, blanks and removed text skipped: before it (dir -1) or
 * after it (+1); 0 at an end or next to + text. */
static char kept_next(const struct plan *p, uint32_t off, int dir)
{
	uint32_t i;
	int moved = 1;

	while (moved) {
		moved = 0;
		for (i = 0; i < p->n; i++)
			if (!*p->v[i].text && p->v[i].start < p->v[i].end &&
			    (dir < 0 ? p->v[i].end == off
				     : p->v[i].start == off)) {
				off = dir < 0 ? p->v[i].start : p->v[i].end;
				moved = 1;
			}
		while (dir < 0 ? off > 0 && is_white(p->t[off - 1])
			       : off < p->len && is_white(p->t[off])) {
			off = dir < 0 ? off - 1 : off + 1;
			moved = 1;
		}
	}
	return dir < 0 ? (off > 0 ? p->t[off - 1] : 0)
		       : (off < p->len ? p->t[off] : 0);
}

/* + list elements (parameters) written with their comma, `, int q`
 * after the last or `int a,` before the first, lose it where the
 * elements next to them went (another rule removed them): `f(int q)`,
 * not `f(, int q)`. */
static void tidy_list_commas(struct plan *p)
{
	uint32_t i;
	size_t n;
	char *t;

	for (i = 0; i < p->n; i++) {
		t = p->v[i].text;
		n = strlen(t);
		if (p->v[i].start != p->v[i].end || !n)
			continue;
		if (t[0] == ',' && kept_next(p, p->v[i].start, -1) == '(') {
			t += 1 + (t[1] == ' ');
			memmove(p->v[i].text, t, strlen(t) + 1);
		} else if (n > 1 && t[n - 1] == ' ' && t[n - 2] == ',' &&
			   kept_next(p, p->v[i].end, 1) == ')')
			t[n - 2] = 0;
	}
}

/* Change i removes whole lines and nothing else. */
static int line_removal(const struct plan *p, uint32_t i)
{
	const struct chg *c = &p->v[i];

	return c->ord == ORD_RANGE && c->text && !*c->text &&
	       c->end > c->start && line_start(p, c->start) == c->start &&
	       (c->end >= p->len || line_start(p, c->end) == c->end);
}

/* Does a change other than those of [i, j] touch [a, b]? */
static int touched(const struct plan *p, uint32_t i, uint32_t j, uint32_t a,
		   uint32_t b)
{
	uint32_t k;

	for (k = 0; k < p->n; k++)
		if ((k < i || k > j) && p->v[k].start <= b && p->v[k].end >= a)
			return 1;
	return 0;
}

/* Whole lines removed right after a line that ends with '{' take the
 * blank line after them, as spatch tidies a block whose first lines
 * (its declarations, say) go.  The changes are sorted. */
static void tidy_block_starts(struct plan *p)
{
	uint32_t i, j, a, b, prev;

	for (i = 0; i < p->n; i = j + 1) {
		j = i;
		if (!line_removal(p, i))
			continue;
		while (j + 1 < p->n && line_removal(p, j + 1) &&
		       p->v[j + 1].start == p->v[j].end)
			j++;
		a = p->v[i].start;
		b = p->v[j].end;
		if (!a || b >= p->len || !blank_line(p, b) ||
		    next_line(p, b) >= p->len)
			continue;
		prev = blank_back(p, a - 1);	/* the end of the line before */
		while (prev > 0 && p->t[prev - 1] == '\r')
			prev--;
		if (prev == 0 || p->t[prev - 1] != '{' ||
		    touched(p, i, j, line_start(p, a - 1), next_line(p, b) - 1))
			continue;
		p->v[j].end = next_line(p, b);
	}
}

static void output(struct plan *p, struct edit_set *out)
{
	uint32_t i;

	if (p->n > 1)
		qsort(p->v, p->n, sizeof(*p->v), chg_cmp);
	tidy_list_commas(p);
	tidy_block_starts(p);
	for (i = 0; i < p->n; i++) {
		if (out->n == out->cap) {
			out->cap = out->cap ? 2 * out->cap : 16;
			out->v = realloc(out->v, out->cap * sizeof(*out->v));
		}
		out->v[out->n++] = (struct edit_change){ p->v[i].start,
							 p->v[i].end,
							 p->v[i].text };
	}
}

/* ---- + code in pieces: the values of metavariables from the source ---- */

/* The token closing the block that token i opens. */
static uint32_t block_end(const struct edit_src *s, uint32_t i)
{
	uint32_t n = edit_src_ntoks(s);
	int depth = 0;

	for (; i < n; i++) {
		depth += edit_src_tok_is(s, i, "{") - edit_src_tok_is(s, i, "}");
		if (depth == 0)
			return i;
	}
	return n - 1;
}

/* The text of the statement a statement metavariable bound at (line,
 * col), each line without its indentation (the + code's layout gives
 * it): the statement there, or, when it is the first of a block that is
 * the body of a control statement, that whole block. */
static char *stmt_text(const struct edit_src *s, uint32_t line, uint32_t col)
{
	uint32_t off = edit_src_offset(s, line, col), i, a, b;
	const struct edit_tok *ta, *tb;
	const char *t = edit_src_text(s, NULL);
	char *out, *w;

	if (off == UINT32_MAX || (i = edit_src_tok_from(s, off)) >=
	    edit_src_ntoks(s))
		return NULL;
	a = edit_stmt_first(s, i);
	if (a >= 2 && edit_src_tok_is(s, a - 1, "{") &&
	    (edit_src_tok_is(s, a - 2, ")") || edit_src_tok_is(s, a - 2, "else") ||
	     edit_src_tok_is(s, a - 2, "do")))
		b = block_end(s, --a);
	else
		b = edit_stmt_full_last(s, a);
	ta = edit_src_tok(s, a);
	tb = edit_src_tok(s, b);
	out = w = malloc(tb->off + tb->len - ta->off + 1);
	for (const char *r = t + ta->off; r < t + tb->off + tb->len; r++) {
		if ((*r == ' ' || *r == '\t') && (w == out || w[-1] == '\n'))
			continue;
		*w++ = *r;
	}
	*w = 0;
	return out;
}

/* The text of the statements of a statement list metavariable, the
 * range of piece q, each line without its indentation, without blank
 * lines; NULL when the
 * range is not in the source. */
static char *stmts_text(const struct edit_src *s, const struct smpl_piece *q)
{
	uint32_t a = edit_src_offset(s, q->line, q->col);
	uint32_t b = edit_src_offset(s, q->end_line, q->end_col);
	const char *t = edit_src_text(s, NULL);
	char *out, *w;

	if (a == UINT32_MAX || b == UINT32_MAX || b <= a)
		return NULL;
	out = w = malloc(b - a + 1);
	for (const char *r = t + a; r < t + b; r++) {
		if ((*r == ' ' || *r == '\t' || *r == '\n') &&
		    (w == out || w[-1] == '\n'))
			continue;	/* blank lines go too, as spatch */
		*w++ = *r;
	}
	*w = 0;
	return out;
}

/* Does the + code buf[0, n) end with a control header or else, so that
 * what follows is its body? */
static int lone_body_after(const char *buf, size_t n)
{
	return (n && buf[n - 1] == ')') ||
	       (n >= 4 && !strncmp(buf + n - 4, "else", 4) &&
		(n == 4 || !isalnum((unsigned char)buf[n - 5])));
}

/* The tokens of text, each between blanks (" a -> b "; malloc'd). */
static char *toks_of(const char *text, size_t n)
{
	struct edit_src *t = edit_src_new("+", text, n);
	char *j = edit_src_join(t, 0, edit_src_ntoks(t)), *out;

	out = malloc(strlen(j ? j : "") + 3);
	sprintf(out, " %s ", j ? j : "");
	free(j);
	edit_src_free(t);
	return out;
}

/* The identifiers of text, in order, one blank after each (malloc'd). */
static char *idents(const char *text, size_t n)
{
	char *out = malloc(n + 2), *w = out;

	for (size_t i = 0; i < n; i++) {
		if (!(isalpha((unsigned char)text[i]) || text[i] == '_') ||
		    (i && (isalnum((unsigned char)text[i - 1]) ||
			   text[i - 1] == '_')))
			continue;
		while (i < n && (isalnum((unsigned char)text[i]) ||
				 text[i] == '_'))
			*w++ = text[i++];
		*w++ = ' ';
	}
	*w = 0;
	return out;
}

/* An expression metavariable in + code: the source's text of its range
 * when it names the same identifiers in the same order (the printed form
 * is the compiler's: `(v->a + i * 8)->b` for `v->a[i].b`), else the
 * printed form. */
static void put_expr(const struct edit_src *s, const struct smpl_piece *q,
		     FILE *f)
{
	const char *t = edit_src_text(s, NULL), *pr = q->text ? q->text : "";
	uint32_t a = edit_src_offset(s, q->line, q->col);
	uint32_t b = edit_src_offset(s, q->end_line, q->end_col);
	size_t n = strlen(pr);
	char *x, *y;
	int same;

	if (a == UINT32_MAX || b == UINT32_MAX || b <= a) {
		fputs(pr, f);
		return;
	}
	/* the printed form stands in the range: it is the source's (`n` in
	 * `n > 0`, whose range GIMPLE made the condition's) */
	x = toks_of(t + a, b - a);
	y = toks_of(pr, n);
	same = !strstr(x, y);
	free(x), free(y);
	if (same) {
		x = idents(t + a, b - a);
		y = idents(pr, n);
		same = !strcmp(x, y) && !memchr(t + a, ';', b - a);
		free(x), free(y);
	}
	if (!same) {
		fputs(pr, f);
		return;
	}
	for (const char *r = t + a; r < t + b; r++)	/* one line */
		if (!isspace((unsigned char)*r) || (r > t + a && !isspace(
		    (unsigned char)r[-1])))
			fputc(isspace((unsigned char)*r) ? ' ' : *r, f);
}

/* The + code so far, written to f, in buf[0, len). */
struct out_text {
	FILE *f;
	char *buf;
	size_t len;
};

/* A statement metavariable in + code: that statement's text; 0 when it
 * cannot be found. */
static int put_stmt(const struct edit_src *s, const struct smpl_piece *q,
		    struct out_text *o)
{
	char *st = q->end_line ? stmts_text(s, q) : stmt_text(s, q->line,
							      q->col);

	if (!st)
		return 0;
	fflush(o->f);
	/* a lone body goes on a line of its own, as spatch puts it */
	if (*st != '{' && o->len && o->buf[o->len - 1] == ' ' &&
	    lone_body_after(o->buf, o->len - 1))
		fseek(o->f, -1, SEEK_CUR), fputc('\n', o->f);
	fputs(st, o->f);
	free(st);
	return 1;
}

/* The + code of r as text, with the values of its metavariables taken
 * from the source (malloc'd); NULL when a statement cannot be found. */
static char *pieces_text(const struct edit_src *s, const struct edit_req *r)
{
	struct out_text o = { NULL, NULL, 0 };
	int ok = 1;

	o.f = open_memstream(&o.buf, &o.len);
	for (uint32_t i = 0; i < r->npieces && ok; i++) {
		const struct smpl_piece *q = &r->pieces[i];

		if (q->kind == SMPL_PIECE_TEXT)
			fputs(q->text ? q->text : "", o.f);
		else if (q->kind == SMPL_PIECE_EXPR)
			put_expr(s, q, o.f);
		else
			ok = put_stmt(s, q, &o);
	}
	fclose(o.f);
	if (!ok) {
		free(o.buf);
		return NULL;
	}
	return o.buf;
}

static unsigned plan_reqs(const struct edit_src *s, const struct edit_req *reqs,
			  char *const *texts, uint32_t n, struct edit_set *out,
			  edit_refuse_fn *refuse, void *ctx);

unsigned edit_plan(const struct edit_src *s, const struct edit_req *reqs,
		   uint32_t n, struct edit_set *out, edit_refuse_fn *refuse,
		   void *ctx)
{
	struct edit_req *x = calloc(n ? n : 1, sizeof(*x));
	char **texts = calloc(n ? n : 1, sizeof(*texts));
	uint32_t i, k = 0;
	unsigned nrefused = 0;

	for (i = 0; i < n; i++) {
		if (!(texts[k] = pieces_text(s, &reqs[i]))) {
			refuse_req(refuse, ctx, &reqs[i], "a statement "
				   "metavariable's text cannot be found", NULL);
			nrefused++;
			continue;
		}
		x[k++] = reqs[i];
	}
	nrefused += plan_reqs(s, x, texts, k, out, refuse, ctx);
	for (i = 0; i < k; i++)
		free(texts[i]);
	free(texts);
	free(x);
	return nrefused;
}

static unsigned plan_reqs(const struct edit_src *s, const struct edit_req *reqs,
			  char *const *texts, uint32_t n, struct edit_set *out,
			  edit_refuse_fn *refuse, void *ctx)
{
	struct plan p = { .s = s };
	struct loc *locs = calloc(n ? n : 1, sizeof(*locs));
	uint8_t *st = calloc(n ? n : 1, 1);
	uint32_t *braced = calloc(n ? n : 1, sizeof(*braced)), nbraced = 0;
	uint32_t i, j;
	unsigned nrefused = 0;
	char why[512];
	const struct edit_req *other = NULL;

	p.t = edit_src_text(s, &p.len);
	for (i = 0; i < n; i++)
		locs[i].text = texts[i];
	for (i = 0; i < n; i++)
		for (j = 0; j < i && st[i] == ST_OK; j++)
			if (st[j] != ST_DUP && same_req(&reqs[i], &locs[i],
							&reqs[j], &locs[j]))
				st[i] = ST_DUP;
	for (i = 0; i < n; i++)
		if (st[i] == ST_OK && !locate(&p, &reqs[i], &locs[i], why,
					      sizeof(why))) {
			st[i] = ST_REFUSED;
			refuse_req(refuse, ctx, &reqs[i], why, NULL);
			nrefused++;
		}
	mark_braces(&p, reqs, locs, st, n);
	mark_gone(reqs, locs, st, n);
	for (i = 0; i < n; i++)
		if (st[i] == ST_OK && locs[i].bad) {
			st[i] = ST_REFUSED;
			refuse_req(refuse, ctx, &reqs[i], "+ code with braces "
				   "that do not pair around a lone body", NULL);
			nrefused++;
		}
	for (i = 0; i < n; i++)
		if (st[i] == ST_OK && !plan_one(&p, reqs, i, &locs[i], braced,
						&nbraced, why, sizeof(why),
						&other)) {
			refuse_req(refuse, ctx, &reqs[i], why, other);
			nrefused++;
		}
	output(&p, out);
	for (i = 0; i < n; i++)
		free(locs[i].own);
	free(p.v);
	free(p.pend);
	free(locs);
	free(st);
	free(braced);
	return nrefused;
}

void edit_set_free(struct edit_set *set)
{
	uint32_t i;

	for (i = 0; i < set->n; i++)
		free(set->v[i].text);
	free(set->v);
	set->v = NULL;
	set->n = set->cap = 0;
}

/* The text with the changes made.  Where a change makes two tokens meet
 * that would read as one (a removal between `-` and `-a`: `- -a`, not
 * `--a`), a blank goes between them: the edits never change what the
 * tokens are. */
char *edit_apply(const struct edit_src *s, const struct edit_set *set,
		 size_t *len)
{
	size_t tlen, size = 1, at = 0, pos = 0, n;
	const char *t = edit_src_text(s, &tlen);
	uint32_t i;
	char *out;

	for (i = 0; i < set->n; i++)
		size += strlen(set->v[i].text) + 2;
	out = malloc(tlen + size);
	for (i = 0; i < set->n; i++) {
		const struct edit_change *c = &set->v[i];

		memcpy(out + at, t + pos, c->start - pos);
		at += c->start - pos;
		n = strlen(c->text);
		if (n && at && smpl_tokens_glue((unsigned char)out[at - 1],
				     (unsigned char)c->text[0]))
			out[at++] = ' ';
		memcpy(out + at, c->text, n);
		at += n;
		pos = c->end;
		if (at && pos < tlen &&
		    (i + 1 == set->n || set->v[i + 1].start != pos) &&
		    smpl_tokens_glue((unsigned char)out[at - 1],
				     (unsigned char)t[pos]))
			out[at++] = ' ';
	}
	memcpy(out + at, t + pos, tlen - pos);
	at += tlen - pos;
	out[at] = 0;
	if (len)
		*len = at;
	return out;
}
