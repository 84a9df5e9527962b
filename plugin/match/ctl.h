/* ctl.h - the model checker: SmPL path semantics (sequencing, dots with
 * their when clauses and quantifiers, nests, optional statements,
 * disjunction, conjunction) over an abstract graph.
 *
 * Generic: the graph is reached through struct match_graph and the
 * per-node predicates through struct match_preds, so the checker is
 * tested on toy graphs.  Environments and edits are opaque pointers that
 * the predicates intern: equal means the same pointer. */
#ifndef MATCH_CTL_H
#define MATCH_CTL_H

#include <stdint.h>
#include "ast.h"

#define MATCH_G_THEN_RETURN	0x01	/* a return in an if's then arm */
#define MATCH_G_THEN_GOTO	0x02	/* a goto in an if's then arm */
#define MATCH_G_NOSTMT		0x04	/* not a statement: `when =` skips it */
#define MATCH_G_RETURN		0x08	/* any return */
#define MATCH_G_GOTO		0x10	/* any goto */
#define MATCH_G_IF		0x20	/* an if (not a loop condition) */
#define MATCH_G_IMPLICIT	0x40	/* the fall-off end of the body (an
					   implicit return): a function
					   pattern's body may end there */
#define MATCH_G_TRUE		0x01	/* edge flags: the true edge of an if */
#define MATCH_G_FALSE		0x02	/* ... its false edge */
#define MATCH_G_BACK		0x04	/* an edge that closes a loop */
#define MATCH_G_BREAK		0x08	/* an edge that a break makes */
#define MATCH_G_CONTINUE	0x10	/* an edge that a continue makes */

struct match_graph {
	void *g;
	uint32_t nnodes, entry, exit;
	uint32_t (*nsucc)(void *g, uint32_t n);
	uint32_t (*succ)(void *g, uint32_t n, uint32_t i);
	uint32_t (*flags)(void *g, uint32_t n);
	uint32_t (*eflags)(void *g, uint32_t n, uint32_t i);	/* may be NULL */
};

/* atom: statement pattern `pat` at `node` under env; 1 with the extended
 * env and the edits it implies.  anywhere: the same, but an expression
 * pattern may match any subexpression (when clauses, nests).  out NULL:
 * only whether it matches. */
typedef int match_pred_fn(void *pc, uint32_t pat, uint32_t node,
			  const void *env, const void **out,
			  const void *const **edits, uint32_t *nedits);
/* maybe (may be NULL): can pattern `pat` match `node` under some env?
 * A cheap prefilter; when it says no, atom must say no too. */
struct match_preds {
	void *pc;
	match_pred_fn *atom;
	match_pred_fn *anywhere;
	int (*maybe)(void *pc, uint32_t pat, uint32_t node);
	/* after (may be NULL): where the rest goes on once statement pattern
	 * pat matched node (default: its successors); the count, <= cap */
	uint32_t (*after)(void *pc, uint32_t pat, uint32_t node, uint32_t *out,
			  uint32_t cap);
	/* cond (may be NULL: never): expression pattern pat matches the
	 * whole condition of node, an if or a while or for loop, under env
	 * (`when != true E`, `when != false E`) */
	int (*cond)(void *pc, uint32_t pat, uint32_t node, const void *env);
	/* within (may be NULL: always): node lies inside the statement that
	 * node stmt heads (an if, its arms included; a loop: in its body) */
	int (*within)(void *pc, uint32_t node, uint32_t stmt);
	/* way (may be NULL): atom, the k-th way pat matches node (k from
	 * 0; 0 past the last): a bare expression matches once per
	 * occurrence in the statement, each with its own bindings */
	int (*way)(void *pc, uint32_t pat, uint32_t node, uint32_t k,
		   const void *env, const void **out,
		   const void *const **edits, uint32_t *nedits);
	/* block (may be NULL: never): node is the first statement of a
	 * { } block that is a statement of a sequence; within then takes
	 * node | MATCH_CTL_BLOCK as stmt for that block */
	int (*block)(void *pc, uint32_t node);
	/* merge (may be NULL: what a nest body binds is dropped, dots
	 * stop at any match of what follows them): env x with what env y
	 * binds beyond base (base NULL: all of y), positions as lists of
	 * the places of both; NULL where x and y disagree.  how:
	 * MATCH_CTL_SAME, they must agree on all but positions;
	 * MATCH_CTL_NOPOS, y's positions are not taken; MATCH_CTL_UNPOS,
	 * x with its positions as base has them (y unused);
	 * MATCH_CTL_EXPORTED, of y's other values only those that a later
	 * rule inherits are taken; MATCH_CTL_KEPT, those and those the
	 * rule's + code uses.  x itself when nothing changes. */
	const void *(*merge)(void *pc, const void *base, const void *x,
			     const void *y, int how);
	/* prebind: a later rule inherits a value (not a position) of the
	 * rule, which dots quantify where what follows them binds it (see
	 * dots in ctl.c); 0: they never do */
	int prebind;
};

#define MATCH_CTL_SAME		1
#define MATCH_CTL_NOPOS		2
#define MATCH_CTL_UNPOS		4
#define MATCH_CTL_EXPORTED	8
#define MATCH_CTL_KEPT		32

#define MATCH_CTL_BLOCK 0x80000000u

/* One way a match ends: its final environment and all its edits. */
struct match_res {
	const void *env;
	const void *const *edits;
	uint32_t nedits;
};

struct match_rset {
	int ok;
	uint32_t n;
	const struct match_res *v;
};

struct match_ctl;

struct match_ctl *match_ctl_new(const struct smpl_file *f, uint32_t rule,
				const struct match_graph *g,
				const struct match_preds *p);
void match_ctl_free(struct match_ctl *c);
/* The nodes where a match of the rule may start under env (the first
 * element matches there; a body's fall-off end only when some other
 * node is one too), into nodes[] (room for g->nnodes); the count. */
uint32_t match_ctl_starts(struct match_ctl *c, const void *env,
			  uint32_t *nodes);
/* The match starting at node (ok 0 when there is none). */
const struct match_rset *match_ctl_match(struct match_ctl *c, uint32_t node,
					 const void *env);

/* Whether the rule's quantifier is exists (said, or a `*` rule's). */
int match_ctl_exists(const struct match_ctl *c);

/* Whether the checker gave up on the rule (a sequence of elements too
 * long to follow, or too many alternatives for where it may start): its
 * results are then incomplete. */
int match_ctl_gave_up(const struct match_ctl *c);
/* The work c may do (positions evaluated and states of dots explored,
 * over all its matches) before it gives up (match_ctl_gave_up): a
 * rule's budget in one function, as spatch's --timeout but counted, so
 * that a build gives the same answer on a loaded machine.  0: none. */
void match_ctl_set_budget(struct match_ctl *c, uint64_t steps);

#endif
