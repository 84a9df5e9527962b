/* util.h - the few helpers every layer needs, in one place: reading a
 * whole file, writing one atomically, growing an array, a path's
 * spelling made plain, and the FNV-1a hash.  Linked by smplc, the plugin, smpl-collect and the tests. */
#ifndef SMPL_UTIL_H
#define SMPL_UTIL_H

#include <stddef.h>
#include <stdint.h>

/* The whole file (a regular file, a pipe or a device), at most max bytes,
 * in a malloc'd buffer with a NUL after the last byte.  NULL with errno
 * set (EFBIG past max). */
char *smpl_read_file(const char *path, size_t max, size_t *len);
/* max for a C source file (the largest of a kernel tree: a few MB). */
#define SMPL_MAX_SOURCE_FILE	(256u << 20)

/* Writes buf to a temporary file beside path (DIR/.tmp-XXXXXX, with the
 * mode open() would give) and renames it over path: a reader sees the
 * old file or the new one, never half of one.  0, or -1 with errno set
 * (the temporary is removed). */
int smpl_write_file(const char *path, const void *buf, size_t len);

/* v, an array of elements of size bytes with room for *cap of them,
 * with room for need: *cap doubles (from 16) until it is enough.  Aborts
 * when memory runs out, as the arenas do.  Appending one element to an
 * array of n: v = smpl_grow(v, n + 1, &cap, sizeof(*v)). */
void *smpl_grow(void *v, uint32_t need, uint32_t *cap, size_t size);

/* path with its "." components and repeated slashes taken out, in place
 * ("/t/./include//x.h" is "/t/include/x.h"; "./x.h" is "x.h"): GCC names
 * a header as the -I option spelled its directory, and one file must
 * have one name in the records.  ".." is kept: it cannot be taken out
 * without looking at the file system (a symbolic link).  Returns path. */
char *smpl_path_clean(char *path);

/* FNV-1a, 64 bits. */
uint64_t smpl_hash(const void *data, size_t n);

/* The checksum of a compiled rule file's payload: FNV-1a's step taken a
 * 64-bit word at a time (little-endian; the bytes past the last whole
 * word one at a time), eight times fewer steps than smpl_hash, and
 * every change to one word still changes it. */
uint64_t smpl_checksum(const void *data, size_t n);
/* Would C characters a and b written side by side read as one token
 * where they were two: a word against a word, or two that make one of
 * C's two-character operators or a comment's start (`-` `-a` is `--a`,
 * `/` `*p` opens a comment)?  Writers of code put a blank there. */
int smpl_tokens_glue(int a, int b);

#endif
