/* cparse.h - the C reader's state, shared by its files and by no other:
 * coracle.c (directives, the oracle's questions), cdecl.c (types and
 * declarations), cexpr.c (expressions), cview.c (statements, control
 * flow, functions, the entry points of cview.h).  Their functions that
 * the others call carry the prefix cp_.
 *
 * Errors: cp_fail() writes the message into the reader and jumps to the
 * innermost handler (*P->fail).  A statement that fails becomes one
 * opaque node, an argument an opaque expression, a function an error
 * for that function only (cview.c), so that messages are printed only
 * for what is given up. */
#ifndef MATCH_CPARSE_H
#define MATCH_CPARSE_H

#include <setjmp.h>
#include "ctok.h"
#include "cview.h"

#define CP_MAX_DEPTH 200	/* nested statements and expressions */
#define CP_MAX_FRONT 512	/* dangling edges at one point */
#define CP_MAX_NEST 64		/* nested loops and switches */
#define CP_MAX_ARGS 256		/* arguments of one call */
#define CP_MAX_GOTOS 4096	/* gotos, labels of one function */

/* A name: a typedef, a variable in scope, a global, a macro.  decl: the
 * variable's number in its view (0: a global); kind for macros: 0
 * #undef, 1 object-like, 2 function-like, from `line` on. */
struct cp_name {
	const char *s;
	uint32_t len;
	const char *type;
	uint32_t decl, line;
	uint8_t kind;
	uint8_t is_static;	/* a variable: a static local */
};

struct cp_names {
	struct cp_name *v;
	uint32_t n, cap;
};

enum cp_ctx { CTX_BODY, CTX_THEN, CTX_ELSE, CTX_LOOP, CTX_SWITCH };

/* A dangling edge: from `node`, with `flags`, to whatever comes next. */
struct cp_dangling { struct match_node *node; uint32_t flags; };
struct cp_front { struct cp_dangling v[CP_MAX_FRONT]; uint32_t n; };

struct cp_jump {
	struct cp_front brk, cont;
	int is_switch, has_default;
	struct match_node *sw;
};

/* What the specifiers of a declaration said. */
struct cp_spec {
	const char *base;	/* "unsigned int", "struct foo" */
	int is_typedef, has_type;
	int is_static;		/* static: a local that is no local for
				   spatch (local idexpression) */
	int is_extern;		/* extern */
	int kw_storage;		/* static, extern, volatile or _Atomic
				   (storage less the annotations) */
	uint32_t attr_from, attr_to;	/* the first run of annotations
					   among them (tokens) */
	int attr_runs;		/* how many runs */
	int storage;		/* static, extern, volatile, _Atomic or
				   an annotation, which the type leaves
				   out */
	int is_const;		/* const: the base type is "const ..." */
	int must;		/* a type name: a type must come */
	uint32_t one_tok;	/* the type is one token, the specifiers'
				   last, after storage words alone: its
				   index + 1 (a typedef name, `int`), else 0 */
};

struct match_creader {
	const char *file, *text;
	size_t len;
	struct match_oracle o;
	struct match_ctoks t;		/* active tokens, no directives */
	struct match_ctoks dirs;	/* the #include and #define lines
					   compiled */
	struct cp_names typedefs, globals, macros;	/* from the text */
	struct cp_names protos;		/* function prototypes: decl is
					   their '(' token */
	int protos_read;
	struct cp_names fields;		/* "struct s.f": the field's type,
					   of the file's top-level struct
					   and union definitions */
	int fields_read;
	int scanned;			/* file-level names read */
	int top_defs;			/* MATCH_TOP_DEFS: definitions and
					   typedefs in the top-level view
					   (ctag.c); MATCH_TOP_DECLS: its
					   declarations without an
					   initializer */
	int init_trees;			/* { } initializers as trees
					   (MATCH_E_INIT), else text */
	int def_start;			/* a definition read from its
					   first token (not its name) */
	uint32_t i;			/* the next token */
	jmp_buf *fail;
	char msg[256];			/* the last failure's message */
	uint32_t msg_line, msg_col;
	uint32_t depth;
	struct smpl_arena scratch;	/* strings before a view exists */
	/* the function being read */
	struct match_view *v;
	struct cp_names vars;		/* in scope, innermost last */
	uint32_t ndecls;
	int ptr_qual;			/* a declarator's '*' had a const or
					   volatile (`char *const p`), which
					   its type string leaves out */
	char ptr_text[64];		/* its stars with those ("* const *") */
	int decl_attr;			/* an annotation after its name */
	uint32_t dattr_from, dattr_to;	/* its tokens (the last run) */
	size_t ptr_len;
	struct match_tword tname;	/* the last type name's type, when
					   one token (cp_type_name) */
	uint32_t scope;			/* the function's serial number */
	struct cp_front fr;
	enum cp_ctx ctx;
	struct cp_jump *jumps[CP_MAX_NEST];	/* made when first needed */
	uint32_t njumps;
	struct match_node *gotos[CP_MAX_GOTOS], *labels[CP_MAX_GOTOS];
	uint32_t ngotos, nlabels;
	struct cp_dangling *undo;	/* fronts saved by statements */
	uint32_t nundo, capundo;
};

/* tokens and errors (cview.c) */
const struct match_ctok *cp_tok(struct match_creader *P, uint32_t ahead);
int cp_is(struct match_creader *P, const char *s);
int cp_is_at(struct match_creader *P, uint32_t ahead, const char *s);
void cp_fail(struct match_creader *P, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 2, 3)));
const struct match_ctok *cp_take(struct match_creader *P);
void cp_expect(struct match_creader *P, const char *s);
int cp_accept(struct match_creader *P, const char *s);
struct match_range cp_span(struct match_creader *P, uint32_t first);
/* The one-token type of specifiers sp just read (P->i the token after
 * them): view.h, struct match_tword. */
struct match_tword cp_tword(struct match_creader *P, const struct cp_spec *sp);
const char *cp_str(struct match_creader *P, const char *s, size_t n);
const char *cp_text(struct match_creader *P, uint32_t from, uint32_t to,
		    uint32_t skip);
void cp_skip_group(struct match_creader *P);
void cp_skip_until(struct match_creader *P, const char *a, const char *b);
void cp_enter(struct match_creader *P);
int cp_try(struct match_creader *P,
	   void (*f)(struct match_creader *, void *), void *arg);

/* The type of field f of an expression of type base (op `.` or `->`),
 * from the file's struct and union definitions, else NULL (cdecl.c). */
const char *cp_field_type(struct match_creader *P, const char *base,
			  int arrow, const struct match_ctok *f);

/* names */
const struct cp_name *cp_find(const struct cp_names *v,
			      const struct match_ctok *k);
void cp_add(struct cp_names *v, const char *s, uint32_t len,
	    const char *type, uint32_t decl);

/* the oracle and the directives (coracle.c) */
void cp_filter(struct match_creader *P, const struct match_ctoks *raw);
int cp_is_typedef(struct match_creader *P, const struct match_ctok *k);
void cp_note_typedef(struct match_creader *P, const struct match_ctok *k);
int cp_macro(struct match_creader *P, const struct match_ctok *k);
int cp_attr_word(struct match_creader *P, uint32_t ahead);
const char *cp_global_type(struct match_creader *P,
			   const struct match_ctok *k);
int cp_keyword(const struct match_ctok *k);

/* types and declarations (cdecl.c) */
int cp_type_start(struct match_creader *P, uint32_t ahead);
int cp_paren_type(struct match_creader *P, int cast);
int cp_decl_start(struct match_creader *P);
void cp_specifiers(struct match_creader *P, struct cp_spec *sp, int must);
const char *cp_declarator(struct match_creader *P, const char *base,
			  uint32_t *name, int *is_fn);
const char *cp_type_name(struct match_creader *P);
void cp_file_decl(struct match_creader *P, const struct cp_spec *sp);

/* definitions and typedefs at the top level (ctag.c): what one
 * declaration defines, a definition (with one declarator var, or
 * several: multi) or a typedef (var the name, with its type) */
struct match_tagdef;
struct cp_top_def {
	const struct match_tagdef *def;
	struct match_expr *var;
	struct match_expr **vars;	/* `} x, *y[2];`: each declarator
					   (var the first), else NULL */
	struct match_range *dcls;	/* each one's text (`*y[2]`) */
	uint32_t nvars;
	int is_typedef, multi;
};
int cp_top_def_at(struct match_creader *P, uint32_t first, uint32_t end);
void cp_top_def(struct match_creader *P, struct cp_top_def *out);

/* expressions (cexpr.c) */
struct match_expr *cp_expr(struct match_creader *P);
struct match_expr *cp_assign(struct match_creader *P);
struct match_expr *cp_opaque(struct match_creader *P, uint32_t first,
			     int unread);
struct match_expr *cp_ident(struct match_creader *P);
struct match_expr *cp_macro_call(struct match_creader *P);
struct match_expr *cp_initializer(struct match_creader *P);

#endif
