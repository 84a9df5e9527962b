/* set.c - rule sets: several compiled rule programs in one file
 * (set.h has the layout).  The reader trusts nothing: every length is
 * checked against what is left of the buffer before a member is handed
 * to the loader, which checks the member as it checks a .smplc. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "load.h"
#include "set.h"
#include "util.h"

struct set_head {
	unsigned char magic[SMPL_SET_MAGIC_LEN];
	uint32_t version;
	uint32_t count;
	uint64_t hash;
};

int smpl_is_set(const void *buf, size_t len)
{
	return len >= SMPL_SET_MAGIC_LEN &&
	       !memcmp(buf, SMPL_SET_MAGIC, SMPL_SET_MAGIC_LEN);
}

uint64_t smpl_set_hash(const uint64_t *hashes, uint32_t n)
{
	return smpl_hash(hashes, (size_t)n * sizeof(*hashes));
}

/* The set's bytes in one buffer: the head, then each member. */
static unsigned char *set_image(void *const *images, const size_t *lens,
				const uint64_t *hashes, uint32_t n,
				size_t *total)
{
	struct set_head h;
	unsigned char *buf, *p;
	size_t size = sizeof(h);
	uint32_t i;

	for (i = 0; i < n; i++)
		size += 8 + ((lens[i] + 7) & ~(size_t)7);
	buf = calloc(1, size);
	if (!buf)
		return NULL;
	memcpy(h.magic, SMPL_SET_MAGIC, SMPL_SET_MAGIC_LEN);
	h.version = SMPL_SET_VERSION;
	h.count = n;
	h.hash = smpl_set_hash(hashes, n);
	memcpy(buf, &h, sizeof(h));
	p = buf + sizeof(h);
	for (i = 0; i < n; i++) {
		uint64_t l = lens[i];

		memcpy(p, &l, 8);
		memcpy(p + 8, images[i], lens[i]);
		p += 8 + ((lens[i] + 7) & ~(size_t)7);
	}
	*total = size;
	return buf;
}

int smpl_set_write(const char *path, void *const *images,
		   const size_t *lens, const uint64_t *hashes, uint32_t n)
{
	size_t size;
	unsigned char *buf = set_image(images, lens, hashes, n, &size);
	int rc;

	if (!buf)
		return -1;
	rc = smpl_write_file(path, buf, size);
	free(buf);
	return rc;
}

void smpl_set_free(struct smpl_set *s)
{
	uint32_t i;

	for (i = 0; i < s->n; i++)
		smpl_file_free(&s->files[i]);
	free(s->files);
	memset(s, 0, sizeof(*s));
}

/* Member i at *off: its length checked, loaded into s->files[i]. */
static int load_member(const unsigned char *buf, size_t len, size_t *off,
		       struct smpl_set *s, uint32_t i, char *err,
		       size_t errlen)
{
	char why[400];
	uint64_t l;

	if (len - *off < 8) {
		snprintf(err, errlen, "rule set is truncated (member %u of %u)",
			 i + 1, s->n);
		return -1;
	}
	memcpy(&l, buf + *off, 8);
	*off += 8;
	if (l > len - *off || l > SMPL_MAX_RULE_FILE) {
		snprintf(err, errlen, "rule set is malformed (member %u of %u "
			 "is longer than the file)", i + 1, s->n);
		return -1;
	}
	if (smpl_load_mem(buf + *off, (size_t)l, &s->files[i], why,
			  sizeof(why))) {
		snprintf(err, errlen, "rule set member %u: %s", i + 1, why);
		return -1;
	}
	*off += (size_t)l;
	*off += (8 - (*off & 7)) & 7;
	if (*off > len)
		*off = len;
	return 0;
}

/* The hash the set's head must carry, from its loaded members. */
static uint64_t set_members_hash(const struct smpl_set *s)
{
	uint64_t *h = calloc(s->n ? s->n : 1, sizeof(*h)), r;
	uint32_t i;

	if (!h)
		return ~s->hash;
	for (i = 0; i < s->n; i++)
		h[i] = s->files[i].hash;
	r = smpl_set_hash(h, s->n);
	free(h);
	return r;
}

int smpl_set_load_mem(const void *buf, size_t len, struct smpl_set *s,
		      char *err, size_t errlen)
{
	struct set_head h;
	size_t off = sizeof(h);
	uint32_t i;

	memset(s, 0, sizeof(*s));
	if (len < sizeof(h) || !smpl_is_set(buf, len)) {
		snprintf(err, errlen, "not a rule set");
		return -1;
	}
	memcpy(&h, buf, sizeof(h));
	if (h.version != SMPL_SET_VERSION) {
		snprintf(err, errlen, "a rule set of version %u, this gcc-smpl "
			 "reads version %u only; write it again with this "
			 "smplc", h.version, SMPL_SET_VERSION);
		return -1;
	}
	if (h.count > SMPL_SET_MAX) {
		snprintf(err, errlen, "rule set is malformed (%u members)",
			 h.count);
		return -1;
	}
	s->n = h.count;
	s->hash = h.hash;
	s->files = calloc(h.count ? h.count : 1, sizeof(*s->files));
	if (!s->files) {
		snprintf(err, errlen, "out of memory");
		s->n = 0;
		return -1;
	}
	for (i = 0; i < h.count; i++)
		if (load_member(buf, len, &off, s, i, err, errlen)) {
			s->n = i;
			smpl_set_free(s);
			return -1;
		}
	if (set_members_hash(s) != s->hash) {
		snprintf(err, errlen, "rule set is malformed (its hash is not "
			 "its members')");
		smpl_set_free(s);
		return -1;
	}
	return 0;
}
