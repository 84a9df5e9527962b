/* plugin.cc - plugin_init and the callbacks: where GCC hands the plugin
 * its work, and the pipeline in one place.
 *
 * plugin_init reads the options (options.cc), loads the rules
 * (rules.cc), builds the prefilter (prefilter.cc) and registers for each
 * function the C front end has read (PLUGIN_PRE_GENERICIZE) and the end
 * of the unit.  Then GCC drives the pipeline in two halves: the first
 * steps run on each function as its definition ends, on the body the C
 * front end built (on_function), the end of the unit the rest,
 * once every function has been seen, since a rule may inherit what an
 * earlier rule bound in another function (on_unit_end).  All state is
 * one struct smpl_plugin (plugin.h).  The plugin changes no code.
 *
 * C++ only because GCC's plugin API is C++: the code reads as C. */
#include "gcc-compat.h"
#include "plugin-version.h"

extern "C" {
#include "match.h"
}

#include "plugin.h"
#include "diagnose.h"
#include "elsewhere.h"
#include "findings.h"
#include "match-run.h"
#include "prefilter.h"
#include "preproc.h"
#include "records.h"
#include "rules.h"
#include "unit.h"

SMPL_EXPORT int plugin_is_GPL_compatible;

static struct smpl_plugin plugin;

/* ---- the pipeline ---- */

/* On each function the unit defines: the prefilter, then its view, kept for
 * the end of the unit. */
/* Is fun written in a header (main-only leaves those out)? */
static bool in_header(function *fun)
{
	const char *f = DECL_SOURCE_FILE(fun->decl);

	return main_input_filename && f && strcmp(f, main_input_filename);
}

static void on_function(struct smpl_plugin *P, function *fun)
{
	if (prefilter_idle(P) || (P->opts.main_only && in_header(fun)))
		return;
	auto_vec<uint8_t, 64> called;

	if (prefilter_passes(P, fun, &called))		/* prefilter.cc */
		unit_add_view(P, fun, called);		/* unit.cc, view.cc */
}

/* Each rule file of P->all (P->R) over the unit's views, one after
 * another, each finding reported and recorded under its own file's
 * name. */
static void run_rule_files(struct smpl_plugin *P)
{
	struct match_prog prog;
	struct match_out out;

	for (unsigned i = 0; i < P->all.length (); i++) {
		rules_use(P, i);
		if (match_filter_idle(&P->R->filter))
			continue;
		if (match_unit(P, &prog, &out, i == 0)) {	/* match-run.cc */
			diagnose_unit(P, &out);		/* diagnose.cc */
			findings_debug(P, &out);	/* findings.cc */
			match_out_free(&out);
			match_prog_free(&prog);
		}
	}
	rules_use(P, 0);
}

/* At the end of the unit: the views completed from the text, the rules
 * run over them, each finding reported and recorded, the record saved.
 * Nothing is matched when the findings would go nowhere. */
static void on_unit_end(struct smpl_plugin *P)
{
	struct smpl_unit *U = &P->unit;

	U->speak = !smpl_quiet();
	elsewhere_note(P);				/* elsewhere.cc */
	records_init(P);				/* records.cc */
	unit_drop_unused(P);				/* unit.cc */
	unit_add_top(P);				/* unit.cc */
	unit_add_macros(P);				/* unit.cc */
	if (!U->views.is_empty () && (U->speak || P->opts.out)) {
		unit_text(P);				/* view-source.cc */
		run_rule_files(P);
	}
	records_save(P);				/* records.cc */
	unit_free(U);
	preproc_end_unit(P);
}

/* ---- the callbacks ---- */

/* Each function the C front end has read, before it is made GENERIC
 * and GIMPLE: every definition of the unit, a static function nothing
 * calls included, with all its code, the unreachable included. */
static void pre_genericize(void *gcc_data, void *)
{
	tree fndecl = (tree)gcc_data;

	if (fndecl && TREE_CODE(fndecl) == FUNCTION_DECL &&
	    DECL_STRUCT_FUNCTION(fndecl))
		on_function(&plugin, DECL_STRUCT_FUNCTION(fndecl));
}

static void start_unit(void *, void *)
{
	preproc_start(&plugin);				/* preproc.cc */
}

static void ipa_start(void *, void *)
{
	unit_mark_reached(&plugin);			/* unit.cc */
}

static void finish_unit(void *, void *)
{
	on_unit_end(&plugin);
}

static void release(void *, void *)
{
	prefilter_free(&plugin);
	rules_free(&plugin);
}

/* The GCC this plugin was built for.  SMPL_FAKE_GCC_VERSION builds the
 * copy of the plugin that the tests load to see the refusal. */
static struct plugin_gcc_version *built_for(void)
{
	static struct plugin_gcc_version v = gcc_version;

#ifdef SMPL_FAKE_GCC_VERSION
	v.basever = SMPL_FAKE_GCC_VERSION;
#endif
	return &v;
}

SMPL_EXPORT int plugin_init(struct plugin_name_args *info,
			    struct plugin_gcc_version *version)
{
	struct plugin_gcc_version *mine = built_for();

	if (!plugin_default_version_check(version, mine)) {
		error("smpl: this plugin was built for GCC %s (%s) and cannot "
		      "run in GCC %s (%s): rebuild it", mine->basever,
		      mine->datestamp, version->basever, version->datestamp);
		return 1;
	}
	if (!options_parse(&plugin.opts, info))
		return 1;
	if (plugin.opts.disable)
		return 0;
	if (!rules_load(&plugin))
		return 1;
	prefilter_init(&plugin);
	register_callback(info->base_name, PLUGIN_PRE_GENERICIZE,
			  pre_genericize, NULL);
	register_callback(info->base_name, PLUGIN_START_UNIT, start_unit, NULL);
	register_callback(info->base_name, PLUGIN_ALL_IPA_PASSES_START,
			  ipa_start, NULL);
	register_callback(info->base_name, PLUGIN_FINISH_UNIT, finish_unit,
			  NULL);
	register_callback(info->base_name, PLUGIN_FINISH, release, NULL);
	return 0;
}
