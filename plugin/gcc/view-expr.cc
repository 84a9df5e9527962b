/* view-expr.cc - GIMPLE operands and right-hand sides as the source's
 * expressions: through the SSA temporaries the gimplifier made, with
 * conversions left out, negative constants as unary minus, x++ put back
 * together, and what cannot be read made opaque.  Part of the view
 * builder (view-build.h). */
#include "view-build.h"

/* A value the gimplifier made up: it stands for its definition. */
bool vb_is_temp(tree t)
{
	tree var;

	if (!t || TREE_CODE(t) != SSA_NAME)
		return false;
	var = SSA_NAME_VAR(t);
	return !var || DECL_ARTIFICIAL(var) || !DECL_NAME(var);
}
/* `x = t + 1` where `t = x` is a temporary used elsewhere: the source
 * wrote `x++` there (or `x--`), and this statement is part of it. */
bool vb_postfix_update(struct builder *B, gassign *a)
{
	tree lhs = gimple_assign_lhs(a), t, step;
	enum tree_code code = gimple_assign_rhs_code(a);
	gimple *def;

	if (code != PLUS_EXPR && code != MINUS_EXPR &&
	    code != POINTER_PLUS_EXPR)
		return false;
	t = gimple_assign_rhs1(a);
	step = gimple_assign_rhs2(a);
	if (!vb_is_temp(t) || TREE_CODE(step) != INTEGER_CST)
		return false;
	def = SSA_NAME_DEF_STMT(t);
	if (!def || !gimple_assign_single_p(def) ||
	    gimple_assign_rhs1(def) != lhs)
		return false;
	B->postfix->put(t, (tree_int_cst_sgn(step) < 0) == (code == MINUS_EXPR)
			? SMPL_OP_POSTINC : SMPL_OP_POSTDEC);
	return true;
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

struct match_range vb_range(struct builder *B, location_t loc,
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


static const char *str(struct builder *B, const char *s)
{
	return match_view_str(B->v, s, strlen(s));
}

struct match_expr *vb_expr_node(struct builder *B, enum match_ekind k,
				    uint32_t nkids, location_t loc)
{
	uint8_t flags = 0;
	struct match_expr *e = match_expr_new(B->v, k, nkids,
					      vb_range(B, loc, &flags));

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

struct match_expr *vb_ident(struct builder *B, tree decl, location_t loc)
{
	struct match_expr *e = vb_expr_node(B, MATCH_E_ID, 0, loc);
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
	struct match_expr *e = vb_expr_node(B, MATCH_E_CONST, 0, loc);
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
		struct match_expr *u = vb_expr_node(B, MATCH_E_UNARY, 1, loc);

		u->op = SMPL_OP_NEG;
		u->kids[0] = e;
		return u;
	}
	return e;
}

static struct match_expr *string(struct builder *B, tree t, location_t loc)
{
	struct match_expr *e = vb_expr_node(B, MATCH_E_STRING, 0, loc);
	char *s = print_generic_expr_to_str(t);

	e->str = str(B, s);
	free(s);
	return e;
}

static struct match_expr *unary(struct builder *B, uint8_t op, tree a,
				location_t loc)
{
	struct match_expr *e = vb_expr_node(B, MATCH_E_UNARY, 1, loc);

	e->op = op;
	e->kids[0] = vb_expr(B, a, loc);
	return e;
}

static struct match_expr *binary(struct builder *B, enum match_ekind k,
				 uint8_t op, tree a, tree b, location_t loc)
{
	struct match_expr *e = vb_expr_node(B, k, 2, loc);

	e->op = op;
	e->kids[0] = vb_expr(B, a, loc);
	e->kids[1] = vb_expr(B, b, loc);
	return e;
}

/* GCC's tree codes of binary operators, as SmPL's operators */
int vb_binary_op(enum tree_code code)
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
	struct match_expr *e = vb_expr_node(B, MATCH_E_FIELD, 2, loc);
	tree base = TREE_OPERAND(t, 0), fld = TREE_OPERAND(t, 1);

	if ((TREE_CODE(base) == MEM_REF && integer_zerop(TREE_OPERAND(base, 1)))
	    || TREE_CODE(base) == INDIRECT_REF) {
		e->op = SMPL_OP_ARROW;
		e->kids[0] = vb_expr(B, TREE_OPERAND(base, 0), loc);
	} else {
		e->op = SMPL_OP_DOT;
		e->kids[0] = vb_expr(B, base, loc);
	}
	e->kids[1] = vb_ident(B, fld, loc);
	return e;
}

static struct match_expr *min_max(struct builder *B, enum tree_code code,
				  tree a, tree b, location_t loc);

struct match_expr *vb_ternary(struct builder *B, struct match_expr *c,
				  struct match_expr *a, struct match_expr *b,
				  location_t loc)
{
	struct match_expr *e = vb_expr_node(B, MATCH_E_COND, 3, loc);

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
		return vb_ident(B, var, loc);
	if (def && is_gimple_assign(def))
		return vb_assign_rhs(B, as_a<gassign *>(def));
	if (def && is_gimple_call(def))
		return vb_call(B, as_a<gcall *>(def));
	if (var)
		return vb_ident(B, var, loc);
	return opaque(B, loc);
}

struct match_expr *vb_expr(struct builder *B, tree t, location_t loc)
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
		return vb_ident(B, t, loc);
	case INTEGER_CST:
		return integer(B, t, loc);
	case STRING_CST:
		return string(B, t, loc);
	case ADDR_EXPR:
		if (TREE_CODE(TREE_OPERAND(t, 0)) == STRING_CST ||
		    TREE_CODE(TREE_OPERAND(t, 0)) == FUNCTION_DECL)
			return vb_expr(B, TREE_OPERAND(t, 0), loc);
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
		return vb_expr(B, TREE_OPERAND(t, 0), loc);
	default:
		break;
	}
	if ((op = unary_op(code)) >= 0)
		return unary(B, (uint8_t)op, TREE_OPERAND(t, 0), loc);
	if (code == MIN_EXPR || code == MAX_EXPR)
		return min_max(B, code, TREE_OPERAND(t, 0), TREE_OPERAND(t, 1),
			       loc);
	if (code == COND_EXPR)
		return vb_ternary(B, vb_expr(B, TREE_OPERAND(t, 0), loc),
			       vb_expr(B, TREE_OPERAND(t, 1), loc),
			       vb_expr(B, TREE_OPERAND(t, 2), loc), loc);
	if ((op = vb_binary_op(code)) >= 0)
		return binary(B, MATCH_E_BINARY, (uint8_t)op,
			      TREE_OPERAND(t, 0), TREE_OPERAND(t, 1), loc);
	return opaque(B, loc);
}

struct match_expr *vb_call(struct builder *B, gcall *c)
{
	location_t loc = gimple_location(c);
	unsigned n = gimple_call_num_args(c);
	struct match_expr *e;

	if (gimple_call_internal_p(c))	/* no function: .DEFERRED_INIT... */
		return opaque(B, loc);
	e = vb_expr_node(B, MATCH_E_CALL, n + 1, loc);

	e->kids[0] = vb_expr(B, gimple_call_fn(c), loc);
	for (unsigned i = 0; i < n; i++)
		e->kids[i + 1] = vb_expr(B, gimple_call_arg(c, i), loc);
	return e;
}

/* fold made MIN_EXPR of `a < b ? a : b` (MAX_EXPR of `a > b ? a : b`) */
static struct match_expr *min_max(struct builder *B, enum tree_code code,
				  tree a, tree b, location_t loc)
{
	struct match_expr *c = binary(B, MATCH_E_BINARY, code == MIN_EXPR ?
				      SMPL_OP_LT : SMPL_OP_GT, a, b, loc);

	return vb_ternary(B, c, vb_expr(B, a, loc), vb_expr(B, b, loc), loc);
}

struct match_expr *vb_assign_rhs(struct builder *B, gassign *a)
{
	location_t loc = gimple_location(a);
	enum tree_code code = gimple_assign_rhs_code(a);
	int op;

	switch (get_gimple_rhs_class(code)) {
	case GIMPLE_SINGLE_RHS:
		return vb_expr(B, gimple_assign_rhs1(a), loc);
	case GIMPLE_UNARY_RHS:
		if (CONVERT_EXPR_CODE_P(code) || code == NON_LVALUE_EXPR)
			return vb_expr(B, gimple_assign_rhs1(a), loc);
		if ((op = unary_op(code)) >= 0)
			return unary(B, (uint8_t)op, gimple_assign_rhs1(a), loc);
		break;
	case GIMPLE_BINARY_RHS:
		if ((op = vb_binary_op(code)) >= 0)
			return binary(B, MATCH_E_BINARY, (uint8_t)op,
				      gimple_assign_rhs1(a),
				      gimple_assign_rhs2(a), loc);
		break;
	case GIMPLE_TERNARY_RHS:
		if (code == COND_EXPR || code == VEC_COND_EXPR)
			return vb_ternary(B, vb_expr(B, gimple_assign_rhs1(a), loc),
				       vb_expr(B, gimple_assign_rhs2(a), loc),
				       vb_expr(B, gimple_assign_rhs3(a), loc), loc);
		break;
	default:
		break;
	}
	if (code == MIN_EXPR || code == MAX_EXPR)
		return min_max(B, code, gimple_assign_rhs1(a),
			       gimple_assign_rhs2(a), loc);
	return opaque(B, loc);
}
