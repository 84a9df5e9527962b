/* prec.c - C's operator precedence for the + code the matcher writes
 * (prec.h).  Levels follow C11 6.5: a binary operator's left operand may
 * be of its own level (left to right), its right operand must be tighter;
 * assignment and `?:` group right to left. */
#include <ctype.h>
#include <string.h>
#include "prec.h"
#include "ctok.h"

static const struct { const char *s; uint8_t prec; } binops[] = {
	{ ",", MATCH_PREC_COMMA },
	{ "=", MATCH_PREC_ASSIGN }, { "+=", MATCH_PREC_ASSIGN },
	{ "-=", MATCH_PREC_ASSIGN }, { "*=", MATCH_PREC_ASSIGN },
	{ "/=", MATCH_PREC_ASSIGN }, { "%=", MATCH_PREC_ASSIGN },
	{ "<<=", MATCH_PREC_ASSIGN }, { ">>=", MATCH_PREC_ASSIGN },
	{ "&=", MATCH_PREC_ASSIGN }, { "^=", MATCH_PREC_ASSIGN },
	{ "|=", MATCH_PREC_ASSIGN },
	{ "?", MATCH_PREC_COND }, { ":", MATCH_PREC_COND },
	{ "||", MATCH_PREC_LOR }, { "&&", MATCH_PREC_LAND },
	{ "|", MATCH_PREC_BOR }, { "^", MATCH_PREC_XOR },
	{ "&", MATCH_PREC_BAND },
	{ "==", MATCH_PREC_EQ }, { "!=", MATCH_PREC_EQ },
	{ "<", MATCH_PREC_REL }, { ">", MATCH_PREC_REL },
	{ "<=", MATCH_PREC_REL }, { ">=", MATCH_PREC_REL },
	{ "<<", MATCH_PREC_SHIFT }, { ">>", MATCH_PREC_SHIFT },
	{ "+", MATCH_PREC_ADD }, { "-", MATCH_PREC_ADD },
	{ "*", MATCH_PREC_MUL }, { "/", MATCH_PREC_MUL },
	{ "%", MATCH_PREC_MUL },
};

int match_prec_binop(const char *s, size_t n)
{
	for (size_t i = 0; i < sizeof(binops) / sizeof(binops[0]); i++)
		if (strlen(binops[i].s) == n && !memcmp(binops[i].s, s, n))
			return binops[i].prec;
	return 0;
}

static int op_prec(int op)
{
	return match_prec_binop(smpl_op_names[op], strlen(smpl_op_names[op]));
}

static int kind_prec(const struct match_expr *e)
{
	switch (e->kind) {
	case MATCH_E_CAST: case MATCH_E_SIZEOF: case MATCH_E_SIZEOFT:
		return MATCH_PREC_UNARY;
	case MATCH_E_UNARY:
		return e->op == SMPL_OP_POSTINC || e->op == SMPL_OP_POSTDEC ?
		       MATCH_PREC_POSTFIX : MATCH_PREC_UNARY;
	case MATCH_E_BINARY:
		return op_prec(e->op);
	case MATCH_E_ASSIGN:
		return MATCH_PREC_ASSIGN;
	case MATCH_E_COND:
		return MATCH_PREC_COND;
	case MATCH_E_COMMA:
		return MATCH_PREC_COMMA;
	case MATCH_E_OPAQUE:	/* tokens the reader could not read: anything */
		return e->flags & MATCH_EF_UNREAD ? MATCH_PREC_COMMA :
		       MATCH_PREC_POSTFIX;
	default:
		return MATCH_PREC_POSTFIX;
	}
}

int match_prec_expr(const struct match_expr *e)
{
	return e->flags & MATCH_EF_PARENS ? MATCH_PREC_POSTFIX : kind_prec(e);
}

int match_prec_slot(const struct match_expr *e, uint32_t k)
{
	if (k < e->nkids && (e->kids[k]->flags & MATCH_EF_PARENS))
		return MATCH_PREC_COMMA;
	switch (e->kind) {
	case MATCH_E_CALL: case MATCH_E_FIELD:
		return k ? MATCH_PREC_ASSIGN : MATCH_PREC_POSTFIX;
	case MATCH_E_INDEX:
		return k ? MATCH_PREC_COMMA : MATCH_PREC_POSTFIX;
	case MATCH_E_CAST: case MATCH_E_SIZEOF: case MATCH_E_UNARY:
		return kind_prec(e);
	case MATCH_E_BINARY:
		return op_prec(e->op) + (k > 0);
	case MATCH_E_ASSIGN:
		return k ? MATCH_PREC_ASSIGN : MATCH_PREC_UNARY;
	case MATCH_E_COND:
		return k == 0 ? MATCH_PREC_LOR :
		       k == 1 ? MATCH_PREC_COMMA : MATCH_PREC_COND;
	case MATCH_E_COMMA:
		return k ? MATCH_PREC_ASSIGN : MATCH_PREC_COMMA;
	default:
		return MATCH_PREC_ASSIGN;
	}
}

/* ---- + code as text ---- */

static int is_word(const char *s, size_t n, const char *w)
{
	return strlen(w) == n && !memcmp(s, w, n);
}

static int is_operand(const char *s)
{
	return isalnum((unsigned char)*s) || *s == '_' || *s == '"' ||
	       *s == '\'';
}

static int is_prefix(const char *s, size_t n)
{
	static const char *const ops[] = { "sizeof", "+", "-", "*", "&", "!",
					   "~", "++", "--" };

	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (is_word(s, n, ops[i]))
			return 1;
	return 0;
}

static int is_keyword(const char *s, size_t n)
{
	static const char *const kw[] = {
		"return", "if", "else", "while", "for", "do", "switch", "case",
		"default", "goto", "break", "continue", "int", "char", "long",
		"short", "unsigned", "signed", "void", "struct", "union",
		"enum", "static", "const", "volatile", "extern", "typedef",
		"float", "double", "_Bool", "auto", "register", "inline",
	};

	for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
		if (is_word(s, n, kw[i]))
			return 1;
	return 0;
}

/* The tokens at depth 0 decide: groups in ( ) or [ ] are operands or
 * postfix parts (a call, an index); a group in operand position followed
 * by an operand was a cast. */
static int prec_toks(const struct match_ctoks *t)
{
	const char *p;
	uint32_t i, n;
	int depth = 0, prec = MATCH_PREC_POSTFIX, any = 0;
	int operand = 0;	/* the last token at depth 0 ended an operand */
	int open_lead = 0, cast = 0, b;

	for (i = 0; i < t->n && t->v[i].kind != MATCH_CT_EOF; i++, any = 1) {
		p = t->v[i].s;
		n = t->v[i].len;
		if (t->v[i].kind == MATCH_CT_PP || *p == ';' || *p == '{' ||
		    *p == '}' || (!depth && is_keyword(p, n)))
			return 0;
		if (depth) {
			if (*p == '(' || *p == '[')
				depth++;
			else if ((*p == ')' || *p == ']') && !--depth) {
				operand = 1;
				cast = open_lead;
			}
			continue;
		}
		if (*p == '(' || *p == '[') {
			if (*p == '[' && !operand)
				return 0;
			open_lead = !operand;
			if (operand && cast && prec > MATCH_PREC_UNARY)
				prec = MATCH_PREC_UNARY;	/* (T)(x) */
			depth++;
			cast = 0;
			continue;
		}
		if (*p == ')' || *p == ']')
			return 0;
		if (!operand) {
			if (is_prefix(p, n)) {
				if (prec > MATCH_PREC_UNARY)
					prec = MATCH_PREC_UNARY;
			} else if (is_operand(p))
				operand = 1;
			else
				return 0;
		} else if ((b = match_prec_binop(p, n))) {
			if (prec > b)
				prec = b;
			operand = 0;
		} else if (is_operand(p) && cast) {
			if (prec > MATCH_PREC_UNARY)
				prec = MATCH_PREC_UNARY;
		} else if (!is_word(p, n, ".") && !is_word(p, n, "->") &&
			   !is_word(p, n, "++") && !is_word(p, n, "--"))
			return 0;
		else if (is_word(p, n, ".") || is_word(p, n, "->"))
			operand = 0;	/* the field name follows */
		cast = 0;
	}
	return any && !depth && operand ? prec : 0;
}

int match_prec_text(const char *s, size_t len)
{
	struct match_ctoks t = { 0 };
	int prec;

	match_ctok_lex(s, len, &t);	/* the C reader's tokens */
	prec = prec_toks(&t);
	match_ctok_free(&t);
	return prec;
}
