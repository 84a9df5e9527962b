/* view.h - the graph view of one function: what the matcher matches on.
 *
 * Nodes stand for source-level statements, conditions, declarations,
 * labels, and the function's entry and exit.  Each carries an expression
 * tree, a source range and flags; edges carry true/false/fallthrough
 * flags.  The GCC side builds a view from GIMPLE, the C reader from C
 * text (cview.h), both through the builder below.  Everything of one view
 * lives in its arena and is released at once by match_view_free().
 * No GCC header: plain C. */
#ifndef MATCH_VIEW_H
#define MATCH_VIEW_H

#include <stdint.h>
#include <stdio.h>
#include "arena.h"
#include "ast.h"

/* Lines and columns count from 1; end_col is one past the last
 * character (exclusive), on end_line. */
struct match_range {
	const char *file;
	uint32_t line, col, end_line, end_col;
};

enum match_ekind {
	MATCH_E_ID, MATCH_E_CONST, MATCH_E_STRING, MATCH_E_CALL,
	MATCH_E_FIELD, MATCH_E_INDEX, MATCH_E_CAST, MATCH_E_UNARY,
	MATCH_E_BINARY, MATCH_E_ASSIGN, MATCH_E_COND, MATCH_E_SIZEOF,
	MATCH_E_SIZEOFT, MATCH_E_COMMA, MATCH_E_TYPE, MATCH_E_OPAQUE,
	MATCH_E_INIT, MATCH_E_DESIG
};

#define MATCH_EF_NULLPTR	0x01	/* a null pointer constant */
#define MATCH_EF_MACRO		0x02	/* comes from a macro expansion */
#define MATCH_EF_UNREAD		0x04	/* OPAQUE: the reader could not read
					   it (else opaque by design) */
#define MATCH_EF_GLOBAL		0x08	/* ID: names a global (its type is
					   known, it is no local) */
#define MATCH_EF_MACRO_NAME	0x10	/* ID: names a macro where it is
					   written (views from C text) */
#define MATCH_EF_PARENS		0x20	/* written in parentheses, which its
					   range leaves out */
#define MATCH_EF_STATIC		0x40	/* ID: names a static local (no
					   local for local idexpression) */

/* An expression.  ID: str the name, type its declared type ("" when
 * unknown).  CONST/STRING: str the spelling.  CALL: kids function, args.
 * FIELD: kids base, ID of the field; op SMPL_OP_DOT or _ARROW.  CAST and
 * SIZEOFT: str the type.  UNARY/BINARY/ASSIGN: op an enum smpl_op
 * (ASSIGN: SMPL_OP_NONE for '=', else the compound operator).  COMMA:
 * kids left, right.  TYPE: a type as a macro's argument
 * (container_of(p, struct s, m)), str the type.  OPAQUE: code kept as
 * text, str its tokens: a { } initializer, a statement expression,
 * asm, or what the reader could not read (MATCH_EF_UNREAD); no
 * pattern matches a TYPE or an OPAQUE (expression metavariables do not
 * take them).  INIT: a { } initializer read as a tree (only when the
 * reader is asked to, match_creader_init_trees; else it is OPAQUE):
 * kids its elements in order, each a value or a DESIG.  DESIG: one
 * designated element, kids the designator and the value; op
 * SMPL_OP_DOT for `.f = v` (kids[0] the ID of the field), SMPL_OP_NONE
 * for `[i] = v` (kids[0] the index); op_line, op_col the ',' after it (0:
 * none); INIT's commas where the ',' after each element is
 * (docs/matcher.md, "Top level").  decl: which declaration of the view an ID names (1,
 * 2...; 0: a global or unknown), so that a local shadowing another is
 * another variable (views from C text); scope: which view (function
 * read) decl counts in, unique in the process, so that the same name
 * in two functions (a binding inherited from another function) is
 * compared by name alone, as spatch does.  op_line, op_col: where the
 * operator token of a UNARY, BINARY or ASSIGN is, or the `sizeof` of a
 * SIZEOF or SIZEOFT (0 when unknown): a position on it (`==@p`). */
struct match_expr {
	uint8_t kind, op, flags;
	uint32_t nkids;
	uint32_t decl, scope;
	uint32_t op_line, op_col;
	const char *str;
	const char *type;
	const struct match_tword *tword;	/* CAST, SIZEOFT: the type,
						   when one token (views from
						   C text), else NULL */
	const struct match_range *tbase;	/* CAST, SIZEOFT: where the
						   base type is (before its
						   '*'s), NULL when unknown */
	struct match_expr **kids;
	struct match_range range;
	struct match_range outer;	/* range with the parentheses around
					   it (MATCH_EF_PARENS; the outermost
					   of `((e))`), else range */
	uint32_t hash;		/* structural, set by match_expr_finish */
	const uint32_t *commas;	/* INIT: line, col of the ',' after each
				   element (2 per kid; 0 0: none) */
};

/* Where a type written as one token is (a typedef name, `int`; views
 * from C text), for a rule whose body is a type alone (`- LPINT + int
 * *`): range the token (line 0 when the type is not one token),
 * next_col where the next token starts (+ code ending in a '*' takes
 * the blank before it too; 0 when that is more than one character or
 * on another line: no such edit there); name its spelling. */
struct match_tword {
	struct match_range range;
	uint32_t next_col;
	const char *name;
};

enum match_nkind {
	MATCH_N_ENTRY, MATCH_N_EXIT, MATCH_N_STMT, MATCH_N_DECL, MATCH_N_IF,
	MATCH_N_LOOP, MATCH_N_SWITCH, MATCH_N_CASE, MATCH_N_RETURN,
	MATCH_N_GOTO, MATCH_N_LABEL,
	MATCH_N_INCLUDE,	/* top level: an #include line; expr an
				   OPAQUE, str what it names ("<a.h>") */
	MATCH_N_DEFINE,		/* top level: an object-like #define; var
				   its name, expr its body or NULL */
	MATCH_N_BREAK,		/* break; its one edge, the jump, flagged
				   MATCH_EDGE_BREAK */
	MATCH_N_CONTINUE	/* continue; MATCH_EDGE_CONTINUE */
};

#define MATCH_NF_MACRO		0x01	/* from a macro expansion */
#define MATCH_NF_SYSHDR		0x02	/* from a system header */
#define MATCH_NF_THEN_EXIT	0x04	/* return/goto in an if's then arm
					   (informative: the checker uses the
					   true edges) */
#define MATCH_NF_THEN_BRACED	0x08	/* if: the then arm is a { } block */
#define MATCH_NF_ELSE_BRACED	0x10	/* if: the else arm is a { } block */
#define MATCH_NF_HAS_ELSE	0x20	/* if: it has an else arm */
#define MATCH_NF_FOR		0x40	/* loop: the condition of a for */
#define MATCH_NF_FOR_PART	0x80	/* stmt: the init or step of a for */
#define MATCH_NF_BODY_BRACED	MATCH_NF_THEN_BRACED	/* loop: the body
							   is a { } block */
#define MATCH_NF_ITERATOR	0x100	/* loop: a macro iterator,
					   list_for_each_entry(p, h, m) S;
					   expr is the call */
#define MATCH_NF_OPAQUE		0x200	/* stmt: code the reader could not
					   read, expr NULL: only `...` and
					   statement metavariables take it */
#define MATCH_NF_NO_SEMI	0x400	/* stmt: a macro invocation without
					   ';' (its range ends at its ')') */
#define MATCH_NF_MULTIDECL	0x800	/* decl: its declaration has several
					   declarators (int a = 1, b;) */
#define MATCH_NF_PTRQUAL	0x1000	/* decl: its type has a const or
					   volatile after a '*', which the
					   type string leaves out */
#define MATCH_NF_IMPLICIT	0x2000	/* return: the fall-off end of the
					   body, before its '}' (no code: an
					   empty range there); `return;` and
					   `return ...;` match it, as spatch */
#define MATCH_NF_TYPEDEF	0x8000	/* decl: a typedef (var the name
					   it defines, its type) */
#define MATCH_NF_STORAGE	0x4000	/* decl: static, extern, volatile,
					   _Atomic or an annotation among its
					   specifiers or after its name, which
					   the type string leaves out */
#define MATCH_NF_EXTERN		0x20000	/* decl: declared extern */
#define MATCH_NF_EMPTY		0x40000	/* stmt: an empty statement `;`,
					   expr NULL: only `;`, `...` and
					   statement metavariables take it */
#define MATCH_NF_DECL_MORE	0x80000	/* decl: a declarator after the
					   first of a top-level definition
					   (`struct s { ... } x, y;`: y's
					   node holds the definition too) */
#define MATCH_NF_TOP		0x10000	/* stmt: a declarer use of the top
					   level (its view); decl: a
					   file-scope declaration or
					   definition */

#define MATCH_EDGE_TRUE		0x01	/* to the source's then arm */
#define MATCH_EDGE_FALSE	0x02
#define MATCH_EDGE_FALL		0x04	/* fallthrough */
#define MATCH_EDGE_BACK		0x08	/* closes a loop: error exits and the
					   consistency check need it */
#define MATCH_EDGE_BREAK	0x10	/* made by a break (`when != break;`) */
#define MATCH_EDGE_CONTINUE	0x20	/* made by a continue */

/* A struct, union or enum definition read at the top level (views from
 * C text, docs/matcher.md "Top level"): tag SMPL_TAG_*, name the tag or
 * NULL; kw its keyword, lbrace and rbrace its braces.  A struct or
 * union's fields in order; an enum's enumerators (name, value or NULL).
 * A field: range from its first token to its ';' (an enumerator: to
 * its value's end, comma_col the ',' after it on that line or 0); type
 * its element type ("char", "struct foo *"), name its ID (NULL: none,
 * `int;`), dims its array sizes in order (NULL: `[]`), def the
 * definition that is its type (`struct { ... } x;`) or NULL; odd when
 * only `...` takes it (several declarators, a bitfield, a function
 * pointer, attributes). */
struct match_tagdef;
struct match_field {
	struct match_range range;
	const char *type;
	struct match_expr *name;
	struct match_expr *value;	/* an enumerator's, or NULL */
	struct match_expr **dims;
	uint32_t ndims, comma_col;
	uint32_t next_col;	/* an enumerator: where the token after its
				   ',' is, on the same line, else 0 */
	uint32_t alone_col;	/* an enumerator: the last, no ',' after it,
				   alone on its line before the '}': where
				   that '}' is (a removal takes the line's
				   blanks up to it), else 0 */
	const struct match_tagdef *def;
	uint8_t odd;
};

struct match_tagdef {
	uint8_t tag;
	const char *name;
	struct match_expr *tagid;	/* the name as an ID, or NULL */
	struct match_range kw, lbrace, rbrace;
	struct match_field *fields;
	uint32_t nfields;
};

struct match_node;
struct match_edge {
	struct match_node *to;
	uint32_t flags;
};

/* STMT: expr.  DECL: var the declared ID (with its type), expr the
 * initializer or NULL.  IF/LOOP/SWITCH: expr the condition.  RETURN: expr
 * or NULL.  GOTO/LABEL: var the label's ID.  CASE: expr or NULL (default).
 * IF: range is "if (cond)"; IF, LOOP (of a while or for) and SWITCH:
 * end_line/end_col the end of the whole statement, arms, body and braces
 * included (0 when unknown).  A for's LOOP: range is the condition,
 * stmt_line/stmt_col where the `for` keyword is (0 when unknown); its
 * init and step are STMT nodes whose ranges lie between the two.  Views
 * built from GIMPLE: the range of IF, LOOP and SWITCH is the condition's,
 * stmt_line/stmt_col, when known, where the keyword is, and hdr_line/
 * hdr_col, when known, just past the header's `)` (`- if (E)` over a
 * context arm edits the header only, `- while (E)` over a context
 * body too); 0 in views built from C text, whose range of an IF or a
 * while's LOOP is the header, but for a for's LOOP.  DECL: hdr_line/
 * hdr_col where its '=' is (a position on it, `T x =@p E;`), 0 without
 * an initializer; dcl its declarator alone, from its first token to the
 * end of its initializer (`*p = &a` in `int b, *p = &a;`), the nodes of
 * one declaration next to one another in view->nodes. */
struct match_node {
	uint32_t id;		/* index in view->nodes */
	uint8_t kind;
	uint32_t flags;
	struct match_expr *expr;
	struct match_expr *var;
	struct match_range range;
	uint32_t end_line, end_col;
	uint32_t stmt_line, stmt_col;
	uint32_t hdr_line, hdr_col;
	struct match_range dcl;
	struct match_tword tword;	/* DECL: its type, one token */
	const struct match_tagdef *tdef;	/* DECL at the top level: the
						   definition it holds
						   (`struct s { ... };`,
						   `typedef struct { ... }
						   T;`), else NULL */
	const char *wtype;	/* DECL flagged PTRQUAL: its type as written,
				   "const char * const *", or NULL */
	/* DECL: its annotations before the name (among the specifiers,
	 * [0]) and after it ([1]), each run as written without blanks
	 * ("__attribute__((x))") and its range; NULL when none, "" when
	 * the reader cannot tell (several runs) */
	const char *attr[2];
	struct match_range attr_range[2];
	uint8_t kw_storage;	/* DECL: static, extern, volatile or
				   _Atomic (STORAGE less annotations) */
	struct match_range *ptypes;	/* DECL of a function pointer: each
					   parameter's type as written
					   (the tokens before its name),
					   when they read so; else NULL */
	uint32_t nptypes;
	struct match_range *arm[2];	/* IF: the then [0] and else [1]
					   arms, LOOP: the body [0], when
					   it is a { } block: its braces
					   (views from C text), else NULL */
	struct match_range *blk;	/* the first statement of a { } block
					   that is itself a statement of a
					   block, starting right after its
					   '{': that block's braces (views
					   from C text), else NULL */
	struct match_edge *succ, *pred;
	uint32_t nsucc, npred;
};

/* A typedef the C reader saw, with its type: "foo_t" is "struct foo". */
struct match_typedef {
	const char *name, *type;
};

/* What the C reader could not read, and why: one per opaque statement
 * or unread expression (and goto to a label not read), where it starts. */
struct match_unread {
	uint32_t line, col;
	const char *why;
};

/* The function's definition (views from C text): its range, from its
 * first specifier (line 0 when the reader could not tell where that is)
 * to its '}'; its name and parameters as IDs (a parameter's type is its
 * declared type, an unnamed one's str is ""); its return type ("int",
 * "struct foo *") and storage. */
/* A prototype of the function in the same file, whose parameters
 * follow the definition's when a rule changes them (as spatch). */
struct match_proto {
	struct match_range *pranges;	/* each parameter; `...` is one */
	uint32_t nparams;
	struct match_range lparen, rparen;
	struct match_range whole;	/* the declaration, first specifier
					   to ';', when it declares the
					   function alone with plain words
					   (`static int f(void);`), else
					   line 0 */
};

struct match_fn {
	struct match_range range;
	struct match_expr *name;
	struct match_expr **params;
	struct match_range *pranges;	/* each parameter whole, for edits */
	struct match_tword *ptypes;	/* each parameter's type, one token */
	uint32_t nparams, capparams;
	/* the parameter list's '(' and ')', the body's '{' and '}' (line 0
	 * when not read): where + code first or last in them goes */
	struct match_range lparen, rparen, lbrace, rbrace;
	const struct match_proto *protos;	/* read before the definition
						   (all of them, when the
						   file was scanned first) */
	uint32_t nprotos;
	uint8_t odd_proto;	/* one declared otherwise: `int f PARAMS((..));` */
	const char *ret;
	struct match_tword rtype;	/* the return type, one token */
	uint8_t is_static, variadic;
	uint8_t unread;		/* a parameter could not be read */
};

/* The name of the view of macro bodies (match_creader_macros): no
 * function's. */
#define MATCH_MACROS_VIEW "#define"

struct match_view {
	struct smpl_arena arena;
	const char *name;	/* the function */
	struct match_fn fn;
	struct match_node **nodes;
	uint32_t nnodes, cap;
	struct match_node *entry, *exit;
	struct match_edge_list *edges;	/* while building */
	uint32_t nopaque;	/* statements and expressions the C reader
				   could not read (MATCH_NF_OPAQUE,
				   MATCH_EF_UNREAD) */
	struct match_unread *unread;	/* [0, nopaque): where and why */
	uint32_t unread_cap;
	uint64_t *sketch;	/* per node, lazily: which names its
				   expressions hold, a bit per name hash
				   (bit 63: computed); atom.c may_match */
	const struct match_typedef *typedefs;	/* the file's typedefs read
						   before the function's end
						   and its own, whose types
						   the reader could write */
	uint32_t ntypedefs;
};

/* While building: the nodes and edges so far, to go back to. */
struct match_view_mark {
	uint32_t nnodes;
	struct match_edge_list *edges;
};

/* Builder: new view with its entry and exit nodes; add nodes, edges and
 * expressions; match_view_finish() makes the succ/pred arrays. */
struct match_view *match_view_new(const char *name);
void match_view_free(struct match_view *v);
struct match_node *match_view_node(struct match_view *v,
				   enum match_nkind kind,
				   struct match_range range);
void match_view_edge(struct match_view *v, struct match_node *from,
		     struct match_node *to, uint32_t flags);
void match_view_finish(struct match_view *v);
void match_view_mark(struct match_view *v, struct match_view_mark *m);
/* Drops the nodes and edges added since m (their memory stays in the
 * arena); edges already there keep their counts. */
void match_view_rollback(struct match_view *v, const struct match_view_mark *m);
const char *match_view_str(struct match_view *v, const char *s, size_t n);
/* One more thing not read (nopaque + 1), at line:col, why. */
void match_view_unread(struct match_view *v, uint32_t line, uint32_t col,
		       const char *why);

struct match_expr *match_expr_new(struct match_view *v,
				  enum match_ekind kind, uint32_t nkids,
				  struct match_range range);
/* Computes the structural hashes of e and its kids. */
void match_expr_finish(struct match_expr *e);
int match_expr_equal(const struct match_expr *a, const struct match_expr *b);
/* The statement from node x over range rx (its whole text) against the
 * one from y over ry: the same code structurally. */
int match_stmt_equal(const struct match_node *x, const struct match_range *rx,
		     const struct match_node *y, const struct match_range *ry);
/* The expression as C text (canonical spacing). */
void match_expr_print(const struct match_expr *e, FILE *out);
int match_expr_is_pointer(const struct match_expr *e);

/* The graph as text: one line per node, its successors after "->". */
void match_view_dump(const struct match_view *v, FILE *out);
void match_range_print(const struct match_range *r, FILE *out);

extern const char *const match_nkind_names[];

#endif
