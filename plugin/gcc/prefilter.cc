/* prefilter.cc - the first step on each function: one scan of its call
 * statements and of the macro expansions written in it tells which rules
 * can match there (a rule needs one name of each of its clauses called,
 * or used as a macro), so that most functions are left at once.
 *
 * The clauses and the depends on that decides which rules may run at
 * all are plugin/match/filter.c's; here the filter's names become GCC
 * identifiers once (get_identifier), so that a callee compares by
 * pointer, and the scan says which of them a function calls. */
#include "gcc-compat.h"

#include "plugin.h"
#include "prefilter.h"
#include "preproc.h"

void prefilter_init(struct smpl_plugin *P)
{
	match_filter_build(&P->filter, &P->rules);
	for (unsigned i = 0; i < P->filter.nnames; i++)
		P->names.safe_push(get_identifier(P->filter.names[i]));
}

void prefilter_free(struct smpl_plugin *P)
{
	match_filter_free(&P->filter);
	P->names.release ();
}

bool prefilter_idle(const struct smpl_plugin *P)
{
	return match_filter_idle(&P->filter);
}

/* Marks in seen[] the required names that fun calls. */
static void scan_calls(const vec<tree> &names, function *fun,
		       vec<uint8_t> &seen)
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

/* Marks in seen[] the required names that fun's text uses as macros:
 * a rule names dev_err, a macro, as the code is written.  Where the line
 * maps do not record expansions (-ftrack-macro-expansion=0), a name that
 * is a macro of the unit passes in every function. */
static void scan_macros(struct smpl_plugin *P, const vec<tree> &names,
			function *fun, vec<uint8_t> &seen)
{
	if (preproc_tracks_macros()) {
		preproc_named_macros(P, names, fun->function_start_locus,
				     fun->function_end_locus, seen);
		return;
	}
	for (unsigned i = 0; i < names.length (); i++)
		seen[i] |= preproc_is_macro(names[i]);
}

static const char *rule_name(const struct smpl_file *f, unsigned r,
			     char *buf, size_t n)
{
	const char *name = smpl_str(f, f->rules[r].name);

	if (*name)
		snprintf(buf, n, "%s", name);
	else
		snprintf(buf, n, "rule %u", r + 1);
	return buf;
}

bool prefilter_passes(struct smpl_plugin *P, function *fun)
{
	const struct match_filter *mf = &P->filter;
	auto_vec<uint8_t> seen;
	unsigned pass = 0;
	char buf[64];

	seen.safe_grow_cleared(P->names.length ());
	scan_calls(P->names, fun, seen);
	scan_macros(P, P->names, fun, seen);
	for (unsigned i = 0; i < mf->nrules; i++) {
		bool ok = match_filter_passes(mf, i, seen.address ());

		pass += ok;
		if (P->opts.verbose && !smpl_quiet())
			inform(DECL_SOURCE_LOCATION(fun->decl),
			       "smpl: %qD: %s %s", fun->decl,
			       rule_name(&P->rules, mf->rules[i].rule, buf,
					 sizeof(buf)),
			       ok ? "runs" : "skipped by the prefilter");
	}
	return pass;
}
