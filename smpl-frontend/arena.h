/* arena.h - bump allocation, released all at once.  One arena per rule
 * file (and, in the plugin, per function view): nothing frees single
 * objects. */
#ifndef SMPL_ARENA_H
#define SMPL_ARENA_H

#include <stddef.h>

struct smpl_arena_chunk;

struct smpl_arena {
	struct smpl_arena_chunk *head;
	size_t used;		/* bytes used in head */
	size_t size;		/* bytes available in head */
};

void smpl_arena_init(struct smpl_arena *a);
void *smpl_arena_alloc(struct smpl_arena *a, size_t n);	/* zeroed */
char *smpl_arena_strndup(struct smpl_arena *a, const char *s, size_t n);
void smpl_arena_free(struct smpl_arena *a);

#endif
