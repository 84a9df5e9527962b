/* write.c - the compiled rule file (.smplc) writer: header and raw
 * tables laid out as load.h describes, then written to a temporary file
 * and renamed over the target so that a reader never sees half a file.
 * It does not check the tables (smpl_load_validate() does that). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "load.h"
#include "write.h"
#include "util.h"

static const uint32_t elem_size[SMPL_NTABLES] = {
#define X(arr, n, type) sizeof(type),
	SMPL_TABLES(X)
#undef X
};

static const void *table_data(const struct smpl_file *f, int t)
{
	switch (t) {
#define X(arr, n, type) case SMPL_TAB_##arr: return f->arr;
	SMPL_TABLES(X)
#undef X
	}
	return NULL;
}

static uint32_t table_count(const struct smpl_file *f, int t)
{
	switch (t) {
#define X(arr, n, type) case SMPL_TAB_##arr: return f->n;
	SMPL_TABLES(X)
#undef X
	}
	return 0;
}

static uint64_t align8(uint64_t n)
{
	return (n + 7) & ~(uint64_t)7;
}

/* Fill in the header for f, but for the checksums; -1 if the file
 * would not fit in memory. */
static int layout(const struct smpl_file *f, struct smpl_fheader *h)
{
	uint64_t off = 0;
	int t;

	memset(h, 0, sizeof(*h));
	memcpy(h->magic, SMPL_MAGIC, SMPL_MAGIC_LEN);
	h->version = SMPL_FORMAT_VERSION;
	h->bom = SMPL_BOM;
	h->header_size = sizeof(*h);
	h->ntables = SMPL_NTABLES;
	h->hash = f->hash;
	h->source = f->source;
	for (t = 0; t < SMPL_NTABLES; t++) {
		h->tables[t].offset = off;
		h->tables[t].count = table_count(f, t);
		h->tables[t].size = elem_size[t];
		off = align8(off + (uint64_t)h->tables[t].count * elem_size[t]);
	}
	h->payload_size = off;
	return off > SIZE_MAX - sizeof(*h) ? -1 : 0;
}

int smpl_write_mem(const struct smpl_file *f, void **buf, size_t *len)
{
	struct smpl_fheader h;
	size_t payload;
	char *p, *body;
	int t;

	if (layout(f, &h))
		return -1;
	payload = h.payload_size;
	p = calloc(1, sizeof(h) + payload);
	if (!p)
		return -1;
	body = p + sizeof(h);
	for (t = 0; t < SMPL_NTABLES; t++)
		if (h.tables[t].count)
			memcpy(body + h.tables[t].offset, table_data(f, t),
			       (size_t)h.tables[t].count * elem_size[t]);
	h.checksum = smpl_checksum(body, payload);
	h.header_checksum = smpl_hash(&h, offsetof(struct smpl_fheader,
						   header_checksum));
	memcpy(p, &h, sizeof(h));
	*buf = p;
	*len = sizeof(h) + payload;
	return 0;
}

int smpl_write(const struct smpl_file *f, const char *path, char *err,
	       size_t errlen)
{
	void *buf;
	size_t len;
	int r;

	if (smpl_write_mem(f, &buf, &len)) {
		snprintf(err, errlen, "cannot write %s: %s", path,
			 strerror(ENOMEM));
		return -1;
	}
	if (!strcmp(path, "-"))
		r = fwrite(buf, 1, len, stdout) == len && !fflush(stdout) ?
		    0 : -1;
	else
		r = smpl_write_file(path, buf, len);
	if (r)
		snprintf(err, errlen, "cannot write %s: %s", path,
			 strerror(errno));
	free(buf);
	return r;
}
