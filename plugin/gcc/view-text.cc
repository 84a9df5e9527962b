/* view-text.cc - what the source text adds to a view built from GIMPLE.
 *
 * GIMPLE keeps a condition with its location, but not where its if, for,
 * while or switch starts and ends, whether a loop body has braces, which
 * statements are a for's init and step; and the gimplifier and fold
 * rewrite what the matcher compares: `i++;` is `i = i + 1`, `if (err)` is
 * `if (err != 0)`, `i < 4` is `i <= 3`.  When the compilation can read the
 * file (plugin/edit's tokenizer), each of these is put back as written.
 * Without the text (distcc on another host) the view stays as GIMPLE
 * has it. */
#include "gcc-compat.h"

extern "C" {
#include "ast.h"
#include "view.h"
#include "edit.h"
}

#include "view-text.h"

static bool before(uint32_t l1, uint32_t c1, uint32_t l2, uint32_t c2)
{
	return l1 < l2 || (l1 == l2 && c1 < c2);
}

/* The init and step of the for loop c: statements in its header. */
static void mark_for_parts(struct match_view *v, const char *file,
			   const struct edit_construct *c)
{
	for (uint32_t i = 0; i < v->nnodes; i++) {
		struct match_node *n = v->nodes[i];

		if (n->kind == MATCH_N_STMT && n->range.file &&
		    !strcmp(n->range.file, file) &&
		    !before(n->range.line, n->range.col, c->kw_line, c->kw_col) &&
		    before(n->range.line, n->range.col, c->hdr_line, c->hdr_col))
			n->flags |= MATCH_NF_FOR_PART;
	}
}

/* `i++;` arrives as `i = i + 1`: the text tells which of i++, ++i,
 * i-- or --i it was (`i += 1` stays an assignment). */
static void increment(struct match_view *v, struct match_node *n,
		      struct edit_src *src)
{
	struct match_expr *a = n->expr, *b, *u;
	static const uint8_t ops[] = { SMPL_OP_POSTINC, SMPL_OP_POSTDEC,
				       SMPL_OP_PREINC, SMPL_OP_PREDEC };
	char *tok, want[4][300];
	int k;

	if (!a || a->kind != MATCH_E_ASSIGN || a->op != SMPL_OP_NONE ||
	    a->kids[0]->kind != MATCH_E_ID || (b = a->kids[1])->kind !=
	    MATCH_E_BINARY || (b->op != SMPL_OP_ADD && b->op != SMPL_OP_SUB) ||
	    !match_expr_equal(b->kids[0], a->kids[0]))
		return;
	snprintf(want[0], 300, "%s ++", a->kids[0]->str);
	snprintf(want[1], 300, "%s --", a->kids[0]->str);
	snprintf(want[2], 300, "++ %s", a->kids[0]->str);
	snprintf(want[3], 300, "-- %s", a->kids[0]->str);
	tok = edit_src_tokens_at(src, n->range.line, n->range.col, 2);
	for (k = 0; tok && k < 4 && strcmp(tok, want[k]); k++)
		;
	free(tok);
	if (k == 4 || !tok)
		return;
	u = match_expr_new(v, MATCH_E_UNARY, 1, a->range);
	u->op = ops[k];
	u->kids[0] = a->kids[0];
	match_expr_finish(u);
	n->expr = u;
}

/* The tokens of the condition of construct c, separated by blanks
 * (malloc'd), or NULL: between the header's parentheses, or for a for
 * between its two semicolons.  GCC's location of a condition is not
 * where its text starts (`if (err)` is placed at the parenthesis). */
static char *cond_tokens(struct edit_src *src, const struct edit_construct *c)
{
	char *toks = edit_src_tokens_at(src, c->kw_line, c->kw_col, 128);
	char *out, *t, *save;
	bool is_for = !strcmp(c->kw, "for"), in = !is_for;
	size_t k = 0;
	int depth = 0;

	if (!toks)
		return NULL;
	out = XNEWVEC(char, strlen(toks) + 1);
	out[0] = 0;
	strtok_r(toks, " ", &save);		/* the keyword */
	strtok_r(NULL, " ", &save);		/* ( */
	while ((t = strtok_r(NULL, " ", &save))) {
		depth += !strcmp(t, "(") - !strcmp(t, ")");
		if (depth < 0 || (in && is_for && depth == 0 && !strcmp(t, ";")))
			break;
		if (!in) {
			in = depth == 0 && !strcmp(t, ";");
			continue;
		}
		k += sprintf(out + k, "%s%s", k ? " " : "", t);
	}
	free(toks);
	if (!t) {			/* no end within 128 tokens */
		free(out);
		return NULL;
	}
	return out;
}

/* `i < 4` arrives as `i <= 3`: fold makes a strict compare with a
 * constant a wide one (and `i > 4` `i >= 5`).  When the condition's
 * text ends in the other operator and a number one away, it is put back
 * as written. */
static void compare_bound(struct match_view *v, struct match_node *n,
			  const char *cond)
{
	static const struct { uint8_t folded, written; const char *tok;
			      int delta; } forms[] = {
		{ SMPL_OP_LE, SMPL_OP_LT, "<", 1 },
		{ SMPL_OP_GE, SMPL_OP_GT, ">", -1 },
		{ SMPL_OP_LT, SMPL_OP_LE, "<=", -1 },
		{ SMPL_OP_GT, SMPL_OP_GE, ">=", 1 },
	};
	struct match_expr *x = n->expr;
	const char *num = strrchr(cond, ' '), *op;
	char *end;
	long have, want;

	if (!x || x->kind != MATCH_E_BINARY || x->kids[1]->kind !=
	    MATCH_E_CONST || !num || !ISDIGIT(num[1]))
		return;
	for (op = num; op > cond && op[-1] != ' '; op--)
		;
	num++;
	have = strtol(x->kids[1]->str, &end, 10);
	if (*end)
		return;
	want = strtol(num, &end, 0);
	for (size_t i = 0; i < ARRAY_SIZE(forms); i++)
		if (x->op == forms[i].folded &&
		    !strncmp(op, forms[i].tok, strlen(forms[i].tok)) &&
		    op[strlen(forms[i].tok)] == ' ' &&
		    want == have + forms[i].delta &&
		    strspn(end, "uUlL") == strlen(end)) {
			struct match_expr *c = match_expr_new(v, MATCH_E_CONST, 0,
						    x->kids[1]->range);

			c->str = match_view_str(v, num, strlen(num));
			c->type = x->kids[1]->type;
			x->op = forms[i].written;
			x->kids[1] = c;
			match_expr_finish(x);
			return;
		}
}

/* x as C text without blanks (malloc'd). */
/* s without its blanks, in place. */
static char *unblank(char *s)
{
	char *w = s;

	for (const char *r = s; *r; r++)
		if (*r != ' ')
			*w++ = *r;
	*w = 0;
	return s;
}

static char *flat(const struct match_expr *x)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	match_expr_print(x, f);
	fclose(f);
	return unblank(buf);
}

/* `if (err)` arrives as `if (err != 0)`, `if (!err)` as `if (err == 0)`:
 * the gimplifier makes every condition a comparison.  When the text is
 * the bare operand (or it negated), the condition is put back so. */
static void truth_value(struct match_view *v, struct match_node *n,
			const char *cond)
{
	struct match_expr *x = n->expr, *u;
	char *text, *operand;
	bool bare, negated;

	if (!x || x->kind != MATCH_E_BINARY ||
	    (x->op != SMPL_OP_NE && x->op != SMPL_OP_EQ) ||
	    x->kids[1]->kind != MATCH_E_CONST || strcmp(x->kids[1]->str, "0"))
		return;
	text = unblank(xstrdup(cond));
	operand = flat(x->kids[0]);
	bare = operand && !strcmp(text, operand);
	negated = operand && text[0] == '!' && !strcmp(text + 1, operand);
	free(text);
	free(operand);
	if (x->op == SMPL_OP_NE && bare) {
		n->expr = x->kids[0];
	} else if (x->op == SMPL_OP_EQ && negated) {
		u = match_expr_new(v, MATCH_E_UNARY, 1, x->range);
		u->op = SMPL_OP_NOT;
		u->kids[0] = x->kids[0];
		match_expr_finish(u);
		n->expr = u;
	}
}

/* Can node `to` be reached from `from` (itself included)? */
static bool reaches(const struct match_view *v, const struct match_node *from,
		    const struct match_node *to)
{
	auto_vec<const struct match_node *> stack;
	auto_sbitmap seen(v->nnodes);
	bool found = false;

	bitmap_clear(seen);
	stack.safe_push(from);
	while (!found && !stack.is_empty ()) {
		const struct match_node *n = stack.pop ();

		if (bitmap_bit_p(seen, n->id))
			continue;
		bitmap_set_bit(seen, n->id);
		found = n == to;
		for (uint32_t i = 0; i < n->nsucc; i++)
			stack.safe_push(n->succ[i].to);
	}
	return found;
}

/* The negation of condition x, as the source would write it. */
static struct match_expr *negated(struct match_view *v, struct match_expr *x)
{
	static const uint8_t pairs[][2] = {
		{ SMPL_OP_EQ, SMPL_OP_NE }, { SMPL_OP_LT, SMPL_OP_GE },
		{ SMPL_OP_GT, SMPL_OP_LE },
	};
	struct match_expr *u;

	if (x->kind == MATCH_E_UNARY && x->op == SMPL_OP_NOT)
		return x->kids[0];
	for (size_t i = 0; x->kind == MATCH_E_BINARY && i < ARRAY_SIZE(pairs);
	     i++)
		for (int k = 0; k < 2; k++)
			if (x->op == pairs[i][k]) {
				u = match_expr_new(v, MATCH_E_BINARY, 2, x->range);
				u->op = pairs[i][!k];
				u->kids[0] = x->kids[0];
				u->kids[1] = x->kids[1];
				match_expr_finish(u);
				return u;
			}
	u = match_expr_new(v, MATCH_E_UNARY, 1, x->range);
	u->op = SMPL_OP_NOT;
	u->kids[0] = x;
	match_expr_finish(u);
	return u;
}

/* Swaps the true and false flags of n's edges, on both ends. */
static void swap_arms(struct match_node *n)
{
	const uint32_t tf = MATCH_EDGE_TRUE | MATCH_EDGE_FALSE;

	for (uint32_t i = 0; i < n->nsucc; i++) {
		struct match_node *t = n->succ[i].to;

		if (n->succ[i].flags & tf)
			n->succ[i].flags ^= tf;
		for (uint32_t j = 0; j < t->npred; j++)
			if (t->pred[j].to == n && (t->pred[j].flags & tf))
				t->pred[j].flags ^= tf;
	}
}

/* `if (c) break;`: GCC may turn the condition around, and a bare break
 * has no statement whose place would tell the arms apart.  The text says
 * the then arm is the break: the way out of the loop, from where the if
 * is not reached again. */
static void break_arm(struct match_view *v, struct match_node *n,
		      const struct edit_construct *c)
{
	const struct match_node *t = NULL, *f = NULL;

	if (strcmp(c->body, "break ;") || n->nsucc != 2 || !n->expr)
		return;
	for (uint32_t i = 0; i < 2; i++)
		*(n->succ[i].flags & MATCH_EDGE_TRUE ? &t : &f) = n->succ[i].to;
	if (t && f && reaches(v, t, n) && !reaches(v, f, n)) {
		swap_arms(n);
		n->expr = negated(v, n->expr);
	}
}

/* `while (y) return 1;` never loops, and GCC makes an if of it; the
 * source has a loop there, and the return that ends its body leaves no
 * then arm. */
static void never_loops(struct match_node *n)
{
	const struct match_node *t = NULL;

	n->kind = MATCH_N_LOOP;
	for (uint32_t i = 0; i < n->nsucc; i++)
		if (n->succ[i].flags & MATCH_EDGE_TRUE)
			t = n->succ[i].to;
	while (t && t != n && t->nsucc == 1 && t->kind != MATCH_N_RETURN &&
	       t->kind != MATCH_N_GOTO)
		t = t->succ[0].to;
	if (t && (t->kind == MATCH_N_RETURN || t->kind == MATCH_N_GOTO))
		((struct match_node *)t)->flags &= ~MATCH_NF_THEN_EXIT;
}

/* GIMPLE keeps a loop's or switch's condition, not where the statement
 * ends, whether it was a for or its body had braces: the text tells,
 * when the compilation can read it (loop patterns need it).  And it
 * tells i++ from i = i + 1, i < 4 from i <= 3, and if (x) from
 * if (x != 0). */
void view_from_text(struct match_view *v,
		    struct edit_src *(*source)(void *, const char *), void *ctx)
{
	struct edit_construct c;

	for (uint32_t i = 0; i < v->nnodes; i++) {
		struct match_node *n = v->nodes[i];
		struct edit_src *src;

		if (n->kind == MATCH_N_STMT && !(n->flags & MATCH_NF_MACRO) &&
		    n->range.file && *n->range.file &&
		    (src = source(ctx, n->range.file)))
			increment(v, n, src);
		if ((n->kind != MATCH_N_LOOP && n->kind != MATCH_N_SWITCH &&
		     n->kind != MATCH_N_IF) || n->end_line || !n->range.file ||
		    !*n->range.file || (n->flags & MATCH_NF_MACRO) ||
		    !(src = source(ctx, n->range.file)) ||
		    edit_src_construct(src, n->range.line, n->range.col, &c))
			continue;
		if (n->kind == MATCH_N_IF && !strcmp(c.kw, "while"))
			never_loops(n);
		if (n->kind == MATCH_N_IF)
			break_arm(v, n, &c);
		if (char *cond = cond_tokens(src, &c)) {
			compare_bound(v, n, cond);
			truth_value(v, n, cond);
			free(cond);
		}
		n->end_line = c.end_line;
		n->end_col = c.end_col;
		n->stmt_line = c.kw_line;
		n->stmt_col = c.kw_col;
		n->hdr_line = c.hdr_line;
		n->hdr_col = c.hdr_col;
		if (n->kind != MATCH_N_LOOP)
			continue;
		if (c.braced)
			n->flags |= MATCH_NF_BODY_BRACED;
		if (!strcmp(c.kw, "for")) {
			n->flags |= MATCH_NF_FOR;
			mark_for_parts(v, n->range.file, &c);
		}
	}
}

