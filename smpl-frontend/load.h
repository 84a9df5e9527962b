/* load.h - the compiled rule file (.smplc): its layout, shared with the
 * writer (write.h), and the loader that the plugin links.
 *
 * A file is a fixed header followed by the payload: the tables of struct
 * smpl_file stored raw, in host byte order, each starting on a multiple
 * of 8.  Loading reads the file into one buffer, checks it and points the
 * tables into it.  docs/smplc-format.md describes the format and what the
 * loader guarantees about a file it accepts. */
#ifndef SMPL_LOAD_H
#define SMPL_LOAD_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "ast.h"

/* Bump when the header, a table's struct, the table order or the meaning
 * of a stored number (enum values included) changes. */
#define SMPL_FORMAT_VERSION 8

/* \x89: not text, and not 7-bit clean; \r\n and the lone \n: any
 * end-of-line conversion changes one of them. */
#define SMPL_MAGIC	"\x89SMPL\r\n\n"
#define SMPL_MAGIC_LEN	8
#define SMPL_BOM	0x01020304u	/* written in the writer's byte order */

/* The most a rule file may hold, compiled or not (a rule is a few KB):
 * smplc, the plugin and the loader read no more. */
#define SMPL_MAX_RULE_FILE	(64u << 20)

/* The tables, in file order: X(array, count field, element type). */
#define SMPL_TABLES(X) \
	X(nodes,    nnodes,    struct smpl_node) \
	X(kids,     nkids,     uint32_t) \
	X(metas,    nmetas,    struct smpl_meta) \
	X(rules,    nrules,    struct smpl_rule) \
	X(plus,     nplus,     struct smpl_plus) \
	X(ptoks,    nptoks,    struct smpl_ptok) \
	X(virtuals, nvirtuals, uint32_t) \
	X(strs,     nstrs,     char)

enum {
#define X(arr, n, type) SMPL_TAB_##arr,
	SMPL_TABLES(X)
#undef X
	SMPL_NTABLES
};

struct smpl_ftable {
	uint64_t offset;	/* in the payload; a multiple of 8 */
	uint32_t count;		/* elements (bytes for strs) */
	uint32_t size;		/* bytes per element */
};

/* Magic, version and byte-order mark stay where they are in every
 * version, so that any later file is refused with the right message. */
struct smpl_fheader {
	unsigned char magic[SMPL_MAGIC_LEN];
	uint32_t version;		/* SMPL_FORMAT_VERSION */
	uint32_t bom;			/* SMPL_BOM */
	uint32_t header_size;		/* sizeof(struct smpl_fheader) */
	uint32_t ntables;		/* SMPL_NTABLES */
	uint64_t payload_size;		/* bytes after the header */
	uint64_t checksum;		/* smpl_hash() of the payload */
	uint64_t hash;			/* smpl_file.hash, copied through */
	uint32_t source;		/* smpl_file.source, in strs */
	uint32_t pad;
	struct smpl_ftable tables[SMPL_NTABLES];
	uint64_t header_checksum;	/* smpl_hash() of the bytes above */
};

/* Is text a compiled rule file, as opposed to SmPL source?  "\x89SMPL"
 * starts no SmPL file; what follows it is the loader's to judge, so that
 * a compiled file mangled by a text-mode copy is named as such. */
static inline int smpl_is_compiled(const void *text, size_t len)
{
	return len >= 5 && !memcmp(text, SMPL_MAGIC, 5);
}

/* Load a compiled rule file.  0, or -1 with one line in err (prefixed
 * "PATH: " by smpl_load) and *f zeroed.  On success the tables point
 * into f->image; smpl_file_free() releases it.  smpl_load_mem copies
 * buf. */
int smpl_load(const char *path, struct smpl_file *f, char *err,
	      size_t errlen);
int smpl_load_mem(const void *buf, size_t len, struct smpl_file *f,
		  char *err, size_t errlen);

/* The structural checks the loader makes after the checksum, on any
 * smpl_file (smplc may run them before writing): 0, or -1 with
 * "compiled rule file is malformed (WHAT)" in err. */
int smpl_load_validate(const struct smpl_file *f, char *err, size_t errlen);

#endif
