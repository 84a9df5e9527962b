/* request.c - an edit of the matcher as a request to the editor.  Only
 * the editor's types are needed here, not its code: the matcher's
 * library stays free of it. */
#include <string.h>
#include "edit.h"
#include "match.h"
#include "request.h"

static const uint8_t edit_actions[] = { EDIT_REMOVE, EDIT_BEFORE, EDIT_AFTER,
					EDIT_REPLACE };

/* e is about a whole item of the top level: a declarer use, a
 * file-scope declaration or definition, an #include or #define line. */
static int top_item(const struct match_edit *e)
{
	const struct match_node *n = e->node;

	if (n->kind == MATCH_N_STMT || n->kind == MATCH_N_DECL)
		return (n->flags & MATCH_NF_TOP) && match_edit_is_statement(e);
	return (n->kind == MATCH_N_INCLUDE || n->kind == MATCH_N_DEFINE) &&
	       !memcmp(&e->range.line, &n->range.line, 4 * sizeof(uint32_t));
}

struct edit_req match_edit_request(const struct match_edit *e,
				   const char *expect, const char *tag)
{
	struct edit_req q;

	memset(&q, 0, sizeof(q));
	q.action = edit_actions[e->action];
	q.what = match_edit_is_statement(e) ? EDIT_STMT :
		 match_edit_is_init(e) ? EDIT_INIT : EDIT_EXPR;
	if (top_item(e))
		q.flags |= EDIT_F_TOP;
	if (e->raw) {
		q.flags = EDIT_F_RAW;
		q.what = EDIT_EXPR;
	}
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
