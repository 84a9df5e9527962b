/* findings.h - what script rules print, and their errors, as
 * diagnostics and records (findings.cc): the callbacks the plugin gives
 * the script host (plugin/script/host.h, script_host_opts.finding and
 * .error), with the struct smpl_plugin as their context. */
#ifndef SMPL_FINDINGS_H
#define SMPL_FINDINGS_H

struct match_script_finding;
struct smpl_file;

/* A line a script printed: a diagnostic at sf->pos (severity=), into
 * the unit's record (every mode). */
void smpl_plugin_finding(void *ctx, const struct match_script_finding *sf);
/* An error of script rule `rule` of f: "RULE.cocci:LINE: error in script
 * rule 'r': MSG", a warning at most (never fatal); with is_note, msg as
 * a note. */
void smpl_plugin_script_error(void *ctx, const struct smpl_file *f,
			      uint32_t rule, int is_note, const char *msg);

/* The test hook: with SMPL_DEBUG_FINDINGS=1 (or =org) in the
 * environment, each kept match of out is handed to smpl_plugin_finding
 * as the report line (or org TODO and link) a script could print for it,
 * so that the tests follow a finding from the plugin to smpl-collect
 * without a script (testsuite/smpl.collect/findings.exp).  No user
 * behaviour: spatch prints nothing for a code rule. */
struct match_out;
void findings_debug(struct smpl_plugin *P, const struct match_out *out);

#endif
