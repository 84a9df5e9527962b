/* plus.c - + code laid out for its place: SmPL gives + lines without
 * their indentation, so they are re-indented here as kernel code is
 * written (tabs per open brace, continuation lines aligned after the
 * open parenthesis), or joined on one line when they go beside other
 * code.  A preprocessor line goes in column 0, as spatch puts it.
 * A statement line too long for the kernel's width has its
 * outermost call's arguments broken over lines as spatch does (below,
 * wrap_line).  Strings, character constants and comments are skipped
 * when braces and parentheses are counted. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "src.h"

/* Unclosed '(' whose continuation alignment is remembered. */
#define MAX_PARENS 16

struct layout {
	int depth;			/* braces open */
	int body;			/* the line is a lone body: a tab more */
	char *cont[MAX_PARENS];		/* prefix of a continuation line */
	int nparen;
};

static int blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* The line [p, e) without its leading and trailing blanks. */
static void trim(const char **p, const char **e)
{
	while (*p < *e && blank(**p))
		(*p)++;
	while (*e > *p && blank((*e)[-1]))
		(*e)--;
}

/* Past a string, character constant or comment at p, or p itself. */
static const char *skip_lexeme(const char *p, const char *e)
{
	char q = *p;

	if (q == '/' && p + 1 < e && p[1] == '/')
		return e;
	if (q == '/' && p + 1 < e && p[1] == '*') {
		for (p += 2; p + 1 < e && !(p[0] == '*' && p[1] == '/'); p++)
			;
		return p + 1 < e ? p + 2 : e;
	}
	if (q != '"' && q != '\'')
		return p;
	for (p++; p < e && *p != q; p++)
		if (*p == '\\' && p + 1 < e)
			p++;
	return p < e ? p + 1 : e;
}

static void open_paren(struct layout *l, const char *prefix,
		       const char *line, const char *p, const char *e)
{
	const char *rest = p + 1;
	char *c;

	while (rest < e && blank(*rest))
		rest++;
	if (rest == e)
		asprintf(&c, "%s\t", prefix);
	else
		asprintf(&c, "%s%*s", prefix, (int)(p - line + 1), "");
	if (l->nparen < MAX_PARENS)
		l->cont[l->nparen++] = c;
	else
		free(c);
}

/* Counts the braces and parentheses of the line [p, e). */
static void scan(struct layout *l, const char *prefix, const char *p,
		 const char *e)
{
	const char *line = p, *q;

	for (; p < e; p++) {
		q = skip_lexeme(p, e);
		if (q != p) {
			p = q - 1;
			continue;
		}
		if (*p == '{')
			l->depth++;
		else if (*p == '}' && l->depth > 0)
			l->depth--;
		else if (*p == '(')
			open_paren(l, prefix, line, p, e);
		else if (*p == ')' && l->nparen > 0)
			free(l->cont[--l->nparen]);
	}
}

static int starts_with(const char *p, const char *e, const char *word)
{
	size_t n = strlen(word);

	return (size_t)(e - p) >= n && !memcmp(p, word, n) &&
	       ((size_t)(e - p) == n || !(p[n] == '_' || (p[n] >= 'a' &&
						    p[n] <= 'z')));
}

/* Whether the line [p, e) is a control header whose body is the next
 * line (`if (x)`, `else`, without a brace or a statement after it). */
static int opens_lone_body(const char *p, const char *e)
{
	if (p == e || e[-1] == '{' || e[-1] == ';' || e[-1] == '}')
		return 0;
	return starts_with(p, e, "if") || starts_with(p, e, "for") ||
	       starts_with(p, e, "while") || starts_with(p, e, "else") ||
	       starts_with(p, e, "do") || starts_with(p, e, "} else");
}

/* The indentation of a line [p, e) in the current state (malloc'd). */
static char *prefix_for(struct layout *l, const char *ind, const char *p)
{
	int tabs = l->depth - (*p == '}') + l->body, i;
	char *s;

	if (l->nparen > 0)
		return strdup(l->cont[l->nparen - 1]);
	if (tabs < 0)
		tabs = 0;
	s = malloc(strlen(ind) + tabs + 1);
	strcpy(s, ind);
	for (i = 0; i < tabs; i++)
		strcat(s, "\t");
	return s;
}

/* spatch's layout of a long + line, measured on spatch 1.1.1: the
 * arguments of the line's first call (not those of calls inside them) go
 * on the line while each one, with the ',' or ')' after it, ends at
 * column 78 at most; the next one starts a line aligned after the call's
 * '(' (tabs, then spaces).  The first argument always stays, so does a
 * line that starts a control statement (spatch leaves `if (f(...))`
 * whole) and a preprocessor line (a break would end a #define).
 * Columns count a tab to the next multiple of 8. */
#define PLUS_MAX_COL 78

static int width_of(int col, const char *p, const char *e)
{
	for (; p < e; p++)
		col = *p == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

static int ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* Whether the '(' at p, on the line starting at b, opens a call's
 * arguments: a name before it that is no keyword. */
static int call_paren(const char *b, const char *p)
{
	static const char *const kw[] = { "if", "while", "for", "switch",
					  "return", "sizeof", NULL };
	const char *q = p, *n;
	int i;

	while (q > b && blank(q[-1]))
		q--;
	for (n = q; n > b && ident_char(n[-1]); n--)
		;
	if (n == q || (*n >= '0' && *n <= '9'))
		return 0;
	for (i = 0; kw[i]; i++)
		if ((size_t)(q - n) == strlen(kw[i]) && !memcmp(n, kw[i], q - n))
			return 0;
	return 1;
}

/* The first call's '(' at depth 0 of the line [b, e), and in *close its
 * ')' and in cuts[] the ',' between its arguments (at most max); NULL
 * when the line has none or it does not close on the line. */
static const char *first_call(const char *b, const char *e,
			      const char **close, const char **cuts,
			      int max, int *ncuts)
{
	const char *p, *q, *open = NULL;
	int depth = 0;

	*ncuts = 0;
	for (p = b; p < e; p++) {
		q = skip_lexeme(p, e);
		if (q != p) {
			p = q - 1;
			continue;
		}
		if (*p == '(' || *p == '[' || *p == '{') {
			if (!open && depth == 0 && *p == '(' && call_paren(b, p))
				open = p;
			depth++;
		} else if (*p == ')' || *p == ']' || *p == '}') {
			if (--depth == 0 && open) {
				*close = p;
				return open;
			}
		} else if (*p == ',' && open && depth == 1 && *ncuts < max) {
			cuts[(*ncuts)++] = p;
		}
	}
	return NULL;
}

/* The prefix of a continuation line whose text starts at column col. */
static void put_indent(FILE *f, int col)
{
	int i;

	for (i = 0; i < col / 8; i++)
		fputc('\t', f);
	fprintf(f, "%*s", col % 8, "");
}

#define MAX_ARGS 64

/* Writes the arguments of the call [open, close] of the line [b, e)
 * starting at column col0 to f, broken where they are too long; returns
 * the number of breaks. */
static int put_args(FILE *f, int col0, const char *b, const char *e,
		    const char *open, const char *close, const char **cuts,
		    int n)
{
	int i, col, breaks = 0, align = width_of(col0, b, open + 1);
	const char *a, *z;

	fprintf(f, "%.*s", (int)(cuts[0] + 1 - b), b);
	col = width_of(col0, b, cuts[0] + 1);
	for (i = 1; i <= n; i++) {
		a = cuts[i - 1] + 1;
		while (a < e && blank(*a))
			a++;
		z = i < n ? cuts[i] + 1 : close + 1;
		if (width_of(col + 1, a, z) > PLUS_MAX_COL) {
			fputc('\n', f);
			put_indent(f, align);
			col = align;
			breaks++;
		} else {
			fputc(' ', f);
			col++;
		}
		fprintf(f, "%.*s", (int)(z - a), a);
		col = width_of(col, a, z);
	}
	fprintf(f, "%.*s", (int)(e - close - 1), close + 1);
	return breaks;
}

/* Writes the line [b, e), whose first character is at column col0,
 * broken at its first call's arguments where it is too long; as it is
 * when no break is needed. */
static void wrap_line(FILE *out, int col0, const char *b, const char *e)
{
	const char *cuts[MAX_ARGS], *close, *open = NULL;
	char *buf;
	size_t size;
	FILE *f;
	int n = 0, breaks;

	if (width_of(col0, b, e) > PLUS_MAX_COL && *b != '#' &&
	    !opens_lone_body(b, e) &&
	    !starts_with(b, e, "if") && !starts_with(b, e, "while") &&
	    !starts_with(b, e, "for") && !starts_with(b, e, "switch"))
		open = first_call(b, e, &close, cuts, MAX_ARGS, &n);
	if (!open || n == 0 || n == MAX_ARGS || !(f = open_memstream(&buf, &size))) {
		fprintf(out, "%.*s", (int)(e - b), b);
		return;
	}
	breaks = put_args(f, col0, b, e, open, close, cuts, n);
	fclose(f);
	if (breaks)
		fputs(buf, out);
	else
		fprintf(out, "%.*s", (int)(e - b), b);
	free(buf);
}

/* The end of the last line that is not blank. */
static const char *text_end(const char *text)
{
	const char *e = text + strlen(text);

	while (e > text && (blank(e[-1]) || e[-1] == '\n'))
		e--;
	return e;
}

/* The end of the line that starts at p, before end. */
static const char *line_end(const char *p, const char *end)
{
	const char *nl = memchr(p, '\n', end - p);

	return nl ? nl : end;
}

/* Whether the line [p, e) is a function definition's header with its
 * '{' (`int f(void) {`), and where the header ends, before the '{'. */
static const char *fn_header(const char *p, const char *e)
{
	const char *h = e - 1;

	if (p == e || e[-1] != '{' || starts_with(p, e, "if") ||
	    starts_with(p, e, "for") || starts_with(p, e, "while") ||
	    starts_with(p, e, "switch") || starts_with(p, e, "else") ||
	    starts_with(p, e, "do") || *p == '}')
		return NULL;
	while (h > p && blank(h[-1]))
		h--;
	return h > p && h[-1] == ')' ? h : NULL;
}

int edit_plus_defines_fn(const char *text)
{
	const char *p = text ? text : "", *end = text_end(p), *nl, *b, *e;
	struct layout l = { 0 };
	int found = 0;

	for (;; p = nl + 1) {
		nl = line_end(p, end);
		b = p;
		e = nl;
		trim(&b, &e);
		found |= l.depth == 0 && l.nparen == 0 && fn_header(b, e);
		scan(&l, "", b, e);
		if (nl == end)
			break;
	}
	while (l.nparen > 0)
		free(l.cont[--l.nparen]);
	return found;
}

/* Whether the line [p, e) ends inside a block comment it opens. */
static int opens_comment(const char *p, const char *e)
{
	const char *q;

	for (; p < e; p++) {
		if (p + 1 < e && p[0] == '/' && p[1] == '*')
			return !memmem(p + 2, (size_t)(e - p - 2), "*/", 2);
		q = skip_lexeme(p, e);
		if (q != p)
			p = q - 1;
	}
	return 0;
}

int edit_plus_balance(const char *text, int *min)
{
	const char *p = text ? text : "", *e = p + strlen(p), *q;
	int depth = 0;

	*min = 0;
	for (; p < e; p++) {
		q = skip_lexeme(p, e);
		if (q != p) {
			p = q - 1;
			continue;
		}
		depth += (*p == '{') - (*p == '}');
		if (depth < *min)
			*min = depth;
	}
	return depth;
}

/* ---- blocks on lines of their own ---- */

#define MAX_BRACES 64

struct split {
	FILE *f;
	char prev;		/* the last character written that is not
				   blank, 0 at a line's start */
	int paren, depth;
	uint8_t block[MAX_BRACES];	/* each open '{': a block's (1), not
					   an initializer's */
};

static const char *skip_blank(const char *p, const char *e)
{
	while (p < e && blank(*p))
		p++;
	return p;
}

/* Does code (not a comment) follow p on the line [p, e)? */
static int code_follows(const char *p, const char *e)
{
	p = skip_blank(p, e);
	return p < e && !(p + 1 < e && p[0] == '/' &&
			  (p[1] == '/' || p[1] == '*'));
}

/* Does the '}' at p end its line's statement: no ';', ',', ')',
 * `else` or `while` after it? */
static int ends_after_brace(const char *p, const char *e)
{
	p = skip_blank(p + 1, e);
	return code_follows(p, e) && !strchr(";,)", *p) &&
	       !starts_with(p, e, "else") && !starts_with(p, e, "while");
}

static void split_put(struct split *S, char c)
{
	fputc(c, S->f);
	S->prev = c == '\n' ? 0 : blank(c) ? S->prev : c;
}

/* A '{', '}' or ';' at p, the line breaks around it. */
static void split_mark(struct split *S, const char *p, const char *e)
{
	int top = S->depth > 0 ? S->block[(S->depth > MAX_BRACES ?
					   MAX_BRACES : S->depth) - 1] : 1;

	if (*p == '{') {
		int block = S->paren == 0 && top && !strchr("=,([", S->prev);

		if (S->depth < MAX_BRACES)
			S->block[S->depth] = (uint8_t)block;
		S->depth++;
		split_put(S, '{');
		if (block && code_follows(p + 1, e))
			split_put(S, '\n');
		return;
	}
	if (*p == '}') {
		if (S->depth > 0)
			S->depth--;
		if (top && S->prev)
			split_put(S, '\n');
		split_put(S, '}');
		if (top && ends_after_brace(p, e))
			split_put(S, '\n');
		return;
	}
	split_put(S, ';');
	if (S->paren == 0 && top && code_follows(p + 1, e))
		split_put(S, '\n');
}

/* One line [p, e) of + code, broken after a block's '{', around its '}'
 * and after a ';' that more code follows, as spatch writes + code. */
static void split_line(struct split *S, const char *p, const char *e)
{
	const char *q;

	if (skip_blank(p, e) < e && *skip_blank(p, e) == '#') {
		fprintf(S->f, "%.*s", (int)(e - p), p);	/* a directive */
		return;
	}
	for (; p < e; p++) {
		if (S->prev == 0 && blank(*p))
			continue;
		q = skip_lexeme(p, e);
		if (q != p) {
			fprintf(S->f, "%.*s", (int)(q - p), p);
			S->prev = q[-1];
			p = q - 1;
		} else if (*p == '{' || *p == '}' || *p == ';') {
			split_mark(S, p, e);
		} else {
			S->paren += (*p == '(' || *p == '[') -
				    ((*p == ')' || *p == ']') && S->paren > 0);
			split_put(S, *p);
		}
	}
}

/* The text with its blocks split over lines (malloc'd); a block
 * comment spanning lines is left as it is. */
static char *split_blocks(const char *text)
{
	const char *p = text, *end = p + strlen(p), *nl;
	struct split S = { 0 };
	char *out;
	size_t size;
	int comment = 0;

	S.f = open_memstream(&out, &size);
	if (!S.f)
		abort();
	for (;; p = nl + 1) {
		nl = line_end(p, end);
		if (comment)
			fprintf(S.f, "%.*s", (int)(nl - p), p);
		else
			split_line(&S, p, nl);
		comment = comment ? !memmem(p, (size_t)(nl - p), "*/", 2)
				  : opens_comment(p, nl);
		if (nl == end)
			break;
		split_put(&S, '\n');
	}
	fclose(S.f);
	return out;
}

static char *plus_lines(const char *text, const char *ind, const char *first);

char *edit_plus_lines(const char *text, const char *ind, const char *first)
{
	char *split = first ? NULL : split_blocks(text ? text : ""), *r;

	r = plus_lines(split ? split : text, ind, first);
	free(split);
	return r;
}

static char *plus_lines(const char *text, const char *ind, const char *first)
{
	struct layout l = { 0 };
	const char *p = text ? text : "", *end = text_end(p), *nl, *b, *e, *h;
	char *out, *prefix;
	size_t size;
	FILE *f = open_memstream(&out, &size);
	int top = 1, comment = 0;

	for (;; p = nl + 1, top = 0) {
		nl = line_end(p, end);
		if (comment) {	/* a block comment's lines stay as written */
			fprintf(f, "%.*s\n", (int)(nl - p), p);
			comment = !memmem(p, (size_t)(nl - p), "*/", 2);
			if (nl == end)
				break;
			continue;
		}
		b = p;
		e = nl;
		trim(&b, &e);
		comment = opens_comment(b, e);
		prefix = first && top ? strdup(first) : prefix_for(&l, ind, b);
		if (b < e && !(first && top) && *b != '#')
			fputs(prefix, f);
		if (!*ind && !first && l.depth == 0 && l.nparen == 0 &&
		    (h = fn_header(b, e))) {
			/* a function's '{' on a line of its own, as the
			 * kernel (and spatch) writes it */
			fprintf(f, "%.*s\n%s{\n", (int)(h - b), b, prefix);
			scan(&l, prefix, b, e);
			free(prefix);
			if (nl == end)
				break;
			continue;
		}
		if (l.nparen == 0)
			wrap_line(f, width_of(0, prefix, prefix + strlen(prefix)),
				  b, e);
		else
			fprintf(f, "%.*s", (int)(e - b), b);
		fputc('\n', f);
		scan(&l, prefix, b, e);
		l.body = l.nparen == 0 && opens_lone_body(b, e);
		free(prefix);
		if (nl == end)
			break;
	}
	while (l.nparen > 0)
		free(l.cont[--l.nparen]);
	fclose(f);
	if (first && size > 0)
		out[size - 1] = 0;
	return out;
}

/* Where a // comment starts in [p, e), or e. */
static const char *line_comment(const char *p, const char *e)
{
	const char *q;

	for (; p < e; p++) {
		if (p + 1 < e && p[0] == '/' && p[1] == '/')
			return p;
		q = skip_lexeme(p, e);
		if (q != p)
			p = q - 1;
	}
	return e;
}

/* The line [b, e) with a // comment made a block comment, so that code
 * may follow it on the line. */
static void put_joined(FILE *f, const char *b, const char *e)
{
	const char *c = line_comment(b, e), *t = c + 2;

	fprintf(f, "%.*s", (int)(c - b), b);
	if (c == e)
		return;
	while (t < e && (*t == ' ' || *t == '\t'))
		t++;
	if (memmem(t, (size_t)(e - t), "*/", 2))
		t = e;	/* cannot be kept in a block comment */
	fprintf(f, "/* %.*s */", (int)(e - t), t);
}

char *edit_plus_oneline(const char *text)
{
	const char *p = text ? text : "", *end = text_end(p), *nl, *e, *b;
	char *out;
	size_t size;
	FILE *f = open_memstream(&out, &size);
	int any = 0;

	for (;; p = nl + 1) {
		nl = line_end(p, end);
		b = p;
		e = nl;
		trim(&b, &e);
		if (b < e) {
			fputs(any++ ? " " : "", f);
			put_joined(f, b, e);
		}
		if (nl == end)
			break;
	}
	fclose(f);
	return out;
}

unsigned edit_plus_stmts(const char *text)
{
	const char *p = text ? text : "", *e = p + strlen(p), *q;
	int depth = 0;
	unsigned n = 0;

	for (; p < e; p++) {
		q = skip_lexeme(p, e);
		if (q != p) {
			p = q - 1;
			continue;
		}
		if (*p == '(' || *p == '[' || *p == '{')
			depth++;
		else if ((*p == ')' || *p == ']' || *p == '}') && depth > 0)
			n += --depth == 0 && *p == '}';
		else if (*p == ';' && depth == 0)
			n++;
	}
	return n;
}
