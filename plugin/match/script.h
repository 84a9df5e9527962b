/* script.h - script rules (`@script:python@`, `@initialize:python@`,
 * `@finalize:python@`) and script constraints as the matcher sees them:
 * a hook the driver provides.  The matcher (run.c) decides when a script
 * runs and with what values, as spatch 1.1.1 does; the hook runs it
 * (plugin/script/: Python, loaded only when a script first runs).  With
 * no hook (match_options.script NULL) script rules are skipped as
 * before.  Pure C, no GCC, no Python. */
#ifndef MATCH_SCRIPT_H
#define MATCH_SCRIPT_H

#include <stdint.h>

struct smpl_file;

/* Where a position metavariable was bound, as a script sees it
 * (spatch's position objects): lines from 1, columns counted as spatch
 * counts them (bytes from 0; col_end one past the last byte); element:
 * the function (or "something_else" at the top level). */
struct match_script_pos {
	const char *file;
	uint32_t line, col, line_end, col_end;
	const char *element;
};

/* One value passed to a script.  NONE: unbound (the declaration's
 * `= default` is used, else the script does not run for that tuple);
 * STR: identifiers, expressions, types, statements, constants... as
 * their source text (spatch's strings); POS: a position, as the list of
 * the places it was bound (one per match). */
enum { MATCH_SV_NONE, MATCH_SV_STR, MATCH_SV_POS };
struct match_script_val {
	uint8_t kind;
	const char *s;
	const struct match_script_pos *pos;
	uint32_t npos;
};

/* What a script printed through coccilib/cocci (print_report,
 * print_todo, print_main, print_secs, ...) or print(): text is the
 * exact line spatch would print (no newline); pos the place it names,
 * NULL when none; kind says which API printed it. */
enum { MATCH_SF_REPORT, MATCH_SF_ORG, MATCH_SF_PRINT };
struct match_script_finding {
	uint8_t kind;
	uint32_t rule;		/* the script rule */
	const char *text;
	const char *msg;	/* the message alone (report/org), or NULL */
	const struct match_script_pos *pos;
};

/* The hook.  run and constraint return -1 on an error the hook has
 * already reported (a script that does not compile or raises: the
 * diagnostic names the rule's line and Python's last traceback line);
 * that script rule (or constraint) then stops for the rest of the unit,
 * everything else goes on.  The hook starts Python at its first call in
 * a unit and runs the file's @initialize:python@ rules then (a unit
 * where no script runs never loads Python: spatch runs them first, but
 * only scripts see what they do). */
struct match_script {
	void *ctx;
	/* Script rule `rule` of f once, for one distinct tuple of its
	 * inherited values in[0..nin) (its metavariables declared with
	 * `<<`, in declaration order, defaults already applied); out[i]
	 * receives the value the script gave the i-th metavariable it
	 * declares without `<<` (coccinelle.NAME = ..., make_ident,
	 * make_expr, make_type: its text, valid until end), NULL when it
	 * set none.  Returns 1 to keep the tuple, 0 when the script called
	 * cocci.include_match(False). */
	int (*run)(void *ctx, const struct smpl_file *f, uint32_t rule,
		   const struct match_script_val *in, uint32_t nin,
		   const char **out, uint32_t nout);
	/* The script constraint of metavariable m of f (metas[m].script)
	 * for a candidate binding: args[0] is the candidate value of m
	 * itself (the code names it: `position p : script:python() {
	 * relevant(p) }`), args[1..nargs) the values of the names the
	 * constraint lists, in order (NONE when unbound).  1 accepts, 0
	 * rejects (-1 too). */
	int (*constraint)(void *ctx, const struct smpl_file *f, uint32_t m,
			  const struct match_script_val *args, uint32_t nargs);
	/* End of the unit: the @finalize:python@ rules run if Python was
	 * started; strings handed out are freed. */
	void (*end)(void *ctx, const struct smpl_file *f);
};

#endif
