/* plugin.cc - the GCC side of gcc-smpl: plugin_init, the options, the
 * rules loaded once per compilation, and a GIMPLE pass after "cfg" that
 * runs on every function.
 *
 * What runs now: the prefilter (a function that calls none of the names
 * a rule needs is skipped after one scan of its statements) and, with
 * `verbose`, a note per function saying which rules would run.  Building
 * the graph view and matching come with the matcher (plugin/match/).
 *
 * C++ only because GCC's plugin API is C++: the code reads as C. */
#include "gcc-compat.h"
#include "plugin-version.h"

extern "C" {
#include "ast.h"
#include "compile.h"
#include "filter.h"
#include "load.h"
#include "view.h"
}

#include "guard.h"
#include "options.h"
#include "report.h"
#include "view-gimple.h"

int plugin_is_GPL_compatible;

static struct smpl_options opts;
static struct smpl_file rules;

/* The prefilter (plugin/match/filter.h): the rules that may run and the
 * names they need; names[i] is the filter's name i as a GCC identifier
 * (get_identifier), so that a callee compares by pointer. */
static struct match_filter filter;
static vec<tree> names;

/* ---- diagnostics ---- */

/* -w silences every diagnostic of ours, notes included. */
static bool quiet(void)
{
	return global_dc->dc_inhibit_warnings;
}

/* A failure of ours: at the configured severity, but never above a
 * warning, so that the object file is still produced. */
static void trouble(location_t loc, const char *fmt, const char *a,
		    tree fn)
{
	char msg[256];

	if (quiet())
		return;
	snprintf(msg, sizeof(msg), fmt, a);
	if (opts.severity == SMPL_SEV_NOTE)
		inform(loc, "smpl: %s; %qD is skipped", msg, fn);
	else
		warning_at(loc, 0, "smpl: %s; %qD is skipped", msg, fn);
}

/* ---- the rules ---- */

/* Loads opts.rules: a compiled file, or a .cocci compiled here (its
 * messages go to stderr in smplc's FILE:LINE:COL form). */
static bool load_rules(void)
{
	struct smpl_diag d;
	char err[512];
	size_t len;
	char *text = smpl_read_file(opts.rules, &len);
	int rc;

	if (!text) {
		error("smpl: cannot read rule file %qs: %m", opts.rules);
		return false;
	}
	if (smpl_is_compiled(text, len)) {
		rc = smpl_load_mem(text, len, &rules, err, sizeof(err));
		if (rc)
			error("smpl: rule file %qs: %s", opts.rules, err);
		else
			smpl_mark_defines(&rules, opts.defines);
	} else {
		smpl_diag_init(&d, opts.rules, stderr);
		rc = smpl_compile(text, len, opts.defines, &rules, &d);
		if (rc)
			error("smpl: rule file %qs has errors", opts.rules);
	}
	free(text);
	return rc == 0;
}

/* hash= names the rule's content; a rule file that changed since the
 * build system computed it must not be applied silently. */
static bool check_hash(void)
{
	char have[17];

	if (!opts.hash)
		return true;
	snprintf(have, sizeof(have), "%016llx",
		 (unsigned long long)rules.hash);
	if (!strcasecmp(have, opts.hash))
		return true;
	error("smpl: rule file %qs has hash %s, but "
	      "%<-fplugin-arg-smpl-hash%> says %s: the rule changed since the "
	      "build started", opts.rules, have, opts.hash);
	return false;
}

/* ---- the prefilter ---- */

static void build_filters(void)
{
	match_filter_build(&filter, &rules);
	for (unsigned i = 0; i < filter.nnames; i++)
		names.safe_push(get_identifier(filter.names[i]));
}

/* Marks in seen[] the required names that fun calls. */
static void scan_calls(function *fun, vec<uint8_t> &seen)
{
	basic_block bb;

	FOR_EACH_BB_FN(bb, fun)
		for (gimple_stmt_iterator g = gsi_start_bb(bb); !gsi_end_p(g);
		     gsi_next(&g)) {
			tree fn;

			if (!is_gimple_call(gsi_stmt(g)))
				continue;
			fn = gimple_call_fndecl(gsi_stmt(g));
			if (!fn || !DECL_NAME(fn))
				continue;
			for (unsigned i = 0; i < names.length (); i++)
				if (names[i] == DECL_NAME(fn))
					seen[i] = 1;
		}
}

static const char *rule_name(unsigned r, char *buf, size_t n)
{
	const char *name = smpl_str(&rules, rules.rules[r].name);

	if (*name)
		snprintf(buf, n, "%s", name);
	else
		snprintf(buf, n, "rule %u", r + 1);
	return buf;
}

/* Runs the prefilter on fun; with verbose, says what it decided. */
static unsigned prefilter(function *fun)
{
	auto_vec<uint8_t> seen;
	unsigned pass = 0;
	char buf[64];

	seen.safe_grow_cleared(names.length ());
	scan_calls(fun, seen);
	for (unsigned i = 0; i < filter.nrules; i++) {
		bool ok = match_filter_passes(&filter, i, seen.address ());

		pass += ok;
		if (opts.verbose && !quiet())
			inform(DECL_SOURCE_LOCATION(fun->decl),
			       "smpl: %qD: %s %s", fun->decl,
			       rule_name(filter.rules[i].rule, buf, sizeof(buf)),
			       ok ? "runs" : "skipped by the prefilter");
	}
	return pass;
}

/* The views of the unit's functions that may match, kept until the
 * unit ends. */
static vec<unit_view *> unit;

struct build_args {
	function *fun;
	unit_view *u;
	char why[200];
	location_t where;
};

static void build(void *arg)
{
	struct build_args *a = (struct build_args *)arg;
	const char *fault = getenv("SMPL_DEBUG_FAULT");

	if (fault && !strcmp(fault, "view"))	/* for the tests */
		a->where = *(volatile location_t *)NULL;

	a->u->v = view_build(a->fun, a->u->locs, a->why, sizeof(a->why),
			     &a->where);
}

/* The view of a function that may match (report.cc prints it with
 * verbose, once the text has added what GIMPLE lost).  A
 * fault while building it (a bug of ours) skips the function. */
static void examine(function *fun)
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
		trouble(a.where, "cannot read this code: %s", a.why, fun->decl);
		delete u;
		return;
	}
	unit.safe_push(u);
}

static void free_unit(void)
{
	for (unsigned i = 0; i < unit.length (); i++) {
		match_view_free(unit[i]->v);
		delete unit[i];
	}
	unit.release ();
}

static void finish_unit(void *, void *)
{
	report_unit(&rules, opts.rules, &opts, unit);
	free_unit();
}

/* ---- the pass ---- */

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
		if (match_filter_idle(&filter))
			return 0;
		if (prefilter(fun))
			examine(fun);
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

static void release(void *, void *)
{
	smpl_file_free(&rules);
	match_filter_free(&filter);
	names.release ();
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

int plugin_init(struct plugin_name_args *info,
		struct plugin_gcc_version *version)
{
	struct plugin_gcc_version *mine = built_for();

	if (!plugin_default_version_check(version, mine)) {
		error("smpl: this plugin was built for GCC %s (%s) and cannot "
		      "run in GCC %s (%s): rebuild it", mine->basever,
		      mine->datestamp, version->basever, version->datestamp);
		return 1;
	}
	if (!options_parse(&opts, info))
		return 1;
	if (opts.disable)
		return 0;
	if (!load_rules() || !check_hash())
		return 1;
	build_filters();
	register_pass(info->base_name);
	register_callback(info->base_name, PLUGIN_FINISH_UNIT, finish_unit,
			  NULL);
	register_callback(info->base_name, PLUGIN_FINISH, release, NULL);
	return 0;
}
