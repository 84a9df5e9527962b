/* view-cond.cc - conditions as the source wrote them: GCC splits
 * `a && b`, `a || b` and `c ? x : y` into several branches and may turn a
 * condition around; before any node is made, vb_plan() works out, for
 * each block that ends in a condition, the source's condition and where
 * its true and false arms lead.  Also which conditions test a loop.  Part
 * of the view builder (view-build.h). */
#include "view-build.h"

bool vb_ends_in_cond(basic_block bb)
{
	gimple *s = bb ? last_stmt(bb) : NULL;

	return s && gimple_code(s) == GIMPLE_COND;
}
bool vb_loop_header(basic_block bb)
{
	return bb->loop_father && bb->loop_father->header == bb &&
	       bb->loop_father->num;
}
/* Does the condition ending loop header bb test the loop?  At this point
 * GCC tests `while` and `for` at the bottom: their test's block comes
 * after the body's.  A condition in the first block of a longer loop is
 * the first statement of an endless loop's body (`for (;;) { if (x)
 * break; ... }`). */
bool vb_loop_test(basic_block bb)
{
	class loop *l = bb->loop_father;
	basic_block *body;
	bool first = true;

	if (!vb_loop_header(bb) || !vb_ends_in_cond(bb) || l->num_nodes < 2)
		return vb_loop_header(bb) && vb_ends_in_cond(bb);
	body = get_loop_body(l);
	for (unsigned i = 0; i < l->num_nodes; i++)
		if (body[i]->index < bb->index)
			first = false;
	free(body);
	return !first;
}
/* ---- conditions as the source wrote them ---- */

static struct match_expr *raw_cond(struct builder *B, gcond *c)
{
	location_t loc = gimple_location(c);
	int op = vb_binary_op(gimple_cond_code(c));
	struct match_expr *e = vb_expr_node(B, MATCH_E_BINARY, 2, loc);

	e->op = (uint8_t)(op < 0 ? SMPL_OP_NE : op);
	e->kids[0] = vb_expr(B, gimple_cond_lhs(c), loc);
	e->kids[1] = vb_expr(B, gimple_cond_rhs(c), loc);
	return e;
}

/* Would bb make no node but its condition? */
static bool only_cond(basic_block bb)
{
	for (gimple_stmt_iterator g = gsi_start_bb(bb); !gsi_end_p(g);
	     gsi_next(&g)) {
		gimple *s = gsi_stmt(g);

		switch (gimple_code(s)) {
		case GIMPLE_COND: case GIMPLE_DEBUG: case GIMPLE_NOP:
			break;
		case GIMPLE_ASSIGN:
			if (!vb_is_temp(gimple_assign_lhs(s)))
				return false;
			break;
		case GIMPLE_CALL:
			if (!vb_is_temp(gimple_call_lhs(s)))
				return false;
			break;
		case GIMPLE_LABEL:
			if (!DECL_ARTIFICIAL(gimple_label_label(
				    as_a<glabel *>(s))) ||
			    gimple_location(s) != UNKNOWN_LOCATION)
				return false;
			break;
		default:
			return false;
		}
	}
	return true;
}

/* The second test of `a && b` starts inside the first's condition; that
 * of `if (a) if (b)` starts after it. */
static bool same_condition(basic_block a, basic_block b)
{
	location_t la = gimple_location(last_stmt(a));
	location_t lb = gimple_location(last_stmt(b));
	expanded_location ea = expand_location(get_finish(la));
	expanded_location eb = expand_location(get_start(lb));

	return ea.file && eb.file && !strcmp(ea.file, eb.file) &&
	       (eb.line < ea.line ||
		(eb.line == ea.line && eb.column <= ea.column + 1));
}

static struct match_expr *logical(struct builder *B, uint8_t op,
				  struct match_expr *a, struct match_expr *b)
{
	struct match_expr *e = vb_expr_node(B, MATCH_E_BINARY, 2, UNKNOWN_LOCATION);

	e->op = op;
	e->kids[0] = a;
	e->kids[1] = b;
	e->range = a->range;
	e->range.end_line = b->range.end_line;
	e->range.end_col = b->range.end_col;
	return e;
}

/* Folds the condition that a's true or false arm starts with into a's:
 * `a && b` or `a || b`. */
static bool merge_cond(struct builder *B, basic_block a, bool on_true)
{
	struct cond *k = &B->conds[a->index];
	basic_block nb = on_true ? k->t : k->f;
	struct cond *n = &B->conds[nb->index];

	if (!n->e || n->absorbed || nb == a || !single_pred_p(nb) ||
	    vb_loop_header(nb) || !only_cond(nb) || !same_condition(a, nb))
		return false;
	if (on_true && n->f == k->f) {
		k->e = logical(B, SMPL_OP_LAND, k->e, n->e);
		k->t = n->t;
	} else if (!on_true && n->t == k->t) {
		k->e = logical(B, SMPL_OP_LOR, k->e, n->e);
		k->f = n->f;
	} else {
		return false;
	}
	k->opaque |= n->opaque;
	n->absorbed = true;
	return true;
}

/* The one value an arm of `c ? x : y` computes into the variable GCC
 * made for it; NULL_TREE when bb is not such an arm. */
static gimple *arm_value(basic_block bb, basic_block from)
{
	gimple *val = NULL;

	if (!single_pred_p(bb) || single_pred(bb) != from || !single_succ_p(bb))
		return NULL;
	for (gimple_stmt_iterator g = gsi_start_bb(bb); !gsi_end_p(g);
	     gsi_next(&g)) {
		gimple *s = gsi_stmt(g);
		tree lhs = gimple_get_lhs(s);

		if (is_gimple_debug(s) || gimple_code(s) == GIMPLE_NOP ||
		    ((is_gimple_assign(s) || is_gimple_call(s)) &&
		     vb_is_temp(lhs)))
			continue;
		if (val || !lhs || TREE_CODE(lhs) != VAR_DECL ||
		    !DECL_ARTIFICIAL(lhs) || gimple_code(s) == GIMPLE_LABEL)
			return NULL;
		val = s;
	}
	return val;
}

static struct match_expr *value_of(struct builder *B, gimple *s)
{
	if (is_gimple_call(s))
		return vb_call(B, as_a<gcall *>(s));
	return vb_assign_rhs(B, as_a<gassign *>(s));
}

/* if (c) v = x; else v = y; ... v ...: the source wrote c ? x : y. */
static void find_ternary(struct builder *B, basic_block a)
{
	struct cond *k = &B->conds[a->index];
	struct match_expr *e;
	gimple *x, *y;

	if (!k->e || k->absorbed || k->t == k->f)
		return;
	x = arm_value(k->t, a);
	y = arm_value(k->f, a);
	if (!x || !y || gimple_get_lhs(x) != gimple_get_lhs(y) ||
	    single_succ(k->t) != single_succ(k->f) || k->opaque)
		return;
	B->opaque = false;
	e = vb_ternary(B, k->e, value_of(B, x), value_of(B, y),
		    gimple_location(last_stmt(a)));
	if (B->opaque)
		return;
	B->ternaries->put(gimple_get_lhs(x), e);
	k->ternary = true;
	B->conds[k->t->index].arm = true;
	B->conds[k->f->index].arm = true;
}

/* Where the code of block bb starts in the file: its first statement
 * with a location, through blocks that have none. */
static expanded_location block_start(basic_block bb)
{
	expanded_location none = {};

	for (int hops = 0; bb && hops < 8; hops++) {
		for (gimple_stmt_iterator g = gsi_start_bb(bb); !gsi_end_p(g);
		     gsi_next(&g))
			if (gimple_location(gsi_stmt(g)) != UNKNOWN_LOCATION &&
			    !is_gimple_debug(gsi_stmt(g)))
				return expand_location(
					get_start(gimple_location(gsi_stmt(g))));
		if (!single_succ_p(bb))
			break;
		bb = single_succ(bb);
	}
	return none;
}

static bool earlier(expanded_location a, expanded_location b)
{
	return a.file && b.file && !strcmp(a.file, b.file) &&
	       (a.line < b.line || (a.line == b.line && a.column < b.column));
}

/* not e, as the source would write it: a comparison is turned around. */
static struct match_expr *invert(struct builder *B, struct match_expr *e)
{
	static const uint8_t flip[][2] = {
		{ SMPL_OP_LT, SMPL_OP_GE }, { SMPL_OP_GE, SMPL_OP_LT },
		{ SMPL_OP_GT, SMPL_OP_LE }, { SMPL_OP_LE, SMPL_OP_GT },
		{ SMPL_OP_EQ, SMPL_OP_NE }, { SMPL_OP_NE, SMPL_OP_EQ },
	};
	struct match_expr *n;

	if (e->kind == MATCH_E_UNARY && e->op == SMPL_OP_NOT)
		return e->kids[0];
	for (unsigned i = 0; e->kind == MATCH_E_BINARY && i < 6; i++)
		if (e->op == flip[i][0]) {
			n = match_expr_new(B->v, MATCH_E_BINARY, 2, e->range);
			n->op = flip[i][1];
			n->kids[0] = e->kids[0];
			n->kids[1] = e->kids[1];
			return n;
		}
	n = match_expr_new(B->v, MATCH_E_UNARY, 1, e->range);
	n->op = SMPL_OP_NOT;
	n->kids[0] = e;
	return n;
}

/* GCC may turn a condition around (`c ? x : y` as `!c ? y : x`); when
 * both arms are code of their own, the source's true arm is the one that
 * comes first in the file, so put it back.  An arm that is a bare jump
 * (break, continue) leads elsewhere and says nothing of the order. */
static void source_order(struct builder *B, basic_block bb)
{
	struct cond *k = &B->conds[bb->index];

	if (!k->e || k->absorbed || !single_pred_p(k->t) ||
	    !single_pred_p(k->f) ||
	    !earlier(block_start(k->f), block_start(k->t)))
		return;
	std::swap(k->t, k->f);
	k->e = invert(B, k->e);
}

/* Before any node: the postfix updates, then every condition block's
 * condition, merged into && and || and ?: where GCC split them. */
void vb_plan(struct builder *B)
{
	basic_block bb;
	bool changed = true;

	FOR_EACH_BB_FN(bb, B->fun)
		for (gimple_stmt_iterator g = gsi_start_bb(bb); !gsi_end_p(g);
		     gsi_next(&g))
			if (is_gimple_assign(gsi_stmt(g)) &&
			    !vb_is_temp(gimple_assign_lhs(gsi_stmt(g))))
				vb_postfix_update(B, as_a<gassign *>(gsi_stmt(g)));
	FOR_EACH_BB_FN(bb, B->fun) {
		gimple *s = last_stmt(bb);
		edge te, fe;

		if (!s || gimple_code(s) != GIMPLE_COND ||
		    EDGE_COUNT(bb->succs) != 2)
			continue;
		extract_true_false_edges_from_block(bb, &te, &fe);
		B->opaque = false;
		B->conds[bb->index].e = raw_cond(B, as_a<gcond *>(s));
		B->conds[bb->index].opaque = B->opaque;
		B->conds[bb->index].t = te->dest;
		B->conds[bb->index].f = fe->dest;
	}
	while (changed) {
		changed = false;
		FOR_EACH_BB_REVERSE_FN(bb, B->fun)
			if (B->conds[bb->index].e && !B->conds[bb->index].absorbed)
				changed |= merge_cond(B, bb, true) ||
					   merge_cond(B, bb, false);
	}
	FOR_EACH_BB_FN(bb, B->fun) {
		source_order(B, bb);
		find_ternary(B, bb);
	}
}
