/* view.cc - one function's GIMPLE, right after the "cfg" pass, as the
 * matcher's graph view (plugin/match/view.h).
 *
 * What becomes a node: each call or assignment the source wrote, a
 * declaration with initializer (told from an assignment by the
 * declaration's location), each condition (IF, or LOOP in a loop
 * header), switch and case, user label, return (the assignment to the
 * value the return block returns, or the early-return prediction of a
 * void function) and goto (the goto prediction GCC leaves at it).
 * Skipped: debug statements, clobbers, internal calls, other predictions,
 * artificial labels, the shared return block itself.  Expressions are
 * rebuilt through the SSA temporaries the gimplifier made
 * (`_1 = p->buf; kfree (_1);` is `kfree(p->buf)`); conversions are
 * transparent, since implicit and explicit ones look alike here.
 *
 * A shape this file does not know makes view_build fail with a reason
 * and a location: the caller reports it and skips the function.  No tree
 * or gimple pointer is kept in the view. */
#include "view-build.h"
#include "view-gimple.h"

static void unsupported(struct builder *B, location_t loc, const char *what,
			const char *detail)
{
	if (B->failed)
		return;
	B->failed = true;
	B->fail_loc = loc;
	snprintf(B->why, sizeof(B->why), "%s%s%s", what, detail ? " " : "",
		 detail ? detail : "");
}

/* ---- statements ---- */

static struct match_node *add(struct builder *B, basic_block bb,
			      enum match_nkind kind, location_t loc)
{
	uint8_t flags = 0;
	struct match_range r = vb_range(B, loc, &flags);
	struct match_node *n = match_view_node(B->v, kind, r);

	n->flags |= flags;
	B->locs->safe_push(loc);
	if (B->last[bb->index])
		match_view_edge(B->v, B->last[bb->index], n,
				B->last[bb->index] == B->endless
				? MATCH_EDGE_TRUE : 0);
	else
		B->first[bb->index] = n;
	B->last[bb->index] = n;
	return n;
}

/* `T x = E;` and `x = E;` both assign x; the declaration's own location,
 * on the statement's line and before it, tells the first. */
static bool is_declaration(tree lhs, location_t loc)
{
	expanded_location d, s;

	if (TREE_CODE(lhs) != VAR_DECL || DECL_ARTIFICIAL(lhs))
		return false;
	d = expand_location(DECL_SOURCE_LOCATION(lhs));
	s = expand_location(get_start(loc));
	return d.file && s.file && !strcmp(d.file, s.file) &&
	       d.line == s.line && d.column <= s.column;
}

/* lhs = rhs: a RETURN, a DECL or an assignment statement */
static void assignment(struct builder *B, basic_block bb, tree lhs,
		       struct match_expr *rhs, location_t loc)
{
	struct match_node *n;
	struct match_expr *a;

	if (B->retval && lhs == B->retval) {
		add(B, bb, MATCH_N_RETURN, loc)->expr = rhs;
		return;
	}
	if (is_declaration(lhs, loc)) {
		n = add(B, bb, MATCH_N_DECL, loc);
		n->var = vb_ident(B, lhs, DECL_SOURCE_LOCATION(lhs));
		n->expr = rhs;
		return;
	}
	a = vb_expr_node(B, MATCH_E_ASSIGN, 2, loc);
	a->op = SMPL_OP_NONE;
	a->kids[0] = vb_expr(B, lhs, loc);
	a->kids[1] = rhs;
	add(B, bb, MATCH_N_STMT, loc)->expr = a;
}

/* `x = _1;` where _1 comes from an internal call: with
 * -ftrivial-auto-var-init (the kernel's allmodconfig), an addressable x
 * gets `_1 = .DEFERRED_INIT (...); x = _1;`, which is no source code. */
static bool from_internal_call(gimple *s)
{
	tree rhs = gimple_assign_rhs1(s);
	gimple *def;

	if (!gimple_assign_single_p(s) || TREE_CODE(rhs) != SSA_NAME)
		return false;
	def = SSA_NAME_DEF_STMT(rhs);
	return def && is_gimple_call(def) && gimple_call_internal_p(def);
}

static void call_stmt(struct builder *B, basic_block bb, gcall *c)
{
	tree lhs = gimple_call_lhs(c);

	if (gimple_call_internal_p(c) || vb_is_temp(lhs))
		return;
	if (lhs)
		assignment(B, bb, lhs, vb_call(B, c), gimple_location(c));
	else
		add(B, bb, MATCH_N_STMT, gimple_location(c))->expr = vb_call(B, c);
}

/* The label a block starts with, when it is one the compiler made at a
 * place of the source: a `case` of a switch. */
static tree case_label(basic_block bb)
{
	gimple_stmt_iterator g = gsi_start_bb(bb);
	glabel *l = gsi_end_p(g) ? NULL : dyn_cast<glabel *>(gsi_stmt(g));

	if (!l || !DECL_ARTIFICIAL(gimple_label_label(l)) ||
	    !LOCATION_FILE(gimple_location(l)))
		return NULL_TREE;
	return gimple_label_label(l);
}

/* GCC turns `switch (x) { case C: ... default: ... }` into
 * `if (x == C)` between the case labels: it is still a switch here. */
static bool switch_as_if(struct builder *B, basic_block bb, gcond *c,
			 hash_map<tree, tree> &cases)
{
	tree t, f;
	edge te, fe;

	if (gimple_cond_code(c) != EQ_EXPR || EDGE_COUNT(bb->succs) != 2)
		return false;
	extract_true_false_edges_from_block(bb, &te, &fe);
	t = case_label(te->dest);
	if (!t)
		return false;
	add(B, bb, MATCH_N_SWITCH, gimple_location(c))->expr =
		vb_expr(B, gimple_cond_lhs(c), gimple_location(c));
	cases.put(t, gimple_cond_rhs(c));
	bitmap_set_bit(B->switches, bb->index);
	f = case_label(fe->dest);
	if (f)
		cases.put(f, NULL_TREE);
	return true;
}

/* An IF, or a LOOP in a loop header, with the condition as the source
 * wrote it (conds[]); none for a part of another condition. */
static void cond_stmt(struct builder *B, basic_block bb, gcond *c)
{
	struct cond *k = &B->conds[bb->index];

	if (k->absorbed || k->ternary || k->arm)
		return;
	add(B, bb, vb_loop_test(bb) ? MATCH_N_LOOP : MATCH_N_IF,
	    gimple_location(c))->expr = k->opaque ? NULL : k->e;
}

/* A user's label, or the label of a case of a switch. */
static void label_stmt(struct builder *B, basic_block bb, glabel *l,
		       hash_map<tree, tree> &cases)
{
	tree label = gimple_label_label(l);
	tree *value = cases.get(label);
	struct match_node *n;

	/* the default GCC adds to a switch that has none has no place:
	 * it is the way past the switch, no case of the source */
	if (value && !*value && !LOCATION_LINE(gimple_location(l)))
		return;
	if (value) {
		n = add(B, bb, MATCH_N_CASE, gimple_location(l));
		n->expr = *value ? vb_expr(B, *value, gimple_location(l)) : NULL;
		return;
	}
	if (DECL_ARTIFICIAL(label) || !DECL_NAME(label))
		return;
	n = add(B, bb, MATCH_N_LABEL, gimple_location(l));
	n->var = vb_ident(B, label, gimple_location(l));
}

/* The goto's place: its prediction's, unless that is only the start of
 * the line (as for `if (x) goto out;` on a line with more), where the
 * edge's goto_locus on the same line is exact. */
static location_t goto_locus(basic_block bb, location_t predict)
{
	location_t edge_loc;

	if (!single_succ_p(bb))
		return predict;
	edge_loc = single_succ_edge(bb)->goto_locus;
	if (edge_loc == UNKNOWN_LOCATION ||
	    LOCATION_LINE(edge_loc) != LOCATION_LINE(predict))
		return predict;
	return edge_loc;
}

/* A label GCC removed when it merged the goto's block with the label's
 * (one goto, one label) survives, under -g, as a debug bind of the
 * LABEL_DECL right after the goto's prediction. */
static tree merged_label(gimple *predict)
{
	gimple_stmt_iterator g = gsi_for_stmt(predict);

	for (gsi_next(&g); !gsi_end_p(g); gsi_next(&g)) {
		gimple *s = gsi_stmt(g);

		if (gimple_debug_bind_p(s) &&
		    TREE_CODE(gimple_debug_bind_get_var(s)) == LABEL_DECL)
			return gimple_debug_bind_get_var(s);
		if (!is_gimple_debug(s))
			break;
	}
	return NULL_TREE;
}

/* The user's label that the goto in bb jumps to, or NULL. */
static struct match_expr *goto_label(struct builder *B, basic_block bb,
				     gimple *predict, location_t loc)
{
	tree merged = merged_label(predict);

	if (merged)
		return vb_ident(B, merged, loc);
	if (!single_succ_p(bb))
		return NULL;
	for (gimple_stmt_iterator g = gsi_start_bb(single_succ(bb));
	     !gsi_end_p(g); gsi_next(&g)) {
		glabel *l = dyn_cast<glabel *>(gsi_stmt(g));
		tree label;

		if (!l)
			break;
		label = gimple_label_label(l);
		if (!DECL_ARTIFICIAL(label) && DECL_NAME(label))
			return vb_ident(B, label, loc);
	}
	return NULL;
}

/* The predictions GCC leaves where the source had `goto` and `return`. */
static void predict_stmt(struct builder *B, basic_block bb, gimple *s)
{
	enum br_predictor p = gimple_predict_predictor(s);

	location_t loc = gimple_location(s);

	if (p == PRED_GOTO) {
		add(B, bb, MATCH_N_GOTO, goto_locus(bb, loc))->var =
			goto_label(B, bb, s, loc);
	}
	else if (p == PRED_TREE_EARLY_RETURN && !B->retval)
		add(B, bb, MATCH_N_RETURN, loc);
}

static void switch_stmt(struct builder *B, basic_block bb, gswitch *s,
			hash_map<tree, tree> &cases)
{
	location_t loc = gimple_location(s);

	add(B, bb, MATCH_N_SWITCH, loc)->expr =
		vb_expr(B, gimple_switch_index(s), loc);
	for (unsigned i = 0; i < gimple_switch_num_labels(s); i++) {
		tree c = gimple_switch_label(s, i);

		cases.put(CASE_LABEL(c), CASE_LOW(c));
	}
}

static void statement_kind(struct builder *B, basic_block bb, gimple *s,
			   hash_map<tree, tree> &cases);

/* A statement; one whose expression is unreadable loses it. */
static void statement(struct builder *B, basic_block bb, gimple *s,
		      hash_map<tree, tree> &cases)
{
	uint32_t n = B->v->nnodes;

	if (B->conds[bb->index].arm && gimple_code(s) != GIMPLE_LABEL)
		return;
	B->opaque = false;
	statement_kind(B, bb, s, cases);
	if (B->opaque && B->v->nnodes > n)
		B->v->nodes[B->v->nnodes - 1]->expr = NULL;
	B->opaque = false;
}

static void statement_kind(struct builder *B, basic_block bb, gimple *s,
			   hash_map<tree, tree> &cases)
{
	switch (gimple_code(s)) {
	case GIMPLE_ASSIGN:
		if (gimple_clobber_p(s) || vb_is_temp(gimple_assign_lhs(s)) ||
		    from_internal_call(s) ||
		    vb_postfix_update(B, as_a<gassign *>(s)))
			return;
		assignment(B, bb, gimple_assign_lhs(s),
			   vb_assign_rhs(B, as_a<gassign *>(s)),
			   gimple_location(s));
		return;
	case GIMPLE_CALL:
		call_stmt(B, bb, as_a<gcall *>(s));
		return;
	case GIMPLE_COND:
		if (!switch_as_if(B, bb, as_a<gcond *>(s), cases))
			cond_stmt(B, bb, as_a<gcond *>(s));
		return;
	case GIMPLE_SWITCH:
		switch_stmt(B, bb, as_a<gswitch *>(s), cases);
		return;
	case GIMPLE_LABEL:
		label_stmt(B, bb, as_a<glabel *>(s), cases);
		return;
	case GIMPLE_PREDICT:
		predict_stmt(B, bb, s);
		return;
	case GIMPLE_ASM:
		add(B, bb, MATCH_N_STMT, gimple_location(s));
		return;
	case GIMPLE_DEBUG:
		if (gimple_debug_bind_p(s) &&
		    TREE_CODE(gimple_debug_bind_get_var(s)) == LABEL_DECL)
			add(B, bb, MATCH_N_LABEL, gimple_location(s))->var =
				vb_ident(B, gimple_debug_bind_get_var(s),
				      gimple_location(s));
		return;
	case GIMPLE_NOP: case GIMPLE_RETURN:
		return;
	default:
		unsupported(B, gimple_location(s), "a statement of kind",
			    gimple_code_name[gimple_code(s)]);
	}
}

/* ---- edges ---- */

/* The first nodes reached from block bb, through blocks without nodes;
 * *exit is set when the function's end is reached. */
static void targets(struct builder *B, basic_block bb,
		    auto_vec<struct match_node *> &out, bool *exit)
{
	auto_vec<basic_block> work;
	auto_bitmap seen;

	work.safe_push(bb);
	while (!work.is_empty ()) {
		basic_block b = work.pop();
		edge e;
		edge_iterator ei;

		if (b == EXIT_BLOCK_PTR_FOR_FN(B->fun)) {
			*exit = true;
			continue;
		}
		if (!bitmap_set_bit(seen, b->index))
			continue;
		if (B->first[b->index]) {
			if (!out.contains(B->first[b->index]))
				out.safe_push(B->first[b->index]);
			continue;
		}
		FOR_EACH_EDGE(e, ei, b->succs)
			work.safe_push(e->dest);
	}
}

static void link(struct builder *B, struct match_node *from, basic_block to,
		 uint32_t flags)
{
	auto_vec<struct match_node *> out;
	bool exit = false;

	targets(B, to, out, &exit);
	for (unsigned i = 0; i < out.length (); i++)
		match_view_edge(B->v, from, out[i], flags);
	if (exit)
		match_view_edge(B->v, from, B->v->exit, flags);
}

static uint32_t edge_flags(const struct match_node *from, edge e)
{
	uint32_t f = (e->flags & EDGE_DFS_BACK) ? MATCH_EDGE_BACK : 0;

	if (from->kind == MATCH_N_IF || from->kind == MATCH_N_LOOP) {
		if (e->flags & EDGE_TRUE_VALUE)
			f |= MATCH_EDGE_TRUE;
		if (e->flags & EDGE_FALSE_VALUE)
			f |= MATCH_EDGE_FALSE;
	}
	return f;
}

/* Every first node reached from bb's successors, each once. */
static void link_all(struct builder *B, struct match_node *from,
		     basic_block bb)
{
	auto_vec<struct match_node *> out;
	bool exit = false;
	uint32_t flags = 0;
	edge e;
	edge_iterator ei;

	FOR_EACH_EDGE(e, ei, bb->succs) {
		targets(B, e->dest, out, &exit);
		flags |= edge_flags(from, e) & MATCH_EDGE_BACK;
	}
	for (unsigned i = 0; i < out.length (); i++)
		match_view_edge(B->v, from, out[i], flags);
	if (exit)
		match_view_edge(B->v, from, B->v->exit, 0);
}

/* MATCH_EDGE_BACK when the edge from a to b closes a loop */
static uint32_t back(basic_block a, basic_block b)
{
	edge e = find_edge(a, b);

	return e && (e->flags & EDGE_DFS_BACK) ? MATCH_EDGE_BACK : 0;
}

static void link_blocks(struct builder *B)
{
	basic_block bb;

	link(B, B->v->entry, single_succ(ENTRY_BLOCK_PTR_FOR_FN(B->fun)), 0);
	FOR_EACH_BB_FN(bb, B->fun) {
		struct match_node *last = B->last[bb->index];

		if (!last)
			continue;
		if (last->kind == MATCH_N_RETURN) {
			match_view_edge(B->v, last, B->v->exit, 0);
			continue;
		}
		if ((last->kind == MATCH_N_IF || last->kind == MATCH_N_LOOP) &&
		    B->conds[bb->index].e) {
			link(B, last, B->conds[bb->index].t,
			     MATCH_EDGE_TRUE | back(bb, B->conds[bb->index].t));
			link(B, last, B->conds[bb->index].f,
			     MATCH_EDGE_FALSE | back(bb, B->conds[bb->index].f));
			continue;
		}
		link_all(B, last, bb);
	}
}

/* ---- return and goto in the then arm of an if ---- */

static bool before(const struct match_node *a, const struct match_node *b)
{
	return a->range.line < b->range.line ||
	       (a->range.line == b->range.line && a->range.col < b->range.col);
}

/* The first nodes of the two arms of the condition ending block d, the
 * source's then arm first: the arm whose code comes first in the file.
 * False when an arm does not start with one node. */
static bool arms(struct builder *B, basic_block d, struct match_node **then,
		 struct match_node **other)
{
	auto_vec<struct match_node *> a, b;
	bool exit = false;

	if (!B->conds[d->index].e)
		return false;
	targets(B, B->conds[d->index].t, a, &exit);
	targets(B, B->conds[d->index].f, b, &exit);
	if (a.length () != 1 || b.length () != 1)
		return false;
	*then = before(a[0], b[0]) ? a[0] : b[0];
	*other = before(a[0], b[0]) ? b[0] : a[0];
	return true;
}

/* Is node n, in block bb, in the then arm of the innermost if around
 * it?  Climbs the dominator tree: the first loop or switch around n
 * says no; the first if whose then arm holds n, in source order (from
 * its first statement to the first of the other arm or of what follows
 * the if), says yes.  Code after an if is not in it, so the climb goes
 * on.  A return in the else arm of an if inside the then arm of another
 * is taken as in the outer then arm. */
static bool in_then_arm(struct builder *B, struct match_node *n,
			basic_block bb)
{
	basic_block d = bb;
	struct match_node *then, *other;

	while ((d = get_immediate_dominator(CDI_DOMINATORS, d)) &&
	       d != ENTRY_BLOCK_PTR_FOR_FN(B->fun)) {
		gimple *s = last_stmt(d);

		if (!s)
			continue;
		if (gimple_code(s) == GIMPLE_SWITCH ||
		    bitmap_bit_p(B->switches, d->index))
			return false;
		if (gimple_code(s) != GIMPLE_COND)
			continue;
		if (vb_loop_test(d)) {
			if (flow_bb_inside_loop_p(d->loop_father, bb))
				return false;
			continue;
		}
		if (arms(B, d, &then, &other) && !before(n, then) &&
		    before(n, other))
			return true;
	}
	return false;
}

static void mark_then_exits(struct builder *B, const vec<int> &block_of)
{
	for (uint32_t i = 0; i < B->v->nnodes; i++) {
		struct match_node *n = B->v->nodes[i];

		if ((n->kind == MATCH_N_RETURN || n->kind == MATCH_N_GOTO) &&
		    block_of[i] >= 0 &&
		    in_then_arm(B, n, BASIC_BLOCK_FOR_FN(B->fun, block_of[i])))
			n->flags |= MATCH_NF_THEN_EXIT;
	}
}

/* ---- the whole function ---- */

/* The variable the return block returns: assignments to it are the
 * source's return statements. */
static tree find_retval(function *fun)
{
	basic_block bb;

	FOR_EACH_BB_FN(bb, fun) {
		gimple *s = last_stmt(bb);

		if (s && gimple_code(s) == GIMPLE_RETURN &&
		    gimple_return_retval(as_a<greturn *>(s)))
			return gimple_return_retval(as_a<greturn *>(s));
	}
	return NULL_TREE;
}

/* `for (;;)` and `while (1)`: a loop that no condition leaves.  The
 * source has a loop statement there, which the matcher sees as a LOOP
 * node without an expression whose only way on is into the body. */
static void endless_loop(struct builder *B, basic_block bb)
{
	class loop *l = bb->loop_father;
	gimple_stmt_iterator g;
	location_t loc = UNKNOWN_LOCATION;
	struct match_node *n;

	if (!l || l->header != bb || !l->num || vb_loop_test(bb) ||
	    !l->latch || vb_ends_in_cond(l->latch))
		return;
	for (g = gsi_start_bb(bb); !gsi_end_p(g) && !loc; gsi_next(&g))
		if (!is_gimple_debug(gsi_stmt(g)))
			loc = gimple_location(gsi_stmt(g));
	n = add(B, bb, MATCH_N_LOOP, loc);
	n->expr = NULL;
	B->endless = n;
}

static void build_blocks(struct builder *B, vec<int> &block_of)
{
	hash_map<tree, tree> cases;
	basic_block bb;

	FOR_EACH_BB_FN(bb, B->fun) {
		endless_loop(B, bb);
		while (block_of.length () < B->v->nnodes)
			block_of.safe_push(bb->index);
		for (gimple_stmt_iterator g = gsi_start_bb(bb); !gsi_end_p(g);
		     gsi_next(&g)) {
			statement(B, bb, gsi_stmt(g), cases);
			while (block_of.length () < B->v->nnodes)
				block_of.safe_push(bb->index);
		}
	}
}

struct match_view *view_build(function *fun, vec<location_t> &locs,
			      char *why, size_t n, location_t *where)
{
	struct builder B = {};
	auto_bitmap switches;
	hash_map<tree, int> postfix;
	hash_map<tree, struct match_expr *> ternaries;
	unsigned nb = last_basic_block_for_fn(fun);
	auto_vec<int> block_of;

	B.fun = fun;
	B.retval = find_retval(fun);
	B.v = match_view_new(IDENTIFIER_POINTER(DECL_NAME(fun->decl)));
	B.locs = &locs;
	locs.truncate(0);
	while (locs.length () < B.v->nnodes)	/* entry and exit */
		locs.safe_push(DECL_SOURCE_LOCATION(fun->decl));
	B.first = XCNEWVEC(struct match_node *, nb);
	B.last = XCNEWVEC(struct match_node *, nb);
	B.switches = switches;
	B.postfix = &postfix;
	B.ternaries = &ternaries;
	B.conds = XCNEWVEC(struct cond, nb);
	block_of.safe_grow_cleared(B.v->nnodes);
	for (unsigned i = 0; i < block_of.length (); i++)
		block_of[i] = -1;	/* entry and exit */
	mark_dfs_back_edges(fun);
	vb_plan(&B);
	build_blocks(&B, block_of);
	if (!B.failed) {
		calculate_dominance_info(CDI_DOMINATORS);
		link_blocks(&B);
		mark_then_exits(&B, block_of);
		free_dominance_info(CDI_DOMINATORS);
		match_view_finish(B.v);
	}
	XDELETEVEC(B.first);
	XDELETEVEC(B.last);
	XDELETEVEC(B.conds);
	if (B.failed) {
		snprintf(why, n, "%s", B.why);
		if (B.fail_loc != UNKNOWN_LOCATION)
			*where = B.fail_loc;
		match_view_free(B.v);
		return NULL;
	}
	return B.v;
}
