/* check.h - checks of a parsed rule that need the whole rule. */
#ifndef SMPL_CHECK_H
#define SMPL_CHECK_H

#include "ast.h"
#include "diag.h"

/* Marks the metavariables that matched code binds (SMPL_MF_BOUND);
 * reports fresh identifiers outside + code. */
void smpl_check_bind(struct smpl_file *f, uint32_t rule, struct smpl_diag *d);
/* Reports + code that uses a metavariable bound only inside an
 * expression nest (each occurrence binds its own) from outside it; run
 * once the rule's + code is attached. */
void smpl_check_nest_plus(struct smpl_file *f, uint32_t rule,
			  struct smpl_diag *d);
/* Warns about metavariables declared and never used; run after the
 * whole file is parsed (a rule's metavariables may serve later rules). */
void smpl_check_unused(struct smpl_file *f, struct smpl_diag *d);

/* Seq, a rule's body, is one type alone that the matcher rewrites
 * (`- LPINT + int *`, `- T2 + T1`): a type written as one word or an
 * inherited type metavariable, no stars, minus, with one + block
 * (*plus, an index in f->plus) of words and stars, or one inherited
 * type metavariable.  Its TYPE node, else 0. */
uint32_t smpl_type_alone(const struct smpl_file *f, uint32_t seq,
			 uint32_t *plus);

/* The first node below n (preorder) that the matcher does not match
 * yet, 0 when there is none; *what names it for a message ("a struct
 * definition", "attributes in declarations"), *top is 1 for top-level
 * code, which only a file's top level has (definitions of functions and
 * types, static, extern and typedef declarations, #include, #define). */
uint32_t smpl_check_unmatched(const struct smpl_file *f, uint32_t n,
			      const char **what, int *top);

#endif
