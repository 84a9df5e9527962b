/* pyapi.h - what build/smpl-python.so (pyembed.c, linked against
 * libpython3) offers the host (host.c, which has no Python headers): one
 * versioned table of entry points, found with a single dlsym of
 * SMPL_PY_API_SYM.  The host checks version and size before using it,
 * so a stale smpl-python.so is "Python not available", not a crash. */
#ifndef SCRIPT_PYAPI_H
#define SCRIPT_PYAPI_H

#include <stddef.h>
#include <stdint.h>
#include "script.h"

#define SMPL_PY_API_VERSION 1
#define SMPL_PY_API_SYM "smpl_py_api_v1"

/* Where printed lines go: kind MATCH_SF_*, text the whole line (no
 * newline), msg the message alone or NULL, pos NULL when none.  All
 * valid only during the call. */
struct smpl_py_sink {
	void *ctx;
	void (*finding)(void *ctx, int kind, const char *text,
			const char *msg, const struct match_script_pos *pos);
};

struct smpl_py_api {
	uint32_t version, size;	/* SMPL_PY_API_VERSION, sizeof */
	/* Start Python (once per process; later calls return at once):
	 * 0, or -1 with a message in err. */
	int (*start)(char *err, size_t nerr);
	/* A unit's state: its own globals (shared by all its scripts, as
	 * spatch's scripts share __main__), its own coccinelle module and
	 * cocci object.  NULL with err on failure. */
	void *(*unit_new)(const struct smpl_py_sink *sink, char *err,
			  size_t nerr);
	void (*unit_free)(void *u);
	/* Compile code (a statement body, or with expr an expression)
	 * whose first line is line `line` of file: NULL with Python's
	 * message in err when it does not compile. */
	void *(*compile)(void *u, const char *code, const char *file,
			 uint32_t line, int expr, char *err, size_t nerr);
	/* Run compiled code with names[i] bound to vals[i] in the unit's
	 * globals.  outs[0..nout): names whose coccinelle.NAME value is
	 * returned in outv[i] (malloc'd text, NULL when unset).  Returns
	 * for a statement body 1, or 0 after cocci.include_match(False);
	 * for an expression its truth (1 or 0); -1 with the traceback's
	 * last line in err when it raises. */
	int (*run)(void *u, void *code, const char *const *names,
		   const struct match_script_val *vals, uint32_t n,
		   const char *const *outs, char **outv, uint32_t nout,
		   char *err, size_t nerr);
};

#endif
