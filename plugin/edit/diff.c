/* diff.c - a unified diff of one file as GNU `diff -u -p` writes it, with
 * the headers "--- a/P" and "+++ b/P" and no timestamps.  The lines that
 * differ come from Myers' greedy algorithm on what is left after the
 * common head and tail are set aside; a run of added or removed lines is
 * then moved where GNU diff puts it, so that the same change reads the
 * same way.  Hunks carry three lines of
 * context and are merged when their contexts touch. */
#include <stdlib.h>
#include <string.h>
#include "edit.h"
#include "util.h"

#define CONTEXT 3
/* Past this many differing lines the middle is shown as replaced whole:
 * the search keeps D*D numbers. */
#define MAX_D 2000
#define FUNC_WIDTH 40

struct side {
	const char *t;
	uint32_t n;		/* lines */
	uint32_t *off;		/* n + 1 line starts */
	uint64_t *hash;
	uint8_t *chg;		/* the line is removed (old) or added (new) */
};

static void split(struct side *s, const char *t, size_t len)
{
	size_t i;

	s->t = t;
	s->n = 0;
	for (i = 0; i < len; i++)
		s->n += t[i] == '\n' || i + 1 == len;
	s->off = malloc((s->n + 1) * sizeof(*s->off));
	s->hash = malloc((s->n + 1) * sizeof(*s->hash));
	s->chg = calloc(s->n + 1, 1);
	s->n = 0;
	s->off[0] = 0;
	for (i = 0; i < len; i++)
		if (t[i] == '\n' || i + 1 == len)
			s->off[++s->n] = i + 1;
	for (i = 0; i < s->n; i++)
		s->hash[i] = smpl_hash(t + s->off[i], s->off[i + 1] - s->off[i]);
}

static void side_free(struct side *s)
{
	free(s->off);
	free(s->hash);
	free(s->chg);
}

static uint32_t line_len(const struct side *s, uint32_t i)
{
	return s->off[i + 1] - s->off[i];
}

static int same(const struct side *a, uint32_t i, const struct side *b,
		uint32_t j)
{
	return a->hash[i] == b->hash[j] && line_len(a, i) == line_len(b, j) &&
	       !memcmp(a->t + a->off[i], b->t + b->off[j], line_len(a, i));
}

/* ---- Myers: the furthest x on diagonal k after d differences is kept
 * in v[d * d + d + k] ---- */

struct myers {
	const struct side *a, *b;
	uint32_t a0, b0, n, m;	/* the middle: a[a0, a0+n), b[b0, b0+m) */
	int32_t *v;
};

static int32_t vget(const struct myers *my, int32_t d, int32_t k)
{
	return my->v[(size_t)d * d + d + k];
}

static int go_down(const struct myers *my, int32_t d, int32_t k)
{
	return k == -d || (k != d && vget(my, d - 1, k - 1) <
					 vget(my, d - 1, k + 1));
}

/* The furthest x on diagonal k with d differences. */
static int32_t extend(struct myers *my, int32_t d, int32_t k)
{
	int32_t x, y;

	if (d == 0)
		x = 0;
	else
		x = go_down(my, d, k) ? vget(my, d - 1, k + 1)
				      : vget(my, d - 1, k - 1) + 1;
	y = x - k;
	while (x < (int32_t)my->n && y < (int32_t)my->m &&
	       same(my->a, my->a0 + x, my->b, my->b0 + y))
		x++, y++;
	return x;
}

/* The number of differences, or -1 past MAX_D. */
static int32_t search(struct myers *my)
{
	int32_t d, k, x;

	for (d = 0; d <= MAX_D; d++) {
		my->v = realloc(my->v, ((size_t)(d + 1) * (d + 1)) *
					       sizeof(*my->v));
		for (k = -d; k <= d; k += 2) {
			x = extend(my, d, k);
			my->v[(size_t)d * d + d + k] = x;
			if (x >= (int32_t)my->n && x - k >= (int32_t)my->m)
				return d;
		}
	}
	return -1;
}

/* Marks the lines of the path found with d differences. */
static void backtrack(struct myers *my, int32_t d)
{
	int32_t k = (int32_t)my->n - (int32_t)my->m, x;

	for (; d > 0; d--) {
		if (go_down(my, d, k)) {
			k++;
			x = vget(my, d - 1, k);
			my->b->chg[my->b0 + x - k] = 1;
		} else {
			k--;
			x = vget(my, d - 1, k);
			my->a->chg[my->a0 + x] = 1;
		}
	}
}

static void compare(struct side *a, struct side *b)
{
	struct myers my = { a, b, 0, 0, a->n, b->n, NULL };
	int32_t d;
	uint32_t i;

	while (my.n > 0 && my.m > 0 && same(a, my.a0, b, my.b0))
		my.a0++, my.b0++, my.n--, my.m--;
	while (my.n > 0 && my.m > 0 &&
	       same(a, my.a0 + my.n - 1, b, my.b0 + my.m - 1))
		my.n--, my.m--;
	d = search(&my);
	if (d >= 0)
		backtrack(&my, d);
	for (i = 0; d < 0 && i < my.n; i++)
		a->chg[my.a0 + i] = 1;
	for (i = 0; d < 0 && i < my.m; i++)
		b->chg[my.b0 + i] = 1;
	free(my.v);
}

/* ---- where a run of changed lines stands when it could stand at
 * several places (identical lines around it): as GNU diff, it joins the
 * runs it can reach, then stands level with a change of the other file
 * when it can, else as low as it goes ---- */

/* For each u, whether the other file changes lines between its u-th and
 * u+1-th unchanged lines (malloc'd). */
static uint8_t *gaps(const struct side *o)
{
	uint8_t *g = calloc(o->n + 2, 1);
	uint32_t i, u = 0;

	for (i = 0; i < o->n; i++) {
		if (o->chg[i])
			g[u] = 1;
		else
			u++;
	}
	return g;
}

struct run {
	uint32_t start, end;	/* changed lines [start, end) */
	uint32_t u;		/* unchanged lines before start */
};

static void run_up(struct side *s, struct run *r)
{
	while (r->start > 0 && same(s, r->start - 1, s, r->end - 1)) {
		s->chg[--r->start] = 1;
		s->chg[--r->end] = 0;
		r->u--;
		while (r->start > 0 && s->chg[r->start - 1])
			r->start--;
	}
}

/* Slides down; returns the lowest end level with a change of the
 * other file (UINT32_MAX when none). */
static uint32_t run_down(struct side *s, struct run *r, const uint8_t *gap)
{
	uint32_t level = gap[r->u] ? r->end : UINT32_MAX;

	while (r->end < s->n && same(s, r->start, s, r->end)) {
		s->chg[r->start++] = 0;
		s->chg[r->end++] = 1;
		r->u++;
		while (r->end < s->n && s->chg[r->end])
			r->end++;
		if (gap[r->u])
			level = r->end;
	}
	return level;
}

static void shift_runs(struct side *s, const struct side *other)
{
	uint8_t *gap = gaps(other);
	struct run r = { 0, 0, 0 };
	uint32_t len, level;

	while (r.end < s->n) {
		for (r.start = r.end; r.start < s->n && !s->chg[r.start];
		     r.start++)
			r.u++;
		if (r.start == s->n)
			break;
		for (r.end = r.start; r.end < s->n && s->chg[r.end]; r.end++)
			;
		do {
			len = r.end - r.start;
			run_up(s, &r);
			level = run_down(s, &r, gap);
		} while (len != r.end - r.start);
		for (; level != UINT32_MAX && level < r.end; r.u--) {
			s->chg[--r.start] = 1;
			s->chg[--r.end] = 0;
		}
	}
	free(gap);
}

/* ---- hunks ---- */

/* A stretch where the files differ: old [a, ae), new [b, be). */
struct region {
	uint32_t a, ae, b, be;
};

/* The next region at or after old line *i, new line *j; 0 at the end. */
static int next_region(const struct side *o, const struct side *n,
		       uint32_t *i, uint32_t *j, struct region *r)
{
	while (*i < o->n && *j < n->n && !o->chg[*i] && !n->chg[*j])
		(*i)++, (*j)++;
	if (*i >= o->n && *j >= n->n)
		return 0;
	r->a = *i;
	r->b = *j;
	while (*i < o->n && o->chg[*i])
		(*i)++;
	while (*j < n->n && n->chg[*j])
		(*j)++;
	r->ae = *i;
	r->be = *j;
	return 1;
}

static void print_line(FILE *out, char mark, const struct side *s,
		       uint32_t i)
{
	uint32_t len = line_len(s, i);

	fputc(mark, out);
	fwrite(s->t + s->off[i], 1, len, out);
	if (len == 0 || s->t[s->off[i] + len - 1] != '\n')
		fputs("\n\\ No newline at end of file\n", out);
}

static void print_range(FILE *out, char sign, uint32_t start, uint32_t n)
{
	if (n == 1)
		fprintf(out, "%c%u", sign, start + 1);
	else
		fprintf(out, "%c%u,%u", sign, n ? start + 1 : start, n);
}

static int starts_function(char c)
{
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z');
}

/* The last line before old line `before` that starts like a function,
 * cut to FUNC_WIDTH bytes without trailing blanks, after a space. */
static void print_function(FILE *out, const struct side *o, uint32_t before)
{
	uint32_t i = before, len;
	const char *p;

	while (i-- > 0) {
		p = o->t + o->off[i];
		if (!starts_function(*p) || !line_len(o, i))
			continue;
		for (len = 0; len < FUNC_WIDTH && len < line_len(o, i) &&
			      p[len] != '\n'; len++)
			;
		while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '\t' ||
				   p[len - 1] == '\r'))
			len--;
		fprintf(out, " %.*s", (int)len, p);
		return;
	}
}

static void print_context(FILE *out, const struct side *o, uint32_t from,
			  uint32_t to)
{
	for (; from < to; from++)
		print_line(out, ' ', o, from);
}

/* One hunk: regions r[0..k), with their context. */
static void print_hunk(FILE *out, const struct side *o, const struct side *n,
		       const struct region *r, uint32_t k)
{
	uint32_t lead = r[0].a < CONTEXT ? r[0].a : CONTEXT;
	uint32_t tail = o->n - r[k - 1].ae < CONTEXT ? o->n - r[k - 1].ae
						     : CONTEXT;
	uint32_t a0 = r[0].a - lead, b0 = r[0].b - lead, i, j;

	fputs("@@ ", out);
	print_range(out, '-', a0, r[k - 1].ae + tail - a0);
	fputc(' ', out);
	print_range(out, '+', b0, r[k - 1].be + tail - b0);
	fputs(" @@", out);
	print_function(out, o, a0);
	fputc('\n', out);
	print_context(out, o, a0, r[0].a);
	for (i = 0; i < k; i++) {
		if (i > 0)
			print_context(out, o, r[i - 1].ae, r[i].a);
		for (j = r[i].a; j < r[i].ae; j++)
			print_line(out, '-', o, j);
		for (j = r[i].b; j < r[i].be; j++)
			print_line(out, '+', n, j);
	}
	print_context(out, o, r[k - 1].ae, r[k - 1].ae + tail);
}

/* All regions (malloc'd), with their count in *k. */
static struct region *regions(const struct side *o, const struct side *n,
			      uint32_t *k, unsigned *changed)
{
	struct region *r = malloc((o->n + n->n + 1) * sizeof(*r));
	uint32_t i = 0, j = 0;

	*k = 0;
	while (next_region(o, n, &i, &j, &r[*k])) {
		*changed += r[*k].ae - r[*k].a + r[*k].be - r[*k].b;
		(*k)++;
	}
	return r;
}

void edit_diff(FILE *out, const char *path, const char *old, size_t oldlen,
	       const char *new_text, size_t newlen, unsigned *changed)
{
	struct side o, n;
	struct region *r;
	uint32_t k, i, first = 0;
	unsigned count = 0;

	split(&o, old, oldlen);
	split(&n, new_text, newlen);
	compare(&o, &n);
	shift_runs(&o, &n);
	shift_runs(&n, &o);
	r = regions(&o, &n, &k, &count);
	if (k > 0)
		fprintf(out, "--- a/%s\n+++ b/%s\n", path, path);
	for (i = 1; i <= k; i++)
		if (i == k || r[i].a - r[i - 1].ae > 2 * CONTEXT) {
			print_hunk(out, &o, &n, r + first, i - first);
			first = i;
		}
	if (changed)
		*changed += count;
	free(r);
	side_free(&o);
	side_free(&n);
}

uint32_t edit_diff_hunks(const char *old, size_t oldlen, const char *new_text,
			 size_t newlen, struct edit_hunk **out)
{
	struct side o, n;
	struct region *r;
	uint32_t k, i;
	unsigned count = 0;

	split(&o, old, oldlen);
	split(&n, new_text, newlen);
	compare(&o, &n);
	shift_runs(&o, &n);
	shift_runs(&n, &o);
	r = regions(&o, &n, &k, &count);
	*out = malloc((k + 1) * sizeof(**out));
	if (!*out)
		abort();
	for (i = 0; i < k; i++)
		(*out)[i] = (struct edit_hunk){ r[i].a, r[i].ae, o.off[r[i].a],
						o.off[r[i].ae], n.off[r[i].b],
						n.off[r[i].be] };
	free(r);
	side_free(&o);
	side_free(&n);
	return k;
}
