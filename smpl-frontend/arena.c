/* arena.c - chunked bump allocator; aborts on out-of-memory, as a
 * compiler would. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"

#define CHUNK_MIN 16384

struct smpl_arena_chunk {
	struct smpl_arena_chunk *next;
	max_align_t data[];
};

void smpl_arena_init(struct smpl_arena *a)
{
	a->head = NULL;
	a->used = 0;
	a->size = 0;
}

void *smpl_arena_alloc(struct smpl_arena *a, size_t n)
{
	size_t align = sizeof(max_align_t);
	void *p;

	n = (n + align - 1) / align * align;
	if (!a->head || a->used + n > a->size) {
		size_t size = n > CHUNK_MIN ? n : CHUNK_MIN;
		struct smpl_arena_chunk *c = malloc(sizeof(*c) + size);

		if (!c) {
			fputs("smpl: out of memory\n", stderr);
			abort();
		}
		c->next = a->head;
		a->head = c;
		a->used = 0;
		a->size = size;
	}
	p = (char *)a->head->data + a->used;
	a->used += n;
	memset(p, 0, n);
	return p;
}

char *smpl_arena_strndup(struct smpl_arena *a, const char *s, size_t n)
{
	char *p = smpl_arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

void smpl_arena_free(struct smpl_arena *a)
{
	struct smpl_arena_chunk *c = a->head;

	while (c) {
		struct smpl_arena_chunk *next = c->next;

		free(c);
		c = next;
	}
	smpl_arena_init(a);
}
