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
#include "gcc-compat.h"
#include "gimple-predict.h"
#include "predict.h"
#include "cfgloop.h"
#include "tree-pretty-print.h"
#include "tree-cfg.h"

extern "C" {
#include "view.h"
}

#include "view-gimple.h"

/* A block that ends in a condition: what the source's condition is
 * once && and || are put back together, and where it leads. */
struct cond {
	struct match_expr *e;		/* NULL: not a condition block */
	basic_block t, f;		/* where true and false lead */
	bool absorbed;			/* part of a predecessor's condition */
	bool opaque;			/* holds an expression we cannot read */
	bool ternary;			/* the condition of a ?: */
	bool arm;			/* an arm of a ?: (no node at all) */
};

struct builder {
	function *fun;
	struct match_view *v;
	tree retval;			/* what the return block returns */
	vec<location_t> *locs;		/* GCC's location of each node */
	struct match_node **first;	/* first node of each block, or 0 */
	struct match_node **last;	/* its last node */
	bitmap switches;		/* blocks that end a switch */
	struct match_node *endless;	/* a LOOP that no condition leaves */
	hash_map<tree, int> *postfix;	/* temporary -> SMPL_OP_POST* */
	struct cond *conds;		/* by block index */
	hash_map<tree, struct match_expr *> *ternaries; /* iftmp -> ?: */
	bool opaque;			/* the statement at hand is unreadable */
	bool failed;
	location_t fail_loc;
	char why[160];
};

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

/* An expression view.cc cannot read (a bit-field compare that fold made
 * of two field compares, an initializer list): its statement stays in
 * the view, without an expression, so that nothing matches it. */
static struct match_expr *opaque(struct builder *B, location_t loc)
{
	B->opaque = true;
	return match_expr_new(B->v, MATCH_E_ID, 0,
			      (struct match_range){ "", 0, 0, 0, 0 });
}

/* ---- locations ---- */

static struct match_range range_of(struct builder *B, location_t loc,
				   uint8_t *flags)
{
	struct match_range r = { "", 0, 0, 0, 0 };
	expanded_location s, f;

	if (from_macro_expansion_at(loc)) {
		*flags |= MATCH_NF_MACRO;
		loc = linemap_resolve_location(line_table, loc,
					       LRK_MACRO_EXPANSION_POINT, NULL);
	}
	if (in_system_header_at(loc))
		*flags |= MATCH_NF_SYSHDR;
	s = expand_location(get_start(loc));
	f = expand_location(get_finish(loc));
	if (!s.file)
		return r;
	r.file = match_view_str(B->v, s.file, strlen(s.file));
	r.line = s.line;
	r.col = s.column;
	r.end_line = f.file && !strcmp(f.file, s.file) ? f.line : s.line;
	r.end_col = (f.file && !strcmp(f.file, s.file) ? f.column
						       : s.column) + 1;
	return r;
}

/* ---- expressions ---- */

static struct match_expr *expr(struct builder *B, tree t, location_t loc);

static const char *str(struct builder *B, const char *s)
{
	return match_view_str(B->v, s, strlen(s));
}

static struct match_expr *node_expr(struct builder *B, enum match_ekind k,
				    uint32_t nkids, location_t loc)
{
	uint8_t flags = 0;
	struct match_expr *e = match_expr_new(B->v, k, nkids,
					      range_of(B, loc, &flags));

	if (flags & MATCH_NF_MACRO)
		e->flags |= MATCH_EF_MACRO;
	return e;
}

static const char *type_string(struct builder *B, tree type)
{
	char *s = print_generic_expr_to_str(type);
	const char *r = str(B, s);

	free(s);
	return r;
}

static struct match_expr *ident(struct builder *B, tree decl, location_t loc)
{
	struct match_expr *e = node_expr(B, MATCH_E_ID, 0, loc);
	char buf[32];

	if (DECL_NAME(decl)) {
		e->str = str(B, IDENTIFIER_POINTER(DECL_NAME(decl)));
	} else {
		snprintf(buf, sizeof(buf), "D.%u", DECL_UID(decl));
		e->str = str(B, buf);
	}
	e->type = TREE_TYPE(decl) ? type_string(B, TREE_TYPE(decl)) : "";
	return e;
}

/* An integer as the source would spell it: -12 is unary minus of 12. */
static struct match_expr *integer(struct builder *B, tree t, location_t loc)
{
	struct match_expr *e = node_expr(B, MATCH_E_CONST, 0, loc);
	char buf[WIDE_INT_PRINT_BUFFER_SIZE + 1];
	bool neg = tree_int_cst_sgn(t) < 0;

	if (neg)
		print_dec(wi::neg(wi::to_wide(t)), buf, UNSIGNED);
	else
		print_dec(wi::to_wide(t), buf, TYPE_SIGN(TREE_TYPE(t)));
	e->str = str(B, buf);
	if (POINTER_TYPE_P(TREE_TYPE(t)) && integer_zerop(t))
		e->flags |= MATCH_EF_NULLPTR;
	if (neg) {
		struct match_expr *u = node_expr(B, MATCH_E_UNARY, 1, loc);

		u->op = SMPL_OP_NEG;
		u->kids[0] = e;
		return u;
	}
	return e;
}

static struct match_expr *string(struct builder *B, tree t, location_t loc)
{
	struct match_expr *e = node_expr(B, MATCH_E_STRING, 0, loc);
	char *s = print_generic_expr_to_str(t);

	e->str = str(B, s);
	free(s);
	return e;
}

static struct match_expr *unary(struct builder *B, uint8_t op, tree a,
				location_t loc)
{
	struct match_expr *e = node_expr(B, MATCH_E_UNARY, 1, loc);

	e->op = op;
	e->kids[0] = expr(B, a, loc);
	return e;
}

static struct match_expr *binary(struct builder *B, enum match_ekind k,
				 uint8_t op, tree a, tree b, location_t loc)
{
	struct match_expr *e = node_expr(B, k, 2, loc);

	e->op = op;
	e->kids[0] = expr(B, a, loc);
	e->kids[1] = expr(B, b, loc);
	return e;
}

/* GCC's tree codes of binary operators, as SmPL's operators */
static int binary_op(enum tree_code code)
{
	switch (code) {
	case MULT_EXPR: return SMPL_OP_MUL;
	case TRUNC_DIV_EXPR: case EXACT_DIV_EXPR: return SMPL_OP_DIV;
	case TRUNC_MOD_EXPR: return SMPL_OP_MOD;
	case PLUS_EXPR: case POINTER_PLUS_EXPR: return SMPL_OP_ADD;
	case MINUS_EXPR: case POINTER_DIFF_EXPR: return SMPL_OP_SUB;
	case LSHIFT_EXPR: return SMPL_OP_SHL;
	case RSHIFT_EXPR: return SMPL_OP_SHR;
	case LT_EXPR: return SMPL_OP_LT;
	case GT_EXPR: return SMPL_OP_GT;
	case LE_EXPR: return SMPL_OP_LE;
	case GE_EXPR: return SMPL_OP_GE;
	case EQ_EXPR: return SMPL_OP_EQ;
	case NE_EXPR: return SMPL_OP_NE;
	case BIT_AND_EXPR: return SMPL_OP_BAND;
	case BIT_XOR_EXPR: return SMPL_OP_BXOR;
	case BIT_IOR_EXPR: return SMPL_OP_BOR;
	case TRUTH_ANDIF_EXPR: case TRUTH_AND_EXPR: return SMPL_OP_LAND;
	case TRUTH_ORIF_EXPR: case TRUTH_OR_EXPR: return SMPL_OP_LOR;
	default: return -1;
	}
}

static int unary_op(enum tree_code code)
{
	switch (code) {
	case NEGATE_EXPR: return SMPL_OP_NEG;
	case BIT_NOT_EXPR: return SMPL_OP_BNOT;
	case TRUTH_NOT_EXPR: return SMPL_OP_NOT;
	default: return -1;
	}
}

/* base.field, or p->field when base is *p */
static struct match_expr *field(struct builder *B, tree t, location_t loc)
{
	struct match_expr *e = node_expr(B, MATCH_E_FIELD, 2, loc);
	tree base = TREE_OPERAND(t, 0), fld = TREE_OPERAND(t, 1);

	if ((TREE_CODE(base) == MEM_REF && integer_zerop(TREE_OPERAND(base, 1)))
	    || TREE_CODE(base) == INDIRECT_REF) {
		e->op = SMPL_OP_ARROW;
		e->kids[0] = expr(B, TREE_OPERAND(base, 0), loc);
	} else {
		e->op = SMPL_OP_DOT;
		e->kids[0] = expr(B, base, loc);
	}
	e->kids[1] = ident(B, fld, loc);
	return e;
}

static struct match_expr *call(struct builder *B, gcall *c);
static struct match_expr *assign_rhs(struct builder *B, gassign *a);
static struct match_expr *min_max(struct builder *B, enum tree_code code,
				  tree a, tree b, location_t loc);

static struct match_expr *ternary(struct builder *B, struct match_expr *c,
				  struct match_expr *a, struct match_expr *b,
				  location_t loc)
{
	struct match_expr *e = node_expr(B, MATCH_E_COND, 3, loc);

	e->kids[0] = c;
	e->kids[1] = a;
	e->kids[2] = b;
	return e;
}

/* A temporary stands for the expression that defined it. */
static struct match_expr *ssa_name(struct builder *B, tree t, location_t loc)
{
	gimple *def = SSA_NAME_DEF_STMT(t);
	tree var = SSA_NAME_VAR(t);
	int *post = B->postfix->get(t);

	if (post)
		return unary(B, (uint8_t)*post, gimple_assign_rhs1(def), loc);
	if (var && !DECL_ARTIFICIAL(var) && DECL_NAME(var))
		return ident(B, var, loc);
	if (def && is_gimple_assign(def))
		return assign_rhs(B, as_a<gassign *>(def));
	if (def && is_gimple_call(def))
		return call(B, as_a<gcall *>(def));
	if (var)
		return ident(B, var, loc);
	return opaque(B, loc);
}

static struct match_expr *expr(struct builder *B, tree t, location_t loc)
{
	enum tree_code code = TREE_CODE(t);
	int op;

	if (EXPR_HAS_LOCATION(t))
		loc = EXPR_LOCATION(t);
	switch (code) {
	case SSA_NAME:
		return ssa_name(B, t, loc);
	case VAR_DECL:
		if (B->ternaries->get(t))
			return *B->ternaries->get(t);
		/* fall through */
	case PARM_DECL: case FUNCTION_DECL: case CONST_DECL:
	case RESULT_DECL:
		return ident(B, t, loc);
	case INTEGER_CST:
		return integer(B, t, loc);
	case STRING_CST:
		return string(B, t, loc);
	case ADDR_EXPR:
		if (TREE_CODE(TREE_OPERAND(t, 0)) == STRING_CST ||
		    TREE_CODE(TREE_OPERAND(t, 0)) == FUNCTION_DECL)
			return expr(B, TREE_OPERAND(t, 0), loc);
		return unary(B, SMPL_OP_ADDR, TREE_OPERAND(t, 0), loc);
	case COMPONENT_REF:
		return field(B, t, loc);
	case MEM_REF:
		if (!integer_zerop(TREE_OPERAND(t, 1)))
			break;
		/* fall through */
	case INDIRECT_REF:
		return unary(B, SMPL_OP_DEREF, TREE_OPERAND(t, 0), loc);
	case ARRAY_REF:
		return binary(B, MATCH_E_INDEX, 0, TREE_OPERAND(t, 0),
			      TREE_OPERAND(t, 1), loc);
	case NOP_EXPR: case CONVERT_EXPR: case VIEW_CONVERT_EXPR:
	case NON_LVALUE_EXPR:
		return expr(B, TREE_OPERAND(t, 0), loc);
	default:
		break;
	}
	if ((op = unary_op(code)) >= 0)
		return unary(B, (uint8_t)op, TREE_OPERAND(t, 0), loc);
	if (code == MIN_EXPR || code == MAX_EXPR)
		return min_max(B, code, TREE_OPERAND(t, 0), TREE_OPERAND(t, 1),
			       loc);
	if (code == COND_EXPR)
		return ternary(B, expr(B, TREE_OPERAND(t, 0), loc),
			       expr(B, TREE_OPERAND(t, 1), loc),
			       expr(B, TREE_OPERAND(t, 2), loc), loc);
	if ((op = binary_op(code)) >= 0)
		return binary(B, MATCH_E_BINARY, (uint8_t)op,
			      TREE_OPERAND(t, 0), TREE_OPERAND(t, 1), loc);
	return opaque(B, loc);
}

static struct match_expr *call(struct builder *B, gcall *c)
{
	location_t loc = gimple_location(c);
	unsigned n = gimple_call_num_args(c);
	struct match_expr *e = node_expr(B, MATCH_E_CALL, n + 1, loc);

	e->kids[0] = expr(B, gimple_call_fn(c), loc);
	for (unsigned i = 0; i < n; i++)
		e->kids[i + 1] = expr(B, gimple_call_arg(c, i), loc);
	return e;
}

/* fold made MIN_EXPR of `a < b ? a : b` (MAX_EXPR of `a > b ? a : b`) */
static struct match_expr *min_max(struct builder *B, enum tree_code code,
				  tree a, tree b, location_t loc)
{
	struct match_expr *c = binary(B, MATCH_E_BINARY, code == MIN_EXPR ?
				      SMPL_OP_LT : SMPL_OP_GT, a, b, loc);

	return ternary(B, c, expr(B, a, loc), expr(B, b, loc), loc);
}

static struct match_expr *assign_rhs(struct builder *B, gassign *a)
{
	location_t loc = gimple_location(a);
	enum tree_code code = gimple_assign_rhs_code(a);
	int op;

	switch (get_gimple_rhs_class(code)) {
	case GIMPLE_SINGLE_RHS:
		return expr(B, gimple_assign_rhs1(a), loc);
	case GIMPLE_UNARY_RHS:
		if (CONVERT_EXPR_CODE_P(code) || code == NON_LVALUE_EXPR)
			return expr(B, gimple_assign_rhs1(a), loc);
		if ((op = unary_op(code)) >= 0)
			return unary(B, (uint8_t)op, gimple_assign_rhs1(a), loc);
		break;
	case GIMPLE_BINARY_RHS:
		if ((op = binary_op(code)) >= 0)
			return binary(B, MATCH_E_BINARY, (uint8_t)op,
				      gimple_assign_rhs1(a),
				      gimple_assign_rhs2(a), loc);
		break;
	case GIMPLE_TERNARY_RHS:
		if (code == COND_EXPR || code == VEC_COND_EXPR)
			return ternary(B, expr(B, gimple_assign_rhs1(a), loc),
				       expr(B, gimple_assign_rhs2(a), loc),
				       expr(B, gimple_assign_rhs3(a), loc), loc);
		break;
	default:
		break;
	}
	if (code == MIN_EXPR || code == MAX_EXPR)
		return min_max(B, code, gimple_assign_rhs1(a),
			       gimple_assign_rhs2(a), loc);
	return opaque(B, loc);
}

/* ---- statements ---- */

/* A value the gimplifier made up: it stands for its definition. */
static bool is_temp(tree t)
{
	tree var;

	if (!t || TREE_CODE(t) != SSA_NAME)
		return false;
	var = SSA_NAME_VAR(t);
	return !var || DECL_ARTIFICIAL(var) || !DECL_NAME(var);
}

static struct match_node *add(struct builder *B, basic_block bb,
			      enum match_nkind kind, location_t loc)
{
	uint8_t flags = 0;
	struct match_range r = range_of(B, loc, &flags);
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
		n->var = ident(B, lhs, DECL_SOURCE_LOCATION(lhs));
		n->expr = rhs;
		return;
	}
	a = node_expr(B, MATCH_E_ASSIGN, 2, loc);
	a->op = SMPL_OP_NONE;
	a->kids[0] = expr(B, lhs, loc);
	a->kids[1] = rhs;
	add(B, bb, MATCH_N_STMT, loc)->expr = a;
}

static void call_stmt(struct builder *B, basic_block bb, gcall *c)
{
	tree lhs = gimple_call_lhs(c);

	if (gimple_call_internal_p(c) || is_temp(lhs))
		return;
	if (lhs)
		assignment(B, bb, lhs, call(B, c), gimple_location(c));
	else
		add(B, bb, MATCH_N_STMT, gimple_location(c))->expr = call(B, c);
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
		expr(B, gimple_cond_lhs(c), gimple_location(c));
	cases.put(t, gimple_cond_rhs(c));
	bitmap_set_bit(B->switches, bb->index);
	f = case_label(fe->dest);
	if (f)
		cases.put(f, NULL_TREE);
	return true;
}

static bool ends_in_cond(basic_block bb)
{
	gimple *s = bb ? last_stmt(bb) : NULL;

	return s && gimple_code(s) == GIMPLE_COND;
}

static bool loop_header(basic_block bb)
{
	return bb->loop_father && bb->loop_father->header == bb &&
	       bb->loop_father->num;
}

/* Does the condition ending loop header bb test the loop?  At this point
 * GCC tests `while` and `for` at the bottom: their test's block comes
 * after the body's.  A condition in the first block of a longer loop is
 * the first statement of an endless loop's body (`for (;;) { if (x)
 * break; ... }`). */
static bool loop_test(basic_block bb)
{
	class loop *l = bb->loop_father;
	basic_block *body;
	bool first = true;

	if (!loop_header(bb) || !ends_in_cond(bb) || l->num_nodes < 2)
		return loop_header(bb) && ends_in_cond(bb);
	body = get_loop_body(l);
	for (unsigned i = 0; i < l->num_nodes; i++)
		if (body[i]->index < bb->index)
			first = false;
	free(body);
	return !first;
}

/* An IF, or a LOOP in a loop header, with the condition as the source
 * wrote it (conds[]); none for a part of another condition. */
static void cond_stmt(struct builder *B, basic_block bb, gcond *c)
{
	struct cond *k = &B->conds[bb->index];

	if (k->absorbed || k->ternary || k->arm)
		return;
	add(B, bb, loop_test(bb) ? MATCH_N_LOOP : MATCH_N_IF,
	    gimple_location(c))->expr = k->opaque ? NULL : k->e;
}

/* A user's label, or the label of a case of a switch. */
static void label_stmt(struct builder *B, basic_block bb, glabel *l,
		       hash_map<tree, tree> &cases)
{
	tree label = gimple_label_label(l);
	tree *value = cases.get(label);
	struct match_node *n;

	if (value) {
		n = add(B, bb, MATCH_N_CASE, gimple_location(l));
		n->expr = *value ? expr(B, *value, gimple_location(l)) : NULL;
		return;
	}
	if (DECL_ARTIFICIAL(label) || !DECL_NAME(label))
		return;
	n = add(B, bb, MATCH_N_LABEL, gimple_location(l));
	n->var = ident(B, label, gimple_location(l));
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
		return ident(B, merged, loc);
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
			return ident(B, label, loc);
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
		expr(B, gimple_switch_index(s), loc);
	for (unsigned i = 0; i < gimple_switch_num_labels(s); i++) {
		tree c = gimple_switch_label(s, i);

		cases.put(CASE_LABEL(c), CASE_LOW(c));
	}
}

/* `x = t + 1` where `t = x` is a temporary used elsewhere: the source
 * wrote `x++` there (or `x--`), and this statement is part of it. */
static bool postfix_update(struct builder *B, gassign *a)
{
	tree lhs = gimple_assign_lhs(a), t, step;
	enum tree_code code = gimple_assign_rhs_code(a);
	gimple *def;

	if (code != PLUS_EXPR && code != MINUS_EXPR &&
	    code != POINTER_PLUS_EXPR)
		return false;
	t = gimple_assign_rhs1(a);
	step = gimple_assign_rhs2(a);
	if (!is_temp(t) || TREE_CODE(step) != INTEGER_CST)
		return false;
	def = SSA_NAME_DEF_STMT(t);
	if (!def || !gimple_assign_single_p(def) ||
	    gimple_assign_rhs1(def) != lhs)
		return false;
	B->postfix->put(t, (tree_int_cst_sgn(step) < 0) == (code == MINUS_EXPR)
			? SMPL_OP_POSTINC : SMPL_OP_POSTDEC);
	return true;
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
		if (gimple_clobber_p(s) || is_temp(gimple_assign_lhs(s)) ||
		    postfix_update(B, as_a<gassign *>(s)))
			return;
		assignment(B, bb, gimple_assign_lhs(s),
			   assign_rhs(B, as_a<gassign *>(s)),
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
				ident(B, gimple_debug_bind_get_var(s),
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
		if (loop_test(d)) {
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

/* ---- conditions as the source wrote them ---- */

static struct match_expr *raw_cond(struct builder *B, gcond *c)
{
	location_t loc = gimple_location(c);
	int op = binary_op(gimple_cond_code(c));
	struct match_expr *e = node_expr(B, MATCH_E_BINARY, 2, loc);

	e->op = (uint8_t)(op < 0 ? SMPL_OP_NE : op);
	e->kids[0] = expr(B, gimple_cond_lhs(c), loc);
	e->kids[1] = expr(B, gimple_cond_rhs(c), loc);
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
			if (!is_temp(gimple_assign_lhs(s)))
				return false;
			break;
		case GIMPLE_CALL:
			if (!is_temp(gimple_call_lhs(s)))
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
	struct match_expr *e = node_expr(B, MATCH_E_BINARY, 2, UNKNOWN_LOCATION);

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
	    loop_header(nb) || !only_cond(nb) || !same_condition(a, nb))
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
		     is_temp(lhs)))
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
		return call(B, as_a<gcall *>(s));
	return assign_rhs(B, as_a<gassign *>(s));
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
	e = ternary(B, k->e, value_of(B, x), value_of(B, y),
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
static void plan(struct builder *B)
{
	basic_block bb;
	bool changed = true;

	FOR_EACH_BB_FN(bb, B->fun)
		for (gimple_stmt_iterator g = gsi_start_bb(bb); !gsi_end_p(g);
		     gsi_next(&g))
			if (is_gimple_assign(gsi_stmt(g)) &&
			    !is_temp(gimple_assign_lhs(gsi_stmt(g))))
				postfix_update(B, as_a<gassign *>(gsi_stmt(g)));
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

/* `for (;;)` and `while (1)`: a loop that no condition leaves.  The
 * source has a loop statement there, which the matcher sees as a LOOP
 * node without an expression whose only way on is into the body. */
static void endless_loop(struct builder *B, basic_block bb)
{
	class loop *l = bb->loop_father;
	gimple_stmt_iterator g;
	location_t loc = UNKNOWN_LOCATION;
	struct match_node *n;

	if (!l || l->header != bb || !l->num || loop_test(bb) ||
	    !l->latch || ends_in_cond(l->latch))
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
	plan(&B);
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
