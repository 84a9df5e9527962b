/* piece.h - + code as the matcher instantiates it and the editor writes
 * it: a list of pieces, each plain text, an expression metavariable's
 * value (its place in the source and its printed form), or a statement
 * metavariable's value (where the statement starts).  The matcher
 * (plugin/match/atom.c) makes the list, the editor (plugin/edit/edit.c)
 * turns it into text from the source file, the plugin prints it in its
 * messages, records (plugin/edit/record.c) store it.
 *
 * It is here, in the layer both the matcher and the editor already
 * stand on, so that neither includes the other: plugin/edit stands
 * beside plugin/match, and smpl-collect links no matcher. */
#ifndef SMPL_PIECE_H
#define SMPL_PIECE_H

#include <stdint.h>

enum smpl_piece_kind {
	SMPL_PIECE_TEXT,	/* text: the + tokens, lines separated by '\n' */
	SMPL_PIECE_EXPR,	/* the source's text of the range where it is
				   the same expression (a view built from
				   GIMPLE prints v->a[i].b otherwise), else
				   text, the printed form */
	SMPL_PIECE_STMT		/* the source's text of the statement that
				   starts at (line, col); text is NULL */
};

/* Lines and columns from 1, columns in bytes; end_col is one past the
 * last character (the view's convention).  STMT uses line and col only. */
struct smpl_piece {
	uint8_t kind;
	uint32_t line, col, end_line, end_col;
	const char *text;
};

/* Orders piece lists (kinds, places, texts; a shorter list that starts
 * another comes first): 0 when they are the same + code. */
int smpl_pieces_cmp(const struct smpl_piece *a, uint32_t na,
		    const struct smpl_piece *b, uint32_t nb);

#endif
