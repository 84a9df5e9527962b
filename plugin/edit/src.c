/* src.c - the source view: a file's text, where its lines start, and its
 * tokens as a small C tokenizer sees them.  No preprocessing: comments
 * and whitespace (with backslash-newline) are skipped, a preprocessor
 * line is one token, a macro use is an identifier and its arguments.
 * Strings and character constants keep their escapes; numbers are
 * preprocessing numbers (1e+5, 0x1fUL). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "src.h"
#include "util.h"

struct edit_src {
	char *path, *text;
	size_t len;
	uint64_t hash;		/* of text, once asked for (hashed set) */
	int hashed;
	uint32_t *lines, nlines;	/* start offset of each line */
	struct edit_tok *toks;
	uint32_t ntoks, cap;
};

/* Punctuators of more than one character, longest first. */
static const char *const long_puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
	"!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=",
	"##", NULL
};

static int is_ident(int c, int first)
{
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z') || (!first && c >= '0' && c <= '9') ||
	       c >= 0x80;
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static void index_lines(struct edit_src *s)
{
	size_t i;

	s->nlines = 1;
	for (i = 0; i < s->len; i++)
		if (s->text[i] == '\n' && i + 1 < s->len)
			s->nlines++;
	s->lines = malloc((s->nlines + 1) * sizeof(*s->lines));
	s->lines[0] = 0;
	s->nlines = 1;
	for (i = 0; i < s->len; i++)
		if (s->text[i] == '\n' && i + 1 < s->len)
			s->lines[s->nlines++] = i + 1;
	s->lines[s->nlines] = s->len;
}

/* Past the block comment that starts at i. */
static size_t comment_end(const char *t, size_t len, size_t i)
{
	const char *e = memmem(t + i + 2, len - i - 2, "*/", 2);

	return e ? (size_t)(e - t) + 2 : len;
}

/* Past whitespace, comments and backslash-newlines from i. */
static size_t skip_blank(const char *t, size_t len, size_t i)
{
	while (i < len) {
		if (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' ||
		    t[i] == '\r' || t[i] == '\f' || t[i] == '\v')
			i++;
		else if (t[i] == '\\' && i + 1 < len && t[i + 1] == '\n')
			i += 2;
		else if (t[i] == '/' && i + 1 < len && t[i + 1] == '/')
			while (i < len && t[i] != '\n')
				i += (t[i] == '\\' && i + 1 < len) ? 2 : 1;
		else if (t[i] == '/' && i + 1 < len && t[i + 1] == '*')
			i = comment_end(t, len, i);
		else
			break;
	}
	return i;
}

/* The end of a preprocessor line starting at i: its newline, past
 * continuations and comments that span lines. */
static size_t pp_end(const char *t, size_t len, size_t i)
{
	while (i < len && t[i] != '\n') {
		if (t[i] == '\\' && i + 1 < len)
			i += 2;
		else if (t[i] == '/' && i + 1 < len && t[i + 1] == '*')
			i = comment_end(t, len, i);
		else
			i++;
	}
	return i;
}

/* The end of a string or character constant opened by t[i]. */
static size_t quoted_end(const char *t, size_t len, size_t i)
{
	char q = t[i++];

	while (i < len && t[i] != q && t[i] != '\n')
		i += (t[i] == '\\' && i + 1 < len) ? 2 : 1;
	return i < len && t[i] == q ? i + 1 : i;
}

static size_t number_end(const char *t, size_t len, size_t i)
{
	while (i < len) {
		char c = t[i];

		if ((c == '+' || c == '-') && strchr("eEpP", t[i - 1]))
			i++;
		else if (c == '.' || c == '\'' || is_ident(c, 0))
			i++;
		else
			break;
	}
	return i;
}

static size_t punct_end(const char *t, size_t len, size_t i)
{
	int k;

	for (k = 0; long_puncts[k]; k++) {
		size_t n;

		if (t[i] != long_puncts[k][0])	/* most tokens: no strlen */
			continue;
		n = strlen(long_puncts[k]);
		if (i + n <= len && !memcmp(t + i, long_puncts[k], n))
			return i + n;
	}
	return i + 1;
}

/* Whether only blanks stand between the start of i's line and i. */
static int line_begins(const char *t, size_t i)
{
	while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
		i--;
	return i == 0 || t[i - 1] == '\n';
}

/* The length of an encoding prefix (L, u, U, u8) of a string or
 * character constant at i, 0 when there is none. */
static size_t quote_prefix(const char *t, size_t len, size_t i)
{
	size_t p = i;

	if (t[p] == 'u' && p + 1 < len && t[p + 1] == '8')
		p += 2;
	else if (t[p] == 'L' || t[p] == 'u' || t[p] == 'U')
		p++;
	else
		return 0;
	return p < len && (t[p] == '"' || t[p] == '\'') ? p - i : 0;
}

/* The token that starts at i: its end and kind. */
static size_t token_end(const char *t, size_t len, size_t i, uint8_t *kind)
{
	unsigned char c = t[i];
	size_t p = i + quote_prefix(t, len, i);

	if (c == '#' && line_begins(t, i)) {
		*kind = EDIT_TK_PP;
		return pp_end(t, len, i);
	}
	if (p > i) {
		*kind = t[p] == '"' ? EDIT_TK_STRING : EDIT_TK_CHAR;
		return quoted_end(t, len, p);
	}
	*kind = EDIT_TK_IDENT;
	if (is_ident(c, 1)) {
		for (p = i; p < len && is_ident((unsigned char)t[p], 0); p++)
			;
		return p;
	}
	*kind = c == '"' ? EDIT_TK_STRING : EDIT_TK_CHAR;
	if (c == '"' || c == '\'')
		return quoted_end(t, len, i);
	*kind = EDIT_TK_NUMBER;
	if (is_digit(c) || (c == '.' && i + 1 < len && is_digit(t[i + 1])))
		return number_end(t, len, i + 1);
	*kind = EDIT_TK_PUNCT;
	return punct_end(t, len, i);
}

static void push_tok(struct edit_src *s, size_t off, size_t end,
		     uint8_t kind)
{
	struct edit_tok *k;
	/* The tokens come in order: the line of the last one, moved on
	 * (edit_src_line_of's binary search per token was most of the
	 * tokenizer's time on a large file). */
	uint32_t line = s->ntoks ? s->toks[s->ntoks - 1].line : 1;

	while (line < s->nlines && s->lines[line] <= off)
		line++;
	if (s->ntoks == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->toks = realloc(s->toks, s->cap * sizeof(*s->toks));
	}
	k = &s->toks[s->ntoks++];
	k->off = off;
	k->len = end - off;
	k->kind = kind;
	k->line = line;
	k->col = off - s->lines[k->line - 1] + 1;
}

static void tokenize(struct edit_src *s)
{
	size_t i = 0, end;
	uint8_t kind;

	for (;;) {
		i = skip_blank(s->text, s->len, i);
		if (i >= s->len)
			break;
		end = token_end(s->text, s->len, i, &kind);
		push_tok(s, i, end, kind);
		i = end;
	}
}

struct edit_src *edit_src_new(const char *path, const char *text, size_t len)
{
	struct edit_src *s = calloc(1, sizeof(*s));

	s->path = strdup(path ? path : "");
	s->text = malloc(len + 1);
	memcpy(s->text, text, len);
	s->text[len] = 0;
	s->len = len;
	index_lines(s);
	tokenize(s);
	return s;
}

struct edit_src *edit_src_read(const char *path, char *err, size_t errlen)
{
	size_t len;
	char *buf = smpl_read_file(path, SMPL_MAX_SOURCE_FILE, &len);
	struct edit_src *s = buf ? edit_src_new(path, buf, len) : NULL;

	if (!buf)
		snprintf(err, errlen, "%s: %s", path, strerror(errno));

	free(buf);
	return s;
}

void edit_src_free(struct edit_src *s)
{
	if (!s)
		return;
	free(s->path);
	free(s->text);
	free(s->lines);
	free(s->toks);
	free(s);
}

const char *edit_src_text(const struct edit_src *s, size_t *len)
{
	if (len)
		*len = s->len;
	return s->text;
}

const char *edit_src_path(const struct edit_src *s)
{
	return s->path;
}

/* Computed once: the records ask for it at each edit of the file.  The
 * text never changes after edit_src_new, so the cache is not part of
 * what the const promises. */
uint64_t edit_src_hash(const struct edit_src *s)
{
	struct edit_src *m = (struct edit_src *)s;

	if (!m->hashed) {
		m->hash = smpl_hash(s->text, s->len);
		m->hashed = 1;
	}
	return m->hash;
}

uint32_t edit_src_ntoks(const struct edit_src *s)
{
	return s->ntoks;
}

const struct edit_tok *edit_src_tok(const struct edit_src *s, uint32_t i)
{
	return i < s->ntoks ? &s->toks[i] : NULL;
}

uint32_t edit_src_tok_from(const struct edit_src *s, uint32_t off)
{
	uint32_t lo = 0, hi = s->ntoks;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (s->toks[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

int edit_src_tok_is(const struct edit_src *s, uint32_t i, const char *str)
{
	size_t n = strlen(str);

	return i < s->ntoks && s->toks[i].len == n &&
	       !memcmp(s->text + s->toks[i].off, str, n);
}

uint32_t edit_src_nlines(const struct edit_src *s)
{
	return s->nlines;
}

uint32_t edit_src_line_off(const struct edit_src *s, uint32_t line)
{
	if (line < 1)
		return 0;
	return line > s->nlines ? s->len : s->lines[line - 1];
}

uint32_t edit_src_line_of(const struct edit_src *s, uint32_t off)
{
	uint32_t lo = 1, hi = s->nlines;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo + 1) / 2;

		if (s->lines[mid - 1] <= off)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

uint32_t edit_src_offset(const struct edit_src *s, uint32_t line,
			 uint32_t col)
{
	uint32_t start;

	if (line < 1 || line > s->nlines || col < 1)
		return UINT32_MAX;
	start = s->lines[line - 1];
	if (col - 1 > s->lines[line] - start)
		return UINT32_MAX;
	return start + col - 1;
}

char *edit_src_join(const struct edit_src *s, uint32_t i, unsigned max)
{
	size_t size = 1, at = 0;
	uint32_t n;
	char *out;

	for (n = 0; n < max && i + n < s->ntoks; n++)
		size += s->toks[i + n].len + 1;
	out = malloc(size);
	for (n = 0; n < max && i + n < s->ntoks; n++) {
		if (n)
			out[at++] = ' ';
		memcpy(out + at, s->text + s->toks[i + n].off,
		       s->toks[i + n].len);
		at += s->toks[i + n].len;
	}
	out[at] = 0;
	return out;
}

char *edit_src_tokens_at(const struct edit_src *s, uint32_t line,
			 uint32_t col, unsigned max)
{
	uint32_t off = edit_src_offset(s, line, col), i, n;

	if (off == UINT32_MAX)
		return NULL;
	i = edit_src_tok_from(s, off);
	if (i >= s->ntoks || s->toks[i].off != off)
		return NULL;
	/* a preprocessor line ends them: joined with what follows, it
	 * would read back as one longer line */
	for (n = 0; n + 1 < max && i + n < s->ntoks; n++)
		if (s->toks[i + n].kind == EDIT_TK_PP)
			return edit_src_join(s, i, n + 1);
	return edit_src_join(s, i, max);
}
