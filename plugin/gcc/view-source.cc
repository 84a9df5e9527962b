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
#include "cgraph.h"
#include "tree-pretty-print.h"
#include "opts.h"

extern "C" {
#include "cview.h"
#include "match.h"
#include "edit.h"
#include "util.h"
}

#include "plugin.h"
#include "unit.h"
#include "view-source.h"
#include "rules.h"

/* The unit's file-scope declarations by name (identifier nodes). */
struct unit_decls {
	hash_map<tree, tree> *by_name;
	vec<char *> types;		/* printed types handed out */
};

/* The file scope's block holds its typedefs and static declarations;
 * the C front end keeps the public ones in its external scope, gone by
 * now, so they come from the symbol table. */
static void read_decls(struct unit_decls *d)
{
	unsigned i;
	tree tu;
	symtab_node *n;

	d->by_name = new hash_map<tree, tree>;
	FOR_EACH_VEC_SAFE_ELT(all_translation_units, i, tu) {
		tree b = DECL_INITIAL(tu);

		for (tree x = b ? BLOCK_VARS(b) : NULL_TREE; x; x = DECL_CHAIN(x))
			if (DECL_NAME(x))
				d->by_name->put(DECL_NAME(x), x);
	}
	FOR_EACH_SYMBOL(n)
		if (DECL_NAME(n->decl) && DECL_FILE_SCOPE_P(n->decl) &&
		    !d->by_name->get(DECL_NAME(n->decl)))
			d->by_name->put(DECL_NAME(n->decl), n->decl);
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
	vec<uint8_t> active;		/* [line]: it gave tokens */
	struct unit_decls *decls;
	struct fn_facts top;		/* the file's macro uses, for lines
					   outside functions (top level) */
	vec<location_t> directives;	/* [line]: an #include or #define
					   processed there, else 0 */
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
	const vec<uint8_t> &a = ((oracle_ctx *)ctx)->active;

	return line < a.length () && a[line];
}

static int directive_at(void *ctx, uint32_t line)
{
	const vec<location_t> &a = ((oracle_ctx *)ctx)->directives;

	return line < a.length () && a[line];
}

/* The lines of file that gave tokens in this compilation, all of them:
 * a header's inactive #if groups are not read either. */
static void active_lines(const struct smpl_plugin *P, const char *file,
			 vec<uint8_t> *out)
{
	auto_vec<location_t> locs;

	preproc_file_lines(P, file, &locs);
	out->safe_grow_cleared(locs.length ());
	for (unsigned i = 0; i < locs.length (); i++)
		(*out)[i] = locs[i] != 0;
}

static int macro_at(void *ctx, uint32_t line, uint32_t col)
{
	const struct fn_facts *f = facts_at(ctx, line);

	if (!f)
		f = &((oracle_ctx *)ctx)->top;
	return preproc_facts_macro(f, line, col);
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

/* The type typedef name stands for, as GCC prints it ("struct foo",
 * "long unsigned int"). */
static const char *typedef_type(void *ctx, const char *name, size_t len)
{
	struct unit_decls *ds = ((oracle_ctx *)ctx)->decls;
	tree d = decl_named(ds, name, len), t;
	char *s;


	if (!d || TREE_CODE(d) != TYPE_DECL)
		return NULL;
	t = DECL_ORIGINAL_TYPE(d) ? DECL_ORIGINAL_TYPE(d) : TREE_TYPE(d);
	if (!t || TREE_CODE(t) == FUNCTION_TYPE || TREE_CODE(t) == ARRAY_TYPE ||
	    (RECORD_OR_UNION_TYPE_P(t) && !TYPE_NAME(t)) ||
	    (TREE_CODE(t) == ENUMERAL_TYPE && !TYPE_NAME(t)))
		return NULL;	/* what the reader could not write either */
	s = print_generic_expr_to_str(t);
	ds->types.safe_push(s);
	return s;
}

/* ---- preprocessed input ---- */

/* A line marker, `# N "FILE" ...` (or `#line N "FILE"`): its line and
 * file (the file's quotes excluded); false for any other line. */
static bool line_marker(const char *p, const char *end, unsigned long *n,
			const char **f, size_t *flen)
{
	const char *q;

	if (p == end || *p != '#')
		return false;
	for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	if (end - p > 4 && !strncmp(p, "line", 4))
		for (p += 4; p < end && (*p == ' ' || *p == '\t'); p++)
			;
	if (p == end || !ISDIGIT(*p))
		return false;
	*n = strtoul(p, (char **)&p, 10);
	while (p < end && *p == ' ')
		p++;
	if (p == end || *p != '"' || !(q = (const char *)memchr(p + 1, '"',
							   end - p - 1)))
		return false;
	*f = p + 1;
	*flen = q - p - 1;
	return true;
}

/* The text of file as the compiler saw it in a preprocessed input (as
 * distcc sends it): each line of the input that the line markers give to
 * file, at that line; the other lines empty.  Macros are expanded there,
 * as they were for the compiler: the view then holds what the compiler
 * had, and smpl-collect checks on the real file that what each edit
 * expects stands there. */
/* The input file as cc1 was given it (main_input_filename is the name
 * the first line marker gives). */
static const char *input_file(void)
{
	for (unsigned i = 0; i < save_decoded_options_count; i++)
		if (save_decoded_options[i].opt_index == OPT_SPECIAL_input_file)
			return save_decoded_options[i].arg;
	return main_input_filename;
}

static char *preprocessed_text(const char *file, size_t *len)
{
	size_t n, flen, want = strlen(file);
	char *in = smpl_read_file(input_file(), SMPL_MAX_SOURCE_FILE, &n);
	const char *p, *end, *f;
	unsigned long line = 1, at = 1, m;
	bool mine = false;
	obstack ob;
	char *out;

	if (!in)
		return NULL;
	obstack_init(&ob);
	for (p = in; p < in + n; p = end + 1) {
		end = (const char *)memchr(p, '\n', in + n - p);
		if (!end)
			end = in + n;
		if (line_marker(p, end, &m, &f, &flen)) {
			mine = flen == want && !memcmp(f, file, flen);
			line = m;
			continue;
		}
		for (; mine && at < line; at++)
			obstack_1grow(&ob, '\n');
		if (mine && at == line) {
			obstack_grow(&ob, p, end - p);
			obstack_1grow(&ob, '\n');
			at++;
		}
		line++;
	}
	*len = obstack_object_size(&ob);
	out = (char *)xmalloc(*len + 1);
	memcpy(out, obstack_finish(&ob), *len);
	out[*len] = 0;
	obstack_free(&ob, NULL);
	free(in);
	return out;
}

/* ---- views ---- */

/* One reader per source file of the unit, made when first needed. */
struct file_reader {
	const char *file;
	struct match_creader *r;
	struct oracle_ctx *ctx;
	const char *text;	/* what r reads */
	size_t len;
	char *own;		/* preprocessed input: what the compiler saw */
};

struct view_source {
	struct smpl_plugin *P;
	struct unit_decls decls;
	vec<file_reader> readers;
};

static struct file_reader *reader_for(struct view_source *S,
				      const char *file)
{
	const vec<unit_view *> &views = S->P->unit.views;
	struct edit_src *src;
	struct file_reader fr;
	struct match_oracle o;

	for (unsigned i = 0; i < S->readers.length (); i++)
		if (!strcmp(S->readers[i].file, file))
			return &S->readers[i];
	src = unit_source(&S->P->unit, file);
	fr.file = file;
	fr.r = NULL;
	fr.text = fr.own = NULL;
	fr.len = 0;
	fr.ctx = new oracle_ctx();
	fr.ctx->decls = &S->decls;
	for (unsigned i = 0; i < views.length (); i++)
		if (views[i]->facts.file && !strcmp(views[i]->facts.file, file))
			fr.ctx->facts.safe_push(&views[i]->facts);
	for (unsigned i = 0; i < views.length (); i++)
		if (views[i]->top && views[i]->facts.file &&
		    !strcmp(views[i]->facts.file, file)) {
			preproc_file_macros(S->P, file, &fr.ctx->top);
			break;
		}
	active_lines(S->P, file, &fr.ctx->active);
	preproc_directive_lines(S->P, file, &fr.ctx->directives);	/* preproc.cc */
	o.ctx = fr.ctx;
	o.line_active = line_active;
	o.macro_at = macro_at;
	o.is_typedef = is_typedef;
	o.global_type = global_type;
	o.typedef_type = typedef_type;
	o.directive_at = directive_at;
	if (cpp_get_options(parse_in)->preprocessed)
		fr.text = fr.own = preprocessed_text(file, &fr.len);
	else if (src)
		fr.text = edit_src_text(src, &fr.len);
	if (fr.text)
		fr.r = match_creader_new(file, fr.text, fr.len, &o);
	S->readers.safe_push(fr);
	return &S->readers.last ();
}

/* GCC's location of each node of u's view, from its line and column. */
static void node_locations(const vec<location_t> &dirs,
			   const struct fn_facts *f, unit_view *u,
			   location_t fallback)
{
	struct match_view *v = u->v;

	u->locs.truncate(0);
	for (uint32_t i = 0; i < v->nnodes; i++) {
		const struct match_node *n = v->nodes[i];
		bool dir = n->kind == MATCH_N_INCLUDE ||
			   n->kind == MATCH_N_DEFINE || u->macros;
		location_t l = dir ? (n->range.line < dirs.length () ?
				      dirs[n->range.line] : 0) :
			       n->range.line ? preproc_facts_loc(
				       f, n->range.line,
				       n->range.col) : 0;

		u->locs.safe_push(l ? l : fallback);
	}
}

/* The byte offset of line:col (from 1) in text, or SIZE_MAX. */
static size_t offset_of(const char *text, size_t len, uint32_t line,
			uint32_t col)
{
	size_t off = 0;

	while (--line > 0) {
		const char *nl = (const char *)memchr(text + off, '\n',
						       len - off);

		if (!nl)
			return SIZE_MAX;
		off = nl - text + 1;
	}
	return off + col - 1 < len ? off + col - 1 : SIZE_MAX;
}

/* u's view read from the text; false (with why) when it cannot be. */
static bool read_one(struct view_source *S, unit_view *u, char *why,
		     size_t n)
{
	const struct fn_facts *f = &u->facts;
	struct file_reader *fr;
	size_t off;
	char *msg = NULL;
	size_t msglen = 0;
	FILE *err;

	if (!f->file) {
		snprintf(why, n, "its text comes from a macro expansion");
		return false;
	}
	fr = reader_for(S, f->file);
	if (!fr->r) {
		snprintf(why, n, "cannot read %s", f->file);
		return false;
	}
	if (u->macros) {
		err = open_memstream(&msg, &msglen);
		u->v = match_creader_macros(fr->r, err);
		fclose(err);
		free(msg);
		return true;
	}
	if (u->top) {
		int defs = rules_want_top_defs(S->P);

		/* a header's view: no declarations without an initializer
		 * (its driver structures are what it is made for) */
		if (main_input_filename && strcmp(f->file, main_input_filename))
			defs &= ~MATCH_TOP_DECLS;
		err = open_memstream(&msg, &msglen);
		match_creader_top_defs(fr->r, defs);
		u->v = match_creader_toplevel(fr->r, err);
		fclose(err);
		free(msg);
		return true;
	}
	off = offset_of(fr->text, fr->len, f->name_line, f->name_col);
	if (off == SIZE_MAX) {
		snprintf(why, n, "%s changed during the compilation", f->file);
		return false;
	}
	err = open_memstream(&msg, &msglen);
	u->v = match_creader_function(fr->r, off, err);
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

		if (read_one(&S, u, why, sizeof(why))) {	/* its reader made */
			oracle_ctx *c = reader_for(&S, u->facts.file)->ctx;

			node_locations(c->directives, u->top ? &c->top : &u->facts,
				       u, u->where);
			for (uint32_t k = 0; u->top && k < u->v->nopaque; k++)
				u->unread_locs.safe_push(preproc_facts_loc(
					&c->top, u->v->unread[k].line,
					u->v->unread[k].col));
		} else
			failed(P, u, why);
	}
	for (unsigned i = 0; i < S.readers.length (); i++) {
		match_creader_free(S.readers[i].r);
		free(S.readers[i].own);
		S.readers[i].ctx->facts.release ();
		S.readers[i].ctx->active.release ();
		S.readers[i].ctx->directives.release ();
		preproc_facts_free(&S.readers[i].ctx->top);
		delete S.readers[i].ctx;
	}
	S.readers.release ();
	for (unsigned i = 0; i < S.decls.types.length (); i++)
		free(S.decls.types[i]);
	S.decls.types.release ();
	delete S.decls.by_name;
}

/* ---- names only, for text read again (match-run.cc) ---- */

struct view_names {
	oracle_ctx ctx;
	struct unit_decls decls;
};

struct view_names *view_source_names(struct match_oracle *o)
{
	struct view_names *n = new view_names();

	n->decls.by_name = NULL;
	n->ctx.decls = &n->decls;
	memset(o, 0, sizeof(*o));
	o->ctx = &n->ctx;
	o->is_typedef = is_typedef;
	o->global_type = global_type;
	o->typedef_type = typedef_type;
	return n;
}

void view_source_names_free(struct view_names *n)
{
	if (!n)
		return;
	for (unsigned i = 0; i < n->decls.types.length (); i++)
		free(n->decls.types[i]);
	n->decls.types.release ();
	delete n->decls.by_name;
	delete n;
}
