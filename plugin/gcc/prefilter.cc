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

/* The prefilter of one rule file, R: its names added to the plugin's
 * (each once). */
static void init_one(struct smpl_plugin *P, struct smpl_rules *R)
{
	match_filter_build(&R->filter, &R->file);
	for (unsigned k = 0; k < R->filter.nnames; k++) {
		tree id = get_identifier(R->filter.names[k]);
		unsigned i = 0;

		while (i < P->names.length () && P->names[i] != id)
			i++;
		if (i == P->names.length ())
			P->names.safe_push(id);
		R->names.safe_push(id);
		R->at.safe_push(i);
	}
	for (unsigned i = 0; i < R->filter.nrules; i++)
		P->always |= !R->filter.rules[i].top_only &&
			     !R->filter.rules[i].nclauses;
}

static int ix_cmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)((const smpl_name_ix *)a)->id;
	uintptr_t y = (uintptr_t)((const smpl_name_ix *)b)->id;

	return x < y ? -1 : x > y;
}

/* For each name, the rule files that name it (each once), so that a
 * function is tried against the files of the names it may call only. */
static void index_files(struct smpl_plugin *P)
{
	unsigned n = P->names.length (), nf = P->all.length ();
	auto_vec<unsigned> last;	/* [i]: 1 + the last file added */

	last.safe_grow_cleared(n);
	P->name_file0.safe_grow_cleared(n + 1);
	for (unsigned r = 0; r < nf; r++)
		for (unsigned k = 0; k < P->all[r]->at.length (); k++) {
			unsigned i = P->all[r]->at[k];

			if (last[i] != r + 1) {
				last[i] = r + 1;
				P->name_file0[i + 1]++;
			}
		}
	for (unsigned i = 0; i < n; i++)
		P->name_file0[i + 1] += P->name_file0[i];
	P->name_files.safe_grow_cleared(P->name_file0[n]);
	last.truncate(0);
	last.safe_grow_cleared(n);
	{
		auto_vec<unsigned> fill;

		fill.safe_grow_cleared(n);
		for (unsigned r = 0; r < nf; r++)
			for (unsigned k = 0; k < P->all[r]->at.length (); k++) {
				unsigned i = P->all[r]->at[k];

				if (last[i] == r + 1)
					continue;
				last[i] = r + 1;
				P->name_files[P->name_file0[i] + fill[i]++] = r;
			}
	}
	P->file_mark.safe_grow_cleared(nf);
}

/* The bit of name_bits an identifier's pointer falls on. */
static inline unsigned name_bit(tree id)
{
	uintptr_t x = (uintptr_t)id;

	return (unsigned)((x >> 4) ^ (x >> 16)) & 4095;
}

void prefilter_init(struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++)
		init_one(P, P->all[i]);
	P->name_decls.safe_grow_cleared(P->names.length ());
	memset(P->name_bits, 0, sizeof(P->name_bits));
	for (unsigned i = 0; i < P->names.length (); i++) {
		smpl_name_ix x = { P->names[i], i };
		unsigned b = name_bit(P->names[i]);

		P->name_ix.safe_push(x);
		P->name_bits[b / 64] |= 1ull << (b % 64);
	}
	P->name_ix.qsort(ix_cmp);
	index_files(P);
}

void prefilter_free(struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++) {
		struct smpl_rules *R = P->all[i];

		match_filter_free(&R->filter);
		R->names.release ();
		R->at.release ();
	}
	P->names.release ();
	P->name_decls.release ();
	P->name_ix.release ();
	P->name_file0.release ();
	P->name_files.release ();
	P->file_mark.release ();
}

bool prefilter_idle(const struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++)
		if (!match_filter_idle(&P->all[i]->filter))
			return false;
	return true;
}

int prefilter_find(const struct smpl_plugin *P, tree id)
{
	unsigned lo = 0, hi = P->name_ix.length (), b = name_bit(id);

	if (!(P->name_bits[b / 64] & (1ull << (b % 64))))
		return -1;
	if (hi <= 8) {		/* a rule's few names: compared in turn */
		for (unsigned i = 0; i < hi; i++)
			if (P->names[i] == id)
				return (int)i;
		return -1;
	}

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;

		if ((uintptr_t)P->name_ix[mid].id < (uintptr_t)id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < P->name_ix.length () && P->name_ix[lo].id == id
	       ? (int)P->name_ix[lo].i : -1;
}

struct call_scan {
	const struct smpl_plugin *P;
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
	if (fn && DECL_NAME(fn)) {
		int i = prefilter_find(cs->P, DECL_NAME(fn));

		if (i >= 0)
			(*cs->seen)[i] = 1;
	}
	return NULL_TREE;
}

/* Marks in seen[] the required names that fun calls, in the body the C
 * front end built, before GCC folds or drops any of it: a call in code
 * GCC finds unreachable (after `while (1)`, under `if (0)`) is code as
 * written, which spatch matches. */
static void scan_calls(const struct smpl_plugin *P, tree fndecl,
		       vec<uint8_t> &seen)
{
	struct call_scan cs;

	cs.P = P;
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
	tree d = P->name_decls[i];

	if (!d) {
		d = identifier_global_value(P->names[i]);
		if (!d)
			return false;
		if (TREE_CODE(d) != FUNCTION_DECL)
			return true;
		P->name_decls[i] = d;
	}
	return TREE_USED(d);
}

/* R's own seen[] (by its filter's names) from the plugin's. */
static void local_seen(const struct smpl_rules *R, const vec<uint8_t> &all,
		       vec<uint8_t> &seen)
{
	unsigned n = R->at.length ();

	seen.truncate(0);
	seen.safe_grow(n);
	for (unsigned k = 0; k < n; k++)
		seen[k] = all[R->at[k]];
}

/* Can a rule of some rule file pass with the names all[] says are
 * called?  Only the files that name one of them are tried (a rule
 * that needs no name makes P->always), each once. */
static bool some_rule_passes(struct smpl_plugin *P, const vec<uint8_t> &all)
{
	auto_vec<uint8_t, 64> seen;
	unsigned gen = ++P->mark_gen ? P->mark_gen : ++P->mark_gen;

	for (unsigned i = 0; i < P->names.length (); i++) {
		if (!all[i])
			continue;
		for (unsigned j = P->name_file0[i]; j < P->name_file0[i + 1];
		     j++) {
			unsigned r = P->name_files[j];
			const struct match_filter *mf = &P->all[r]->filter;

			if (P->file_mark[r] == gen)
				continue;
			P->file_mark[r] = gen;
			if (match_filter_idle(mf))
				continue;
			local_seen(P->all[r], all, seen);
			for (unsigned k = 0; k < mf->nrules; k++)
				if (match_filter_passes(mf, k, seen.address ()))
					return true;
		}
	}
	return false;
}

/* With verbose, a note per rule of R says whether it runs in fun. */
static void say_rules(struct smpl_plugin *P, const struct smpl_rules *R,
		      function *fun, const vec<uint8_t> &all)
{
	const struct match_filter *mf = &R->filter;
	auto_vec<uint8_t, 64> seen;
	char buf[64];

	local_seen(R, all, seen);
	for (unsigned i = 0; i < mf->nrules; i++)
		inform(DECL_SOURCE_LOCATION(fun->decl), "smpl: %qD: %s%s%s %s",
		       fun->decl, P->all.length () > 1 ? R->name : "",
		       P->all.length () > 1 ? ": " : "",
		       rule_name(&R->file, mf->rules[i].rule, buf,
				 sizeof(buf)),
		       match_filter_passes(mf, i, seen.address ())
		       ? "runs" : "skipped by the prefilter");
}

/* One index for all rule files: the names any of them needs, each
 * looked up once per function (a macro expansion, a call, by pointer),
 * so a function that no rule can match costs one pass over the union
 * of the names, not one scan per rule file. */
bool prefilter_passes(struct smpl_plugin *P, function *fun,
		      vec<uint8_t> *called)
{
	auto_vec<uint8_t, 64> seen;
	unsigned n = P->names.length ();
	bool pass;

	/* a rule that needs no name runs in every function; the names are
	 * still looked up, for the rules that need some (each rule of a
	 * set is filtered by them at the end of the unit,
	 * prefilter_view_passes) */
	if (P->always && !P->opts.verbose && !n)
		return true;
	seen.safe_grow_cleared(n);
	if (n)
		scan_macros(P, P->names, fun, seen);
	/* Most functions of a unit (its headers' inline functions) are
	 * read before the code that uses the rule's names: with the names
	 * the unit has not referred to yet taken as not called, no rule
	 * passes, and the body is not walked. */
	{
		auto_vec<uint8_t, 64> maybe;
		bool some = P->always;

		maybe.safe_grow_cleared(n);
		for (unsigned i = 0; i < n; i++)
			some |= (maybe[i] = seen[i] || maybe_called(P, i));
		if ((!some || !some_rule_passes(P, maybe)) &&
		    !P->opts.verbose) {
			if (!P->always)
				return false;
			/* no rule that needs names passes, nor would it
			 * with the calls (a subset of maybe[]) */
			if (called) {
				called->truncate(0);
				called->safe_splice(maybe);
			}
			return true;
		}
	}
	if (n)			/* a rule with no names: no walk */
		scan_calls(P, fun->decl, seen);
	pass = P->always || some_rule_passes(P, seen);
	if (P->opts.verbose && !smpl_quiet())
		for (unsigned r = 0; r < P->all.length (); r++)
			if (!match_filter_idle(&P->all[r]->filter))
				say_rules(P, P->all[r], fun, seen);
	if (pass && called) {
		called->truncate(0);
		called->safe_splice(seen);
	}
	return pass;
}

bool prefilter_view_passes(const struct smpl_plugin *P,
			   const struct unit_view *u, uint32_t rule)
{
	const struct smpl_rules *R = P->R;
	const struct match_filter *mf = &R->filter;
	auto_vec<uint8_t, 64> seen;

	if (u->top || u->macros || u->called.is_empty ())
		return true;
	for (unsigned k = 0; k < mf->nrules; k++)
		if (mf->rules[k].rule == rule) {
			local_seen(R, u->called, seen);
			return match_filter_passes(mf, k, seen.address ());
		}
	return true;	/* not in the filter: not known here */
}
