/* request.c - an edit of the matcher as a request to the editor.  Only
 * the editor's types are needed here, not its code: the matcher's
 * library stays free of it. */
#include <string.h>
#include "edit.h"
#include "match.h"
#include "request.h"

static const uint8_t edit_actions[] = { EDIT_REMOVE, EDIT_BEFORE, EDIT_AFTER,
					EDIT_REPLACE };

struct edit_req match_edit_request(const struct match_edit *e,
				   const char *expect, const char *tag)
{
	struct edit_req q;

	memset(&q, 0, sizeof(q));
	q.action = edit_actions[e->action];
	q.what = match_edit_is_statement(e) ? EDIT_STMT : EDIT_EXPR;
	if (q.what == EDIT_STMT && (e->node->flags & MATCH_NF_TOP))
		q.flags |= EDIT_F_TOP;
	q.line = e->range.line;
	q.col = e->range.col;
	q.end_line = e->range.end_line;
	q.end_col = e->range.end_col > 1 ? e->range.end_col - 1 : 1;
	q.expect = expect;
	q.pieces = e->pieces;
	q.npieces = e->npieces;
	q.tag = tag;
	return q;
}
