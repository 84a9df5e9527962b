/* set.h - a rule set: several compiled rule programs in one file
 * (`smplc --set -o ALL.smplset A.cocci B.cocci ...`), which the plugin
 * loads once per compilation and runs one program after another.
 *
 * Layout (host byte order, like a .smplc): the magic "\x89SMPLSET", a
 * u32 version (SMPL_SET_VERSION), a u32 count of members, a u64 hash
 * (smpl_set_hash of the members' content hashes), then per member a u64
 * length followed by that many bytes, a whole compiled file
 * (docs/smplc-format.md), padded with zeros to a multiple of 8.  Each
 * member is checked by smpl_load_mem as a file of its own; the set's
 * lengths are checked against the file's size before. */
#ifndef SMPL_SET_H
#define SMPL_SET_H

#include <stddef.h>
#include <stdint.h>
#include "ast.h"

#define SMPL_SET_MAGIC		"\x89SMPLSET"
#define SMPL_SET_MAGIC_LEN	8
#define SMPL_SET_VERSION	1
#define SMPL_SET_MAX		4096	/* members */

struct smpl_set {
	uint32_t n;
	struct smpl_file *files;	/* n, each loaded */
	uint64_t hash;
};

/* Does buf start like a rule set?  (Test it before smpl_is_compiled,
 * whose shorter magic it shares.) */
int smpl_is_set(const void *buf, size_t len);

/* The set's hash from its members' content hashes, in order. */
uint64_t smpl_set_hash(const uint64_t *hashes, uint32_t n);

/* Write the n compiled images (smpl_write_mem's) as one set to path,
 * atomically: 0, or -1 with errno. */
int smpl_set_write(const char *path, void *const *images,
		   const size_t *lens, const uint64_t *hashes, uint32_t n);

/* Load a set: 0, or -1 with one line in err and *s zeroed. */
int smpl_set_load_mem(const void *buf, size_t len, struct smpl_set *s,
		      char *err, size_t errlen);
void smpl_set_free(struct smpl_set *s);

#endif
