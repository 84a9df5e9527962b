/* cc1-host.c - a GCC plugin for bench/python-cost.sh: at plugin_init it
 * runs the host (plugin/script/host.c) as the matcher will once it calls
 * it, inside cc1: the @initialize:python@ rule, one script rule with one
 * print_report, the @finalize:python@ rule of bench/python/nomatch.cocci,
 * findings to stderr.  SMPL_PYTHON names smpl-python.so (unset or
 * missing: the host only notes that Python is not available).  No GCC
 * headers: it needs none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"
#include "host.h"

int plugin_is_GPL_compatible;

static void finding(void *ctx, const struct match_script_finding *sf)
{
	fprintf(stderr, "%s\n", sf->text);
}

static void error(void *ctx, const struct smpl_file *f, uint32_t rule,
		  int is_note, const char *msg)
{
	fprintf(stderr, "%s: %s\n", is_note ? "note" : "error", msg);
}

__attribute__((visibility("default")))
int plugin_init(void *info, void *version)
{
	static struct smpl_rule rules[4];
	static const char *in[] = { "p", "e" };
	struct script_host_opts o = { getenv("SMPL_PYTHON"), NULL, finding,
				      error };
	struct match_script_pos pos = { "t.c", 3, 7, 3, 8, "foo" };
	struct match_script_val vals[2] = {
		{ MATCH_SV_POS, NULL, &pos, 1 }, { MATCH_SV_STR, "x", NULL, 0 },
	};
	struct smpl_file f;
	struct match_script *s;

	memset(&f, 0, sizeof f);
	f.rules = rules;
	f.nrules = 4;
	f.strs = "\0nomatch.cocci";
	f.source = 1;
	rules[0].kind = SMPL_R_INITIALIZE;
	rules[1].kind = SMPL_R_CODE;
	rules[2].kind = SMPL_R_SCRIPT;
	rules[3].kind = SMPL_R_FINALIZE;
	s = script_host_new(&o);
	if (!s)
		return 1;
	script_host_set_src(s, 0, &(struct script_src){
		.code = "seen = []\n", .line = 5 });
	script_host_set_src(s, 2, &(struct script_src){
		.code = "coccilib.report.print_report(p[0], "
			"\"kfree_sensitive_zz of \" + e)\n",
		.line = 17, .in = in, .nin = 2 });
	script_host_set_src(s, 3, &(struct script_src){
		.code = "seen = None\n", .line = 21 });
	s->run(s->ctx, &f, 2, vals, 2, NULL, 0);
	s->end(s->ctx, &f);
	script_host_free(s);
	return 0;
}
