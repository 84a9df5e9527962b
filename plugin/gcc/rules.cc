/* rules.cc - the rule file, loaded once per compilation: a compiled
 * file (smplc) or a .cocci compiled here, with the define= names set,
 * and refused when hash= names other content.  Any failure is an error:
 * the user asked for something that cannot be done. */
#include "gcc-compat.h"

extern "C" {
#include "compile.h"
#include "load.h"
#include "util.h"
}

#include "plugin.h"
#include "rules.h"

/* Loads o->rules: a compiled file, or a .cocci compiled here (its
 * messages go to stderr in smplc's FILE:LINE:COL form). */
static bool load(const struct smpl_options *o, struct smpl_file *rules)
{
	struct smpl_diag d;
	char err[512];
	size_t len;
	char *text = smpl_read_file(o->rules, SMPL_MAX_RULE_FILE, &len);
	int rc;

	if (!text) {
		error("smpl: cannot read rule file %qs: %m", o->rules);
		return false;
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
	return rc == 0;
}

/* hash= names the rule's content; a rule file that changed since the
 * build system computed it must not be applied silently. */
static bool check_hash(const struct smpl_options *o,
		       const struct smpl_file *rules)
{
	char have[17];

	if (!o->hash)
		return true;
	snprintf(have, sizeof(have), "%016llx",
		 (unsigned long long)rules->hash);
	if (!strcasecmp(have, o->hash))
		return true;
	error("smpl: rule file %qs has hash %s, but "
	      "%<-fplugin-arg-smpl-hash%> says %s: the rule changed since the "
	      "build started", o->rules, have, o->hash);
	return false;
}

bool rules_load(struct smpl_plugin *P)
{
	const struct smpl_file *f = &P->rules;

	if (!load(&P->opts, &P->rules) || !check_hash(&P->opts, f))
		return false;
	P->rule_file = lbasename(f->source ? smpl_str(f, f->source)
					   : P->opts.rules);
	return true;
}
