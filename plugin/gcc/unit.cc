/* unit.cc - what the plugin keeps of a translation unit: for each
 * function that gets past the prefilter, what the preprocessor says of
 * its text (preproc.cc), kept from the pass to the end of the unit; then
 * the views read from the text (view-source.cc) under the crash guard.
 * The source files are read once, at the end, for the views, the
 * fix-its and the record.  Matching and reporting are not here
 * (match-run.cc, diagnose.cc). */
#include "gcc-compat.h"
#include "hash-map.h"
#include "cgraph.h"

extern "C" {
#include "view.h"
#include "edit.h"
#include "match.h"
}

#include "plugin.h"
#include "elsewhere.h"
#include "guard.h"
#include "unit.h"
#include "view-source.h"
#include "prefilter.h"
#include "rules.h"

/* A failure of ours: at the configured severity, but never above a
 * warning, so that the object file is still produced. */
static void trouble(const struct smpl_options *o, location_t loc,
		    const char *why, const char *fn)
{
	if (smpl_quiet())
		return;
	if (o->severity == SMPL_SEV_NOTE)
		inform(loc, "smpl: cannot read this code: %s; %qs is skipped",
		       why, fn);
	else
		warning_at(loc, 0, "smpl: cannot read this code: %s; %qs is "
			   "skipped", why, fn);
}

/* What the pass keeps of a function that may match: its name and what
 * the preprocessor says of its text; the text is read at the end of the
 * unit, when the files are (view-source.cc). */
void unit_add_view(struct smpl_plugin *P, function *fun,
		   const vec<uint8_t> &called)
{
	location_t at = DECL_SOURCE_LOCATION(fun->decl);
	unit_view *u;

	/* made by the compiler or by a macro (module_init's functions): no
	 * code as written, nothing a rule can match (spatch neither) */
	if (DECL_ARTIFICIAL(fun->decl) ||
	    linemap_location_from_macro_expansion_p(line_table, at)) {
		if (P->opts.verbose && !smpl_quiet())
			inform(at, "smpl: %qD is not written in the source: "
			       "skipped", fun->decl);
		return;
	}
	u = new unit_view();
	u->name = IDENTIFIER_POINTER(DECL_NAME(fun->decl));
	u->where = DECL_SOURCE_LOCATION(fun->decl);
	u->reached = -1;
	u->called = called.copy ();
	preproc_facts(P, fun, &u->facts);		/* preproc.cc */
	if (P->opts.verbose && !smpl_quiet())
		preproc_facts_note(&u->facts, u->where, fun->decl);
	P->unit.views.safe_push(u);
}

/* Is declaration x written in the main file (main) or in another one,
 * not made by a macro expansion? */
static bool written_in(tree x, bool main)
{
	const char *file = DECL_SOURCE_FILE(x);

	return file && !strcmp(file, main_input_filename) == main &&
	       !linemap_location_from_macro_expansion_p(
		       line_table, DECL_SOURCE_LOCATION(x));
}

/* Is x a variable of the main file with an initializer, written there? */
static bool main_init_var(tree x)
{
	return TREE_CODE(x) == VAR_DECL && DECL_INITIAL(x) &&
	       written_in(x, true);
}

/* Is x a declaration (a variable, function or typedef) written in the
 * main file? */
static bool main_decl(tree x)
{
	return DECL_P(x) && written_in(x, true);
}

/* Where the first file-scope declaration of the unit's block that want
 * takes is, or UNKNOWN_LOCATION. */
static location_t first_unit_decl(bool (*want)(tree))
{
	unsigned i;
	tree tu;

	FOR_EACH_VEC_SAFE_ELT(all_translation_units, i, tu) {
		tree b = DECL_INITIAL(tu);

		for (tree x = b ? BLOCK_VARS(b) : NULL_TREE; x; x = DECL_CHAIN(x))
			if (want(x))
				return DECL_SOURCE_LOCATION(x);
	}
	return UNKNOWN_LOCATION;
}

/* Where the main file's first file-scope variable with an initializer
 * is, or UNKNOWN_LOCATION when it has none.  The unit's block holds the
 * static ones; one with external linkage is in the symbol table. */
static location_t first_init_var(void)
{
	location_t at = first_unit_decl(main_init_var);
	varpool_node *vn;

	if (at != UNKNOWN_LOCATION)
		return at;
	FOR_EACH_VARIABLE(vn)
		if (DECL_FILE_SCOPE_P(vn->decl) && main_init_var(vn->decl))
			return DECL_SOURCE_LOCATION(vn->decl);
	return UNKNOWN_LOCATION;
}

/* The first location of vector v in the main file, or UNKNOWN_LOCATION
 * (a place for the top level's messages when it has no variable with
 * an initializer). */
static location_t first_in_main(const vec<location_t> &v)
{
	return preproc_first_in_file(v, main_input_filename);	/* preproc.cc */
}

/* Is file among files? */
static bool has_file(const vec<const char *> &files, const char *file)
{
	for (unsigned i = 0; i < files.length (); i++)
		if (!strcmp(files[i], file))
			return true;
	return false;
}

/* Is x a static file-scope variable with an initializer written in a
 * header? */
static bool header_var(tree x)
{
	return TREE_CODE(x) == VAR_DECL && DECL_INITIAL(x) && !TREE_PUBLIC(x) &&
	       written_in(x, false);
}

/* A view of the top level of each header with a static variable with an
 * initializer (a header's driver structure: the units that include it
 * make the same edit, which smpl-collect makes once), where the
 * header's first such variable is. */
static void unit_add_header_tops(struct smpl_plugin *P)
{
	auto_vec<const char *> seen;	/* the headers that have a view */
	unsigned i;
	tree tu;

	FOR_EACH_VEC_SAFE_ELT(all_translation_units, i, tu) {
		tree b = DECL_INITIAL(tu);

		for (tree x = b ? BLOCK_VARS(b) : NULL_TREE; x;
		     x = DECL_CHAIN(x)) {
			unit_view *u;

			if (!header_var(x) || has_file(seen, DECL_SOURCE_FILE(x)))
				continue;
			seen.safe_push(DECL_SOURCE_FILE(x));
			u = new unit_view();
			u->name = "";
			u->where = DECL_SOURCE_LOCATION(x);
			u->top = true;
			u->reached = -1;
			u->facts.file = DECL_SOURCE_FILE(x);
			P->unit.views.safe_push(u);
		}
	}
}

/* A view of the top level of the main file, and of the headers with a
 * static variable with an initializer; only when a rule matches the top
 * level, so that the cost is nil otherwise. */
void unit_add_top(struct smpl_plugin *P)
{
	location_t at;
	unit_view *u;

	if (prefilter_idle(P) || !rules_want_top(P) ||
	    !main_input_filename)
		return;
	if ((at = first_init_var()) != UNKNOWN_LOCATION ||
	    (rules_want_top_defs(P) &&	/* definitions */
	     (at = first_unit_decl(main_decl)) != UNKNOWN_LOCATION) ||
	    (at = first_in_main(P->pp.directives)) != UNKNOWN_LOCATION ||
	    (at = first_in_main(P->pp.lines)) != UNKNOWN_LOCATION) {
		u = new unit_view();
		u->name = "";
		u->where = at;
		u->top = true;
		u->reached = -1;
		u->facts.file = main_input_filename;
		P->unit.views.safe_push(u);
	}
	if (!P->opts.main_only)
		unit_add_header_tops(P);
}

void unit_add_macros(struct smpl_plugin *P)
{
	location_t at;
	unit_view *u;

	if (prefilter_idle(P) || !rules_want_macros(P) ||
	    (at = first_in_main(P->pp.directives)) == UNKNOWN_LOCATION)
		return;
	u = new unit_view();
	u->name = MATCH_MACROS_VIEW;
	u->where = at;
	u->macros = true;
	u->reached = -1;
	u->facts.file = main_input_filename;
	P->unit.views.safe_push(u);
}

struct edit_src *unit_source(struct smpl_unit *U, const char *file)
{
	char err[256];
	struct unit_source s;

	for (unsigned i = 0; i < U->sources.length (); i++)
		if (!strcmp(U->sources[i].file, file))
			return U->sources[i].src;
	s.file = file;
	s.src = elsewhere_read(file, err, sizeof(err));	/* elsewhere.cc */
	U->sources.safe_push(s);
	return s.src;
}

static void failed(struct smpl_plugin *P, unit_view *u, const char *why)
{
	trouble(&P->opts, u->where, why, u->name);
}

/* SMPL_DEBUG_FAULT=view in the environment makes reading fault, so that
 * the tests can check the guard (testsuite/smpl.plugin/plugin.exp). */
static void read_views(void *arg)
{
	const char *fault = getenv("SMPL_DEBUG_FAULT");

	if (fault && !strcmp(fault, "view"))
		*(volatile int *)NULL = 0;
	view_source_unit((struct smpl_plugin *)arg, failed);
}

/* Drops the functions whose view could not be read. */
static void keep_read(struct smpl_unit *U)
{
	unsigned k = 0;

	for (unsigned i = 0; i < U->views.length (); i++) {
		unit_view *u = U->views[i];

		if (u->v) {
			U->views[k++] = u;
			continue;
		}
		preproc_facts_free(&u->facts);
		u->locs.release ();
		u->unread_locs.release ();
		u->called.release ();
		delete u;
	}
	U->views.truncate(k);
}

/* Under verbose: each statement or macro argument the reader kept as
 * text, where it starts and why; only `...` goes through it. */
static void unread_notes(unit_view *u)
{
	const struct match_view *v = u->v;

	for (uint32_t i = 0; i < v->nopaque; i++) {
		const struct match_unread *r = &v->unread[i];
		location_t loc = i < u->unread_locs.length () ?
				 u->unread_locs[i] :
				 preproc_facts_loc(&u->facts, r->line, r->col);

		if (loc != UNKNOWN_LOCATION)
			inform(loc, "smpl: %qs: not read as C (%s): kept as "
			       "text, which no pattern but %<...%> matches",
			       u->name[0] ? u->name : "the top level", r->why);
		else	/* the top level: no line facts, the line said */
			inform(u->where, "smpl: %qs: line %u, column %u not "
			       "read as C (%s): kept as text, which no pattern "
			       "but %<...%> matches",
			       u->name[0] ? u->name : "the top level",
			       r->line, r->col, r->why);
	}
}

void unit_text(struct smpl_plugin *P)
{
	struct smpl_unit *U = &P->unit;

	if (!guarded(read_views, P)) {
		/* what the fault left is not to be trusted: dropped, not
		 * freed */
		for (unsigned i = 0; i < U->views.length (); i++)
			U->views[i]->v = NULL;
		if (!U->views.is_empty ())
			trouble(&P->opts, U->views[0]->where, "internal error",
				U->views[0]->name);
	}
	keep_read(U);
	for (unsigned i = 0; P->opts.verbose && !smpl_quiet() &&
	     i < U->views.length (); i++)
		unread_notes(U->views[i]);
	for (unsigned i = 0; P->opts.verbose && U->speak &&
	     i < U->views.length (); i++)
		match_view_dump(U->views[i]->v, stderr);
}

static bool in_main_file(const unit_view *u)
{
	return !u->facts.file || !main_input_filename ||
	       !strcmp(u->facts.file, main_input_filename);
}

void unit_mark_reached(struct smpl_plugin *P)
{
	struct smpl_unit *U = &P->unit;
	hash_map<tree, tree> fns;	/* a header view's name: its decl */
	unsigned i;
	tree tu;

	for (i = 0; i < U->views.length (); i++)
		if (!in_main_file(U->views[i]) && !U->views[i]->top)
			fns.put(get_identifier(U->views[i]->name), NULL_TREE);
	if (fns.is_empty ())
		return;
	/* the unit's file-scope declarations (the view keeps no GCC
	 * pointer): one pass */
	FOR_EACH_VEC_SAFE_ELT(all_translation_units, i, tu) {
		tree b = DECL_INITIAL(tu);

		for (tree x = b ? BLOCK_VARS(b) : NULL_TREE; x; x = DECL_CHAIN(x))
			if (TREE_CODE(x) == FUNCTION_DECL && DECL_NAME(x) &&
			    fns.get(DECL_NAME(x)))
				fns.put(DECL_NAME(x), x);
	}
	for (i = 0; i < U->views.length (); i++) {
		unit_view *u = U->views[i];
		tree *d = in_main_file(u) || u->top ? NULL :
			  fns.get(get_identifier(u->name));
		cgraph_node *n;

		if (!d || !*d || !DECL_DECLARED_INLINE_P(*d))
			continue;
		n = cgraph_node::get(*d);
		u->reached = n && n->definition;
	}
}

void unit_drop_unused(struct smpl_plugin *P)
{
	struct smpl_unit *U = &P->unit;
	unsigned j = 0;

	for (unsigned i = 0; i < U->views.length (); i++) {
		unit_view *u = U->views[i];

		if (u->reached != 0) {
			U->views[j++] = u;
			continue;
		}
		if (P->opts.verbose && !smpl_quiet())
			inform(u->where, "smpl: %qs: an inline function of a "
			       "header this unit does not compile: not matched "
			       "here", u->name);
		preproc_facts_free(&u->facts);
		u->locs.release ();
		u->unread_locs.release ();
		u->called.release ();
		delete u;
	}
	U->views.truncate(j);
}

void unit_free(struct smpl_unit *U)
{
	for (unsigned i = 0; i < U->sources.length (); i++)
		edit_src_free(U->sources[i].src);
	U->sources.release ();
	for (unsigned i = 0; i < U->views.length (); i++) {
		match_view_free(U->views[i]->v);
		preproc_facts_free(&U->views[i]->facts);
		U->views[i]->locs.release ();
		U->views[i]->unread_locs.release ();
		U->views[i]->called.release ();
		delete U->views[i];
	}
	U->views.release ();
	edit_rec_free(&U->rec);
	U->nmatch = 0;
}
