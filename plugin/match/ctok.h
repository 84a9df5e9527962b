/* ctok.h - tokens of C text for the C reader (cview.c); a directive
 * line is one MATCH_CT_PP token. */
#ifndef MATCH_CTOK_H
#define MATCH_CTOK_H

#include <stddef.h>
#include <stdint.h>

enum match_ctok_kind { MATCH_CT_ID, MATCH_CT_NUM, MATCH_CT_STR,
		       MATCH_CT_CHR, MATCH_CT_PUNCT, MATCH_CT_PP,
		       MATCH_CT_EOF };

/* end_col is one past the last character, on end_line. */
struct match_ctok {
	enum match_ctok_kind kind;
	const char *s;
	uint32_t len;
	uint32_t line, col, end_line, end_col;
};

struct match_ctoks {
	struct match_ctok *v;
	uint32_t n, cap;
};

/* Always ends with an EOF token. */
void match_ctok_lex(const char *text, size_t len, struct match_ctoks *out);
void match_ctok_free(struct match_ctoks *t);
/* Appends a copy of k. */
void match_ctok_push(struct match_ctoks *t, const struct match_ctok *k);
/* An identifier or punctuator spelled s. */
int match_ctok_is(const struct match_ctok *k, const char *s);

#endif
