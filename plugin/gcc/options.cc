/* options.cc - the plugin's arguments, -fplugin-arg-smpl-KEY[=VALUE],
 * read once in plugin_init into struct smpl_options (options.h).  An
 * unknown key, a missing value or a bad one is an error naming it; the
 * values are not checked further here (the rule file is read by
 * rules.cc). */
#include "gcc-compat.h"

#include "options.h"

/* value is one of the n words; *out its index */
static bool set_enum(const char *key, const char *value,
		     const char *const words[], int n, int *out)
{
	char list[100] = "";

	for (int i = 0; i < n; i++)
		if (value && !strcmp(value, words[i])) {
			*out = i;
			return true;
		}
	for (int i = 0; i < n; i++)
		snprintf(list + strlen(list), sizeof(list) - strlen(list),
			 "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ",
			 words[i]);
	error("smpl: %<-fplugin-arg-smpl-%s%> takes %s, not %qs", key, list,
	      value ? value : "");
	return false;
}

static bool need_value(const char *key, const char *value)
{
	if (value && *value)
		return true;
	error("smpl: %<-fplugin-arg-smpl-%s%> needs a value", key);
	return false;
}

static bool add_define(struct smpl_options *o, const char *value)
{
	if (!need_value("define", value))
		return false;
	if (o->ndefines == SMPL_MAX_DEFINES) {
		error("smpl: more than %d %<-fplugin-arg-smpl-define%> options",
		      SMPL_MAX_DEFINES);
		return false;
	}
	o->defines[o->ndefines++] = value;
	return true;
}

static bool parse_option(struct smpl_options *o, const char *key,
			 const char *value)
{
	static const char *const severities[] = { "note", "warning", "error" };
	static const char *const modes[] = { "patch", "report", "context",
					     "org" };
	int v;

	if (!strcmp(key, "rules") || !strcmp(key, "out") ||
	    !strcmp(key, "hash")) {
		if (!need_value(key, value))
			return false;
		*(key[0] == 'r' ? &o->rules : key[0] == 'o' ? &o->out
				: &o->hash) = value;
		return true;
	}
	if (!strcmp(key, "mode")) {
		if (!set_enum(key, value, modes, 4, &v))
			return false;
		o->mode = (enum smpl_pmode)v;
		return true;
	}
	if (!strcmp(key, "severity")) {
		if (!set_enum(key, value, severities, 3, &v))
			return false;
		o->severity = (enum smpl_severity)v;
		return true;
	}
	if (!strcmp(key, "define"))
		return add_define(o, value);
	if (!strcmp(key, "budget")) {
		char *end;

		if (!need_value(key, value))
			return false;
		errno = 0;
		o->budget = strtoull(value, &end, 10);
		if (*end || errno || *value == '-') {
			error("smpl: %<-fplugin-arg-smpl-budget%> takes a "
			      "number of steps (0: no limit), not %qs", value);
			return false;
		}
		return true;
	}
	if (!strcmp(key, "werror"))
		o->severity = SMPL_SEV_ERROR;
	else if (!strcmp(key, "allow-inconsistent-paths"))
		o->allow_inconsistent = 1;
	else if (!strcmp(key, "verbose"))
		o->verbose = 1;
	else if (!strcmp(key, "disable"))
		o->disable = 1;
	else if (!strcmp(key, "main-only"))
		o->main_only = 1;
	else if (!strcmp(key, "defer-scripts"))
		o->defer_scripts = 1;
	else {
		error("smpl: unknown option %<-fplugin-arg-smpl-%s%>", key);
		return false;
	}
	return true;
}

bool options_parse(struct smpl_options *o,
		   const struct plugin_name_args *info)
{
	bool ok = true;

	o->severity = SMPL_SEV_WARNING;
	o->budget = SMPL_BUDGET;
	for (int i = 0; i < info->argc; i++)
		ok &= parse_option(o, info->argv[i].key, info->argv[i].value);
	if (ok && !o->rules && !o->disable) {
		error("smpl: no rule file: give "
		      "%<-fplugin-arg-smpl-rules=FILE%>");
		ok = false;
	}
	return ok;
}
