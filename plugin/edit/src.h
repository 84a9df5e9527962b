/* src.h - the tokens and lines of a source view, for the other files of
 * plugin/edit/ (edit.c widens statements and finds lone bodies with
 * them).  Not for use outside plugin/edit/: edit.h is the interface. */
#ifndef EDIT_SRC_H
#define EDIT_SRC_H

#include "edit.h"

enum edit_tok_kind {
	EDIT_TK_IDENT, EDIT_TK_NUMBER, EDIT_TK_STRING, EDIT_TK_CHAR,
	EDIT_TK_PUNCT, EDIT_TK_PP	/* a whole preprocessor line */
};

/* One token: its bytes [off, off + len), where it starts (from 1). */
struct edit_tok {
	uint32_t off, len, line, col;
	uint8_t kind;
};

uint32_t edit_src_ntoks(const struct edit_src *s);
const struct edit_tok *edit_src_tok(const struct edit_src *s, uint32_t i);
/* The index of the first token that starts at or after off (ntoks when
 * none does). */
uint32_t edit_src_tok_from(const struct edit_src *s, uint32_t off);
/* Whether token i exists and its text is str. */
int edit_src_tok_is(const struct edit_src *s, uint32_t i, const char *str);
/* Up to max tokens from token i, separated by single spaces (malloc'd;
 * "" past the last token). */
char *edit_src_join(const struct edit_src *s, uint32_t i, unsigned max);

uint32_t edit_src_nlines(const struct edit_src *s);
/* The offset where line starts (1-based); the text's length for the
 * line after the last. */
uint32_t edit_src_line_off(const struct edit_src *s, uint32_t line);
/* The line (from 1) that holds the byte at off. */
uint32_t edit_src_line_of(const struct edit_src *s, uint32_t off);

/* ---- statements (stmt.c), by token index ---- */

/* The first token of the statement that holds token i: for a token in
 * the header of an if/for/while/switch, that keyword. */
uint32_t edit_stmt_first(const struct edit_src *s, uint32_t i);
/* The last token of the statement starting at first: its ';', or for
 * if/for/while/switch the ')' closing the header. */
uint32_t edit_stmt_last(const struct edit_src *s, uint32_t first);
/* The last token of the whole statement starting at first, bodies and
 * else branches included. */
uint32_t edit_stmt_full_last(const struct edit_src *s, uint32_t first);

/* A statement that is the unbraced body of a control statement. */
struct edit_lone {
	uint32_t kw;		/* if, for, while, switch, else or do */
	uint32_t hdr_end;	/* the header's ')', or the else/do */
	uint32_t first, last;	/* the body, whole */
};

/* Whether the { } block starting at first is the body of an if, else,
 * loop or do (a braced arm: + code beside it needs braces around both,
 * as beside a lone body). */
int edit_stmt_arm(const struct edit_src *s, uint32_t first,
		  struct edit_lone *out);
/* Whether the statement starting at first is a lone body. */
int edit_stmt_lone(const struct edit_src *s, uint32_t first,
		   struct edit_lone *out);

/* ---- + code (plus.c) ---- */

/* The + code as lines indented by ind in kernel style: one more tab per
 * '{' still open, a line inside an unclosed '(' aligned after it (one
 * tab more when the '(' ends its line).  With first NULL every line is
 * indented and ends in '\n'; otherwise the first line is not indented
 * (first is what stands before it on its line, tabs kept, for the
 * alignment) and the result has no final '\n'.  malloc'd. */
char *edit_plus_lines(const char *text, const char *ind, const char *first);
/* The + code on one line: its lines trimmed, joined by spaces. */
char *edit_plus_oneline(const char *text);
/* Whether + text defines a function (a header with its '{' at the
 * text's top level). */
int edit_plus_defines_fn(const char *text);
/* The braces + text leaves open (negative: closes), and in *min the
 * lowest depth it reaches (0 when it never closes more than it
 * opened). */
int edit_plus_balance(const char *text, int *min);
/* How many statements the + code holds (at its outer level). */
unsigned edit_plus_stmts(const char *text);

#endif
