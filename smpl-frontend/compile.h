/* compile.h - the front end in one call: SmPL text to a rule program. */
#ifndef SMPL_COMPILE_H
#define SMPL_COMPILE_H

#include "ast.h"
#include "diag.h"

/* Compiles the text of a .cocci file.  `defines` are the virtual names
 * set with -D (NULL-terminated, may be NULL).  Returns 0 and fills f, or
 * -1 after reporting the errors to d (f is then empty). */
int smpl_compile(const char *text, size_t len, const char *const *defines,
		 struct smpl_file *f, struct smpl_diag *d);

/* Marks the virtual names in defines (NULL-terminated) as set, in every
 * depends on formula: for -D at compile time, and for the plugin's
 * define= on a compiled file. */
void smpl_mark_defines(struct smpl_file *f, const char *const *defines);

#endif
