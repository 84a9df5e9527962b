/* host.h - the Python host: the match_script hook (plugin/match/
 * script.h) that runs script rules and script constraints in Python.
 * The plugin and smpl-match link host.c (plain C, no Python headers);
 * it dlopen()s build/smpl-python.so (linked against libpython3) the first
 * time a unit needs a script, so that a compilation where no script runs
 * never loads Python, and a machine without Python still builds and runs
 * everything else (the host then reports once per unit that script
 * rules are skipped). */
#ifndef SCRIPT_HOST_H
#define SCRIPT_HOST_H

#include <stddef.h>
#include "script.h"

struct script_host_opts {
	const char *lib;	/* path of smpl-python.so */
	void *fctx;
	/* Each line a script prints (coccilib.report.print_report,
	 * coccilib.org.*, cocci.print_main/print_secs/print_sec, print()):
	 * the plugin makes it a diagnostic and a record, smpl-match prints
	 * sf->text on stdout. */
	void (*finding)(void *fctx, const struct match_script_finding *sf);
	/* An error of script rule `rule` of f (compile error, exception:
	 * msg is Python's message or the traceback's last line), or a
	 * note (is_note) such as "Python is not available: script rules
	 * skipped". */
	void (*error)(void *fctx, const struct smpl_file *f, uint32_t rule,
		      int is_note, const char *msg);
};

struct match_script *script_host_new(const struct script_host_opts *o);
void script_host_free(struct match_script *s);

/* A script rule's code as the host runs it.  TODO(merge): the compiled
 * format does not carry it yet; host.c's script_of() reads it from f
 * once the front end stores, per script rule, the code, the line of its
 * first line, and the names of its inherited (`x << r.x;`) and new
 * (`y;`) metavariables, in declaration order. */
struct script_src {
	const char *code;
	uint32_t line;
	const char *const *in;
	uint32_t nin;
	const char *const *out;
	uint32_t nout;
};

/* Give rule `rule` of the next unit this code (tests, and until the
 * compiled format carries it): copied; a NULL code removes it. */
void script_host_set_src(struct match_script *s, uint32_t rule,
			 const struct script_src *src);

/* Where smpl-python.so is: beside the object holding this code (smpl.so
 * or a program), or what the environment variable SMPL_PYTHON_LIB says
 * when set and not empty (for tests: a missing library makes Python
 * unavailable), written into buf; 0, or -1 when not found. */
int script_host_lib_path(char *buf, size_t n);

#endif
