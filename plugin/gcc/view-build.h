/* view-build.h - what the parts of the GIMPLE-to-view builder share:
 * view.cc (statements, edges, the then-arm flags, the whole function),
 * view-expr.cc (expressions, through GCC's temporaries) and view-cond.cc
 * (conditions as the source wrote them: && || ?: put back together). */
#ifndef SMPL_VIEW_BUILD_H
#define SMPL_VIEW_BUILD_H

#include "gcc-compat.h"
#include "gimple-predict.h"
#include "predict.h"
#include "cfgloop.h"
#include "tree-pretty-print.h"
#include "tree-cfg.h"

extern "C" {
#include "view.h"
}

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

/* view-expr.cc */
bool vb_is_temp(tree t);
bool vb_postfix_update(struct builder *B, gassign *a);
struct match_range vb_range(struct builder *B, location_t loc,
			    uint8_t *flags);
struct match_expr *vb_expr_node(struct builder *B, enum match_ekind k,
				uint32_t nkids, location_t loc);
struct match_expr *vb_ident(struct builder *B, tree decl, location_t loc);
int vb_binary_op(enum tree_code code);
struct match_expr *vb_ternary(struct builder *B, struct match_expr *c,
			      struct match_expr *a, struct match_expr *b,
			      location_t loc);
struct match_expr *vb_expr(struct builder *B, tree t, location_t loc);
struct match_expr *vb_call(struct builder *B, gcall *c);
struct match_expr *vb_assign_rhs(struct builder *B, gassign *a);

/* view-cond.cc */
bool vb_ends_in_cond(basic_block bb);
bool vb_loop_header(basic_block bb);
bool vb_loop_test(basic_block bb);
void vb_plan(struct builder *B);

#endif
