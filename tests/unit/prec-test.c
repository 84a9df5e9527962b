/* prec-test.c - C's precedence as the matcher reads it when it writes +
 * code (plugin/match/prec.c): the level of + code text (the operator
 * that binds loosest outside any parentheses, casts, unary operators,
 * text that is no expression), and the level each place of an
 * expression needs (operands of binary operators on either side,
 * assignment, `?:`, calls, a kid written in parentheses). */
#include <stdio.h>
#include <string.h>
#include "prec.h"

static int failures;

static void check(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
	failures += !ok;
}

static void text(const char *s, int want)
{
	char what[160];
	int got = match_prec_text(s, strlen(s));

	snprintf(what, sizeof(what), "level of `%s` is %d (got %d)", s, want,
		 got);
	check(got == want, what);
}

static struct match_expr ids[3];

static struct match_expr *kids2[2] = { &ids[0], &ids[1] };
static struct match_expr *kids3[3] = { &ids[0], &ids[1], &ids[2] };

static void slot(enum match_ekind kind, int op, uint32_t k, int parens,
		 int want, const char *what)
{
	struct match_expr e = { .kind = (uint8_t)kind, .op = (uint8_t)op,
				.nkids = kind == MATCH_E_COND ? 3 : 2,
				.kids = kind == MATCH_E_COND ? kids3 : kids2 };
	int got;

	for (int i = 0; i < 3; i++)
		ids[i] = (struct match_expr){ .kind = MATCH_E_ID, .str = "x" };
	if (parens)
		ids[k].flags |= MATCH_EF_PARENS;
	got = match_prec_slot(&e, k);
	check(got == want, what);
}

int main(void)
{
	text("a", MATCH_PREC_POSTFIX);
	text("f(a, b)->c[1]", MATCH_PREC_POSTFIX);
	text("(a + b)", MATCH_PREC_POSTFIX);
	text("a--", MATCH_PREC_POSTFIX);
	text("-a", MATCH_PREC_UNARY);
	text("!x", MATCH_PREC_UNARY);
	text("(int)x", MATCH_PREC_UNARY);
	text("(unsigned long)(x)", MATCH_PREC_UNARY);
	text("sizeof x", MATCH_PREC_UNARY);
	text("sizeof(struct s)", MATCH_PREC_UNARY);
	text("a * b + c", MATCH_PREC_ADD);
	text("a + b * c", MATCH_PREC_ADD);
	text("(a) - b", MATCH_PREC_ADD);
	text("a << 1", MATCH_PREC_SHIFT);
	text("x[1] & 2", MATCH_PREC_BAND);
	text("f(x) == 0", MATCH_PREC_EQ);
	text("a && b || c", MATCH_PREC_LOR);
	text("a ? b : c", MATCH_PREC_COND);
	text("a = b", MATCH_PREC_ASSIGN);
	text("a |= b << 2", MATCH_PREC_ASSIGN);
	text("a, b", MATCH_PREC_COMMA);
	text("x /* why */ + 1", MATCH_PREC_ADD);
	text("return a;", 0);
	text("a b", 0);
	text("f(a", 0);
	text("if (a) b", 0);
	text("", 0);

	slot(MATCH_E_BINARY, SMPL_OP_SUB, 0, 0, MATCH_PREC_ADD,
	     "left of `-`: additive is enough");
	slot(MATCH_E_BINARY, SMPL_OP_SUB, 1, 0, MATCH_PREC_MUL,
	     "right of `-`: tighter than additive");
	slot(MATCH_E_BINARY, SMPL_OP_MUL, 1, 1, MATCH_PREC_COMMA,
	     "right of `*` written in parentheses: anything");
	slot(MATCH_E_ASSIGN, SMPL_OP_NONE, 0, 0, MATCH_PREC_UNARY,
	     "left of `=`: unary");
	slot(MATCH_E_ASSIGN, SMPL_OP_NONE, 1, 0, MATCH_PREC_ASSIGN,
	     "right of `=`: an assignment");
	slot(MATCH_E_COND, SMPL_OP_NONE, 0, 0, MATCH_PREC_LOR,
	     "condition of `?:`: logical or");
	slot(MATCH_E_COND, SMPL_OP_NONE, 1, 0, MATCH_PREC_COMMA,
	     "middle of `?:`: anything");
	slot(MATCH_E_COND, SMPL_OP_NONE, 2, 0, MATCH_PREC_COND,
	     "last of `?:`: a conditional");
	slot(MATCH_E_CALL, SMPL_OP_NONE, 0, 0, MATCH_PREC_POSTFIX,
	     "called function: postfix");
	slot(MATCH_E_CALL, SMPL_OP_NONE, 1, 0, MATCH_PREC_ASSIGN,
	     "argument: no comma expression");
	slot(MATCH_E_UNARY, SMPL_OP_NEG, 0, 0, MATCH_PREC_UNARY,
	     "operand of unary `-`: unary");
	check(match_prec_binop("<<=", 3) == MATCH_PREC_ASSIGN &&
	      match_prec_binop("%", 1) == MATCH_PREC_MUL &&
	      match_prec_binop("->", 2) == 0, "binary operators by spelling");
	return failures != 0;
}
