/* prec.h - C's operator precedence, for the + code the matcher writes:
 * a metavariable's value put next to an operator, or + code put where
 * the removed expression was, gets parentheses where C would otherwise
 * read it another way (docs/matcher.md, "Parentheses in + code"). */
#ifndef SMPL_MATCH_PREC_H
#define SMPL_MATCH_PREC_H

#include <stddef.h>
#include <stdint.h>
#include "view.h"

/* From loosest to tightest; an expression of level l can stand where
 * level n is needed without parentheses when l >= n. */
enum match_prec {
	MATCH_PREC_NONE, MATCH_PREC_COMMA, MATCH_PREC_ASSIGN, MATCH_PREC_COND,
	MATCH_PREC_LOR, MATCH_PREC_LAND, MATCH_PREC_BOR, MATCH_PREC_XOR,
	MATCH_PREC_BAND, MATCH_PREC_EQ, MATCH_PREC_REL, MATCH_PREC_SHIFT,
	MATCH_PREC_ADD, MATCH_PREC_MUL, MATCH_PREC_UNARY, MATCH_PREC_POSTFIX
};

/* The level of e as the source has it: POSTFIX when it is written in
 * parentheses (and those are kept with it). */
int match_prec_expr(const struct match_expr *e);

/* The level an expression needs to stand as kid k of e unparenthesized;
 * COMMA (anything) when e writes that kid in parentheses itself. */
int match_prec_slot(const struct match_expr *e, uint32_t k);

/* The level of the binary operator spelled s[0, n), 0 when s is none
 * (assignments count as ASSIGN, `?` and `:` as COND, `,` as COMMA). */
int match_prec_binop(const char *s, size_t n);

/* C text of an expression, as + code writes it: its level, or 0 when it
 * is no expression (a statement, a declaration, unbalanced). */
int match_prec_text(const char *s, size_t n);

#endif
