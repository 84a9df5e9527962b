/* preproc.cc - what GCC's preprocessor knows and the text does not say:
 * which lines gave tokens in this compilation (so which #if groups are
 * active), and every macro expansion written in a function, with the
 * macro's name and kind.  Both come from GCC's own data, never from
 * reading the text: the lines from libcpp's line_change callback, which
 * the C front end already sets (ours notes the line and calls it), the
 * expansions from the line maps, where -ftrack-macro-expansion (on by
 * default) records each expansion with its macro and its expansion
 * point.
 *
 * Cost: one vector push per line of the unit (headers included), and
 * per function that asks, a binary search over the unit's macro maps;
 * when a rule matches on the top level, one push per #include and
 * #define too (its view reads the main file's). */
#include "gcc-compat.h"

extern "C" {
#include "match.h"
}

#include "plugin.h"
#include "preproc.h"
#include "rules.h"
#include "prefilter.h"

/* Line and column of location loc when it is written in file: its
 * ordinary line map read directly, its file name compared once per map
 * (expand_location over every line of a unit, and a strcmp each, was
 * most of a unit's view cost); macro locations through expand_location.
 * Sequential lookups are cheap: linemap_lookup caches the last map. */
struct file_loc {
	const char *file;
	const line_map_ordinary *map;	/* the last map looked at */
	location_t lo, hi;		/* its locations: [lo, hi) */
	bool in;			/* it is file's */
};

static bool loc_in_file(struct file_loc *fl, location_t loc, int *line,
			int *col)
{
	const line_map_ordinary *m;

	if (IS_ADHOC_LOC(loc))
		loc = get_location_from_adhoc_loc(line_table, loc);
	if (loc < RESERVED_LOCATION_COUNT ||
	    linemap_location_from_macro_expansion_p(line_table, loc)) {
		expanded_location x = expand_location(loc);

		*line = x.line;
		*col = x.column;
		return x.file && !strcmp(x.file, fl->file);
	}
	if (!fl->map || loc < fl->lo || loc >= fl->hi) {
		const line_map *lm = linemap_lookup(line_table, loc);

		if (!lm || !MAP_ORDINARY_P(lm))
			return false;
		m = linemap_check_ordinary(lm);
		fl->map = m;
		fl->lo = MAP_START_LOCATION(m);
		fl->hi = m + 1 <= LINEMAPS_LAST_ORDINARY_MAP(line_table) ?
			 MAP_START_LOCATION(m + 1) : loc + 1;
		fl->in = ORDINARY_MAP_FILE_NAME(m) &&
			 !strcmp(ORDINARY_MAP_FILE_NAME(m), fl->file);
	}
	if (!fl->in)
		return false;
	*line = SOURCE_LINE(fl->map, loc);
	*col = SOURCE_COLUMN(fl->map, loc);
	return true;
}

/* The locations of v in fl's file, each with its line and column, to
 * fn.  v is as the lexer recorded it: in the text's order, so where a
 * location falls in a line map of another file (a header's), the rest
 * of that map is passed over at once (a unit's headers hold most of
 * its lines; the main file's views ask for the main file's). */
static void each_in_file(const vec<location_t> &v, struct file_loc *fl,
			 void (*fn)(void *, location_t, int, int), void *arg)
{
	unsigned n = v.length (), i, lo, hi;
	bool sorted = true;
	int line, col;

	for (i = 1; i < n && sorted; i++)
		sorted = v[i - 1] <= v[i];
	for (i = 0; i < n; i++) {
		location_t loc = v[i];

		if (loc_in_file(fl, loc, &line, &col)) {
			fn(arg, loc, line, col);
			continue;
		}
		if (!sorted || !fl->map || fl->in || loc < fl->lo ||
		    loc >= fl->hi)
			continue;
		for (lo = i + 1, hi = n; lo < hi;) {	/* first >= fl->hi */
			unsigned mid = lo + (hi - lo) / 2;

			if (v[mid] < fl->hi)
				lo = mid + 1;
			else
				hi = mid;
		}
		i = lo - 1;
	}
}

/* libcpp's callbacks take no argument of ours: the one plugin state. */
static struct smpl_preproc *self;

static void line_change(cpp_reader *r, const cpp_token *tok, int in_args)
{
	struct smpl_preproc *pp = self;
	/* a long token's location is an ad hoc one (its range packed
	 * apart), whose number is not in the text's order */
	location_t loc = get_pure_location(line_table, tok->src_loc);

	if (tok->type != CPP_EOF &&
	    !linemap_location_from_macro_expansion_p(line_table, loc))
		pp->lines.safe_push(loc);
	if (pp->chained)
		pp->chained(r, tok, in_args);
}

/* libcpp calls it for each #include it processes (in active groups,
 * before it reads the file or skips it as already included); the
 * top level's view reads those lines (view-source.cc). */
static void include_seen(cpp_reader *r, location_t at,
			 const unsigned char *dir, const char *name,
			 int angle, const cpp_token **comments)
{
	struct smpl_preproc *pp = self;

	pp->directives.safe_push(at);
	if (pp->chained_include)
		pp->chained_include(r, at, dir, name, angle, comments);
}

/* And for each #define. */
static void define_seen(cpp_reader *r, location_t at, cpp_hashnode *node)
{
	struct smpl_preproc *pp = self;

	pp->directives.safe_push(at);
	if (pp->chained_define)
		pp->chained_define(r, at, node);
}

void preproc_start(struct smpl_plugin *P)
{
	cpp_callbacks *cb = parse_in ? cpp_get_callbacks(parse_in) : NULL;

	self = &P->pp;
	P->pp.lines.truncate(0);
	P->pp.named_at.truncate(0);
	P->pp.named_which.truncate(0);
	P->pp.named_upto = 0;
	P->pp.directives.truncate(0);
	/* the #include and #define lines: for the top level's view only */
	if (cb && rules_want_top(P) && cb->include != include_seen) {
		P->pp.chained_include = cb->include;
		cb->include = include_seen;
	}
	if (cb && (rules_want_top(P) ||
		   rules_want_macros(P)) && cb->define != define_seen) {
		P->pp.chained_define = cb->define;
		cb->define = define_seen;
	}
	if (!cb || cb->line_change == line_change)
		return;
	P->pp.chained = cb->line_change;
	cb->line_change = line_change;
}

static void directive_line(void *arg, location_t loc, int line, int)
{
	vec<location_t> *out = (vec<location_t> *)arg;

	if (line <= 0)
		return;
	if ((unsigned)line >= out->length ())
		out->safe_grow_cleared(line + 1);
	(*out)[line] = loc;
}

void preproc_directive_lines(const struct smpl_plugin *P, const char *file,
			     vec<location_t> *out)
{
	struct file_loc fl = { file, NULL, 0, 0, false };

	each_in_file(P->pp.directives, &fl, directive_line, out);
}

location_t preproc_first_in_file(const vec<location_t> &v, const char *file)
{
	struct file_loc fl = { file, NULL, 0, 0, false };
	int line, col;

	for (unsigned i = 0; file && i < v.length (); i++)
		if (loc_in_file(&fl, v[i], &line, &col))
			return v[i];
	return UNKNOWN_LOCATION;
}

void preproc_end_unit(struct smpl_plugin *P)
{
	P->pp.lines.release ();
	P->pp.named_at.release ();
	P->pp.named_which.release ();
	P->pp.named_upto = 0;
	P->pp.directives.release ();
}

bool preproc_tracks_macros(void)
{
	return parse_in && cpp_get_options(parse_in)->track_macro_expansion &&
	       !cpp_get_options(parse_in)->preprocessed;
}

bool preproc_is_macro(tree name)
{
	cpp_hashnode *node;

	if (!parse_in)
		return false;
	node = cpp_lookup(parse_in, (const unsigned char *)
			  IDENTIFIER_POINTER(name), IDENTIFIER_LENGTH(name));
	return node && cpp_macro_p(node);
}

/* Where the outermost expansion that map i belongs to is written. */
static location_t written_at(unsigned i)
{
	const line_map_macro *m = LINEMAPS_MACRO_MAP_AT(line_table, i);

	return get_pure_location(line_table, linemap_resolve_location(
		line_table, MACRO_MAP_EXPANSION_POINT_LOCATION(m),
		LRK_MACRO_EXPANSION_POINT, NULL));
}

/* The first macro map written at or after from: the maps are made in
 * the order the text is read, so where they are written only grows. */
static unsigned first_map(location_t from)
{
	unsigned lo = 0, hi = LINEMAPS_MACRO_USED(line_table);

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;

		if (written_at(mid) < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

void preproc_macros(location_t from, location_t to,
		    void (*fn)(void *arg, const struct preproc_macro *m),
		    void *arg)
{
	unsigned n = LINEMAPS_MACRO_USED(line_table);

	from = get_pure_location(line_table, from);
	to = get_pure_location(line_table, to);
	if (!preproc_tracks_macros() || linemap_location_from_macro_expansion_p(
						line_table, from))
		return;
	for (unsigned i = first_map(from); i < n && written_at(i) <= to; i++) {
		const line_map_macro *m = LINEMAPS_MACRO_MAP_AT(line_table, i);
		location_t at = MACRO_MAP_EXPANSION_POINT_LOCATION(m);
		struct preproc_macro pm;

		if (linemap_location_from_macro_expansion_p(line_table, at))
			continue;		/* inside another expansion */
		pm.name = HT_IDENT_TO_GCC_IDENT(HT_NODE(m->macro));
		pm.at = at;
		pm.fun_like = cpp_fun_like_macro_p(m->macro);
		fn(arg, &pm);
	}
}

/* The maps made since the last call: those of a named macro, written in
 * the text, go into the index.  Outermost expansions are made in the
 * order the text is read, so the index stays sorted. */
static void index_named(struct smpl_plugin *P, const vec<tree> &names)
{
	unsigned n = LINEMAPS_MACRO_USED(line_table);
	struct smpl_preproc *pp = &P->pp;

	for (unsigned i = pp->named_upto; i < n; i++) {
		const line_map_macro *m = LINEMAPS_MACRO_MAP_AT(line_table, i);
		tree name = HT_IDENT_TO_GCC_IDENT(HT_NODE(m->macro));
		location_t at;

		int k = prefilter_find(P, name);

		if (k < 0 || k > UINT16_MAX)
			continue;
		at = MACRO_MAP_EXPANSION_POINT_LOCATION(m);
		if (linemap_location_from_macro_expansion_p(line_table, at))
			continue;	/* inside another expansion */
		pp->named_at.safe_push(get_pure_location(line_table, at));
		pp->named_which.safe_push((uint16_t)k);
	}
	pp->named_upto = n;
}

void preproc_named_macros(struct smpl_plugin *P, const vec<tree> &names,
			  location_t from, location_t to, vec<uint8_t> &seen)
{
	const vec<location_t> &v = P->pp.named_at;
	unsigned lo = 0, hi;

	from = get_pure_location(line_table, from);
	to = get_pure_location(line_table, to);
	if (!preproc_tracks_macros() || linemap_location_from_macro_expansion_p(
						line_table, from))
		return;
	index_named(P, names);
	hi = v.length ();
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;

		if (v[mid] < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < v.length () && v[lo] <= to; lo++)
		seen[P->pp.named_which[lo]] = 1;
}

void preproc_lines(const struct smpl_plugin *P, location_t from,
		   location_t to, vec<location_t> *out)
{
	const vec<location_t> &v = P->pp.lines;
	unsigned lo = 0, hi = v.length ();

	from = get_pure_location(line_table, from);
	to = get_pure_location(line_table, to);
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;

		if (v[mid] < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo > 0)		/* the token that starts from's line */
		lo--;
	for (; lo < v.length () && v[lo] <= to; lo++)
		out->safe_push(v[lo]);
}

static void file_line(void *arg, location_t loc, int line, int)
{
	vec<location_t> *out = (vec<location_t> *)arg;

	if (line <= 0)
		return;
	if ((unsigned)line >= out->length ())
		out->safe_grow_cleared(line + 1);
	if (!(*out)[line])
		(*out)[line] = loc;
}

void preproc_file_lines(const struct smpl_plugin *P, const char *file,
			vec<location_t> *out)
{
	struct file_loc fl = { file, NULL, 0, 0, false };

	each_in_file(P->pp.lines, &fl, file_line, out);
}

/* ---- the facts of one function ---- */

static void add_macro(void *arg, const struct preproc_macro *m)
{
	struct fn_facts *f = (struct fn_facts *)arg;
	expanded_location x = expand_location(m->at);
	struct fn_macro fm = { (uint32_t)x.line, (uint32_t)x.column,
			       IDENTIFIER_POINTER(m->name), m->fun_like };

	if (x.file && !strcmp(x.file, f->file))
		f->macros.safe_push(fm);
}

/* Where fun's text starts: its name, when that is written before its
 * { in the same file, else the {. */
static location_t text_start(function *fun)
{
	/* a long name's location is an ad hoc one: the pure one is in the
	 * text's order */
	location_t name = get_pure_location(line_table,
					    DECL_SOURCE_LOCATION(fun->decl));
	location_t brace = get_pure_location(line_table,
					     fun->function_start_locus);
	expanded_location n = expand_location(name);
	expanded_location b = expand_location(brace);

	if (linemap_location_from_macro_expansion_p(line_table, name) ||
	    !n.file || !b.file || strcmp(n.file, b.file) || name > brace)
		return brace;
	return name;
}

bool preproc_facts(const struct smpl_plugin *P, function *fun,
		   struct fn_facts *out)
{
	location_t from = text_start(fun), to = fun->function_end_locus;
	expanded_location s = expand_location(from), e = expand_location(to);
	auto_vec<location_t> lines;

	out->file = NULL;
	if (linemap_location_from_macro_expansion_p(line_table, from) ||
	    linemap_location_from_macro_expansion_p(line_table, to) ||
	    !s.file || !e.file || strcmp(s.file, e.file) || e.line < s.line)
		return false;
	out->file = s.file;
	out->name_line = s.line;
	out->name_col = s.column;
	out->first = s.line;
	out->last = e.line;
	out->line_loc.safe_grow_cleared(e.line - s.line + 1);
	out->line_col.safe_grow_cleared(e.line - s.line + 1);
	preproc_lines(P, from, to, &lines);
	struct file_loc fl = { s.file, NULL, 0, 0, false };
	int line, col;

	for (unsigned i = 0; i < lines.length (); i++) {
		if (!loc_in_file(&fl, lines[i], &line, &col) ||
		    line < s.line || line > e.line ||
		    out->line_loc[line - s.line])
			continue;
		out->line_loc[line - s.line] = lines[i];
		out->line_col[line - s.line] = col;
	}
	preproc_macros(from, to, add_macro, out);
	return true;
}

int preproc_facts_macro(const struct fn_facts *f, uint32_t line,
			uint32_t col)
{
	unsigned lo = 0, hi = f->macros.length ();

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		const struct fn_macro *m = &f->macros[mid];

		if (m->line == line && m->col == col)
			return m->fun_like ? 2 : 1;
		if (m->line < line || (m->line == line && m->col < col))
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

location_t preproc_facts_loc(const struct fn_facts *f, uint32_t line,
			     uint32_t col)
{
	location_t loc;
	uint32_t c;

	if (line < f->first || line > f->last ||
	    !(loc = f->line_loc[line - f->first]))
		return UNKNOWN_LOCATION;
	c = f->line_col[line - f->first];
	return col > c ? linemap_position_for_loc_and_offset(line_table, loc,
							     col - c) : loc;
}

/* "12-14, 20" for the lines of f that gave no token (blank lines,
 * comments and directives included). */
static void quiet_lines(const struct fn_facts *f, pretty_printer *pp)
{
	uint32_t n = f->line_loc.length ();
	bool first = true;

	for (uint32_t i = 0; i < n; i++) {
		uint32_t j = i;

		if (f->line_loc[i])
			continue;
		while (j + 1 < n && !f->line_loc[j + 1])
			j++;
		if (!first)
			pp_string(pp, ", ");
		pp_printf(pp, "%u", f->first + i);
		if (j > i) {
			pp_character(pp, '-');
			pp_printf(pp, "%u", f->first + j);
		}
		first = false;
		i = j;
	}
	if (first)
		pp_string(pp, "none");
}

void preproc_facts_note(const struct fn_facts *f, location_t loc, tree fn)
{
	pretty_printer pp;

	if (!f->file) {
		inform(loc, "smpl: %qD is not written in a file", fn);
		return;
	}
	pp_printf(&pp, "lines %u-%u", f->first, f->last);
	pp_string(&pp, ", without tokens: ");
	quiet_lines(f, &pp);
	pp_string(&pp, "; macros:");
	for (unsigned i = 0; i < f->macros.length (); i++) {
		pp_character(&pp, ' ');
		pp_printf(&pp, "%s%s at %u:%u", f->macros[i].name,
			  f->macros[i].fun_like ? "()" : "",
			  f->macros[i].line, f->macros[i].col);
	}
	if (f->macros.is_empty ())
		pp_string(&pp, " none");
	inform(loc, "smpl: %qD: %s", fn, pp_formatted_text(&pp));
}

/* The macro expansions written in file anywhere (its top level
 * included) into out->macros, out->file set; lines and locations are
 * left empty (first > last: no line of it). */
struct file_span {
	struct fn_facts *out;
	location_t from, to;
};

static void file_macro_line(void *arg, location_t loc, int line, int col)
{
	struct file_span *s = (struct file_span *)arg;
	struct fn_facts *out = s->out;

	if (line <= 0)
		return;
	if (!s->from || loc < s->from)
		s->from = loc;
	if (loc > s->to)
		s->to = loc;
	if ((uint32_t)line > out->last) {	/* the lines, for locations */
		out->line_loc.safe_grow_cleared(line);
		out->line_col.safe_grow_cleared(line);
		out->last = (uint32_t)line;
	}
	if (!out->line_loc[line - 1]) {
		out->line_loc[line - 1] = loc;
		out->line_col[line - 1] = col;
	}
}

void preproc_file_macros(const struct smpl_plugin *P, const char *file,
			 struct fn_facts *out)
{
	struct file_span s = { out, 0, 0 };
	struct file_loc fl = { file, NULL, 0, 0, false };

	out->file = file;
	out->first = 1;
	out->last = 0;
	each_in_file(P->pp.lines, &fl, file_macro_line, &s);
	if (s.from)
		preproc_macros(s.from, s.to, add_macro, out);
}

void preproc_facts_free(struct fn_facts *f)
{
	f->line_loc.release ();
	f->line_col.release ();
	f->macros.release ();
}
