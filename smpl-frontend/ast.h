/* ast.h - the rule program: what smplc compiles a .cocci file into, what
 * the compiled .smplc file holds, and what the matcher reads.
 *
 * Everything is flat arrays indexed by 32-bit numbers (no pointers), so
 * the compiled file is these arrays written out, and loading it is one
 * read, a checksum and a bounds check of every index (load.c).  Node 0 is
 * the absent kid (SMPL_NONE); string 0 is "". */
#ifndef SMPL_AST_H
#define SMPL_AST_H

#include <stddef.h>
#include <stdint.h>
#include "pos.h"

enum smpl_kind {
#define X(k, name, min_kids, nops) SMPL_##k,
#include "nodes.def"
#undef X
	SMPL_NKINDS
};

enum smpl_op {
#define X(o, spelling) SMPL_OP_##o,
#include "ops.def"
#undef X
	SMPL_NOPS
};

/* The column-0 marker of the tokens a node consists of itself (not of
 * its kids): context, removed, or reported. */
enum smpl_mark { SMPL_CTX, SMPL_MINUS, SMPL_STAR };

/* The ops of kinds that are not operators; SMPL_N* counts them
 * (nodes.def's nops). */
enum smpl_const { SMPL_CONST_INT, SMPL_CONST_FLOAT, SMPL_CONST_CHAR,
		  SMPL_CONST_STRING, SMPL_NCONSTS };
/* WHEN op: != P, = P, != true E, != false E */
enum { SMPL_WHEN_NE, SMPL_WHEN_EQ, SMPL_WHEN_TRUE, SMPL_WHEN_FALSE,
       SMPL_NWHENS };
enum { SMPL_NEST_STAR, SMPL_NEST_PLUS, SMPL_NNESTS };	/* NEST, ENEST op */
enum { SMPL_DEP_RULE, SMPL_DEP_VIRTUAL, SMPL_NDEPS };	/* DEPNAME op */
enum { SMPL_STORE_NONE, SMPL_STORE_STATIC, SMPL_STORE_EXTERN,
       SMPL_STORE_TYPEDEF, SMPL_NSTORES };	/* DECL, FUNC, PROTO op */
enum { SMPL_TAG_STRUCT, SMPL_TAG_UNION, SMPL_TAG_ENUM, SMPL_NTAGS };
enum { SMPL_ATTR_BEFORE, SMPL_ATTR_AFTER, SMPL_NATTRS };	/* the name */
enum { SMPL_DIR_INCLUDE, SMPL_DIR_PRAGMA, SMPL_DIR_OTHER, SMPL_NDIRS };
/* POSAT op: the token of its node a metavariable after '@' is on */
enum {
	SMPL_AT_NODE,	/* all of it: `E@p1@p2` (the second), `f(...)@E` */
	SMPL_AT_OP,	/* its keyword or operator: `if@p`, `return@p`,
			   `==@p`, `sizeof@p`, a declaration's `=@p` */
	SMPL_AT_SEMI,	/* the ';' that ends it: `foo();@p`, `return;@p` */
	SMPL_AT_RPAREN,	/* the ')' that ends the header of an if, while
			   or switch: `if (E)@p S` */
	SMPL_NATS
};
enum { SMPL_DTOR_PTR, SMPL_DTOR_FUNC, SMPL_DTOR_ARRAY,
       SMPL_NDTORS };					/* DTOR op */

/* The height of any node's tree is at most this (the parser keeps it
 * much lower): walks over the tree may recurse. */
#define SMPL_MAX_HEIGHT 1000

/* A node only part of whose own tokens are '-' (`- printk(` `+ WARN(1,`
 * `es);`) is marked SMPL_CTX, and its str holds the marks of its gaps,
 * one character each, '-' (removed) or ' ': gap g is before kid g, the
 * last one after the last kid.  A call's commas are not counted
 * (removing an argument takes a comma next to it).  The kinds whose gaps
 * the matcher removes: */
#define SMPL_GAPS_MAX 64	/* kids of a node with gaps, at most */
static inline int smpl_partial_kind(int kind)
{
	return kind == SMPL_CALL || kind == SMPL_INDEX;
}

/* The str of an if or while node whose keyword alone is '-' (`-
 * if` `+ while` `(x) S`): context otherwise; the + code after the
 * keyword replaces it. */
#define SMPL_KW_REMOVED "kw-"

/* node flags */
#define SMPL_DOTS_ANY		0x01	/* when any */
#define SMPL_DOTS_STRICT	0x02	/* when strict */
#define SMPL_DOTS_EXISTS	0x04	/* when exists */
#define SMPL_DOTS_FORALL	0x08	/* when forall */
#define SMPL_TYPE_CONST		0x01	/* const base type */
#define SMPL_TYPE_ARRAY		0x02	/* T[] (a metavariable's type) */
#define SMPL_OPER_ASSIGN	0x01	/* OPER: "op=" ("=" when op NONE) */
#define SMPL_TYPE_DEF		0x04	/* kid 0 is the TAGDEF it defines */
#define SMPL_TYPE_UNSIGNED	0x08	/* unsigned T (T a metavariable) */
#define SMPL_TYPE_SIGNED	0x10	/* signed T (T a metavariable) */
#define SMPL_INIT_COMMA		0x01	/* INITLIST: a ',' after the last */
#define SMPL_INIT_RBRACE	0x02	/* INITLIST: the last kid is its '}' */
#define SMPL_DECL_FNPTR		0x01	/* DECL: (*name)(PARAMS), PARAMS a kid */

struct smpl_node {
	uint8_t kind;		/* enum smpl_kind */
	uint8_t op;		/* operator or sub-kind, see nodes.def */
	uint8_t mark;		/* enum smpl_mark */
	uint8_t flags;
	int32_t meta;		/* metavariable, -1 for none */
	int32_t posvar;		/* position metavariable (@p), -1 for none */
	uint32_t str;		/* name or spelling */
	uint32_t kid0;		/* first kid in the kids table */
	uint32_t nkids;
	struct smpl_pos pos;
};

enum smpl_mkind {
#define X(k, spelling, noun, place, binds) SMPL_M_##k,
#include "metas.def"
#undef X
	SMPL_NMKINDS
};

/* Where a metavariable may stand in a rule's code (metas.def's place). */
enum smpl_mplace {
	SMPL_MP_EXPR,	/* an identifier or an expression */
	SMPL_MP_TYPE,	/* a type */
	SMPL_MP_STMT,	/* a statement */
	SMPL_MP_POS,	/* after '@' */
	SMPL_MP_ARGS,	/* among the arguments of a call */
	SMPL_MP_ITER,	/* naming a macro loop: I(args) S */
	SMPL_MP_DECLR,	/* naming a declaration macro: D(args); */
	SMPL_MP_OP,	/* as an operator: E1 op E2, x op E, op E */
};

/* What the match binds a metavariable to (metas.def's binds). */
enum smpl_mbinds {
	SMPL_MB_NONE,	/* nothing: a C name standing for itself, declared
			   so it is not taken for a metavariable */
	SMPL_MB_FRESH,	/* nothing: + code makes it from its seed */
	SMPL_MB_NAME,	/* an identifier's name */
	SMPL_MB_TYPE,	/* a type's spelling */
	SMPL_MB_EXPR,	/* an expression */
	SMPL_MB_STMT,	/* a statement */
	SMPL_MB_POS,	/* a position */
	SMPL_MB_LIST,	/* a list (the matcher binds expression lists) */
	SMPL_MB_OP,	/* an operator */
};

/* SMPL_CONS_SUB: "<= E" or "<= {E1, E2}", the value is a subterm of
 * one of those (inherited metavariables). */
enum smpl_cons { SMPL_CONS_NONE, SMPL_CONS_NE, SMPL_CONS_EQ,
		 SMPL_CONS_REGEX, SMPL_CONS_NREGEX, SMPL_CONS_SUB };

#define SMPL_MF_LOCAL	0x01	/* local idexpression */
#define SMPL_MF_USED	0x02	/* appears in the body (set by the parser) */
#define SMPL_MF_BOUND	0x04	/* matched code binds it (set by check.c) */
#define SMPL_MF_GLOBAL	0x08	/* global idexpression */
#define SMPL_MF_ANY	0x10	/* position any */
#define SMPL_MF_VIRTUAL	0x20	/* identifier virtual.x: the -D x=VALUE */
#define SMPL_MF_DEFAULT	0x40	/* script `x << r.x = "D";`: dflt holds D */

struct smpl_meta {
	uint32_t name;		/* str */
	uint8_t kind;		/* enum smpl_mkind */
	uint8_t cons;		/* enum smpl_cons */
	uint16_t flags;		/* SMPL_MF_* */
	int32_t from_rule;	/* inherited R.x: index of R, else -1 */
	int32_t from_meta;	/* inherited: x in R (an index of metas), else -1 */
	uint32_t cons0, ncons;	/* constraint values (nodes, in kids) */
	uint32_t regex;		/* str, for SMPL_CONS_[N]REGEX */
	uint32_t seed0, nseed;	/* fresh identifier seed: CONST/ID nodes */
	uint32_t type;		/* typed expression/idexpression: TYPE node */
	uint32_t script;	/* str: a script constraint, "LANG (ARGS)
				   { CODE }" (the hook runs it), 0 for none */
	uint32_t len;		/* list length [n]: CONST or ID node, 0 */
	uint32_t dflt;		/* str: a script rule's default for an
				   inherited value (SMPL_MF_DEFAULT) */
	struct smpl_pos pos;
};

enum smpl_rkind { SMPL_R_CODE, SMPL_R_SCRIPT, SMPL_R_INITIALIZE,
		  SMPL_R_FINALIZE };
enum smpl_quant { SMPL_Q_DEFAULT, SMPL_Q_EXISTS, SMPL_Q_FORALL };
enum smpl_rmode { SMPL_MODE_MATCH, SMPL_MODE_PATCH, SMPL_MODE_CONTEXT };
/* What a rule's body is, from its header: "@r expression@" */
#define SMPL_RBODY_LIST(X) \
	X(ANY,        "") \
	X(EXPRESSION, "expression") \
	X(IDENTIFIER, "identifier") \
	X(TYPE,       "type")
enum smpl_rbody {
#define X(k, s) SMPL_RB_##k,
	SMPL_RBODY_LIST(X)
#undef X
	SMPL_NRBODIES
};

/* isomorphisms a rule can disable (SMPL.md); bits of smpl_rule.disable */
#define SMPL_ISO_LIST(X) \
	X(NULL_EQ,  "is_null")	   /* X == NULL ~ !X ~ NULL == X */ \
	X(NULL_NE,  "isnt_null1")  /* X != NULL ~ X in a condition */ \
	X(ZERO_EQ,  "is_zero")	   /* X == 0 ~ !X */ \
	X(COMM_EQ,  "commeq")	   /* E == C ~ C == E */ \
	X(PAREN,    "paren")	   /* (E) ~ E */ \
	X(NULL_PTR, "null_ptr")	   /* NULL ~ null pointer constant */ \
	X(BRACES,   "braces")	   /* S ~ { S } */ \
	X(COMM_NE,  "commneq")	   /* E != C ~ C != E */ \
	X(ZERO_NE,  "isnt_zero")   /* X != 0 ~ X in a condition */ \
	X(GTR_LSS,  "gtr_lss")	   /* X < Y ~ Y > X */ \
	X(GTR_LSS_EQ, "gtr_lss_eq") /* X <= Y ~ Y >= X */ \
	X(BITOR,    "bitor_comm")  /* X | Y ~ Y | X */ \
	X(BITAND,   "bitand_comm") /* X & Y ~ Y & X */ \
	X(PLUS,     "plus_comm")   /* X + Y ~ Y + X */ \
	X(MULT,     "mult_comm")   /* X * Y ~ Y * X */ \
	X(UNLIKELY, "unlikely")	   /* unlikely(E) ~ likely(E) ~ E */ \
	X(BRACES4,  "braces4")	   /* spatch's name for BRACES */ \
	X(DROP_CAST, "drop_cast")  /* (T)E ~ E, T a metavariable */
enum {
#define X(n, s) SMPL_ISO_BIT_##n,
	SMPL_ISO_LIST(X)
#undef X
	SMPL_NISOS
};

struct smpl_rule {
	uint32_t name;		/* str; "" for an anonymous rule */
	uint8_t kind;		/* enum smpl_rkind */
	uint8_t quant;		/* enum smpl_quant */
	uint8_t mode;		/* enum smpl_rmode */
	uint8_t skip;		/* 1: never run (an OCaml script, a rule the
				   matcher cannot match, or one needing
				   such a rule) */
	uint32_t disable;	/* isomorphisms turned off: 1 << SMPL_ISO_BIT_ */
	uint32_t depends;	/* formula node, 0 when none */
	uint32_t meta0, nmeta;	/* its metavariables */
	uint32_t body;		/* SEQ node, 0 for a script */
	uint32_t plus0, nplus;	/* its + code */
	uint32_t req;		/* REQ node: names a function must mention */
	uint8_t rbody;		/* enum smpl_rbody */
	uint8_t needs_script;	/* 1: runs only with a script hook (a
				   python script, initialize or finalize
				   rule; a rule with a script constraint;
				   one that depends on or inherits from
				   such a rule): skipped without one */
	uint8_t pad[2];
	uint32_t lang;		/* str: a script rule's language */
	uint32_t code;		/* str: its code, verbatim */
	uint32_t code_line;	/* the rule-file line the code starts on */
	struct smpl_pos pos;
};

/* + code: tokens inserted before or after the code matched by a node;
 * FIRST and LAST: inside it, first or last (a function's body block,
 * after its '{' or before its '}'; its parameter list, after its '(' or
 * before its ')'). */
enum { SMPL_PLUS_BEFORE, SMPL_PLUS_AFTER, SMPL_PLUS_FIRST, SMPL_PLUS_LAST };
struct smpl_plus {
	uint32_t anchor;	/* node */
	uint8_t where;		/* SMPL_PLUS_BEFORE / _AFTER / _FIRST / _LAST */
	uint8_t pad[3];
	uint32_t tok0, ntok;	/* in ptoks */
	struct smpl_pos pos;
};

#define SMPL_PT_BOL	0x01	/* first token of a + line */
#define SMPL_PT_PLUSPLUS 0x02	/* on a line marked `++` */
struct smpl_ptok {
	uint32_t str;		/* spelling */
	int32_t meta;		/* metavariable to instantiate, -1 for none */
	uint16_t col;		/* column in the rule file (for indentation) */
	uint8_t flags;		/* SMPL_PT_* */
	uint8_t pad;
};

struct smpl_file {
	struct smpl_node *nodes;
	uint32_t *kids;
	struct smpl_meta *metas;
	struct smpl_rule *rules;
	struct smpl_plus *plus;
	struct smpl_ptok *ptoks;
	uint32_t *virtuals;	/* strs */
	char *strs;
	uint32_t nnodes, nkids, nmetas, nrules, nplus, nptoks, nvirtuals;
	uint32_t nstrs;		/* bytes */
	uint64_t hash;		/* content hash of the .cocci text */
	uint32_t source;	/* str: the .cocci file's name, for messages */
	void *image;		/* loaded file, or NULL when built here */
	struct smpl_build *build;	/* growth state while building */
};

static inline const char *smpl_str(const struct smpl_file *f, uint32_t s)
{
	return f->strs + s;
}

static inline const struct smpl_node *smpl_node(const struct smpl_file *f,
						uint32_t n)
{
	return &f->nodes[n];
}

/* i-th kid of node n */
static inline uint32_t smpl_kid(const struct smpl_file *f, uint32_t n,
				uint32_t i)
{
	return f->kids[f->nodes[n].kid0 + i];
}

extern const char *const smpl_kind_names[SMPL_NKINDS];
extern const char *const smpl_op_names[SMPL_NOPS];
extern const char *const smpl_mkind_names[SMPL_NMKINDS];
extern const uint8_t smpl_mkind_binds[SMPL_NMKINDS];	/* smpl_mbinds */
extern const char *const smpl_iso_names[SMPL_NISOS];

/* Building (ast.c).  Kids are appended contiguously: build a node's kid
 * list with smpl_ast_kids() once all kids exist. */
void smpl_ast_init(struct smpl_file *f);
void smpl_file_free(struct smpl_file *f);
uint32_t smpl_ast_str(struct smpl_file *f, const char *s, size_t n);
uint32_t smpl_ast_node(struct smpl_file *f, enum smpl_kind kind,
		       struct smpl_pos pos);
void smpl_ast_kids(struct smpl_file *f, uint32_t node, const uint32_t *kids,
		   uint32_t n);
uint32_t smpl_ast_list(struct smpl_file *f, const uint32_t *items,
		       uint32_t n);
uint32_t smpl_ast_meta(struct smpl_file *f);
uint32_t smpl_ast_rule(struct smpl_file *f);
uint32_t smpl_ast_plus(struct smpl_file *f);
uint32_t smpl_ast_ptok(struct smpl_file *f);
void smpl_ast_virtual(struct smpl_file *f, uint32_t name);
/* the same string table offset, or 0 when the string is not interned */
uint32_t smpl_ast_find_str(const struct smpl_file *f, const char *s);
/* The POSAT nodes of f by the node they are on: head[n] is the first
 * (lowest) POSAT on node n, next[k] the one after POSAT k, 0 ending
 * both; the caller gives two arrays of f->nnodes entries. */
void smpl_ast_posats(const struct smpl_file *f, uint32_t *head,
		     uint32_t *next);

#endif
