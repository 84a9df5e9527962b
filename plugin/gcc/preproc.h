/* preproc.h - what GCC's preprocessor knows and the text does not say
 * (preproc.cc).  Include after gcc-compat.h. */
#ifndef SMPL_PREPROC_H
#define SMPL_PREPROC_H

struct smpl_plugin;

/* At the start of the unit: from now on, every line that gives tokens
 * is noted (the lines of inactive #if groups give none). */
void preproc_start(struct smpl_plugin *P);

/* Whether GCC's line maps record macro expansions in this compilation
 * (not under -ftrack-macro-expansion=0, nor for preprocessed input). */
bool preproc_tracks_macros(void);

/* Whether name is a macro at the end of what has been read. */
bool preproc_is_macro(tree name);

/* A macro expansion written in the source: the macro's identifier, where
 * its name is, and whether it takes arguments. */
struct preproc_macro {
	tree name;
	location_t at;
	bool fun_like;
};

/* Calls fn for each macro expansion written between from and to (two
 * ordinary locations of one file: a function's braces), in the order of
 * the text; expansions inside other expansions are not written there and
 * are not visited. */
void preproc_macros(location_t from, location_t to,
		    void (*fn)(void *arg, const struct preproc_macro *m),
		    void *arg);

/* The active lines between from and to: the first location of each line
 * that gave tokens, in order, from the line before from's or from's own. */
void preproc_lines(const struct smpl_plugin *P, location_t from,
		   location_t to, vec<location_t> *out);

/* (*out)[line]: the first location noted on that line of file (a token
 * this compilation read there), else 0; out grows to the last such line
 * + 1.  One map lookup per run of noted lines of the same map. */
void preproc_file_lines(const struct smpl_plugin *P, const char *file,
			vec<location_t> *out);

/* Marks seen[i] for each names[i] that is a macro whose expansion is
 * written between from and to (not inside another expansion).  For the
 * prefilter: one pass over the unit's macro maps in all, comparing each
 * map's macro with the names, instead of resolving every map of every
 * function. */
void preproc_named_macros(struct smpl_plugin *P, const vec<tree> &names,
			  location_t from, location_t to, vec<uint8_t> &seen);

/* (*out)[line]: the location of the #include or #define directive this
 * compilation processed at that line of file, else 0. */
void preproc_directive_lines(const struct smpl_plugin *P, const char *file,
			     vec<location_t> *out);

/* The first location of v written in file, or UNKNOWN_LOCATION (line
 * maps read directly, as the walks above). */
location_t preproc_first_in_file(const vec<location_t> &v, const char *file);

void preproc_end_unit(struct smpl_plugin *P);

/* What the preprocessor says of one function's text, kept with its view
 * until the unit ends: no GCC pointer (the strings are GCC's file names
 * and identifiers, which live as long as the compilation). */
struct fn_macro {
	uint32_t line, col;
	const char *name;
	bool fun_like;
};

struct fn_facts {
	const char *file;		/* NULL: the function is not written
					   in a file (a macro defines it) */
	uint32_t name_line, name_col;	/* where its name is */
	uint32_t first, last;		/* the lines of its name and its } */
	vec<location_t> line_loc;	/* [line - first]: its first token,
					   0 when it gave none */
	vec<uint32_t> line_col;		/* [line - first]: that token's column */
	vec<fn_macro> macros;		/* the expansions written in it */
};

/* The facts of fun, from its name to its closing brace; false (out->file
 * NULL) when that text is not written in one file. */
bool preproc_facts(const struct smpl_plugin *P, function *fun,
		   struct fn_facts *out);
/* With verbose: a note at loc saying what they are. */
void preproc_facts_note(const struct fn_facts *f, location_t loc, tree fn);
void preproc_facts_free(struct fn_facts *f);
/* The macro expansions written anywhere in file, and the first token of
 * each of its lines, for its top level. */
void preproc_file_macros(const struct smpl_plugin *P, const char *file,
			 struct fn_facts *out);
/* The macro whose expansion is written at line:col: 0 none, 1
 * object-like, 2 function-like. */
int preproc_facts_macro(const struct fn_facts *f, uint32_t line,
			uint32_t col);
/* GCC's location of line:col of the function's text (UNKNOWN_LOCATION
 * on a line that gave no token). */
location_t preproc_facts_loc(const struct fn_facts *f, uint32_t line,
			     uint32_t col);

#endif
