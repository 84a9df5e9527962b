/* options.h - the plugin's arguments (-fplugin-arg-smpl-KEY[=VALUE]),
 * read once in plugin_init (options.cc).  Plain C types: the rest of the
 * plugin reads this struct, never argv. */
#ifndef SMPL_OPTIONS_H
#define SMPL_OPTIONS_H

#define SMPL_MAX_DEFINES 32
/* The default budget of a rule in one function, in the model checker's
 * steps (plugin/match/ctl.h): the kernel's whole rule set needs fewer
 * than 10 000 in every function of qed_dev.c, qed_spq.c and
 * clk-si5351.c (docs/plugin.md), so this stops only a rule that
 * explodes. */
#define SMPL_BUDGET 20000000ULL

enum smpl_severity { SMPL_SEV_NOTE, SMPL_SEV_WARNING, SMPL_SEV_ERROR };
/* report, context and org make no edit (no fix-its, no edits in the
 * record); they differ only in what script rules print (`virtual`
 * names are smplc's -D). */
enum smpl_pmode { SMPL_PMODE_PATCH, SMPL_PMODE_REPORT, SMPL_PMODE_CONTEXT,
		  SMPL_PMODE_ORG };

struct smpl_options {
	const char *rules;		/* rule file: compiled, or .cocci */
	const char *out;		/* record directory, or NULL */
	const char *hash;		/* expected content hash, hex, or NULL */
	enum smpl_pmode mode;
	enum smpl_severity severity;
	int allow_inconsistent;
	int verbose;
	int disable;			/* do nothing at all */
	int main_only;			/* main-only: the functions and top
					   level of the main file alone */
	int defer_scripts;		/* defer-scripts: script rules that
					   only print left to smpl-collect */
	unsigned long long budget;	/* steps a rule may take in one
					   function (budget=N; default
					   SMPL_BUDGET, 0 none) */
	const char *defines[SMPL_MAX_DEFINES + 1];
	int ndefines;
};

/* Fills o from GCC's argv of the plugin; false after an error. */
bool options_parse(struct smpl_options *o,
		   const struct plugin_name_args *info);

#endif
