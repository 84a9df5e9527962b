/* report.cc - findings as GCC diagnostics.
 *
 * At the end of the unit every rule runs over the views the pass kept
 * (a rule may inherit what an earlier rule bound in another function).
 * Each edit of a match is reported at the node it changes, at the
 * configured severity (a note under severity=note, which -Werror never
 * promotes), followed by a note at the start of the match; both name the
 * rule as RULE.cocci:LINE.  In patch mode the diagnostic carries fix-it
 * hints, so -fdiagnostics-generate-patch and -fdiagnostics-format=json
 * show the change.  An edit on code from a macro expansion, and a match
 * whose edits other paths would also execute, are reported and not
 * fixed.  -w silences all of it.
 *
 * The fix-its here are line-based (an inserted statement gets a line of
 * its own with the anchor's indentation); the exact text work of a patch
 * is smpl-collect's, from the records.  With verbose, the matches (their
 * bindings and edits) are printed first. */
#include "gcc-compat.h"
#include <csetjmp>
#include <csignal>

extern "C" {
#include "ast.h"
#include "match.h"
}

#include "options.h"
#include "report.h"

struct reporter {
	const struct smpl_file *f;
	const struct smpl_options *o;
	const char *rule_file;		/* as the messages name it */
	vec<unit_view *> *views;
};

static diagnostic_t kind_of(const struct smpl_options *o)
{
	return o->severity == SMPL_SEV_NOTE ? DK_NOTE :
	       o->severity == SMPL_SEV_ERROR ? DK_ERROR : DK_WARNING;
}

static location_t node_loc(struct reporter *R, const struct match_view *v,
			   const struct match_node *n)
{
	for (unsigned i = 0; i < R->views->length (); i++)
		if ((*R->views)[i]->v == v && n->id < (*R->views)[i]->locs.length ())
			return (*R->views)[i]->locs[n->id];
	return UNKNOWN_LOCATION;
}

/* RULE.cocci:LINE of rule r */
static const char *rule_name(struct reporter *R, uint32_t r, char *buf,
			     size_t n)
{
	snprintf(buf, n, "%s:%u", R->rule_file, R->f->rules[r].pos.line);
	return buf;
}

/* ---- fix-it hints ---- */

/* The location of column col of the line of loc (same file). */
static location_t at_column(location_t loc, int line, int col)
{
	const line_map *map = linemap_lookup(line_table, loc);

	if (!map || !MAP_ORDINARY_P(map))
		return UNKNOWN_LOCATION;
	return linemap_position_for_line_and_column(line_table,
		linemap_check_ordinary(const_cast<line_map *>(map)), line, col);
}

/* The leading blanks of a source line, into buf. */
static const char *indent_of(const char *file, int line, char *buf, size_t n)
{
	char_span s = location_get_source_line(file, line);
	size_t i = 0;

	while (s && i < s.length () && i + 1 < n &&
	       (s[i] == ' ' || s[i] == '\t')) {
		buf[i] = s[i];
		i++;
	}
	buf[i] = 0;
	return buf;
}

/* text, each of its lines indented, each ended by a newline */
static char *indented(const char *text, const char *indent)
{
	obstack ob;
	char *r;

	obstack_init(&ob);
	while (*text) {
		const char *nl = strchr(text, '\n');
		size_t len = nl ? (size_t)(nl - text) : strlen(text);

		obstack_grow(&ob, indent, strlen(indent));
		obstack_grow(&ob, text, len);
		obstack_1grow(&ob, '\n');
		text += len + (nl != NULL);
	}
	obstack_1grow(&ob, 0);
	r = xstrdup((char *)obstack_finish(&ob));
	obstack_free(&ob, NULL);
	return r;
}

/* A source line as a NUL-terminated copy (free it), or NULL. */
static char *source_line(const char *file, int line)
{
	char_span s = location_get_source_line(file, line);

	return s ? s.xstrdup () : NULL;
}

/* Does the word kw end s at index i (not as the end of a longer name)? */
static bool keyword_before(const char *s, int i, const char *kw)
{
	int n = (int)strlen(kw);

	return i >= n && !strncmp(s + i - n, kw, n) &&
	       (i == n || !(ISALNUM(s[i - n - 1]) || s[i - n - 1] == '_'));
}

/* The last non-blank character before column col of line, looking back
 * over earlier lines; its line and column in *l and *c, or 0. */
static char before_stmt(const char *file, int line, int col, int *l,
		       int *c)
{
	for (int n = 0; line > 0 && n < 50; n++, line--, col = INT_MAX) {
		char *s = source_line(file, line);
		int i = s ? (int)strlen(s) : 0;

		if (col - 1 < i)
			i = col - 1;
		while (i > 0 && ISSPACE(s[i - 1]))
			i--;
		if (i > 0) {
			char ch = s[i - 1];

			/* `else` and `do` end in letters: report them as such */
			if (keyword_before(s, i, "else"))
				ch = 'e';
			else if (keyword_before(s, i, "do"))
				ch = 'd';
			*l = line;
			*c = i;
			free(s);
			return ch;
		}
		free(s);
	}
	return 0;
}

/* Column just past the ';' that ends the statement whose range ends at
 * (line, col), or col when there is none on that line. */
static int past_semicolon(const char *file, int line, int col)
{
	char *s = source_line(file, line);
	int i = col - 1, n = s ? (int)strlen(s) : 0;

	while (i < n && ISSPACE(s[i]))
		i++;
	if (i < n && s[i] == ';')
		col = i + 2;
	free(s);
	return col;
}

static char *leading(const char *file, int line)
{
	char ind[128];

	return xstrdup(indent_of(file, line, ind, sizeof(ind)));
}

/* The statement of edit e is the lone body of an if, else, for, while or
 * do whose header ends at (hl, hc): braces go around the body and the new
 * statement.  The header's line gives the closing brace's indentation. */
static void fix_with_braces(rich_location &rl, location_t loc,
			    const struct match_edit *e, const char *file,
			    int hl, int hc)
{
	int end = past_semicolon(file, e->range.end_line, e->range.end_col);
	char *hind = leading(file, hl), *bind, *text, *close;
	location_t brace = at_column(loc, hl, hc);

	if (hl == (int)e->range.line) {	/* if (x) kfree(p); on one line */
		bool after = e->action == MATCH_ED_AFTER;

		text = after ? concat(" ", e->text, " }", NULL)
			     : concat("{ ", e->text, " ", NULL);
		rl.add_fixit_insert_before(at_column(loc, e->range.line,
						     e->range.col),
					   after ? "{ " : text);
		rl.add_fixit_insert_before(at_column(loc, e->range.end_line,
						     end), after ? text : " }");
		free(text);
		free(hind);
		return;
	}
	bind = leading(file, e->range.line);
	text = indented(e->text, bind);
	close = concat(hind, "}\n", NULL);
	rl.add_fixit_insert_after(brace, " {");
	rl.add_fixit_insert_before(at_column(loc, e->action == MATCH_ED_AFTER
					     ? e->range.end_line + 1
					     : e->range.line, 1), text);
	rl.add_fixit_insert_before(at_column(loc, e->range.end_line + 1, 1),
				   close);
	free(text);
	free(close);
	free(bind);
	free(hind);
}

/* A statement inserted next to the edit's: on a line of its own with the
 * same indentation, or on the same line when it shares its line, with
 * braces when the statement is the lone body of a control statement. */
static void fix_insert(rich_location &rl, location_t loc,
		       const struct match_edit *e)
{
	expanded_location x = expand_location(loc);
	int hl = 0, hc = 0;
	char ch, *text;

	if (!x.file)
		return;
	ch = before_stmt(x.file, e->range.line, e->range.col, &hl, &hc);
	if (ch == ')' || ch == 'e' || ch == 'd') {
		fix_with_braces(rl, loc, e, x.file, hl, hc);
		return;
	}
	if (hl == (int)e->range.line) {	/* something before it on the line */
		int end = past_semicolon(x.file, e->range.end_line,
					 e->range.end_col);

		text = e->action == MATCH_ED_AFTER
			? concat(" ", e->text, NULL) : concat(e->text, " ", NULL);
		rl.add_fixit_insert_before(e->action == MATCH_ED_AFTER
			? at_column(loc, e->range.end_line, end)
			: at_column(loc, e->range.line, e->range.col), text);
		free(text);
		return;
	}
	char *ind = leading(x.file, e->range.line);

	text = indented(e->text, ind);
	free(ind);
	rl.add_fixit_insert_before(at_column(loc, e->action == MATCH_ED_AFTER
					     ? e->range.end_line + 1
					     : e->range.line, 1), text);
	free(text);
}

static void fix_range(rich_location &rl, location_t loc,
		      const struct match_edit *e)
{
	location_t a = at_column(loc, e->range.line, e->range.col);
	location_t b = at_column(loc, e->range.end_line,
				 e->range.end_col > 1 ? e->range.end_col - 1
						      : 1);

	if (a == UNKNOWN_LOCATION || b == UNKNOWN_LOCATION)
		return;
	if (e->action == MATCH_ED_REMOVE)
		rl.add_fixit_remove(source_range::from_locations(a, b));
	else
		rl.add_fixit_replace(source_range::from_locations(a, b),
				     e->text);
}

/* Is everything of line from column col on blank? */
static bool blank_from(const char *s, int col)
{
	for (int i = col - 1; i >= 0 && s[i]; i++)
		if (!ISSPACE(s[i]))
			return false;
	return true;
}

/* Removal of the statement with its ';'; alone on its line, all the
 * line's text goes (GCC's fix-its cannot join lines: the empty line
 * stays; smpl-collect's patch removes it). */
static void fix_remove(rich_location &rl, location_t loc,
		       const struct match_edit *e)
{
	expanded_location x = expand_location(loc);
	int end, hl = 0, hc = 0, first;
	char *s;

	if (!x.file || e->range.line != e->range.end_line) {
		fix_range(rl, loc, e);
		return;
	}
	end = past_semicolon(x.file, e->range.end_line, e->range.end_col);
	s = source_line(x.file, e->range.line);
	before_stmt(x.file, e->range.line, e->range.col, &hl, &hc);
	first = hl != (int)e->range.line && s && blank_from(s, end) ? 1
							       : e->range.col;
	if (s && first == 1)
		end = (int)strlen(s) + 1;
	rl.add_fixit_remove(source_range::from_locations(
		at_column(loc, e->range.line, first),
		at_column(loc, e->range.line, end - 1)));
	free(s);
}

/* Where the statement around column col of line starts: GCC's location
 * of `p = f();` or of `T p = f();` is that of the call, of `return -1;`
 * that of the value.  Back over what can precede them in the statement
 * (names, blanks, `=`, `*`, `->`, `[i]`, keywords), up to what ends the
 * one before (`;`, a brace, a `)` of an if, a label's `:`). */
static int stmt_start(const char *file, int line, int col)
{
	char *s = source_line(file, line);
	int i = col - 1;

	if (!s || i > (int)strlen(s))
		return free(s), col;
	while (i > 0 && (ISALNUM(s[i - 1]) || strchr(" \t_=*&.->[]+|^/%<!~",
							 s[i - 1])))
		i--;
	while (s[i] == ' ' || s[i] == '\t')
		i++;
	free(s);
	return i + 1;
}

/* A copy of e whose range covers its whole statement, `;` included, when
 * e is about a statement node as a whole. */
static struct match_edit whole_statement(location_t loc,
					 const struct match_edit *e)
{
	struct match_edit w = *e;
	const struct match_node *n = e->node;
	expanded_location x = expand_location(loc);

	if (!x.file || (n->kind != MATCH_N_STMT && n->kind != MATCH_N_DECL &&
			n->kind != MATCH_N_RETURN) ||
	    e->range.line != n->range.line || e->range.col != n->range.col ||
	    e->range.line != e->range.end_line)
		return w;
	w.range.col = stmt_start(x.file, e->range.line, e->range.col);
	w.range.end_col = past_semicolon(x.file, e->range.end_line,
					 e->range.end_col);
	return w;
}

static void add_fixits(rich_location &rl, location_t loc,
		       const struct match_edit *stmt)
{
	struct match_edit whole = whole_statement(loc, stmt);
	const struct match_edit *e = &whole;

	switch (e->action) {
	case MATCH_ED_BEFORE: case MATCH_ED_AFTER:
		fix_insert(rl, loc, e);
		break;
	case MATCH_ED_REMOVE:
		fix_remove(rl, loc, e);
		break;
	case MATCH_ED_REPLACE:
		fix_range(rl, loc, e);
		break;
	default:
		break;
	}
}

/* ---- diagnostics ---- */

/* What an edit does, in words, with its text on one line. */
static const char *describe(const struct match_edit *e, char *buf, size_t n)
{
	char one[200];
	size_t i;

	snprintf(one, sizeof(one), "%s", e->text ? e->text : "");
	for (i = 0; one[i]; i++)
		if (one[i] == '\n')
			one[i] = ' ';
	switch (e->action) {
	case MATCH_ED_BEFORE: snprintf(buf, n, "add '%s' before this", one);
		break;
	case MATCH_ED_AFTER: snprintf(buf, n, "add '%s' after this", one);
		break;
	case MATCH_ED_REMOVE: snprintf(buf, n, "remove this"); break;
	case MATCH_ED_REPLACE: snprintf(buf, n, "replace this with '%s'", one);
		break;
	default: snprintf(buf, n, "matches here"); break;
	}
	return buf;
}

static void start_note(struct reporter *R, const struct match_found *m)
{
	char rn[256];

	inform(node_loc(R, m->view, m->start), "smpl: the match of %s starts "
	       "here", rule_name(R, m->rule, rn, sizeof(rn)));
}

static void report_edit(struct reporter *R, const struct match_found *m,
			const struct match_edit *e)
{
	location_t loc = node_loc(R, m->view, e->node);
	rich_location rl(line_table, loc);
	char rn[256], what[300];
	bool macro = e->node->flags & MATCH_NF_MACRO;

	rule_name(R, m->rule, rn, sizeof(rn));
	describe(e, what, sizeof(what));
	if (macro) {
		loc = linemap_resolve_location(line_table, loc,
					       LRK_MACRO_EXPANSION_POINT, NULL);
		emit_diagnostic(kind_of(R->o), loc, 0, "smpl: %s: %s: not "
				"applied, the code comes from a macro "
				"expansion", rn, what);
		return;
	}
	if (R->o->mode == SMPL_PMODE_PATCH)
		add_fixits(rl, loc, e);
	emit_diagnostic(kind_of(R->o), &rl, 0, "smpl: %s: %s", rn, what);
}

static void report_inconsistent(struct reporter *R,
				const struct match_found *m)
{
	const struct match_edit *e = m->inconsistent;
	char rn[256];

	emit_diagnostic(kind_of(R->o), node_loc(R, m->view, e->node), 0,
			"smpl: %s: edit at %s:%u reachable by inconsistent "
			"control-flow paths; the match is not applied",
			rule_name(R, m->rule, rn, sizeof(rn)),
			lbasename(e->range.file), e->range.line);
}

static void report_match(struct reporter *R, const struct match_found *m)
{
	if (m->dropped && m->inconsistent) {
		report_inconsistent(R, m);
		start_note(R, m);
		return;
	}
	if (m->dropped || !m->nedits)
		return;
	for (uint32_t i = 0; i < m->nedits; i++)
		report_edit(R, m, m->edits[i]);
	start_note(R, m);
}

/* ---- a net under the matcher ---- */

/* A fault in the matcher must not take cc1 down with it: a kernel build
 * would stop.  The matcher runs with handlers for the fault signals that
 * jump back here (on a stack of their own, for a runaway recursion); the
 * unit's findings are lost, with a warning, and the compilation goes
 * on.  What the matcher had allocated then is not freed. */
static sigjmp_buf net;
static const int fault_signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL };
#define NFAULTS (sizeof(fault_signals) / sizeof(fault_signals[0]))

static void caught(int sig)
{
	siglongjmp(net, sig);
}

struct net_state {
	struct sigaction old[NFAULTS];
	stack_t old_stack;
	void *stack;
};

static void net_up(struct net_state *n)
{
	struct sigaction sa;
	stack_t st;

	n->stack = xmalloc(SIGSTKSZ * 4);
	st.ss_sp = n->stack;
	st.ss_size = SIGSTKSZ * 4;
	st.ss_flags = 0;
	sigaltstack(&st, &n->old_stack);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = caught;
	sa.sa_flags = SA_ONSTACK | SA_NODEFER;
	sigemptyset(&sa.sa_mask);
	for (unsigned i = 0; i < NFAULTS; i++)
		sigaction(fault_signals[i], &sa, &n->old[i]);
}

static void net_down(struct net_state *n)
{
	for (unsigned i = 0; i < NFAULTS; i++)
		sigaction(fault_signals[i], &n->old[i], NULL);
	sigaltstack(&n->old_stack, NULL);
	free(n->stack);
}

bool guarded(void (*fn)(void *), void *arg)
{
	struct net_state st;
	volatile bool ok = true;

	net_up(&st);
	if (sigsetjmp(net, 1) == 0)
		fn(arg);
	else
		ok = false;
	net_down(&st);
	return ok;
}

struct run_args {
	const struct match_prog *p;
	struct match_view *const *v;
	uint32_t n;
	const struct match_options *mo;
	struct match_out *out;
};

/* SMPL_DEBUG_FAULT=match in the environment makes the matcher fault, so
 * that the tests can check the net (testsuite/smpl.plugin/plugin.exp). */
static void run(void *arg)
{
	struct run_args *a = (struct run_args *)arg;
	const char *fault = getenv("SMPL_DEBUG_FAULT");

	if (fault && !strcmp(fault, "match"))
		*(volatile int *)a->out = *(volatile int *)NULL;
	match_run(a->p, a->v, a->n, a->mo, a->out);
}

void report_unit(const struct smpl_file *rules, const char *rule_path,
		 const struct smpl_options *o, vec<unit_view *> &views)
{
	struct reporter R = { rules, o, lbasename(rules->source ?
		smpl_str(rules, rules->source) : rule_path), &views };
	struct match_options mo = { o->allow_inconsistent };
	auto_vec<struct match_view *> v;
	struct match_prog p;
	struct match_out out;

	if (views.is_empty () || global_dc->dc_inhibit_warnings)
		return;
	for (unsigned i = 0; i < views.length (); i++)
		v.safe_push(views[i]->v);
	match_prog_init(&p, rules);
	struct run_args ra = { &p, v.address (), v.length (), &mo, &out };

	if (!guarded(run, &ra)) {
		diagnostic_t k = kind_of(o) == DK_ERROR ? DK_WARNING
							 : kind_of(o);

		emit_diagnostic(k, views[0]->locs[0], 0, "smpl: internal error "
				"in the matcher; the rules of %qs are not applied "
				"in this file", R.rule_file);
		return;
	}
	if (o->verbose)
		match_out_dump(&p, &out, stderr);
	for (uint32_t i = 0; i < out.n; i++)
		report_match(&R, &out.v[i]);
	match_out_free(&out);
	match_prog_free(&p);
}
