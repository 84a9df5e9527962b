/* piece.c - comparing lists of + code pieces (piece.h): the matcher
 * interns and sorts edits by them, the editor and smpl-collect make
 * identical requests once. */
#include <string.h>
#include "piece.h"

static int cmp_u32(uint32_t a, uint32_t b)
{
	return a < b ? -1 : a > b;
}

static int piece_cmp(const struct smpl_piece *a, const struct smpl_piece *b)
{
	int c = cmp_u32(a->kind, b->kind);

	if (!c)
		c = cmp_u32(a->line, b->line);
	if (!c)
		c = cmp_u32(a->col, b->col);
	if (!c && a->kind == SMPL_PIECE_EXPR)
		c = cmp_u32(a->end_line, b->end_line);
	if (!c && a->kind == SMPL_PIECE_EXPR)
		c = cmp_u32(a->end_col, b->end_col);
	if (!c && a->kind != SMPL_PIECE_STMT)
		c = strcmp(a->text ? a->text : "", b->text ? b->text : "");
	return c;
}

int smpl_pieces_cmp(const struct smpl_piece *a, uint32_t na,
		    const struct smpl_piece *b, uint32_t nb)
{
	uint32_t i;
	int c;

	for (i = 0; i < na && i < nb; i++)
		if ((c = piece_cmp(&a[i], &b[i])))
			return c;
	return cmp_u32(na, nb);
}
