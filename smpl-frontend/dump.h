/* dump.h - the rule program as text: what `smplc --dump` prints for a
 * parsed .cocci or a loaded .smplc.  The format is described at the top
 * of dump.c; the test suite compares it with checked-in files. */
#ifndef SMPL_DUMP_H
#define SMPL_DUMP_H

#include <stdio.h>
#include "ast.h"

/* Print every virtual and rule of f to out.  The same content always
 * gives the same text: no pointers, no node numbers. */
void smpl_dump(const struct smpl_file *f, FILE *out);

#endif
