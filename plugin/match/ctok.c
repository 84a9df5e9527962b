/* ctok.c - the tokenizer of the C reader (cview.c): identifiers, numbers
 * (preprocessing numbers: 1.5e+3, 0x10UL), strings and characters (with
 * their L/u/U/u8 prefixes), punctuators, with exact positions; each
 * preprocessor directive is one token (MATCH_CT_PP) spanning its logical
 * line.  Comments are skipped.  It does not preprocess: what the
 * directives mean is coracle.c's business. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "ctok.h"
#include "util.h"

struct lexer {
	const char *s, *end;
	uint32_t line, col;
	int bol;		/* only blanks since the start of the line */
	struct match_ctoks *out;
};

static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
	"!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=",
	"##", NULL
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

/* A directive: to the end of its logical line, comments included. */
static void skip_directive(struct lexer *L)
{
	while (L->s < L->end && *L->s != '\n') {
		if (L->s[0] == '/' && L->s + 1 < L->end && L->s[1] == '*')
			skip_comment(L);
		else if (L->s[0] == '/' && L->s + 1 < L->end && L->s[1] == '/')
			skip_line(L);
		else if (*L->s == '\\' && L->s + 1 < L->end && L->s[1] == '\n')
			advance(L, 2);
		else
			advance(L, 1);
	}
}

/* Skips blanks and comments; returns 0 at the end. */
static int skip_space(struct lexer *L)
{
	while (L->s < L->end) {
		if (*L->s == '\\' && L->s + 1 < L->end && L->s[1] == '\n')
			advance(L, 2);
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

static size_t word_len(const char *s, const char *end)
{
	const char *p = s;

	while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
		p++;
	return (size_t)(p - s);
}

/* A preprocessing number: digits, letters, '.', and e+ e- p+ p-. */
static size_t number_len(const char *s, const char *end)
{
	const char *p = s + 1;

	while (p < end) {
		if ((*p == '+' || *p == '-') && strchr("eEpP", p[-1]))
			p++;
		else if (isalnum((unsigned char)*p) || *p == '_' || *p == '.')
			p++;
		else
			break;
	}
	return (size_t)(p - s);
}

/* L"...", u8"...": a string or character with its prefix. */
static int prefixed_quote(const char *s, size_t n, const char *end)
{
	return s + n < end && (s[n] == '"' || s[n] == '\'') &&
	       ((n == 1 && strchr("LuU", *s)) || (n == 2 && !memcmp(s, "u8", 2)));
}

static size_t token_len(struct lexer *L, enum match_ctok_kind *kind)
{
	unsigned char c = (unsigned char)*L->s;
	int i;

	size_t n;

	if (c == '#' && L->bol) {
		const char *s = L->s;
		struct lexer M = *L;

		skip_directive(&M);
		return *kind = MATCH_CT_PP, (size_t)(M.s - s);
	}
	if (isalpha(c) || c == '_' || c == '$') {
		n = word_len(L->s, L->end);
		if (!prefixed_quote(L->s, n, L->end))
			return *kind = MATCH_CT_ID, n ? n : 1;
		*kind = L->s[n] == '"' ? MATCH_CT_STR : MATCH_CT_CHR;
		return n + quoted_len(L->s + n, L->end);
	}
	if (isdigit(c) || (c == '.' && L->s + 1 < L->end &&
			   isdigit((unsigned char)L->s[1])))
		return *kind = MATCH_CT_NUM, number_len(L->s, L->end);
	if (c == '"' || c == '\'') {
		*kind = c == '"' ? MATCH_CT_STR : MATCH_CT_CHR;
		return quoted_len(L->s, L->end);
	}
	*kind = MATCH_CT_PUNCT;
	for (i = 0; puncts[i]; i++) {
		size_t n;

		if (*L->s != puncts[i][0])	/* most tokens: no strlen */
			continue;
		n = strlen(puncts[i]);
		if ((size_t)(L->end - L->s) >= n && !memcmp(L->s, puncts[i], n))
			return n;
	}
	return 1;
}

void match_ctok_push(struct match_ctoks *t, const struct match_ctok *k)
{
	t->v = smpl_grow(t->v, t->n + 1, &t->cap, sizeof(*t->v));
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
		match_ctok_push(out, &k);
	}
	memset(&k, 0, sizeof(k));
	k.kind = MATCH_CT_EOF;
	k.s = L.s;
	k.line = k.end_line = L.line;
	k.col = k.end_col = L.col;
	match_ctok_push(out, &k);
}

void match_ctok_free(struct match_ctoks *t)
{
	free(t->v);
	memset(t, 0, sizeof(*t));
}

int match_ctok_is(const struct match_ctok *k, const char *s)
{
	return k->kind != MATCH_CT_EOF && k->len && k->s[0] == s[0] &&
	       k->len == strlen(s) &&
	       !memcmp(k->s, s, k->len) &&
	       (k->kind == MATCH_CT_PUNCT || k->kind == MATCH_CT_ID);
}
