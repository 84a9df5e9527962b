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

/* The C front end's declaration of a name at file scope or, for an
 * implicit declaration, in the external scope (c-family/c-common.h,
 * which must come before the diagnostic headers gcc-compat.h includes). */
extern tree identifier_global_value(tree);

/* The prefilter of one rule file, R. */
static void init_one(struct smpl_rules *R)
{
	match_filter_build(&R->filter, &R->file);
	for (unsigned i = 0; i < R->filter.nnames; i++)
		R->names.safe_push(get_identifier(R->filter.names[i]));
	R->name_decls.safe_grow_cleared(R->names.length ());
}

void prefilter_init(struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++)
		init_one(P->all[i]);
}

void prefilter_free(struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++) {
		struct smpl_rules *R = P->all[i];

		match_filter_free(&R->filter);
		R->names.release ();
		R->name_decls.release ();
	}
}

bool prefilter_idle(const struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++)
		if (!match_filter_idle(&P->all[i]->filter))
			return false;
	return true;
}

struct call_scan {
	const vec<tree> *names;
	vec<uint8_t> *seen;
	auto_vec<tree, 16> saves;	/* the SAVE_EXPRs walked */
};

static tree seen_call(tree *tp, int *walk_subtrees, void *data)
{
	struct call_scan *cs = (struct call_scan *)data;
	tree t = *tp, fn;

	if (TYPE_P(t) || DECL_P(t) || CONSTANT_CLASS_P(t)) {
		*walk_subtrees = 0;	/* nothing written in the body */
		return NULL_TREE;
	}
	if (TREE_CODE(t) == SAVE_EXPR) {
		/* the one tree the C front end shares (x->a[i] += 1 uses its
		 * address twice): once is enough, and sharing nested
		 * n deep is not walked 2^n times */
		if (cs->saves.contains(t)) {
			*walk_subtrees = 0;
			return NULL_TREE;
		}
		cs->saves.safe_push(t);
	}
	if (TREE_CODE(t) != CALL_EXPR)
		return NULL_TREE;
	fn = get_callee_fndecl(t);
	if (fn && DECL_NAME(fn))
		for (unsigned i = 0; i < cs->names->length (); i++)
			if ((*cs->names)[i] == DECL_NAME(fn))
				(*cs->seen)[i] = 1;
	return NULL_TREE;
}

/* Marks in seen[] the required names that fun calls, in the body the C
 * front end built, before GCC folds or drops any of it: a call in code
 * GCC finds unreachable (after `while (1)`, under `if (0)`) is code as
 * written, which spatch matches. */
static void scan_calls(const vec<tree> &names, tree fndecl,
		       vec<uint8_t> &seen)
{
	struct call_scan cs;

	cs.names = &names;
	cs.seen = &seen;
	if (DECL_SAVED_TREE(fndecl))
		walk_tree(&DECL_SAVED_TREE(fndecl), seen_call, &cs, NULL);
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

/* Could fun call names[i]?  Not if nothing declares it yet (a call
 * declares it, implicitly if need be), nor if it is a function the unit
 * has never referred to: GCC marks a declaration used at its first
 * reference, and fun's were all read before fun reaches us.  A name
 * declared as something else may be called. */
static bool maybe_called(struct smpl_plugin *P, unsigned i)
{
	tree d = P->R->name_decls[i];

	if (!d) {
		d = identifier_global_value(P->R->names[i]);
		if (!d)
			return false;
		if (TREE_CODE(d) != FUNCTION_DECL)
			return true;
		P->R->name_decls[i] = d;
	}
	return TREE_USED(d);
}

static bool some_rule_passes(const struct match_filter *mf,
			     const vec<uint8_t> &seen)
{
	for (unsigned i = 0; i < mf->nrules; i++)
		if (match_filter_passes(mf, i, seen.address ()))
			return true;
	return false;
}

/* Can a rule of P->R match in fun? */
static bool passes_one(struct smpl_plugin *P, function *fun)
{
	const struct match_filter *mf = &P->R->filter;
	auto_vec<uint8_t> seen;
	unsigned pass = 0;
	char buf[64];

	seen.safe_grow_cleared(P->R->names.length ());
	if (!P->R->names.is_empty ())
		scan_macros(P, P->R->names, fun, seen);
	/* Most functions of a unit (its headers' inline functions) are
	 * read before the code that uses the rule's names: with the names
	 * the unit has not referred to yet taken as not called, no rule
	 * passes, and the body is not walked. */
	{
		auto_vec<uint8_t> maybe;

		maybe.safe_grow_cleared(P->R->names.length ());
		for (unsigned i = 0; i < P->R->names.length (); i++)
			maybe[i] = seen[i] || maybe_called(P, i);
		if (!some_rule_passes(mf, maybe) && !P->opts.verbose)
			return false;
	}
	if (!P->R->names.is_empty ())	/* a rule with no names: no walk */
		scan_calls(P->R->names, fun->decl, seen);
	for (unsigned i = 0; i < mf->nrules; i++) {
		bool ok = match_filter_passes(mf, i, seen.address ());

		pass += ok;
		if (P->opts.verbose && !smpl_quiet())
			inform(DECL_SOURCE_LOCATION(fun->decl),
			       "smpl: %qD: %s %s", fun->decl,
			       rule_name(&P->R->file, mf->rules[i].rule, buf,
					 sizeof(buf)),
			       ok ? "runs" : "skipped by the prefilter");
	}
	return pass;
}

bool prefilter_passes(struct smpl_plugin *P, function *fun)
{
	struct smpl_rules *was = P->R;
	bool pass = false;

	for (unsigned i = 0; i < P->all.length (); i++) {
		P->R = P->all[i];
		if (match_filter_idle(&P->R->filter))
			continue;
		pass |= passes_one(P, fun);
		if (pass && !P->opts.verbose)
			break;
	}
	P->R = was;
	return pass;
}
