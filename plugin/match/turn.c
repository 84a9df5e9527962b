/* turn.c - the text work of rules applied one after another, for the
 * drivers (smpl-match, the plugin): a function's text with the edits of
 * a rule made, read again by the C reader (without an oracle: the
 * reader's own guesses), and at the end the function's final text as
 * one edit of whole lines of the original text (docs/matcher.md,
 * "Several rules").  run.c calls it through struct match_turn only, so
 * that the matcher's library needs the editor only where a driver
 * links this file. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cview.h"
#include "edit.h"
#include "match.h"
#include "request.h"
#include "turn.h"

/* One function's text after some rules, with the readers and views
 * made from it (the views point into them). */
struct turn_item {
	struct edit_src *src;		/* a text, copied */
	struct match_creader *reader;	/* reading it */
	struct match_view *view;	/* its function */
};

struct turn_state {
	struct edit_src *src;		/* the text of the last function
					   read (NULL: none yet) */
	struct turn_item *v;
	uint32_t n, cap;
};

static void note(const struct match_turn_src *s, const struct match_view *v,
		 const char *why)
{
	if (s->note)
		fprintf(s->note, "%s:%u: note: smpl: %s: not read again after "
			"a rule's edits (%s); the later rules match the text "
			"before them\n", v->fn.range.file, v->fn.range.line,
			v->name, why);
}

/* The text state or the original stands at. */
static struct edit_src *turn_base(const struct match_turn_src *s,
				  const struct turn_state *st,
				  const struct match_view *v)
{
	return st && st->src ? st->src : s->source(s->ctx, v->fn.range.file);
}

static void count_refused(void *ctx, const struct edit_req *r,
			  const char *why, const struct edit_req *other)
{
	(*(unsigned *)ctx)++;
}

/* Offset off of a text after the changes of set (sorted, apart), or
 * UINT32_MAX when one changes the text around it. */
static uint32_t moved(const struct edit_set *set, uint32_t off)
{
	int64_t d = 0;
	uint32_t i;

	for (i = 0; i < set->n && set->v[i].start <= off; i++) {
		if (set->v[i].start < off && off < set->v[i].end)
			return UINT32_MAX;
		if (set->v[i].end <= off)	/* before, or inserted there */
			d += (int64_t)strlen(set->v[i].text) -
			     (set->v[i].end - set->v[i].start);
	}
	return (uint32_t)(off + d);
}

/* base's text with edits e[0..n) made (malloc'd), or NULL when one is
 * refused or on code from a macro expansion (which the plugin does not
 * edit); *at: offset *at of base there (UINT32_MAX when changed). */
static char *turn_apply(struct edit_src *base,
			const struct match_edit *const *e, uint32_t n,
			size_t *len, uint32_t *at)
{
	struct edit_req *q = calloc(n + 1, sizeof(*q));
	struct edit_set set = { NULL, 0, 0 };
	unsigned refused = 0;
	char *text = NULL;
	uint32_t i;

	if (!q)
		abort();
	for (i = 0; i < n; i++) {
		if (e[i]->node->flags & MATCH_NF_MACRO) {
			free(q);	/* the driver refuses it: not here */
			return NULL;
		}
		q[i] = match_edit_request(e[i], NULL, "a rule");
	}
	edit_plan(base, q, n, &set, count_refused, &refused);
	if (!refused)
		text = edit_apply(base, &set, len);
	if (at && *at != UINT32_MAX)
		*at = moved(&set, *at);
	edit_set_free(&set);
	free(q);
	return text;
}

/* A new text for st (its text once its function reads there). */
static void state_text(struct turn_state *st, const char *file,
		       const char *text, size_t len)
{
	if (st->n == st->cap) {
		st->cap = st->cap ? 2 * st->cap : 4;
		st->v = realloc(st->v, st->cap * sizeof(*st->v));
		if (!st->v)
			abort();
	}
	memset(&st->v[st->n], 0, sizeof(st->v[0]));
	st->v[st->n++].src = edit_src_new(file, text, len);
}

/* The function of v read from text: the definition starting where v's
 * does (the edits of a function leave the lines before it alone), by
 * the same name, read no worse than v. */
static struct match_view *turn_read(const struct match_turn_src *s,
				    struct turn_state *st,
				    const struct match_view *v, uint32_t off)
{
	struct edit_src *src = st->v[st->n - 1].src;
	size_t len;
	const char *t = edit_src_text(src, &len);
	struct match_creader *r;
	struct match_view *nv;
	char *msg = NULL;
	size_t mlen = 0;
	FILE *err;

	if (off == UINT32_MAX || off >= len)
		return note(s, v, "the function's start is edited"), NULL;
	err = open_memstream(&msg, &mlen);
	r = match_creader_new(v->fn.range.file, t, len, s->oracle);
	nv = err ? match_creader_function(r, off, err) : NULL;
	if (err)
		fclose(err);
	if (!nv || strcmp(nv->name, v->name) || nv->nopaque > v->nopaque) {
		note(s, v, !nv ? "the new text does not read" :
			   strcmp(nv->name, v->name) ? "the function is gone" :
			   "the new text reads worse");
		if (nv)
			match_view_free(nv);
		match_creader_free(r);
		free(msg);
		return NULL;
	}
	free(msg);
	st->v[st->n - 1].reader = r;
	st->v[st->n - 1].view = nv;
	st->src = src;
	return nv;
}

static struct match_view *turn_again(void *ctx, void **state,
				     const struct match_view *v,
				     const struct match_edit *const *e,
				     uint32_t n)
{
	const struct match_turn_src *s = ctx;
	struct turn_state *st = *state;
	struct edit_src *base = turn_base(s, st, v);
	size_t len;
	uint32_t at;
	char *text;

	if (!v->fn.range.line || !v->fn.range.file || !base)
		return note(s, v, "no text"), NULL;
	at = edit_src_offset(base, v->fn.range.line, v->fn.range.col);
	if (!(text = turn_apply(base, e, n, &len, &at)))
		return note(s, v, "an edit is refused"), NULL;
	if (!st) {
		st = calloc(1, sizeof(*st));
		if (!st)
			abort();
		*state = st;
	}
	state_text(st, v->fn.range.file, text, len);
	free(text);
	return turn_read(s, st, v, at);
}

/* The start of the line before the one starting at off in t. */
static uint32_t line_before(const char *t, uint32_t off)
{
	uint32_t i = off - 1;

	while (i > 0 && t[i - 1] != '\n')
		i--;
	return i;
}

/* The end of the line starting at off in t (after its newline). */
static uint32_t line_after(const char *t, size_t len, uint32_t off)
{
	const char *nl = memchr(t + off, '\n', len - off);

	return nl ? (uint32_t)(nl - t) + 1 : (uint32_t)len;
}

/* A hunk that only adds lines takes the line before it (or after it)
 * in both texts, so that it replaces whole lines. */
static int hunk_widen(struct edit_hunk *h, const char *a, size_t alen)
{
	uint32_t k;

	if (h->a < h->ae)
		return 1;
	if (h->a > 0) {
		k = h->astart - line_before(a, h->astart);
		h->a--, h->astart -= k, h->bstart -= k;
		return 1;
	}
	if (h->astart >= alen)
		return 0;
	k = line_after(a, alen, h->astart) - h->astart;
	h->ae++, h->aend += k, h->bend += k;
	return 1;
}

/* The column of the first token of the line starting at off, 1 when
 * none. */
static uint32_t first_col(const char *t, uint32_t off, uint32_t end)
{
	uint32_t c = off;

	while (c < end && (t[c] == ' ' || t[c] == '\t'))
		c++;
	return c < end && t[c] != '\n' ? c - off + 1 : 1;
}

/* The raw edit of hunk h of the original a into b. */
static struct match_edit *hunk_edit(const struct edit_hunk *h, const char *a,
				    const char *b,
				    const struct match_view *orig,
				    struct smpl_arena *arena)
{
	struct match_edit *e = smpl_arena_alloc(arena, sizeof(*e));
	struct smpl_piece *pc = smpl_arena_alloc(arena, sizeof(*pc));

	memset(e, 0, sizeof(*e));
	memset(pc, 0, sizeof(*pc));
	pc->kind = SMPL_PIECE_TEXT;
	pc->text = smpl_arena_strndup(arena, b + h->bstart,
				      h->bend - h->bstart);
	e->node = orig->entry;
	e->action = MATCH_ED_REPLACE;
	e->raw = 1;
	e->pieces = pc;
	e->npieces = 1;
	e->range.file = orig->fn.range.file;
	e->range.line = h->a + 1;
	e->range.col = first_col(a, h->astart, h->aend);
	e->range.end_line = h->ae;
	e->range.end_col = 2;
	return e;
}

/* The raw edits that turn text a (the original) into b, one per run of
 * differing lines (runs that touch made one); -1 when one cannot be
 * made of whole lines. */
static int turn_diff(const char *a, size_t alen, const char *b, size_t blen,
		     const struct match_view *orig, struct smpl_arena *arena,
		     const struct match_edit ***out)
{
	struct edit_hunk *h;
	uint32_t n = edit_diff_hunks(a, alen, b, blen, &h), i, k = 0;

	for (i = 0; i < n; i++) {
		if (!hunk_widen(&h[i], a, alen)) {
			free(h);
			return -1;
		}
		if (k && h[i].a <= h[k - 1].ae) {	/* touching: one */
			h[k - 1].ae = h[i].ae;
			h[k - 1].aend = h[i].aend;
			h[k - 1].bend = h[i].bend;
		} else {
			h[k++] = h[i];
		}
	}
	*out = smpl_arena_alloc(arena, (k + 1) * sizeof(**out));
	for (i = 0; i < k; i++)
		(*out)[i] = hunk_edit(&h[i], a, b, orig, arena);
	free(h);
	return (int)k;
}

static int turn_final(void *ctx, void *state, const struct match_view *orig,
		      const struct match_view *v,
		      const struct match_edit *const *e, uint32_t n,
		      struct smpl_arena *arena,
		      const struct match_edit ***out)
{
	const struct match_turn_src *s = ctx;
	struct turn_state *st = state;
	struct edit_src *o = s->source(s->ctx, orig->fn.range.file);
	const char *ot;
	size_t olen, len;
	char *text;
	int k;

	if (!o || !st || !st->src ||
	    !(text = turn_apply(st->src, e, n, &len, NULL))) {
		note(s, orig, "the final text cannot be made");
		return -1;
	}
	ot = edit_src_text(o, &olen);
	k = turn_diff(ot, olen, text, len, orig, arena, out);
	free(text);
	return k;
}

static void turn_drop(void *ctx, void *state)
{
	struct turn_state *st = state;
	uint32_t i;

	for (i = 0; i < st->n; i++) {
		if (st->v[i].view)
			match_view_free(st->v[i].view);
		if (st->v[i].reader)
			match_creader_free(st->v[i].reader);
		edit_src_free(st->v[i].src);
	}
	free(st->v);
	free(st);
}

void match_turn_init(struct match_turn *t, struct match_turn_src *s)
{
	t->ctx = s;
	t->again = turn_again;
	t->final = turn_final;
	t->drop = turn_drop;
}
