/* rules.cc - the rule file, loaded once per compilation: a compiled
 * file (smplc), a rule set (smplc --set: several compiled files, each
 * with its own rules, run one after another) or a .cocci compiled here,
 * with the define= names set, and refused when hash= names other
 * content.  Any failure is an error: the user asked for something that
 * cannot be done. */
#include "gcc-compat.h"

extern "C" {
#include "compile.h"
#include "load.h"
#include "match.h"
#include "set.h"
#include "util.h"
}

#include "plugin.h"
#include "rules.h"

/* A rule file for P->all, its name as messages give it. */
static void add_rules(struct smpl_plugin *P, const struct smpl_file *f)
{
	struct smpl_rules *r = new smpl_rules();

	r->file = *f;
	r->name = lbasename(f->source ? smpl_str(&r->file, f->source)
				      : P->opts.rules);
	P->all.safe_push(r);
}

/* A rule set's members into P->all, the define= names set in each. */
static bool load_set(struct smpl_plugin *P, const char *text, size_t len)
{
	const struct smpl_options *o = &P->opts;
	struct smpl_set s;
	char err[512];

	if (smpl_set_load_mem(text, len, &s, err, sizeof(err))) {
		error("smpl: rule file %qs: %s", o->rules, err);
		return false;
	}
	for (uint32_t i = 0; i < s.n; i++) {
		smpl_mark_defines(&s.files[i], o->defines);
		add_rules(P, &s.files[i]);
	}
	P->set_hash = s.hash;
	free(s.files);		/* each file's image is its own now */
	return true;
}

/* Loads o->rules: a rule set, a compiled file, or a .cocci compiled
 * here (its messages go to stderr in smplc's FILE:LINE:COL form). */
static bool load(struct smpl_plugin *P)
{
	const struct smpl_options *o = &P->opts;
	struct smpl_file rules_file, *rules = &rules_file;
	struct smpl_diag d;
	char err[512];
	size_t len;
	char *text = smpl_read_file(o->rules, SMPL_MAX_RULE_FILE, &len);
	int rc;

	if (!text) {
		error("smpl: cannot read rule file %qs: %m", o->rules);
		return false;
	}
	if (smpl_is_set(text, len)) {
		rc = load_set(P, text, len) ? 0 : 1;
		free(text);
		return rc == 0;
	}
	if (smpl_is_compiled(text, len)) {
		rc = smpl_load_mem(text, len, rules, err, sizeof(err));
		if (rc)
			error("smpl: rule file %qs: %s", o->rules, err);
		else
			smpl_mark_defines(rules, o->defines);
	} else {
		smpl_diag_init(&d, o->rules, stderr);
		rc = smpl_compile(text, len, o->defines, rules, &d);
		if (rc)
			error("smpl: rule file %qs has errors", o->rules);
	}
	free(text);
	if (rc == 0) {
		add_rules(P, rules);
		P->set_hash = rules->hash;
	}
	return rc == 0;
}

/* hash= names the rule's content; a rule file that changed since the
 * build system computed it must not be applied silently. */
static bool check_hash(const struct smpl_plugin *P)
{
	const struct smpl_options *o = &P->opts;
	char have[17];

	if (!o->hash)
		return true;
	snprintf(have, sizeof(have), "%016llx",
		 (unsigned long long)P->set_hash);
	if (!strcasecmp(have, o->hash))
		return true;
	error("smpl: rule file %qs has hash %s, but "
	      "%<-fplugin-arg-smpl-hash%> says %s: the rule changed since the "
	      "build started", o->rules, have, o->hash);
	return false;
}

bool rules_load(struct smpl_plugin *P)
{
	if (!load(P) || !check_hash(P))
		return false;
	P->set_name = lbasename(P->opts.rules);
	if (P->all.length () == 1)
		P->set_name = P->all[0]->name;
	rules_use(P, 0);
	return true;
}

void rules_free(struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++) {
		smpl_file_free(&P->all[i]->file);
		delete P->all[i];
	}
	P->all.release ();
	P->R = NULL;
}

void rules_use(struct smpl_plugin *P, unsigned i)
{
	P->R = i < P->all.length () ? P->all[i] : NULL;
}

bool rules_want_top(struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++)
		if (match_wants_top(&P->all[i]->file))
			return true;
	return false;
}

int rules_want_top_defs(struct smpl_plugin *P)
{
	int defs = 0;

	for (unsigned i = 0; i < P->all.length (); i++)
		defs |= match_wants_top_defs(&P->all[i]->file);
	return defs;
}

bool rules_want_macros(struct smpl_plugin *P)
{
	for (unsigned i = 0; i < P->all.length (); i++)
		if (match_wants_macros(&P->all[i]->file))
			return true;
	return false;
}
