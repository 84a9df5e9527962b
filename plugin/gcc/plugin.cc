/* plugin.cc - plugin_init and the pass: where GCC hands the plugin its
 * work, and the pipeline in one place.
 *
 * plugin_init reads the options (options.cc), loads the rules
 * (rules.cc), builds the prefilter (prefilter.cc) and registers a GIMPLE
 * pass right after "cfg" and the end of the unit.  Then GCC drives the
 * pipeline in two halves: the pass runs the first steps on each function
 * while its GIMPLE exists (on_function), the end of the unit the rest,
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
#include "match-run.h"
#include "prefilter.h"
#include "preproc.h"
#include "records.h"
#include "rules.h"
#include "unit.h"

SMPL_EXPORT int plugin_is_GPL_compatible;

static struct smpl_plugin plugin;

/* ---- the pipeline ---- */

/* On each function GCC builds: the prefilter, then its view, kept for
 * the end of the unit. */
static void on_function(struct smpl_plugin *P, function *fun)
{
	if (prefilter_idle(P))
		return;
	if (prefilter_passes(P, fun))			/* prefilter.cc */
		unit_add_view(P, fun);			/* unit.cc, view.cc */
}

/* At the end of the unit: the views completed from the text, the rules
 * run over them, each finding reported and recorded, the record saved.
 * Nothing is matched when the findings would go nowhere. */
static void on_unit_end(struct smpl_plugin *P)
{
	struct smpl_unit *U = &P->unit;
	struct match_prog prog;
	struct match_out out;

	U->speak = !smpl_quiet();
	elsewhere_note(P);				/* elsewhere.cc */
	records_init(P);				/* records.cc */
	if (!U->views.is_empty () && (U->speak || P->opts.out)) {
		unit_text(P);				/* view-source.cc */
		if (match_unit(P, &prog, &out)) {	/* match-run.cc */
			diagnose_unit(P, &out);		/* diagnose.cc */
			match_out_free(&out);
			match_prog_free(&prog);
		}
	}
	if (P->opts.mode == SMPL_PMODE_PATCH)
		records_save(P);			/* records.cc */
	unit_free(U);
	preproc_end_unit(P);
}

/* ---- the pass and the callbacks ---- */

static const pass_data smpl_pass_data = {
	GIMPLE_PASS, "smpl", OPTGROUP_NONE, TV_PLUGIN_RUN,
	PROP_cfg, 0, 0, 0, 0
};

struct smpl_pass : gimple_opt_pass {
	smpl_pass(gcc::context *ctx) : gimple_opt_pass(smpl_pass_data, ctx)
	{
	}
	unsigned int execute(function *fun) final override
	{
		on_function(&plugin, fun);
		return 0;
	}
};

static void register_pass(const char *plugin_name)
{
	struct register_pass_info info;

	info.pass = new smpl_pass(g);
	info.reference_pass_name = "cfg";
	info.ref_pass_instance_number = 1;
	info.pos_op = PASS_POS_INSERT_AFTER;
	register_callback(plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

static void start_unit(void *, void *)
{
	preproc_start(&plugin);				/* preproc.cc */
}

static void finish_unit(void *, void *)
{
	on_unit_end(&plugin);
}

static void release(void *, void *)
{
	prefilter_free(&plugin);
	smpl_file_free(&plugin.rules);
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
	register_pass(info->base_name);
	register_callback(info->base_name, PLUGIN_START_UNIT, start_unit, NULL);
	register_callback(info->base_name, PLUGIN_FINISH_UNIT, finish_unit,
			  NULL);
	register_callback(info->base_name, PLUGIN_FINISH, release, NULL);
	return 0;
}
