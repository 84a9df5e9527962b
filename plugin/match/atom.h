/* atom.h - matching one pattern statement or expression against one node
 * of a view: metavariable bindings (environments), their constraints, the
 * isomorphisms of SMPL.md, and the edits a match implies.  Knows nothing
 * of paths: ctl.c does those. */
#ifndef MATCH_ATOM_H
#define MATCH_ATOM_H

#include "ast.h"
#include "piece.h"
#include "script.h"
#include "view.h"

enum { MATCH_V_NONE, MATCH_V_STR, MATCH_V_EXPR, MATCH_V_NODE, MATCH_V_POS,
       MATCH_V_LIST, MATCH_V_LEN };

/* A metavariable's value: an identifier or type (s), an expression (e),
 * a statement (n), a position (r: the range of what @p followed), a
 * list (l[0, nl): the expressions of an expression list, or the
 * parameters of a parameter list, whose ranges whole are then r[0, nl);
 * for a
 * statement, nl 1 marks a statement list, n its first statement and r
 * its range).  LEN: a list
 * not bound yet whose length must be nl (`expression list[R.n] es`,
 * the length a match of rule R gave n). */
struct match_val {
	uint8_t kind;
	const char *s;
	const struct match_expr *e;
	const struct match_node *n;
	const struct match_range *r;
	const struct match_expr *const *l;
	uint32_t nl;
	uint8_t bare;	/* EXPR: the pattern wrote the parentheses around
			   it (`sizeof(E)`): + code takes e without them */
};

/* Interned: equal environments are the same pointer.  v[i] is the value
 * of the rule's i-th metavariable (f->metas[rule.meta0 + i]). */
struct match_env {
	uint32_t hash, n;
	struct match_val v[];
};

/* REPORT: a `*` line of a context rule: nothing changes. */
enum match_action { MATCH_ED_REMOVE, MATCH_ED_BEFORE, MATCH_ED_AFTER,
		    MATCH_ED_REPLACE, MATCH_ED_REPORT };

/* Interned too.  pieces is the + code with metavariables instantiated
 * (piece.h: text, lines separated by '\n', and the values of expression
 * and statement metavariables), none for a removal. */
struct match_edit {
	const struct match_node *node;
	struct match_range range;
	uint8_t action;
	const struct smpl_piece *pieces;
	uint32_t npieces;
	uint32_t hash;
	uint32_t late;	/* + block index + 1 when the text uses a
			   metavariable unbound at the anchor: see
			   match_edit_final; else 0 */
	uint8_t chain;	/* the text is that block and the anchor's blocks
			   after it, one after the other (`+ a` `- E`
			   `+ b`: E replaced by a and b) */
	uint32_t fresh_inst;	/* edits of one result with another value
				   here name their fresh identifiers apart
				   (match_edits_fresh): a parameter's + code
				   where '...' took several */
	const struct match_expr *expr;	/* the expression edited, NULL for
					   a statement; a view from GIMPLE
					   may place it only roughly */
	uint8_t raw;	/* REPLACE of the whole lines range.line ..
			   range.end_line by the text, as it is (a
			   function's final text, run.c "turn") */
};

/* Whether edit e is about its node's statement as a whole (its range is
 * the statement's, `;` included), not a part of it: an expression
 * pattern's edit of `foo(y)` in `foo(y);` keeps the `;`. */
int match_edit_is_statement(const struct match_edit *e);

/* Whether edit e is about an element of an initializer list, or its
 * '}' (its expression the list): the editor's INIT request. */
int match_edit_is_init(const struct match_edit *e);

/* What the front end's rule program lacks for matching, computed once
 * per file: each node's parent, and the + blocks anchored at each node. */
struct match_prog {
	const struct smpl_file *f;
	uint32_t *parent;
	uint32_t *plus_head;	/* plus index + 1, 0 for none */
	uint32_t *plus_next;
	uint32_t *at;		/* metavariables after '@' (POSAT nodes):
				   at[n] the first on node n, at[nnodes + k]
				   the one after POSAT k (smpl_ast_posats) */
	uint64_t *need;		/* per pattern node, lazily: pat_need's
				   answer, bit 63 set (atom.c) */
	struct match_regex *regex;	/* per metavariable, lazily: its
					   regular expression constraint,
					   compiled (atom.c, regex_ok) */
	char **ttext;		/* per pattern node, lazily: a type
				   without metavariable as text, in its
				   canonical form (atom.c, mtype) */
	uint8_t *rflags;	/* per rule, per metavariable of it (up to
				   the matcher's limit): exported, kept,
				   bound under an expression nest (atom.c,
				   rule_flags), computed once per file */
	int expr_pieces;	/* + code: an expression metavariable as an
				   expression piece, for the edit layer to
				   take its text from the source (views
				   built from GIMPLE); else its printed form
				   is text */
};

struct match_atoms;

void match_prog_init(struct match_prog *p, const struct smpl_file *f);
void match_prog_free(struct match_prog *p);

/* The atom matcher of one rule over one view; allocations in arena. */
struct match_atoms *match_atoms_new(const struct match_prog *p, uint32_t rule,
				    const struct match_view *v,
				    struct smpl_arena *arena);
void match_atoms_free(struct match_atoms *a);
/* The matches of the rules run before, for constraints that name their
 * metavariables (`position p != r.q`). */
struct match_out;
void match_atoms_set_prev(struct match_atoms *a, const struct match_out *prev);
/* The script hook that checks script constraints (NULL: none; run.c
 * then runs no rule with one). */
void match_atoms_set_script(struct match_atoms *a,
			    const struct match_script *script);
/* Value v as a script sees it (script.h): its text, or a position as a
 * list of one place (spatch's columns), elem the function it is in (""
 * or NULL: the top level, "something_else"); strings in arena. */
void match_script_val_of(const struct match_val *v, const char *elem,
			 struct smpl_arena *arena,
			 struct match_script_val *out);
/* The environment with nothing bound, or with the values `vals`. */
const struct match_env *match_env_make(struct match_atoms *a,
				       const struct match_val *vals);

/* Environment x with what y binds beyond base (NULL: all of y):
 * positions as lists of the places of both (spatch's positions of one
 * match, bound in a nest or on several paths), other values where x has
 * none; NULL where they disagree on a value both bind.  how:
 * SAME: x and y must bind the same values but positions;
 * GROUP: the same, for the values a later rule inherits only (x's
 * others stay);
 * EXPORTED: of y's values but positions, only those a later rule
 * inherits are taken;
 * NOPOS: y's positions are not taken;
 * UNPOS: x with its positions as base has them (y unused).
 * x itself when nothing changes. */
#define MATCH_MERGE_SAME	1
#define MATCH_MERGE_NOPOS	2
#define MATCH_MERGE_UNPOS	4
#define MATCH_MERGE_EXPORTED	8
#define MATCH_MERGE_GROUP	16
#define MATCH_MERGE_KEPT	32	/* as EXPORTED, also what the rule's
					   + code uses */
#define MATCH_MERGE_OVER	64	/* x with y's positions and the
					   values a later rule inherits
					   instead of its own */
const struct match_env *match_env_merge(struct match_atoms *a,
					const struct match_env *base,
					const struct match_env *x,
					const struct match_env *y, int how);

/* Statement pattern `pat` at node n under env `in`: 1 and the extended
 * environment and its edits (an array of *nedits, in the arena), or 0.
 * With out NULL, only whether it matches. */
int match_atom(struct match_atoms *a, uint32_t pat, const struct match_node *n,
	       const struct match_env *in, const struct match_env **out,
	       const struct match_edit ***edits, uint32_t *nedits);
/* The nodes where what follows statement pattern pat, matched at node n,
 * goes on: n's successors, or for an if pattern the ends of its arms
 * (an arm that returns or jumps has none); the count, at most cap. */
uint32_t match_atom_after(struct match_atoms *a, uint32_t pat,
			  const struct match_node *n, uint32_t *out,
			  uint32_t cap);
/* A cheap necessary condition for match_atom, whatever the env. */
int match_atom_maybe(struct match_atoms *a, uint32_t pat,
		     const struct match_node *n);
/* match_atom, the k-th way (k from 0; 0 past the last): a bare
 * expression pattern matches a node once per outermost occurrence (the
 * whole expression when it matches, else each inside it), each with its
 * own bindings, as spatch; any other pattern has one way. */
int match_atom_way(struct match_atoms *a, uint32_t pat,
		   const struct match_node *n, uint32_t k,
		   const struct match_env *in, const struct match_env **out,
		   const struct match_edit ***edits, uint32_t *nedits);
/* The same, but an expression pattern may match any subexpression of the
 * node (when != E, the bodies of nests). */
int match_atom_anywhere(struct match_atoms *a, uint32_t pat,
			const struct match_node *n, const struct match_env *in,
			const struct match_env **out,
			const struct match_edit ***edits, uint32_t *nedits);

/* Expression pattern pat against the whole condition of an if or a
 * while or for loop (not an iterator, not a do loop), as `if (pat)` takes it, under
 * env: `when != true E`. */
int match_atom_cond(struct match_atoms *a, uint32_t pat,
		    const struct match_node *n, const struct match_env *in);

/* Does the + code of edit e use a metavariable that env, a match's
 * final environment, leaves unbound (bound only in a nest that had no
 * occurrence, say)?  Its text would be no C: the match is dropped. */
int match_edit_unbound(struct match_atoms *a, const struct match_edit *e,
		       const struct match_env *env);

/* Edit e as the match that ends with environment env makes it: + code
 * that uses a metavariable bound after its anchor is instantiated from
 * env (interned: the same edit for the same text). */
const struct match_edit *match_edit_final(struct match_atoms *a,
					  const struct match_edit *e,
					  const struct match_env *env);

/* The edits ev[0, nev) of one result of a match, their numbered fresh
 * identifiers (`fresh identifier i = "v";`) named, as spatch: seed and
 * counter (v0, v1, ...), the counter *counter of the file, taken by each
 * result that writes one, for each of the rule's such identifiers. */
void match_edits_fresh(struct match_atoms *a, const struct match_edit **ev,
		       uint32_t nev, uint32_t *counter);

void match_val_print(const struct match_val *v, FILE *out);
/* + code as the dump shows it: an expression's printed form, a
 * statement as match_val_print has it. */
void match_pieces_print(const struct smpl_piece *v, uint32_t n, FILE *out);
int match_val_equal(const struct match_val *x, const struct match_val *y);
/* A hash of v that equal values (match_val_equal) share. */
uint32_t match_val_hash(const struct match_val *v);

#endif
