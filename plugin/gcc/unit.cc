/* unit.cc - what the plugin keeps of a translation unit: the view of
 * each function that gets past the prefilter, built by view.cc under the
 * crash guard while the function's GIMPLE exists and kept (it holds no
 * GCC pointer) until the unit ends; then completed from the source text
 * (view-text.cc) by unit_text.  The source files are read once, at the
 * end, for the text, the fix-its and the record.  Matching and reporting
 * are not here (match-run.cc, diagnose.cc). */
#include "gcc-compat.h"

extern "C" {
#include "view.h"
#include "edit.h"
}

#include "plugin.h"
#include "guard.h"
#include "unit.h"
#include "view-gimple.h"
#include "view-text.h"

/* A failure of ours: at the configured severity, but never above a
 * warning, so that the object file is still produced. */
static void trouble(const struct smpl_options *o, location_t loc,
		    const char *fmt, const char *a, tree fn)
{
	char msg[256];

	if (smpl_quiet())
		return;
	snprintf(msg, sizeof(msg), fmt, a);
	if (o->severity == SMPL_SEV_NOTE)
		inform(loc, "smpl: %s; %qD is skipped", msg, fn);
	else
		warning_at(loc, 0, "smpl: %s; %qD is skipped", msg, fn);
}

struct build_args {
	function *fun;
	unit_view *u;
	char why[200];
	location_t where;
};

/* SMPL_DEBUG_FAULT=view in the environment makes it fault, so that the
 * tests can check the guard (testsuite/smpl.plugin/plugin.exp). */
static void build(void *arg)
{
	struct build_args *a = (struct build_args *)arg;
	const char *fault = getenv("SMPL_DEBUG_FAULT");

	if (fault && !strcmp(fault, "view"))
		a->where = *(volatile location_t *)NULL;

	a->u->v = view_build(a->fun, a->u->locs, a->why, sizeof(a->why),
			     &a->where);
}

/* A fault while building the view (a bug of ours) skips the function. */
void unit_add_view(struct smpl_plugin *P, function *fun)
{
	struct build_args a;
	unit_view *u = new unit_view();

	a.fun = fun;
	a.u = u;
	a.where = DECL_SOURCE_LOCATION(fun->decl);
	if (!guarded(build, &a)) {
		free_dominance_info(CDI_DOMINATORS);
		snprintf(a.why, sizeof(a.why), "internal error");
		u->v = NULL;
	}
	if (!u->v) {
		trouble(&P->opts, a.where, "cannot read this code: %s", a.why,
			fun->decl);
		delete u;
		return;
	}
	preproc_facts(P, fun, &u->facts);		/* preproc.cc */
	if (P->opts.verbose && !smpl_quiet())
		preproc_facts_note(&u->facts, a.where, fun->decl);
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
	s.src = edit_src_read(file, err, sizeof(err));
	U->sources.safe_push(s);
	return s.src;
}

static struct edit_src *source_cb(void *U, const char *file)
{
	return unit_source((struct smpl_unit *)U, file);
}

void unit_text(struct smpl_plugin *P)
{
	struct smpl_unit *U = &P->unit;

	for (unsigned i = 0; i < U->views.length (); i++) {
		view_from_text(U->views[i]->v, source_cb, U);
		if (P->opts.verbose && U->speak)
			match_view_dump(U->views[i]->v, stderr);
	}
}

void unit_free(struct smpl_unit *U)
{
	for (unsigned i = 0; i < U->sources.length (); i++)
		edit_src_free(U->sources[i].src);
	U->sources.release ();
	for (unsigned i = 0; i < U->views.length (); i++) {
		match_view_free(U->views[i]->v);
		preproc_facts_free(&U->views[i]->facts);
		delete U->views[i];
	}
	U->views.release ();
	edit_rec_free(&U->rec);
	U->nmatch = 0;
}
