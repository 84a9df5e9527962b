/* construct.c - the control statement around a place of the text: what
 * the compiler no longer shows.  GIMPLE keeps a loop's condition with its
 * location, but not where the `for` keyword is, where the body ends or
 * whether it has braces; the plugin asks the text (when it can read it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "src.h"

/* The token just past the `)` closing the header that starts at kw. */
static uint32_t after_header(const struct edit_src *s, uint32_t kw)
{
	return edit_stmt_last(s, kw) + 1;
}

/* `} while (c);` ends a do statement: not a while loop of its own. */
static int ends_do(const struct edit_src *s, uint32_t kw)
{
	int depth = 0;

	if (!kw || !edit_src_tok_is(s, kw - 1, "}"))
		return 0;
	for (uint32_t k = kw; k-- > 0;) {
		depth += edit_src_tok_is(s, k, "}") - edit_src_tok_is(s, k, "{");
		if (depth == 0)
			return k > 0 && edit_src_tok_is(s, k - 1, "do");
	}
	return 0;
}

static void set_pos(const struct edit_tok *t, uint32_t *line, uint32_t *col,
		    int past)
{
	*line = t->line;
	*col = t->col + (past ? t->len : 0);
}

int edit_src_construct(const struct edit_src *s, uint32_t line, uint32_t col,
		       struct edit_construct *c)
{
	uint32_t off = edit_src_offset(s, line, col), i, kw, n;
	const struct edit_tok *k;
	char *body;

	if (off == UINT32_MAX)
		return -1;
	i = edit_src_tok_from(s, off);
	n = edit_src_ntoks(s);
	if (i >= n || edit_src_tok(s, i)->off != off)
		return -1;
	kw = edit_stmt_first(s, i);
	k = edit_src_tok(s, kw);
	if (!k || k->len >= sizeof(c->kw) || !edit_src_tok_is(s, kw + 1, "(") ||
	    after_header(s, kw) <= i || ends_do(s, kw))
		return -1;
	memset(c, 0, sizeof(*c));
	memcpy(c->kw, edit_src_text(s, NULL) + k->off, k->len);
	set_pos(k, &c->kw_line, &c->kw_col, 0);
	set_pos(edit_src_tok(s, after_header(s, kw) - 1), &c->hdr_line,
		&c->hdr_col, 1);
	set_pos(edit_src_tok(s, edit_stmt_full_last(s, kw)), &c->end_line,
		&c->end_col, 1);
	c->braced = edit_src_tok_is(s, after_header(s, kw), "{");
	body = edit_src_join(s, after_header(s, kw), 2);
	snprintf(c->body, sizeof(c->body), "%s", body ? body : "");
	free(body);
	return 0;
}

/* How many tokens the string toks holds. */
static unsigned count_toks(const char *toks)
{
	unsigned n = *toks != 0;

	for (; *toks; toks++)
		n += *toks == ' ';
	return n;
}

int edit_src_find(const struct edit_src *s, uint32_t line, uint32_t end_line,
		  const char *toks, struct edit_place *out)
{
	uint32_t n = edit_src_ntoks(s), i, found = 0, at = 0;
	unsigned k = count_toks(toks);

	for (i = 0; k && i < n && edit_src_tok(s, i)->line <= end_line; i++) {
		char *here;

		if (edit_src_tok(s, i)->line < line)
			continue;
		here = edit_src_join(s, i, k);
		if (here && !strcmp(here, toks) && found++ == 0)
			at = i;
		free(here);
	}
	if (found != 1)
		return -1;
	out->line = edit_src_tok(s, at)->line;
	out->col = edit_src_tok(s, at)->col;
	out->end_line = edit_src_tok(s, at + k - 1)->line;
	out->end_col = edit_src_tok(s, at + k - 1)->col +
		       edit_src_tok(s, at + k - 1)->len - 1;
	return 0;
}
