/* cview.h - graph views from C text: the project's C reader.
 *
 * It reads function definitions as written (macros unexpanded, see
 * docs/matcher.md, "The C reader") into views, with exact ranges.  What
 * only a compiler knows comes from an oracle: which lines this
 * configuration compiles, which identifiers are macro expansions, which
 * names are typedefs, the declared types of globals.  Without one (or
 * for a NULL member) the reader guesses from the text itself: `#define`
 * lines seen so far, the file's typedefs, every line active but the
 * groups of `#if 0` and the `#elif`/`#else` groups after a first one.
 * Used by the matcher's tests (whole files) and by the plugin (one
 * function at a time, with GCC as the oracle).  Not a compiler: it does
 * not expand macros nor check types. */
#ifndef MATCH_CVIEW_H
#define MATCH_CVIEW_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "view.h"

/* Lines and columns as in struct match_range (from 1, columns in bytes). */
struct match_oracle {
	void *ctx;
	/* The line is compiled (not in a skipped #if group).  NULL: the
	 * reader's guess. */
	int (*line_active)(void *ctx, uint32_t line);
	/* A macro expansion starts at the identifier there: 0 no, 1
	 * object-like, 2 function-like.  NULL: the #defines seen so far. */
	int (*macro_at)(void *ctx, uint32_t line, uint32_t col);
	/* The name is a typedef name.  NULL: the file's typedefs. */
	int (*is_typedef)(void *ctx, const char *name, size_t len);
	/* The declared type of a global, as "struct foo *", or NULL when
	 * unknown.  NULL: the file's declarations. */
	const char *(*global_type)(void *ctx, const char *name, size_t len);
	/* The type a typedef name stands for ("struct foo"), or NULL when
	 * unknown.  NULL: the file's typedefs. */
	const char *(*typedef_type)(void *ctx, const char *name, size_t len);
	/* The line holds an #include or #define this compilation
	 * processed.  NULL: the reader's guess (the lines of active
	 * groups). */
	int (*directive_at)(void *ctx, uint32_t line);
};

/* One file's text, tokenized once, read function by function. */
struct match_creader;

/* text must outlive the reader; o (copied) may be NULL. */
struct match_creader *match_creader_new(const char *file, const char *text,
					size_t len,
					const struct match_oracle *o);
void match_creader_free(struct match_creader *r);
/* The function definition whose text starts at byte offset (its first
 * token, or anywhere up to its name).  NULL after printing
 * "FILE:LINE:COL: error: ..." to err. */
struct match_view *match_creader_function(struct match_creader *r,
					  size_t offset, FILE *err);

/* From now on, read { } initializers as trees (MATCH_E_INIT) where
 * they read exactly, else as text (MATCH_E_OPAQUE, the default). */
void match_creader_init_trees(struct match_creader *r, int on);

/* A view of the file's top level: ENTRY, one DECL node per declarator
 * of each file-scope declaration with an initializer that reads
 * exactly ({ } as trees), a STMT node per declarer use, an INCLUDE node
 * per #include line compiled, a DEFINE node per object-like #define
 * line compiled whose body is empty or an expression, in order, EXIT.
 * Never NULL. */
struct match_view *match_creader_toplevel(struct match_creader *r,
					  FILE *err);

/* A view of the bodies of the #define lines compiled (docs/matcher.md,
 * "Macro bodies"): ENTRY, a STMT node per #define, object-like or
 * function-like, whose body reads as an expression (the node's expr;
 * the node from the '#' to the body's end), in order, EXIT.  Its name
 * is MATCH_MACROS_VIEW.  Never NULL. */
struct match_view *match_creader_macros(struct match_creader *r, FILE *err);

/* From now on, the top-level view also holds (on, a mask) a DECL node
 * per struct, union or enum definition and typedef that reads exactly,
 * its definition in the node's tdef (view.h; MATCH_TOP_DEFS), and one
 * per declarator of a file-scope declaration without an initializer,
 * prototypes too (MATCH_TOP_DECLS); off by default. */
#ifndef MATCH_TOP_DEFS
#define MATCH_TOP_DEFS	1
#define MATCH_TOP_DECLS	2
#endif
void match_creader_top_defs(struct match_creader *r, int on);

struct match_cfile {
	struct match_view **views;	/* one per function definition */
	uint32_t nviews;
	uint32_t nfailed;		/* functions that could not be read */
};

/* Every function definition of the text (named file in ranges and
 * messages), with the reader's own guesses as the oracle (o NULL) or
 * o.  A function that cannot be read is reported to err as
 * "FILE:LINE:COL: error: ..." and left out; the others come out.
 * Returns 0, or -1 when some function was left out. */
int match_cview_parse(const char *file, const char *text, size_t len,
		      struct match_cfile *out, FILE *err);
int match_cview_parse_with(const char *file, const char *text, size_t len,
			   const struct match_oracle *o,
			   struct match_cfile *out, FILE *err);
void match_cfile_free(struct match_cfile *cf);

#endif
