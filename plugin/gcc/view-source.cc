/* view-source.cc - the view of a function read from its text, as written,
 * by the project's C reader (plugin/match/cview.c), with GCC as the
 * reader's oracle for what only the compiler knows:
 *
 *   - which lines are compiled: those that gave tokens (preproc.cc), so
 *     the groups of an inactive #if are not read;
 *   - which identifiers are macros: the expansions written in the
 *     function, from the line maps (preproc.cc);
 *   - the unit's typedef names and the declared types of its globals:
 *     the translation unit's file-scope declarations, read once per unit
 *     when some function needs them.
 *
 * Everything here runs at the end of the unit, on views that hold no
 * GCC pointer; GCC's location of each node is computed from its line
 * and column. */
#include "gcc-compat.h"
#include "hash-map.h"
#include "tree-pretty-print.h"

extern "C" {
#include "cview.h"
#include "edit.h"
}

#include "plugin.h"
#include "unit.h"
#include "view-source.h"

/* The unit's file-scope declarations by name (identifier nodes). */
struct unit_decls {
	hash_map<tree, tree> *by_name;
	vec<char *> types;		/* printed types handed out */
};

static void read_decls(struct unit_decls *d)
{
	unsigned i;
	tree tu;

	d->by_name = new hash_map<tree, tree>;
	FOR_EACH_VEC_SAFE_ELT(all_translation_units, i, tu) {
		tree b = DECL_INITIAL(tu);

		for (tree x = b ? BLOCK_VARS(b) : NULL_TREE; x; x = DECL_CHAIN(x))
			if (DECL_NAME(x))
				d->by_name->put(DECL_NAME(x), x);
	}
}

static tree decl_named(struct unit_decls *d, const char *name, size_t len)
{
	tree *x;

	if (!d->by_name)
		read_decls(d);
	x = d->by_name->get(get_identifier_with_length(name, len));
	return x ? *x : NULL_TREE;
}

/* The oracle of one file: the facts of its functions that may match
 * (the reader reads only those; elsewhere every line is active and no
 * name is a macro expansion). */
struct oracle_ctx {
	vec<const struct fn_facts *> facts;
	struct unit_decls *decls;
};

static const struct fn_facts *facts_at(void *ctx, uint32_t line)
{
	const vec<const struct fn_facts *> &v = ((oracle_ctx *)ctx)->facts;

	for (unsigned i = 0; i < v.length (); i++)
		if (line >= v[i]->first && line <= v[i]->last)
			return v[i];
	return NULL;
}

static int line_active(void *ctx, uint32_t line)
{
	const struct fn_facts *f = facts_at(ctx, line);

	return !f || preproc_facts_active(f, line);
}

static int macro_at(void *ctx, uint32_t line, uint32_t col)
{
	const struct fn_facts *f = facts_at(ctx, line);

	return f ? preproc_facts_macro(f, line, col) : 0;
}

static int is_typedef(void *ctx, const char *name, size_t len)
{
	tree d = decl_named(((oracle_ctx *)ctx)->decls, name, len);

	return d && TREE_CODE(d) == TYPE_DECL;
}

static const char *global_type(void *ctx, const char *name, size_t len)
{
	struct unit_decls *ds = ((oracle_ctx *)ctx)->decls;
	tree d = decl_named(ds, name, len);
	char *s;

	if (!d || (TREE_CODE(d) != VAR_DECL && TREE_CODE(d) != FUNCTION_DECL)
	    || !TREE_TYPE(d))
		return NULL;
	s = print_generic_expr_to_str(TREE_TYPE(d));
	ds->types.safe_push(s);
	return s;
}

/* ---- views ---- */

/* One reader per source file of the unit, made when first needed. */
struct file_reader {
	const char *file;
	struct match_creader *r;
	struct oracle_ctx *ctx;
};

struct view_source {
	struct smpl_plugin *P;
	struct unit_decls decls;
	vec<file_reader> readers;
};

static struct match_creader *reader_for(struct view_source *S,
					const char *file)
{
	const vec<unit_view *> &views = S->P->unit.views;
	struct edit_src *src;
	struct file_reader fr;
	struct match_oracle o;
	size_t len;
	const char *text;

	for (unsigned i = 0; i < S->readers.length (); i++)
		if (!strcmp(S->readers[i].file, file))
			return S->readers[i].r;
	src = unit_source(&S->P->unit, file);
	fr.file = file;
	fr.r = NULL;
	fr.ctx = new oracle_ctx();
	fr.ctx->decls = &S->decls;
	for (unsigned i = 0; i < views.length (); i++)
		if (views[i]->facts.file && !strcmp(views[i]->facts.file, file))
			fr.ctx->facts.safe_push(&views[i]->facts);
	o.ctx = fr.ctx;
	o.line_active = line_active;
	o.macro_at = macro_at;
	o.is_typedef = is_typedef;
	o.global_type = global_type;
	if (src) {
		text = edit_src_text(src, &len);
		fr.r = match_creader_new(file, text, len, &o);
	}
	S->readers.safe_push(fr);
	return fr.r;
}

/* GCC's location of each node of u's view, from its line and column. */
static void node_locations(unit_view *u, location_t fallback)
{
	struct match_view *v = u->v;

	u->locs.truncate(0);
	for (uint32_t i = 0; i < v->nnodes; i++) {
		const struct match_node *n = v->nodes[i];
		location_t l = n->range.line ? preproc_facts_loc(
			&u->facts, n->range.line, n->range.col) : 0;

		u->locs.safe_push(l ? l : fallback);
	}
}

/* The byte offset of line:col in src, or SIZE_MAX. */
static size_t offset_of(struct edit_src *src, uint32_t line, uint32_t col)
{
	uint32_t off = edit_src_offset(src, line, col);

	return off == UINT32_MAX ? SIZE_MAX : off;
}

/* u's view read from the text; false (with why) when it cannot be. */
static bool read_one(struct view_source *S, unit_view *u, char *why,
		     size_t n)
{
	const struct fn_facts *f = &u->facts;
	struct match_creader *r;
	struct edit_src *src;
	size_t off;
	char *msg = NULL;
	size_t msglen = 0;
	FILE *err;

	if (!f->file) {
		snprintf(why, n, "its text comes from a macro expansion");
		return false;
	}
	r = reader_for(S, f->file);
	src = unit_source(&S->P->unit, f->file);
	if (!r || !src) {
		snprintf(why, n, "cannot read %s", f->file);
		return false;
	}
	off = offset_of(src, f->name_line, f->name_col);
	if (off == SIZE_MAX) {
		snprintf(why, n, "%s changed during the compilation", f->file);
		return false;
	}
	err = open_memstream(&msg, &msglen);
	u->v = match_creader_function(r, off, err);
	fclose(err);
	if (!u->v)
		snprintf(why, n, "%s", msg && *msg ? msg : "cannot read it");
	free(msg);
	return u->v != NULL;
}

void view_source_unit(struct smpl_plugin *P,
		      void (*failed)(struct smpl_plugin *, unit_view *,
				     const char *why))
{
	struct view_source S;
	char why[300];

	memset(&S, 0, sizeof(S));
	S.P = P;
	for (unsigned i = 0; i < P->unit.views.length (); i++) {
		unit_view *u = P->unit.views[i];

		if (read_one(&S, u, why, sizeof(why)))
			node_locations(u, u->where);
		else
			failed(P, u, why);
	}
	for (unsigned i = 0; i < S.readers.length (); i++) {
		match_creader_free(S.readers[i].r);
		S.readers[i].ctx->facts.release ();
		delete S.readers[i].ctx;
	}
	S.readers.release ();
	for (unsigned i = 0; i < S.decls.types.length (); i++)
		free(S.decls.types[i]);
	S.decls.types.release ();
	delete S.decls.by_name;
}
