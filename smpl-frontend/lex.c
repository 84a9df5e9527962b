/* lex.c - the SmPL lexer.  One pass over the text; the region (outside,
 * header, declarations, body, script) decides how '@', column-0 markers
 * and '=~' are read.  Comments are dropped.  Errors are reported and the
 * offending character skipped, so lexing always reaches the end. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "lex.h"

static const char *const tok_names[SMPL_NTOKS] = {
#define X(name, spelling) spelling,
#include "tokens.def"
#undef X
};

struct lexer {
	const char *text, *end, *p;
	const char *bol;	/* start of the current line */
	uint32_t line;
	uint8_t region;
	uint8_t mark;		/* marker of the current line */
	uint8_t script;		/* the current header is a script's */
	uint8_t at_bol;		/* no token yet on this line */
	uint8_t plusplus;	/* the line is marked `++` */
	struct smpl_diag *d;
	struct smpl_tokens *out;
	uint32_t cap;
};

/* operators: longest first within each leading character */
static const struct { const char *s; uint8_t kind; } ops[] = {
	{ "<<=", SMPL_T_SHL_ASSIGN }, { ">>=", SMPL_T_SHR_ASSIGN },
	{ "->", SMPL_T_ARROW }, { "++", SMPL_T_INC }, { "--", SMPL_T_DEC },
	{ "<<", SMPL_T_SHL }, { ">>", SMPL_T_SHR }, { "<=", SMPL_T_LE },
	{ ">=", SMPL_T_GE }, { "==", SMPL_T_EQEQ }, { "!=", SMPL_T_NE },
	{ "&&", SMPL_T_ANDAND }, { "||", SMPL_T_OROR },
	{ "*=", SMPL_T_MUL_ASSIGN }, { "/=", SMPL_T_DIV_ASSIGN },
	{ "%=", SMPL_T_MOD_ASSIGN }, { "+=", SMPL_T_ADD_ASSIGN },
	{ "-=", SMPL_T_SUB_ASSIGN }, { "&=", SMPL_T_AND_ASSIGN },
	{ "^=", SMPL_T_XOR_ASSIGN }, { "|=", SMPL_T_OR_ASSIGN },
	{ "##", SMPL_T_HASHHASH },
	{ "(", SMPL_T_LPAREN }, { ")", SMPL_T_RPAREN },
	{ "{", SMPL_T_LBRACE }, { "}", SMPL_T_RBRACE },
	{ "[", SMPL_T_LBRACK }, { "]", SMPL_T_RBRACK },
	{ ";", SMPL_T_SEMI }, { ",", SMPL_T_COMMA }, { ".", SMPL_T_DOT },
	{ "&", SMPL_T_AMP }, { "*", SMPL_T_STAR }, { "+", SMPL_T_PLUS },
	{ "-", SMPL_T_MINUS }, { "~", SMPL_T_TILDE }, { "!", SMPL_T_BANG },
	{ "/", SMPL_T_SLASH }, { "%", SMPL_T_PERCENT }, { "<", SMPL_T_LT },
	{ ">", SMPL_T_GT }, { "^", SMPL_T_CARET }, { "|", SMPL_T_PIPE },
	{ "?", SMPL_T_QUESTION }, { ":", SMPL_T_COLON },
	{ "=", SMPL_T_ASSIGN }, { "#", SMPL_T_HASH },
};

static const struct { const char *s; uint8_t kind; } keywords[] = {
	{ "if", SMPL_T_K_IF }, { "else", SMPL_T_K_ELSE },
	{ "while", SMPL_T_K_WHILE }, { "do", SMPL_T_K_DO },
	{ "for", SMPL_T_K_FOR }, { "switch", SMPL_T_K_SWITCH },
	{ "case", SMPL_T_K_CASE }, { "default", SMPL_T_K_DEFAULT },
	{ "return", SMPL_T_K_RETURN }, { "goto", SMPL_T_K_GOTO },
	{ "break", SMPL_T_K_BREAK }, { "continue", SMPL_T_K_CONTINUE },
	{ "sizeof", SMPL_T_K_SIZEOF }, { "struct", SMPL_T_K_STRUCT },
	{ "union", SMPL_T_K_UNION }, { "enum", SMPL_T_K_ENUM },
	{ "const", SMPL_T_K_CONST }, { "volatile", SMPL_T_K_VOLATILE },
	{ "static", SMPL_T_K_STATIC }, { "extern", SMPL_T_K_EXTERN },
	{ "inline", SMPL_T_K_INLINE }, { "unsigned", SMPL_T_K_UNSIGNED },
	{ "signed", SMPL_T_K_SIGNED }, { "void", SMPL_T_K_VOID },
	{ "char", SMPL_T_K_CHAR }, { "short", SMPL_T_K_SHORT },
	{ "int", SMPL_T_K_INT }, { "long", SMPL_T_K_LONG },
	{ "float", SMPL_T_K_FLOAT }, { "double", SMPL_T_K_DOUBLE },
	{ "_Bool", SMPL_T_K_BOOL }, { "bool", SMPL_T_K_BOOL },
};

const char *smpl_lex_name(enum smpl_tok kind)
{
	return kind < SMPL_NTOKS ? tok_names[kind] : "?";
}

static struct smpl_pos here(const struct lexer *L, const char *p)
{
	return (struct smpl_pos){ L->line, (uint32_t)(p - L->bol) + 1 };
}

static void emit(struct lexer *L, uint8_t kind, const char *start,
		 const char *end)
{
	struct smpl_token *t;

	if (L->out->n == L->cap) {
		L->cap = L->cap ? L->cap * 2 : 256;
		L->out->v = realloc(L->out->v, L->cap * sizeof(*t));
		if (!L->out->v)
			abort();
	}
	t = &L->out->v[L->out->n++];
	t->kind = kind;
	t->mark = L->mark;
	t->flags = (L->at_bol ? SMPL_TF_BOL : 0) |
		   (start == L->bol ? SMPL_TF_COL0 : 0) |
		   (L->plusplus ? SMPL_TF_PLUSPLUS : 0);
	t->region = L->region;
	t->pos = here(L, start);
	t->text = start;
	t->len = (uint32_t)(end - start);
	L->at_bol = 0;
}

static void newline(struct lexer *L)
{
	L->p++;
	L->line++;
	L->bol = L->p;
	L->at_bol = 1;
	L->mark = SMPL_TM_CTX;
	L->plusplus = 0;
}

/* Length of the UTF-8 character at p and its code point, or 0. */
static int utf8_char(const struct lexer *L, const char *p, uint32_t *cp)
{
	const unsigned char *s = (const unsigned char *)p;
	int n = s[0] >= 0xf0 && s[0] < 0xf5 ? 4 : s[0] >= 0xe0 ? 3
		: s[0] >= 0xc2 && s[0] < 0xe0 ? 2 : 0;
	int i;

	if (s[0] >= 0xf5 || n == 0 || L->end - p < n)
		return 0;
	*cp = s[0] & (0x3f >> (n - 1));
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		*cp = *cp << 6 | (s[i] & 0x3f);
	}
	return n;
}

/* A character that starts no token: reported once, and an ERROR token
 * tells the parser to give up on this rule without a second message. */
static void stray(struct lexer *L)
{
	unsigned char c = (unsigned char)*L->p;
	const char *s = L->p;
	uint32_t cp;
	int n;

	if (isprint(c)) {
		smpl_error(L->d, here(L, s), "stray '%c' in rule", c);
		n = 1;
	} else if ((n = utf8_char(L, s, &cp)) > 0) {
		smpl_error(L->d, here(L, s), "stray '%.*s' (U+%04X) in rule",
			   n, s, cp);
	} else {
		smpl_error(L->d, here(L, s), "stray byte 0x%02x in rule", c);
		n = 1;
	}
	L->p += n;
	emit(L, SMPL_T_ERROR, s, L->p);
}

/* A comment keeps the marker of the line it starts on. */
static void skip_block_comment(struct lexer *L)
{
	struct smpl_pos start = here(L, L->p);

	L->p += 2;
	while (L->p + 1 < L->end && !(L->p[0] == '*' && L->p[1] == '/')) {
		if (*L->p == '\n') {
			uint8_t mark = L->mark, bol = L->at_bol;
			uint8_t pp = L->plusplus;

			newline(L);
			L->mark = mark;
			L->at_bol = bol;
			L->plusplus = pp;
		} else {
			L->p++;
		}
	}
	if (L->p + 1 >= L->end) {
		smpl_error(L->d, start, "unterminated comment");
		L->p = L->end;
		emit(L, SMPL_T_ERROR, L->p, L->p);
		return;
	}
	L->p += 2;
}

/* A comment on a '+' line is + code: a COMMENT token from s to the
 * cursor (its text may span lines, each with its '+'); start is the
 * lexer as it was at s. */
static void plus_comment(struct lexer *L, const struct lexer *start,
			 const char *s)
{
	const char *e = L->p;
	struct smpl_token *t;

	if (start->mark != SMPL_TM_PLUS || start->region != SMPL_RG_BODY)
		return;
	if (e > s && e[-1] == '\r' && s[1] == '/')
		e--;
	emit(L, SMPL_T_COMMENT, s, e);
	t = &L->out->v[L->out->n - 1];
	t->mark = start->mark;
	t->pos = here(start, s);
	t->flags = (start->at_bol ? SMPL_TF_BOL : 0) |
		   (s == start->bol ? SMPL_TF_COL0 : 0) |
		   (start->plusplus ? SMPL_TF_PLUSPLUS : 0);
}

/* Skips blanks and comments; stops at a newline (not consumed). */
static void skip_blanks(struct lexer *L)
{
	struct lexer at;
	uint32_t n;

	while (L->p < L->end) {
		at = *L;
		n = L->out->n;
		if (*L->p == ' ' || *L->p == '\t' || *L->p == '\r' ||
		    *L->p == '\f' || *L->p == '\v') {
			L->p++;
		} else if (L->p + 1 < L->end && L->p[0] == '/' &&
			   L->p[1] == '/') {
			while (L->p < L->end && *L->p != '\n')
				L->p++;
			plus_comment(L, &at, at.p);
		} else if (L->p + 1 < L->end && L->p[0] == '/' &&
			   L->p[1] == '*') {
			skip_block_comment(L);
			if (L->out->n == n)	/* not unterminated */
				plus_comment(L, &at, at.p);
		} else {
			return;
		}
	}
}

static int is_ident(int c)
{
	return isalnum(c) || c == '_';
}

static void lex_ident(struct lexer *L)
{
	const char *s = L->p;
	size_t i, n;

	while (L->p < L->end && is_ident((unsigned char)*L->p))
		L->p++;
	n = (size_t)(L->p - s);
	for (i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++)
		if (strlen(keywords[i].s) == n && !memcmp(keywords[i].s, s, n)) {
			emit(L, keywords[i].kind, s, L->p);
			return;
		}
	emit(L, SMPL_T_IDENT, s, L->p);
}

/* pp-number, as C reads it: digits, letters, '.', and a sign after an
 * exponent letter */
static void lex_number(struct lexer *L)
{
	const char *s = L->p;
	int is_float = 0, hex = L->p[0] == '0' && L->p + 1 < L->end &&
				(L->p[1] == 'x' || L->p[1] == 'X');

	while (L->p < L->end) {
		char c = *L->p;

		if ((c == '+' || c == '-') && L->p > s &&
		    (hex ? (L->p[-1] == 'p' || L->p[-1] == 'P')
			 : (L->p[-1] == 'e' || L->p[-1] == 'E')))
			is_float = 1;
		else if (c == '.')
			is_float = 1;
		else if (!is_ident((unsigned char)c))
			break;
		L->p++;
	}
	emit(L, is_float ? SMPL_T_FLOAT : SMPL_T_INT, s, L->p);
}

/* A character constant or string, after a prefix of n characters
 * (u'x', U'x', L'x', u8"x"): one token with its prefix. */
static void lex_quoted(struct lexer *L, size_t n)
{
	const char *s = L->p;
	char q = L->p[n];

	L->p += n + 1;

	while (L->p < L->end && *L->p != q && *L->p != '\n') {
		if (*L->p == '\\' && L->p + 1 < L->end && L->p[1] != '\n')
			L->p++;
		L->p++;
	}
	if (L->p >= L->end || *L->p != q) {
		smpl_error(L->d, here(L, s), "missing terminating %c character",
			   q);
		emit(L, SMPL_T_ERROR, s, L->p);
		return;
	}
	L->p++;
	emit(L, q == '"' ? SMPL_T_STRING : SMPL_T_CHAR, s, L->p);
}

static int starts(const struct lexer *L, const char *s)
{
	size_t n = strlen(s);

	return (size_t)(L->end - L->p) >= n && !memcmp(L->p, s, n);
}

/* The length of the encoding prefix of a character constant or string
 * literal at the cursor (u, U, L, u8), 0 when there is none. */
static size_t quote_prefix(const struct lexer *L)
{
	size_t n = starts(L, "u8") ? 2 : (*L->p == 'u' || *L->p == 'U' ||
					   *L->p == 'L') ? 1 : 0;

	if (!n || L->p + n >= L->end || (L->p[n] != '"' && L->p[n] != '\''))
		return 0;
	return n;
}

/* A preprocessor line of a rule body ('#' first on its line).  #define
 * is a token of its own and the rest of its line is lexed as code, for
 * the macro's body may hold metavariables; any other line (#include,
 * #pragma, #ifdef...) is one token, up to the end of the line or a
 * comment, which is dropped as everywhere. */
static void lex_directive(struct lexer *L)
{
	const char *s = L->p, *w = L->p + 1, *e;

	while (w < L->end && (*w == ' ' || *w == '\t'))
		w++;
	e = w;
	while (e < L->end && is_ident((unsigned char)*e))
		e++;
	if (e - w == 6 && !memcmp(w, "define", 6)) {
		L->p = e;
		emit(L, SMPL_T_PPDEFINE, s, e);
		return;
	}
	while (e < L->end && *e != '\n' &&
	       !(*e == '/' && e + 1 < L->end && (e[1] == '/' || e[1] == '*')))
		e++;
	L->p = e;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	emit(L, SMPL_T_PPLINE, s, e);
}

/* '...' and its nest forms, '\(' and friends, '@', '=~', '!~' */
static int lex_smpl_op(struct lexer *L)
{
	static const struct { const char *s; uint8_t kind; } sops[] = {
		{ "<+...", SMPL_T_NESTP_OPEN }, { "...+>", SMPL_T_NESTP_CLOSE },
		{ "<...", SMPL_T_NEST_OPEN }, { "...>", SMPL_T_NEST_CLOSE },
		{ "...", SMPL_T_DOTS }, { "\\(", SMPL_T_EDISJ_OPEN },
		{ "\\|", SMPL_T_EDISJ_BAR }, { "\\&", SMPL_T_EDISJ_AND },
		{ "\\)", SMPL_T_EDISJ_CLOSE },
	};
	const char *s = L->p;
	size_t i;

	for (i = 0; i < sizeof(sops) / sizeof(sops[0]); i++)
		if (starts(L, sops[i].s)) {
			L->p += strlen(sops[i].s);
			emit(L, sops[i].kind, s, L->p);
			return 1;
		}
	if (L->region == SMPL_RG_META && (starts(L, "=~") || starts(L, "!~"))) {
		L->p += 2;
		emit(L, *s == '=' ? SMPL_T_MATCH : SMPL_T_NMATCH, s, L->p);
		return 1;
	}
	return 0;
}

static void lex_op(struct lexer *L)
{
	const char *s = L->p;
	size_t i;

	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (starts(L, ops[i].s)) {
			L->p += strlen(ops[i].s);
			emit(L, ops[i].kind, s, L->p);
			return;
		}
	stray(L);
}

/* The rest of a script rule, up to the next '@' in column 0, is one RAW
 * token: it is never read. */
static void lex_script_body(struct lexer *L)
{
	const char *s = L->p;

	while (L->p < L->end && !(*L->p == '@' && L->p == L->bol)) {
		if (*L->p == '\n')
			newline(L);
		else
			L->p++;
	}
	L->region = SMPL_RG_OUTSIDE;
	if (L->out->n && L->out->v[L->out->n - 1].kind == SMPL_T_RAW &&
	    L->out->v[L->out->n - 1].text == s)	/* the code, for parse.c */
		L->out->v[L->out->n - 1].len = (uint32_t)(L->p - s);
}

/* @ : in column 0 outside a header it opens one; in a header it closes
 * it; '@@' ends the declarations; elsewhere it attaches a position. */
static void lex_at(struct lexer *L)
{
	const char *s = L->p;

	if (L->p == L->bol && (L->region == SMPL_RG_OUTSIDE ||
			       L->region == SMPL_RG_BODY)) {
		L->p++;
		L->mark = SMPL_TM_CTX;
		L->region = SMPL_RG_HEADER;
		L->script = 0;
		emit(L, SMPL_T_AT, s, L->p);
		L->out->v[L->out->n - 1].flags |= SMPL_TF_OPEN;
		return;
	}
	if (L->region == SMPL_RG_HEADER) {
		L->p++;
		emit(L, SMPL_T_AT, s, L->p);
		L->region = SMPL_RG_META;
		return;
	}
	if (L->region == SMPL_RG_META && starts(L, "@@")) {
		L->p += 2;
		emit(L, SMPL_T_ATAT, s, L->p);
		L->region = L->script ? SMPL_RG_SCRIPT : SMPL_RG_BODY;
		if (L->script)
			emit(L, SMPL_T_RAW, L->p, L->p);
		return;
	}
	L->p++;
	emit(L, SMPL_T_AT, s, L->p);
}

/* column 0 of a body line: a marker, or nothing */
static void lex_marker(struct lexer *L)
{
	static const char structural[] = "(|)&?";
	static const uint8_t kinds[] = { SMPL_T_DISJ_OPEN, SMPL_T_DISJ_BAR,
		SMPL_T_DISJ_CLOSE, SMPL_T_CONJ_AND, SMPL_T_OPTMARK };
	const char *c;

	switch (*L->p) {
	case '-': L->mark = SMPL_TM_MINUS; L->p++; return;
	case '+':	/* `++`: + code that may go in several times */
		L->mark = SMPL_TM_PLUS;
		L->plusplus = L->p[1] == '+';
		L->p += L->plusplus ? 2 : 1;
		return;
	case '*': L->mark = SMPL_TM_STAR; L->p++; return;
	}
	c = *L->p ? strchr(structural, *L->p) : NULL;
	if (c) {
		L->p++;
		emit(L, kinds[c - structural], L->p - 1, L->p);
	}
	/* `?-  bar();`: an optional statement that is removed */
	if (c && *c == '?' && (*L->p == '-' || *L->p == '*')) {
		L->mark = *L->p == '-' ? SMPL_TM_MINUS : SMPL_TM_STAR;
		L->p++;
	}
}

/* Notes 'script:', 'initialize:' and 'finalize:' right after a header's
 * opening '@': such a rule's body is not SmPL. */
static void note_script(struct lexer *L)
{
	static const char *const kinds[] = { "script:", "initialize:",
					     "finalize:" };
	size_t i;

	for (i = 0; i < 3; i++)
		if (starts(L, kinds[i]))
			L->script = 1;
}

/* A `#spatch` line before or between rules (`# spatch -D x=a`): the
 * options spatch takes from the file, one RAW token; compile.c reads
 * its -D options. */
static int lex_spatch_line(struct lexer *L)
{
	const char *s = L->p + 1;

	if (L->region != SMPL_RG_OUTSIDE || L->p != L->bol || *L->p != '#')
		return 0;
	while (s < L->end && (*s == ' ' || *s == '\t'))
		s++;
	if ((size_t)(L->end - s) < 6 || memcmp(s, "spatch", 6) ||
	    (s + 6 < L->end && is_ident((unsigned char)s[6])))
		return 0;
	s = L->p;
	while (L->p < L->end && *L->p != '\n')
		L->p++;
	emit(L, SMPL_T_RAW, s, L->p);
	return 1;
}

static void lex_one(struct lexer *L)
{
	unsigned char c = (unsigned char)*L->p;

	if (c == '@')
		lex_at(L);
	else if (quote_prefix(L))
		lex_quoted(L, quote_prefix(L));
	else if (isalpha(c) || c == '_')
		lex_ident(L);
	else if (isdigit(c) || (c == '.' && L->p + 1 < L->end &&
				isdigit((unsigned char)L->p[1])))
		lex_number(L);
	else if (c == '"' || c == '\'')
		lex_quoted(L, 0);
	else if (!lex_smpl_op(L))
		lex_op(L);
}

void smpl_lex(const char *text, size_t len, struct smpl_diag *d,
	      struct smpl_tokens *out)
{
	struct lexer L = { .text = text, .end = text + len, .p = text,
			   .bol = text, .line = 1, .at_bol = 1, .d = d,
			   .out = out };

	out->v = NULL;
	out->n = 0;
	while (L.p < L.end) {
		if (L.region == SMPL_RG_SCRIPT) {
			lex_script_body(&L);
			continue;
		}
		if (L.p == L.bol && L.region == SMPL_RG_BODY && *L.p != '@')
			lex_marker(&L);
		skip_blanks(&L);
		if (L.p >= L.end)
			break;
		if (*L.p == '\n') {
			newline(&L);
			continue;
		}
		if (lex_spatch_line(&L))
			continue;
		if (L.region == SMPL_RG_HEADER && L.out->n &&
		    L.out->v[L.out->n - 1].kind == SMPL_T_AT &&
		    L.out->v[L.out->n - 1].region == SMPL_RG_HEADER)
			note_script(&L);
		if (L.region == SMPL_RG_BODY && L.at_bol && *L.p == '#')
			lex_directive(&L);
		else
			lex_one(&L);
	}
	L.mark = SMPL_TM_CTX;
	emit(&L, SMPL_T_EOF, L.p, L.p);
	out->v[out->n - 1].pos = smpl_lex_after(out, out->n - 1);
}

/* Where "end of rule" or "end of file" points: just after the token
 * before index i (1:1 when there is none). */
struct smpl_pos smpl_lex_after(const struct smpl_tokens *t, uint32_t i)
{
	const struct smpl_token *k;
	struct smpl_pos pos = { 1, 1 };
	uint32_t j;

	if (!i)
		return pos;
	k = &t->v[i - 1];
	pos = k->pos;
	for (j = 0; j < k->len; j++)
		if (k->text[j] == '\n') {
			pos.line++;
			pos.col = 1;
		} else {
			pos.col++;
		}
	return pos;
}

void smpl_lex_free(struct smpl_tokens *t)
{
	free(t->v);
	t->v = NULL;
	t->n = 0;
}

void smpl_lex_dump(const struct smpl_tokens *t, FILE *out)
{
	static const char marks[] = " -*+";
	static const char *const regions[] = { "outside", "header", "meta",
					       "body", "script" };
	uint32_t i;

	for (i = 0; i < t->n; i++) {
		const struct smpl_token *k = &t->v[i];

		fprintf(out, "%u:%u %c %-7s %-22s %.*s\n", k->pos.line,
			k->pos.col, marks[k->mark], regions[k->region],
			smpl_lex_name(k->kind), (int)k->len, k->text);
	}
}
