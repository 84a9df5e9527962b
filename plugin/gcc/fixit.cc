/* fixit.cc - an edit's exact text changes (plugin/edit, from the source
 * file as read now) as GCC fix-it hints.
 *
 * GCC takes a fix-it only within one line, or as whole lines inserted at
 * the start of a line; it cannot join lines.  So an inserted block goes
 * in as one insertion per line, and a change over several lines becomes
 * one change per line: removing a whole line leaves it empty in GCC's
 * patch (smpl-collect's patch removes it). */
#include "gcc-compat.h"

extern "C" {
#include "edit.h"
}

#include "fixit.h"

/* The location of (line, col) in the file of loc. */
static location_t at(location_t loc, uint32_t line, uint32_t col)
{
	const line_map *map = linemap_lookup(line_table, loc);

	if (!map || !MAP_ORDINARY_P(map))
		return UNKNOWN_LOCATION;
	return linemap_position_for_line_and_column(line_table,
		linemap_check_ordinary(const_cast<line_map *>(map)), line, col);
}

/* Line and column (from 1) of byte off of text. */
static void line_col(const char *text, uint32_t off, uint32_t *l, uint32_t *c)
{
	uint32_t line = 1, start = 0;

	for (uint32_t i = 0; i < off; i++)
		if (text[i] == '\n')
			line++, start = i + 1;
	*l = line;
	*c = off - start + 1;
}

/* Text inserted at the start of a line, one hint per line. */
static void insert_lines(rich_location &rl, location_t where, const char *t)
{
	while (*t) {
		const char *nl = strchr(t, '\n');
		size_t n = nl ? (size_t)(nl - t) + 1 : strlen(t);
		char *line = xstrndup(t, n);

		rl.add_fixit_insert_before(where, line);
		free(line);
		t += n;
	}
}

/* Bytes [a, b) of one line replaced by text (no newline in it). */
static void change_in_line(rich_location &rl, location_t loc,
			   const char *src, uint32_t a, uint32_t b,
			   const char *text)
{
	uint32_t l, c, el, ec;

	line_col(src, a, &l, &c);
	if (a == b) {
		rl.add_fixit_insert_before(at(loc, l, c), text);
		return;
	}
	line_col(src, b - 1, &el, &ec);
	location_t s = at(loc, l, c), e = at(loc, el, ec);

	if (s == UNKNOWN_LOCATION || e == UNKNOWN_LOCATION)
		return;
	rl.add_fixit_replace(source_range::from_locations(s, e), text);
}

/* Change ch, split at line ends: the text goes with the first piece,
 * the newlines themselves stay. */
static void add_change(rich_location &rl, location_t loc, const char *src,
		       const struct edit_change *ch)
{
	uint32_t a = ch->start, l, c;
	const char *text = ch->text;

	line_col(src, a, &l, &c);
	if (ch->start == ch->end && c == 1 && strchr(text, '\n')) {
		insert_lines(rl, at(loc, l, 1), text);
		return;
	}
	while (a < ch->end || a == ch->start) {
		const char *nl = (const char *)memchr(src + a, '\n',
						      ch->end - a);
		uint32_t b = nl ? (uint32_t)(nl - src) : ch->end;

		if (b > a || *text)
			change_in_line(rl, loc, src, a, b, text);
		text = "";
		if (!nl)
			break;
		a = b + 1;
	}
}

static void ignore(void *, const struct edit_req *, const char *,
		   const struct edit_req *)
{
}

void fixit_add(rich_location &rl, location_t loc, const struct edit_src *src,
	       const struct edit_req *req)
{
	struct edit_set set = { NULL, 0, 0 };
	size_t len;
	const char *text = edit_src_text(src, &len);

	edit_plan(src, req, 1, &set, ignore, NULL);
	for (uint32_t i = 0; i < set.n; i++)
		add_change(rl, loc, text, &set.v[i]);
	edit_set_free(&set);
}
