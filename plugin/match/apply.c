/* apply.c - a plain application of edits to a file's text, line by line,
 * so that the tests can compare the matcher's edits with what spatch
 * writes.  Not the plugin's text editing (plugin/edit/ does that with a
 * tokenizer, expected tokens and brace insertion): here a '+' block that
 * starts a line gets the anchor line's indentation, and a line left
 * blank by a removal goes.  A reported (`*`) range changes nothing, as
 * in the file spatch writes for a context rule. */
#include <stdlib.h>
#include <string.h>
#include "apply.h"

struct lines { char **v; uint32_t n, cap; };

static char *dup_n(const char *s, size_t n)
{
	char *p = malloc(n + 1);

	if (!p)
		abort();
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

static void insert_line(struct lines *L, uint32_t at, char *s)
{
	if (L->n == L->cap) {
		L->cap = L->cap ? L->cap * 2 : 64;
		L->v = realloc(L->v, L->cap * sizeof(*L->v));
		if (!L->v)
			abort();
	}
	memmove(&L->v[at + 1], &L->v[at], (L->n - at) * sizeof(*L->v));
	L->v[at] = s;
	L->n++;
}

static void delete_line(struct lines *L, uint32_t at)
{
	free(L->v[at]);
	memmove(&L->v[at], &L->v[at + 1], (L->n - at - 1) * sizeof(*L->v));
	L->n--;
}

static void split(struct lines *L, const char *text, size_t len)
{
	const char *p = text, *end = text + len;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		insert_line(L, L->n, dup_n(p, n));
		p += n + (nl != NULL);
	}
}

static int blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n && s[i]; i++)
		if (s[i] != ' ' && s[i] != '\t')
			return 0;
	return 1;
}

static size_t indent_of(const char *s)
{
	return strspn(s, " \t");
}

/* Lines of text, each but the first prefixed by `indent`. */
static char *indented(const char *text, const char *indent, size_t ni)
{
	size_t n = strlen(text), extra = 0, i, k = 0;
	char *out;

	for (i = 0; i < n; i++)
		extra += text[i] == '\n';
	out = malloc(n + extra * ni + 1);
	if (!out)
		abort();
	for (i = 0; i < n; i++) {
		out[k++] = text[i];
		if (text[i] == '\n')
			memcpy(out + k, indent, ni), k += ni;
	}
	out[k] = 0;
	return out;
}

static char *concat3(const char *a, size_t na, const char *b, const char *c)
{
	size_t nb = strlen(b), nc = strlen(c);
	char *s = malloc(na + nb + nc + 1);

	if (!s)
		abort();
	memcpy(s, a, na);
	memcpy(s + na, b, nb);
	memcpy(s + na + nb, c, nc + 1);
	return s;
}

/* The range's text replaced by `text` (a removal when ""). */
static void replace(struct lines *L, const struct match_range *r,
		    const char *text)
{
	uint32_t l = r->line - 1, el = r->end_line - 1, i;
	const char *line = L->v[l];
	size_t col = r->col - 1, ni = indent_of(line);
	char *body = indented(text, line, ni);
	char *s = concat3(line, col, body, L->v[el] + r->end_col - 1);

	free(body);
	for (i = el; i > l; i--)
		delete_line(L, i);
	free(L->v[l]);
	L->v[l] = s;
	if (!*text && blank(s, strlen(s)))
		delete_line(L, l);
}

/* + code before the range: whole lines when the range starts its line. */
static void insert(struct lines *L, const struct match_range *r,
		   const char *text, int after)
{
	uint32_t l = r->line - 1, el = r->end_line - 1;
	const char *line = L->v[l];
	size_t ni = indent_of(line);
	char *body = indented(text, line, ni);
	const char *end = L->v[el] + r->end_col - 1;

	if (!after && blank(line, r->col - 1)) {
		insert_line(L, l, concat3(line, ni, body, ""));
	} else if (after && blank(end, strlen(end))) {
		insert_line(L, el + 1, concat3(line, ni, body, ""));
	} else if (!after) {
		char *s = concat3(line, r->col - 1, body, " ");
		char *t = concat3(s, strlen(s), line + r->col - 1, "");

		free(s);
		free(L->v[l]);
		L->v[l] = t;
	} else {
		size_t at = (size_t)(end - L->v[el]);
		char *s = concat3(L->v[el], at, " ", body);
		char *t = concat3(s, strlen(s), L->v[el] + at, "");

		free(s);
		free(L->v[el]);
		L->v[el] = t;
	}
	free(body);
}

/* The + code of e as the dump prints it (malloc'd). */
static char *text_of(const struct match_edit *e)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		abort();
	match_pieces_print(e->pieces, e->npieces, f);
	fclose(f);
	return buf;
}

static int later_first(const void *x, const void *y)
{
	const struct match_edit *a = *(const struct match_edit *const *)x;
	const struct match_edit *b = *(const struct match_edit *const *)y;

	if (a->range.line != b->range.line)
		return a->range.line > b->range.line ? -1 : 1;
	if (a->range.col != b->range.col)
		return a->range.col > b->range.col ? -1 : 1;
	return (a->action > b->action) - (a->action < b->action);
}

void match_apply(const char *text, size_t len,
		 const struct match_edit *const *edits, uint32_t n, FILE *out)
{
	const struct match_edit **v = malloc((n + 1) * sizeof(*v));
	struct lines L = { 0 };
	uint32_t i;

	if (!v)
		abort();
	memcpy(v, edits, n * sizeof(*v));
	qsort(v, n, sizeof(*v), later_first);
	split(&L, text, len);
	for (i = 0; i < n; i++) {
		char *text;

		if (v[i]->range.end_line > L.n || !v[i]->range.line ||
		    v[i]->action == MATCH_ED_REPORT)
			continue;
		text = text_of(v[i]);
		if (v[i]->action == MATCH_ED_REMOVE ||
		    v[i]->action == MATCH_ED_REPLACE)
			replace(&L, &v[i]->range, text);
		else
			insert(&L, &v[i]->range, text,
			       v[i]->action == MATCH_ED_AFTER);
		free(text);
	}
	for (i = 0; i < L.n; i++) {
		fprintf(out, "%s\n", L.v[i]);
		free(L.v[i]);
	}
	free(L.v);
	free(v);
}
