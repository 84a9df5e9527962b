/* ctok.c - the tokenizer of the C subset that cview.c parses: identifiers,
 * numbers, strings, characters and punctuators, with exact positions.
 * Comments and preprocessor lines are skipped; there is no preprocessor.
 * Used only to build test views from C text. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "ctok.h"

struct lexer {
	const char *s, *end;
	uint32_t line, col;
	int bol;		/* only blanks since the start of the line */
	struct match_ctoks *out;
};

static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
	"!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=",
	NULL
};

static void advance(struct lexer *L, size_t n)
{
	while (n-- && L->s < L->end) {
		if (*L->s == '\n') {
			L->line++;
			L->col = 1;
			L->bol = 1;
		} else {
			L->col++;
		}
		L->s++;
	}
}

static void skip_line(struct lexer *L)
{
	while (L->s < L->end && *L->s != '\n') {
		if (*L->s == '\\' && L->s + 1 < L->end && L->s[1] == '\n')
			advance(L, 1);
		advance(L, 1);
	}
}

static void skip_comment(struct lexer *L)
{
	advance(L, 2);
	while (L->s + 1 < L->end && !(L->s[0] == '*' && L->s[1] == '/'))
		advance(L, 1);
	advance(L, 2);
}

/* Skips blanks, comments and # lines; returns 0 at the end. */
static int skip_space(struct lexer *L)
{
	while (L->s < L->end) {
		if (*L->s == '#' && L->bol)
			skip_line(L);
		else if (L->s[0] == '/' && L->s + 1 < L->end && L->s[1] == '/')
			skip_line(L);
		else if (L->s[0] == '/' && L->s + 1 < L->end && L->s[1] == '*')
			skip_comment(L);
		else if (isspace((unsigned char)*L->s))
			advance(L, 1);
		else
			return 1;
	}
	return 0;
}

static size_t quoted_len(const char *s, const char *end)
{
	const char *p = s + 1;

	while (p < end && *p != *s && *p != '\n')
		p += (*p == '\\' && p + 1 < end) ? 2 : 1;
	return (size_t)(p - s) + (p < end && *p == *s);
}

static size_t word_len(const char *s, const char *end, int number)
{
	const char *p = s;

	while (p < end && (isalnum((unsigned char)*p) || *p == '_' ||
			   (number && *p == '.')))
		p++;
	return (size_t)(p - s);
}

static size_t token_len(struct lexer *L, enum match_ctok_kind *kind)
{
	unsigned char c = (unsigned char)*L->s;
	int i;

	if (isalpha(c) || c == '_')
		return *kind = MATCH_CT_ID, word_len(L->s, L->end, 0);
	if (isdigit(c))
		return *kind = MATCH_CT_NUM, word_len(L->s, L->end, 1);
	if (c == '"' || c == '\'') {
		*kind = c == '"' ? MATCH_CT_STR : MATCH_CT_CHR;
		return quoted_len(L->s, L->end);
	}
	*kind = MATCH_CT_PUNCT;
	for (i = 0; puncts[i]; i++) {
		size_t n = strlen(puncts[i]);

		if ((size_t)(L->end - L->s) >= n && !memcmp(L->s, puncts[i], n))
			return n;
	}
	return 1;
}

static void push(struct match_ctoks *t, const struct match_ctok *k)
{
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 256;
		t->v = realloc(t->v, t->cap * sizeof(*t->v));
		if (!t->v)
			abort();
	}
	t->v[t->n++] = *k;
}

void match_ctok_lex(const char *text, size_t len, struct match_ctoks *out)
{
	struct lexer L = { text, text + len, 1, 1, 1, out };
	struct match_ctok k;

	memset(out, 0, sizeof(*out));
	while (skip_space(&L)) {
		size_t n = token_len(&L, &k.kind);

		k.s = L.s;
		k.len = (uint32_t)n;
		k.line = L.line;
		k.col = L.col;
		L.bol = 0;
		advance(&L, n);
		k.end_line = L.line;
		k.end_col = L.col;
		push(out, &k);
	}
	memset(&k, 0, sizeof(k));
	k.kind = MATCH_CT_EOF;
	k.s = L.s;
	k.line = k.end_line = L.line;
	k.col = k.end_col = L.col;
	push(out, &k);
}

void match_ctok_free(struct match_ctoks *t)
{
	free(t->v);
	memset(t, 0, sizeof(*t));
}

int match_ctok_is(const struct match_ctok *k, const char *s)
{
	return k->kind != MATCH_CT_EOF && k->len == strlen(s) &&
	       !memcmp(k->s, s, k->len) &&
	       (k->kind == MATCH_CT_PUNCT || k->kind == MATCH_CT_ID);
}
