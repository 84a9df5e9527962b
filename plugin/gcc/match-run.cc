/* match-run.cc - the matcher (plugin/match/run.c) over the views of the
 * unit, at its end: every rule of a rule file in file order over all of
 * them, since a rule may inherit what an earlier rule bound in another
 * function (plugin.cc runs each file of a rule set so).  It
 * runs under the crash guard (guard.cc): a fault loses the unit's
 * findings, with a warning, and the compilation goes on.  With verbose,
 * the matches, their bindings and edits are printed.  What becomes of
 * the matches is diagnose.cc's. */
#include "gcc-compat.h"

extern "C" {
#include "match.h"
#include "turn.h"
#include "cview.h"
#include "host.h"
}

#include "plugin.h"
#include "guard.h"
#include "match-run.h"
#include "prefilter.h"
#include "unit.h"
#include "view-source.h"
#include "findings.h"
#include "records.h"

struct run_args {
	const struct match_prog *p;
	struct match_view *const *v;
	uint32_t n;
	const struct match_options *mo;
	struct match_out *out;
};

/* SMPL_DEBUG_FAULT=match in the environment makes the matcher fault, so
 * that the tests can check the guard (testsuite/smpl.plugin/plugin.exp). */
static void run(void *arg)
{
	struct run_args *a = (struct run_args *)arg;
	const char *fault = getenv("SMPL_DEBUG_FAULT");

	if (fault && !strcmp(fault, "match"))
		*(volatile int *)a->out = *(volatile int *)NULL;
	match_run(a->p, a->v, a->n, a->mo, a->out);
}

/* The text of file as the unit read it, for rules one after another
 * (turn.h): the reader reads the new text without GCC's oracle. */
static struct edit_src *turn_source(void *ctx, const char *file)
{
	return unit_source(&((struct smpl_plugin *)ctx)->unit, file);
}

/* A note per rule that gave up in a function of the unit (over its
 * budget, or a sequence too long to follow): its matches there are
 * dropped, the other rules and functions go on. */
static void gave_up_notes(struct smpl_plugin *P, const struct match_out *out)
{
	const struct smpl_file *f = &P->R->file;

	if (!P->unit.speak)
		return;
	for (uint32_t r = 0; r < f->nrules; r++) {
		char name[64];

		if (!out->gave_up[r])
			continue;
		if (f->rules[r].name)
			snprintf(name, sizeof(name), "rule '%s'",
				 smpl_str(f, f->rules[r].name));
		else
			snprintf(name, sizeof(name), "rule %u", r + 1);
		inform(UNKNOWN_LOCATION, "smpl: %s:%u: %s gave up in function "
		       "%qs%s (over its budget of %llu steps, or too long a "
		       "sequence to follow); its matches there are dropped",
		       P->R->name, f->rules[r].pos.line, name,
		       out->gave_up_in[r] ? out->gave_up_in[r] : "",
		       out->gave_up[r] > 1 ? " and others" : "",
		       P->opts.budget);
	}
}

/* ---- script runs left to smpl-collect (defer-scripts) ----
 *
 * A script rule that only prints (report and org lines) changes nothing
 * the matcher goes on with: no metavariable of its own for later rules,
 * no include_match, no rule depending on it.  With defer-scripts such a
 * run becomes a call block of the record, and smpl-collect runs it with
 * one Python for the whole build, in a fresh state per unit and rule
 * file as here (docs/plugin.md, "Scripts left to smpl-collect"): a
 * compilation then never starts Python for them.  A rule file defers
 * all its script rules or none (they share the unit's Python state),
 * and none when it has script constraints, which run during matching. */
struct defer_hook {
	struct match_script hook;
	struct match_script *host;	/* the real one */
	struct smpl_plugin *P;
	const struct smpl_file *f;	/* the file ok is about */
	bool ok;
};

/* Does formula n name rule r? */
static bool names_rule(const struct smpl_file *f, uint32_t n, uint32_t r)
{
	const struct smpl_node *x = smpl_node(f, n);

	if (x->kind == SMPL_DEPNAME)
		return x->op == SMPL_DEP_RULE && (uint32_t)x->meta == r;
	for (uint32_t i = 0; i < x->nkids; i++)
		if (names_rule(f, smpl_kid(f, n, i), r))
			return true;
	return false;
}

/* May every script rule of f be left to smpl-collect? */
static bool deferrable(const struct smpl_file *f)
{
	for (uint32_t m = 0; m < f->nmetas; m++)
		if (f->metas[m].script)
			return false;
	for (uint32_t r = 0; r < f->nrules; r++) {
		const struct smpl_rule *R = &f->rules[r];

		if (R->kind != SMPL_R_SCRIPT ||
		    strcmp(smpl_str(f, R->lang), "python"))
			continue;
		if (strstr(smpl_str(f, R->code), "include_match"))
			return false;
		for (uint32_t i = 0; i < R->nmeta; i++)
			if (f->metas[R->meta0 + i].from_rule < 0)
				return false;
		for (uint32_t q = 0; q < f->nrules; q++)
			if (f->rules[q].depends &&
			    names_rule(f, f->rules[q].depends, r))
				return false;
	}
	return true;
}

static int defer_run(void *ctx, const struct smpl_file *f, uint32_t rule,
		     const struct match_script_val *in, uint32_t nin,
		     const char **out, uint32_t nout)
{
	struct defer_hook *d = (struct defer_hook *)ctx;
	struct smpl_plugin *P = d->P;
	char label[256];
	unsigned member = 0;

	if (f != d->f) {
		d->f = f;
		d->ok = deferrable(f);
	}
	if (!d->ok || nout || rule >= f->nrules ||
	    f->rules[rule].kind != SMPL_R_SCRIPT)
		return d->host->run(d->host->ctx, f, rule, in, nin, out, nout);
	while (member < P->all.length() && &P->all[member]->file != f)
		member++;
	snprintf(label, sizeof(label), "%s:%u", P->R->name,
		 f->rules[rule].pos.line);
	records_call(P, member, rule, label, in, nin);
	return 1;
}

static int defer_constraint(void *ctx, const struct smpl_file *f, uint32_t m,
			    const struct match_script_val *args,
			    uint32_t nargs)
{
	struct defer_hook *d = (struct defer_hook *)ctx;

	return d->host->constraint(d->host->ctx, f, m, args, nargs);
}

static void defer_end(void *ctx, const struct smpl_file *f)
{
	struct defer_hook *d = (struct defer_hook *)ctx;

	d->host->end(d->host->ctx, f);
}

/* The prefilter per rule and function (prefilter_view_passes): with a
 * rule that needs no name in the set, every function is read, and the
 * rules that need names run only where they are called. */
static int view_may(void *ctx, uint32_t rule, uint32_t view)
{
	struct smpl_plugin *P = (struct smpl_plugin *)ctx;

	return view >= P->unit.views.length () ||
	       prefilter_view_passes(P, P->unit.views[view], rule);
}

bool match_unit(struct smpl_plugin *P, struct match_prog *p,
		struct match_out *out, bool first)
{
	struct smpl_unit *U = &P->unit;
	static struct match_turn_src ts;
	static struct match_turn turn;
	static struct match_oracle names;
	static struct view_names *vn;	/* its views may hold its types
					   until the next unit */
	struct match_options mo = { P->opts.allow_inconsistent, &turn, NULL,
				    P->opts.budget, NULL, NULL };

	/* The script host (plugin/script/host.c), made once: it loads
	 * Python only when a script of the unit runs; what the scripts
	 * print becomes diagnostics and records (findings.cc). */
	static struct match_script *host;
	static char lib[4096];

	if (!host) {
		struct script_host_opts ho = { NULL, P, smpl_plugin_finding,
					       smpl_plugin_script_error };

		if (script_host_lib_path(lib, sizeof(lib)) == 0)
			ho.lib = lib;
		host = script_host_new(&ho);
	}
	mo.script = host;
	mo.view_may = view_may;
	mo.view_ctx = P;
	static struct defer_hook defer;

	if (smpl_defers(&P->opts) && host) {
		defer.hook.ctx = &defer;
		defer.hook.run = defer_run;
		defer.hook.constraint = defer_constraint;
		defer.hook.end = defer_end;
		defer.host = host;
		defer.P = P;
		mo.script = &defer.hook;
	}

	if (first || !vn) {
		view_source_names_free(vn);
		vn = view_source_names(&names);
	}
	ts.oracle = &names;
	ts.ctx = P;
	ts.source = turn_source;
	ts.note = P->opts.verbose && U->speak ? stderr : NULL;
	match_turn_init(&turn, &ts);
	auto_vec<struct match_view *> v;

	for (unsigned i = 0; i < U->views.length (); i++)
		v.safe_push(U->views[i]->v);
	match_prog_init(p, &P->R->file);
	p->expr_pieces = 1;
	struct run_args ra = { p, v.address (), v.length (), &mo, out };

	if (!guarded(run, &ra)) {
		emit_diagnostic(smpl_trouble_kind(&P->opts),
				U->views[0]->locs[0], 0, "smpl: internal "
				"error in the matcher; the rules of %qs are not "
				"applied in this file", P->R->name);
		return false;
	}
	if (P->opts.verbose && U->speak)
		match_out_dump(p, out, stderr);
	gave_up_notes(P, out);
	return true;
}
