/* write.h - writing the rule program as a compiled rule file (.smplc);
 * the layout is in load.h and docs/smplc-format.md. */
#ifndef SMPL_WRITE_H
#define SMPL_WRITE_H

#include <stddef.h>
#include "ast.h"

/* The file's bytes in a malloc'd buffer: 0, or -1 when memory runs out
 * or a table is too large for the format. */
int smpl_write_mem(const struct smpl_file *f, void **buf, size_t *len);

/* Write PATH ("-": standard output) atomically: a temporary file in the
 * same directory, renamed over PATH once complete.  0, or -1 with
 * "cannot write PATH: REASON" in err and no file left behind. */
int smpl_write(const struct smpl_file *f, const char *path, char *err,
	       size_t errlen);

#endif
