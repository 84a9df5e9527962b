/* report.cc - findings as GCC diagnostics, and the unit's record.
 *
 * At the end of the unit every rule runs over the views the pass kept
 * (a rule may inherit what an earlier rule bound in another function).
 * Each edit of a match is reported at the node it changes, at the
 * configured severity (a note under severity=note, which -Werror never
 * promotes), followed by a note at the start of the match; both name the
 * rule as RULE.cocci:LINE.  In patch mode the diagnostic carries fix-it
 * hints made by plugin/edit from the source file (fixit.cc), so
 * -fdiagnostics-generate-patch and -fdiagnostics-format=json show the
 * change.  An edit on code from a macro expansion, and a match whose
 * edits other paths would also execute, are reported and not fixed.
 * -w silences all of it, but not the record.
 *
 * In patch mode the unit's record (plugin/edit/record.h: every kept edit
 * with the tokens expected where it goes, every finding not applied) goes
 * to out=DIR when given, and into the object file's .discard.smpl
 * section when there is something in it; smpl-collect redoes the text
 * work from either.  With verbose, the matches (their bindings and
 * edits) are printed first.  The matcher runs under the crash guard
 * (guard.cc). */
#include "gcc-compat.h"

extern "C" {
#include "ast.h"
#include "match.h"
#include "edit.h"
#include "record.h"
}

#include "fixit.h"
#include "guard.h"
#include "options.h"
#include "report.h"
#include "view-text.h"

/* The source files of the unit as read now, NULL when unreadable. */
struct source {
	const char *file;
	struct edit_src *src;
};

struct reporter {
	const struct smpl_file *f;
	const struct smpl_options *o;
	const char *rule_file;		/* as the messages name it */
	vec<unit_view *> *views;
	bool speak;			/* diagnostics (not under -w) */
	uint32_t nmatch;		/* matches reported so far */
	auto_vec<struct source> sources;
	struct edit_rec rec;		/* what out= and the object get */
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

/* ---- edits as requests to plugin/edit ---- */

static struct edit_src *source_of(struct reporter *R, const char *file)
{
	char err[256];
	struct source s;

	for (unsigned i = 0; i < R->sources.length (); i++)
		if (!strcmp(R->sources[i].file, file))
			return R->sources[i].src;
	s.file = file;
	s.src = edit_src_read(file, err, sizeof(err));
	R->sources.safe_push(s);
	return s.src;
}

static struct edit_src *source_cb(void *R, const char *file)
{
	return source_of((struct reporter *)R, file);
}

/* Is edit e about its statement as a whole (not a part of it)? */
static bool whole_statement(const struct match_edit *e)
{
	const struct match_node *n = e->node;

	return (n->kind == MATCH_N_STMT || n->kind == MATCH_N_DECL ||
		n->kind == MATCH_N_RETURN) &&
	       e->range.line == n->range.line && e->range.col == n->range.col;
}

/* The leftmost identifier of x. */
static const char *first_name(const struct match_expr *x)
{
	for (; x; x = x->nkids ? x->kids[0] : NULL)
		if (x->kind == MATCH_E_ID)
			return x->str;
	return "";
}

/* Does x name the identifier s anywhere? */
static bool has_name(const struct match_expr *x, const char *s)
{
	if (!x)
		return false;
	if (x->kind == MATCH_E_ID && !strcmp(x->str, s))
		return true;
	for (uint32_t i = 0; i < x->nkids; i++)
		if (has_name(x->kids[i], s))
			return true;
	return false;
}

/* The callee of the first call of x that starts at (line, col), where
 * GCC places a statement that calls (`p = f(x);` is at `f`). */
static const char *callee_at(const struct match_expr *x, uint32_t line,
			     uint32_t col)
{
	const char *s;

	if (!x)
		return "";
	if (x->kind == MATCH_E_CALL && x->range.line == line &&
	    x->range.col == col && *first_name(x))
		return first_name(x);
	for (uint32_t i = 0; i < x->nkids; i++)
		if (*(s = callee_at(x->kids[i], line, col)))
			return s;
	return "";
}

/* The identifier the compiler saw where edit e goes. */
static const char *seen_name(const struct match_edit *e)
{
	const struct match_node *n = e->node;
	const char *s = callee_at(n->expr, e->range.line, e->range.col);

	if (!*s)
		s = first_name(n->expr);
	return *s ? s : first_name(n->var);
}

/* A macro use the compiler did not tell us about: the source has an
 * identifier there that the compiler did not see.  Under distcc, GCC
 * compiles preprocessed text and `RELEASE(p)` arrives as `kfree(p)`
 * with no trace of the macro; the text still has it.  Returns what the
 * text has (free it), or NULL when it agrees. */
static bool keyword(const char *s)
{
	static const char *const words[] = {
		"if", "else", "for", "while", "do", "switch", "case", "default",
		"return", "goto", "break", "continue", "sizeof", "struct",
		"union", "enum", "const", "volatile", "static", "extern",
		"unsigned", "signed", "int", "char", "short", "long", "float",
		"double", "void", "_Bool", "typeof", "__typeof__", "asm",
		"__asm__", "inline", "register", "auto", "typedef"
	};

	for (size_t i = 0; i < ARRAY_SIZE(words); i++)
		if (!strcmp(s, words[i]))
			return true;
	return false;
}

static char *hidden_macro(const struct match_edit *e, struct edit_src *src)
{
	const struct match_node *n = e->node;
	char *tok;

	if (!src || (!n->expr && !n->var))
		return NULL;
	tok = edit_src_tokens_at(src, e->range.line, e->range.col, 1);
	if (tok && (ISALPHA(tok[0]) || tok[0] == '_') && !keyword(tok) &&
	    !has_name(n->expr, tok) && !has_name(n->var, tok))
		return tok;
	free(tok);
	return NULL;
}

/* The tokens that must stand where e goes: those of the text when the
 * compilation can read it; else (distcc on another host) the identifier
 * the compiler saw there. */
static const char *edit_expect(const struct match_edit *e,
			       struct edit_src *src, char **own)
{
	*own = src ? edit_src_tokens_at(src, e->range.line, e->range.col, 4)
		   : NULL;
	return *own ? *own : seen_name(e);
}

static const uint8_t edit_actions[] = { EDIT_REMOVE, EDIT_BEFORE, EDIT_AFTER,
					EDIT_REPLACE };

/* The request for edit e (its strings borrowed from e and expect). */
static struct edit_req request(const struct match_edit *e, const char *expect,
			       const char *tag)
{
	struct edit_req q;

	memset(&q, 0, sizeof(q));
	q.action = edit_actions[e->action];
	q.what = whole_statement(e) ? EDIT_STMT : EDIT_EXPR;
	q.line = e->range.line;
	q.col = e->range.col;
	q.end_line = e->range.end_line;
	q.end_col = e->range.end_col > 1 ? e->range.end_col - 1 : 1;
	q.expect = expect;
	q.text = e->text ? e->text : "";
	q.tag = tag;
	return q;
}

/* ---- records ---- */

/* file as an absolute path.  GCC names it as the command line did,
 * relative to the compilation's directory: for preprocessed text made
 * elsewhere (distcc) that is the directory the preprocessor wrote down
 * (-fworking-directory, on with -g), which get_src_pwd knows. */
static char *absolute(const char *file)
{
	const char *pwd = get_src_pwd();

	if (file[0] == '/' || !pwd || !*pwd)
		return xstrdup(file);
	return concat(pwd, "/", file, NULL);
}

static void record_edit(struct reporter *R, const struct match_edit *e,
			const char *rule, const char *what)
{
	struct edit_src *src = source_of(R, e->range.file);
	struct edit_rec_edit r;
	char *own, hash[17] = "";

	if (src)
		snprintf(hash, sizeof(hash), "%016llx",
			 (unsigned long long)edit_src_hash(src));
	memset(&r, 0, sizeof(r));
	r.file = absolute(e->range.file);
	r.hash = hash;
	r.rule = (char *)rule;
	r.message = (char *)what;
	r.req = request(e, edit_expect(e, src, &own), rule);
	r.match = R->nmatch;
	edit_rec_add_edit(&R->rec, &r);
	free(own);
	free(r.file);
}

static void record_skip(struct reporter *R, location_t loc, const char *rule,
			const char *reason)
{
	expanded_location x = expand_location(loc);
	struct edit_rec_skip s;

	if (!x.file)
		return;
	s.file = absolute(x.file);
	s.line = x.line;
	s.col = x.column;
	s.rule = (char *)rule;
	s.reason = (char *)reason;
	edit_rec_add_skip(&R->rec, &s);
	free(s.file);
}

/* ---- diagnostics ---- */

/* What an edit does, in words, with its text on one line. */
static const char *describe(const struct match_edit *e, char *buf, size_t n)
{
	char one[200];
	size_t k = 0;

	/* on one line; of a marker of the edit layer (\001...\002TEXT\001
	 * or \001stmt L:C\001), its text or "<statement>" */
	for (const char *t = e->text ? e->text : ""; *t && k < sizeof(one) - 12;
	     t++) {
		if (*t == '\001' && !strncmp(t + 1, "stmt ", 5)) {
			k += sprintf(one + k, "<statement>");
			t = strchr(t + 1, '\001');
		} else if (*t == '\001') {	/* the printed expression */
			for (t = strchr(t, '\002'); t && *++t != '\001' && *t &&
			     k < sizeof(one) - 12;)
				one[k++] = *t;
		} else {
			one[k++] = *t == '\n' ? ' ' : *t;
		}
		if (!t || !*t)
			break;
	}
	one[k] = 0;
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

/* The node edit e changes: an if pattern's edits in its arms come with
 * the if's node, and the arm's own node starts where the edit does. */
static const struct match_node *node_at(const struct match_view *v,
					const struct match_edit *e)
{
	const struct match_node *n = e->node;

	if (n->range.line == e->range.line && n->range.col == e->range.col)
		return n;
	for (uint32_t i = 0; i < v->nnodes; i++)
		if (v->nodes[i]->range.line == e->range.line &&
		    v->nodes[i]->range.col == e->range.col &&
		    v->nodes[i]->range.file && n->range.file &&
		    !strcmp(v->nodes[i]->range.file, n->range.file))
			return v->nodes[i];
	return n;
}

static void report_edit(struct reporter *R, const struct match_found *m,
			const struct match_edit *edit)
{
	struct match_edit at = *edit;
	const struct match_edit *e = &at;

	at.node = node_at(m->view, edit);
	location_t loc = node_loc(R, m->view, e->node);
	rich_location rl(line_table, loc);
	char rn[256], what[300];
	bool macro = e->node->flags & MATCH_NF_MACRO;
	struct edit_src *src;

	rule_name(R, m->rule, rn, sizeof(rn));
	describe(e, what, sizeof(what));
	if (macro) {
		static const char why[] = "the code comes from a macro expansion";

		loc = linemap_resolve_location(line_table, loc,
					       LRK_MACRO_EXPANSION_POINT, NULL);
		record_skip(R, loc, rn, why);
		if (R->speak)
			emit_diagnostic(kind_of(R->o), loc, 0, "smpl: %s: %s: "
					"not applied, %s", rn, what, why);
		return;
	}
	src = source_of(R, e->range.file);
	if (char *tok = hidden_macro(e, src)) {
		char why[300];

		snprintf(why, sizeof(why), "the code comes from a macro "
			 "expansion: the source has '%s' where the compiler "
			 "saw '%s'", tok, seen_name(e));
		free(tok);
		record_skip(R, loc, rn, why);
		if (R->speak)
			emit_diagnostic(kind_of(R->o), loc, 0, "smpl: %s: %s: "
					"not applied, %s", rn, what, why);
		return;
	}
	bool patch = R->o->mode == SMPL_PMODE_PATCH &&
		     e->action != MATCH_ED_REPORT;

	if (patch)
		record_edit(R, e, rn, what);
	if (!R->speak)
		return;
	if (patch && src) {
		struct edit_req q = request(e, "", rn);

		fixit_add(rl, loc, src, &q);
	}
	emit_diagnostic(kind_of(R->o), &rl, 0, "smpl: %s: %s", rn, what);
}

static void report_inconsistent(struct reporter *R,
				const struct match_found *m)
{
	const struct match_edit *e = m->inconsistent;
	location_t loc = node_loc(R, m->view, e->node);
	char rn[256], why[300];

	rule_name(R, m->rule, rn, sizeof(rn));
	snprintf(why, sizeof(why), "edit at %s:%u reachable by inconsistent "
		 "control-flow paths", lbasename(e->range.file), e->range.line);
	record_skip(R, loc, rn, why);
	if (R->speak)
		emit_diagnostic(kind_of(R->o), loc, 0, "smpl: %s: %s; the match "
				"is not applied", rn, why);
}

/* A match with an edit on an expression whose place in the text cannot
 * be told: nothing of the match is changed. */
static void unplaced(struct reporter *R, const struct match_found *m)
{
	static const char why[] = "the place of an edited expression in the "
				  "text cannot be told";
	location_t loc = node_loc(R, m->view, m->start);
	char rn[256];

	rule_name(R, m->rule, rn, sizeof(rn));
	record_skip(R, loc, rn, why);
	if (R->speak)
		emit_diagnostic(kind_of(R->o), loc, 0, "smpl: %s: not "
				"applied: %s", rn, why);
}

/* The expression of edit e as tokens separated by blanks (malloc'd). */
static char *expr_tokens(const struct match_expr *x)
{
	char *buf = NULL, *toks;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	struct edit_src *t;

	if (!f)
		return NULL;
	match_expr_print(x, f);
	fclose(f);
	t = edit_src_new("expr", buf, len);
	toks = edit_src_tokens_at(t, 1, 1, 256);
	edit_src_free(t);
	free(buf);
	return toks;
}

/* Edit e of a part of a statement, placed exactly: GIMPLE gives an
 * operand (`&c->dev` as an argument) the place of its statement or of
 * what encloses it, so the expression's tokens are looked for in the
 * statement's lines.  false when they are not there exactly once. */
static bool place(struct reporter *R, const struct match_view *v,
		  struct match_edit *e)
{
	const struct match_node *n = node_at(v, e);
	struct edit_src *src = source_of(R, e->range.file);
	struct edit_place p;
	char *toks;
	bool ok;

	if (!e->expr || e->action == MATCH_ED_REPORT || e->expr == n->expr ||
	    e->expr == n->var)
		return true;
	if (!src || !(toks = expr_tokens(e->expr)))
		return false;
	ok = !edit_src_find(src, MIN(n->range.line, e->range.line),
			    MAX(n->range.end_line, e->range.end_line), toks, &p);
	free(toks);
	if (ok) {
		e->range.line = p.line;
		e->range.col = p.col;
		e->range.end_line = p.end_line;
		e->range.end_col = p.end_col + 1;
	}
	return ok;
}

static void report_match(struct reporter *R, const struct match_found *m)
{
	if (m->dropped && m->inconsistent) {
		report_inconsistent(R, m);
		if (R->speak)
			start_note(R, m);
		return;
	}
	if (m->dropped || !m->nedits)
		return;
	auto_vec<struct match_edit> placed;
	for (uint32_t i = 0; i < m->nedits; i++) {
		placed.safe_push(*m->edits[i]);
		if (!place(R, m->view, &placed.last ())) {
			unplaced(R, m);
			return;
		}
	}
	R->nmatch++;
	for (uint32_t i = 0; i < m->nedits; i++)
		report_edit(R, m, &placed[i]);
	if (R->speak)
		start_note(R, m);
}

struct run_args {
	const struct match_prog *p;
	struct match_view *const *v;
	uint32_t n;
	const struct match_options *mo;
	struct match_out *out;
};

/* SMPL_DEBUG_FAULT=match in the environment makes the matcher fault, so
 * that the tests can check the guard (testsuite/smpl.plugin/plugin.exp). */
static void run(void *arg)
{
	struct run_args *a = (struct run_args *)arg;
	const char *fault = getenv("SMPL_DEBUG_FAULT");

	if (fault && !strcmp(fault, "match"))
		*(volatile int *)a->out = *(volatile int *)NULL;
	match_run(a->p, a->v, a->n, a->mo, a->out);
}

/* The record as bytes of a section of the object file (objrec.h in
 * kbuild-glue/ reads it), around whatever section GCC is in. */
static void record_section(const struct edit_rec *r)
{
	size_t len;
	char *text = edit_rec_format(r, &len);

	fputs("\t.pushsection .discard.smpl,\"\",@progbits\n", asm_out_file);
	for (size_t i = 0; i < len; i += 64) {
		fputs("\t.ascii \"", asm_out_file);
		for (size_t j = i; j < len && j < i + 64; j++) {
			unsigned char c = text[j];

			if (c == '"' || c == '\\')
				fprintf(asm_out_file, "\\%c", c);
			else if (c < ' ' || c > '~')
				fprintf(asm_out_file, "\\%03o", c);
			else
				fputc(c, asm_out_file);
		}
		fputs("\"\n", asm_out_file);
	}
	fputs("\t.popsection\n", asm_out_file);
	free(text);
}

/* The unit's name for its record: where its object goes and what it
 * compiles, so that a recompilation replaces its record. */
static char *unit_key(void)
{
	char cwd[PATH_MAX];

	if (!getcwd(cwd, sizeof(cwd)))
		cwd[0] = 0;
	return concat(cwd, "/", dump_dir_name ? dump_dir_name : "",
		      dump_base_name ? dump_base_name : "", " ",
		      main_input_filename ? main_input_filename : "", NULL);
}

/* The record into out= (replacing the unit's earlier one) and into the
 * object file, where the kernel's linker scripts discard it. */
static void save_record(struct reporter *R)
{
	char err[512];

	if (R->o->out) {
		char *key = unit_key();

		if (edit_rec_save(&R->rec, R->o->out, key, err, sizeof(err)))
			emit_diagnostic(kind_of(R->o) == DK_ERROR ? DK_WARNING
					: kind_of(R->o), UNKNOWN_LOCATION, 0,
					"smpl: no record written: %s", err);
		free(key);
	}
	if ((R->rec.nedits || R->rec.nskips) && asm_out_file)
		record_section(&R->rec);
}

static void match_unit(struct reporter *R, vec<unit_view *> &views)
{
	struct match_options mo = { R->o->allow_inconsistent };
	auto_vec<struct match_view *> v;
	struct match_prog p;
	struct match_out out;

	for (unsigned i = 0; i < views.length (); i++) {
		view_from_text(views[i]->v, source_cb, R);
		if (R->o->verbose && R->speak)
			match_view_dump(views[i]->v, stderr);
		v.safe_push(views[i]->v);
	}
	match_prog_init(&p, R->f);
	p.mark_exprs = 1;
	struct run_args ra = { &p, v.address (), v.length (), &mo, &out };

	if (!guarded(run, &ra)) {
		diagnostic_t k = kind_of(R->o) == DK_ERROR ? DK_WARNING
							    : kind_of(R->o);

		emit_diagnostic(k, views[0]->locs[0], 0, "smpl: internal error "
				"in the matcher; the rules of %qs are not applied "
				"in this file", R->rule_file);
		return;
	}
	if (R->o->verbose && R->speak)
		match_out_dump(&p, &out, stderr);
	for (uint32_t i = 0; i < out.n; i++)
		report_match(R, &out.v[i]);
	match_out_free(&out);
	match_prog_free(&p);
}

void report_unit(const struct smpl_file *rules, const char *rule_path,
		 const struct smpl_options *o, vec<unit_view *> &views)
{
	struct reporter R;
	char *unit = absolute(main_input_filename ? main_input_filename : "");

	R.f = rules;
	R.o = o;
	R.rule_file = lbasename(rules->source ? smpl_str(rules, rules->source)
					      : rule_path);
	R.views = &views;
	R.speak = !global_dc->dc_inhibit_warnings;
	R.nmatch = 0;
	edit_rec_init(&R.rec, unit, get_src_pwd() ? get_src_pwd() : "");
	free(unit);
	free(R.rec.rules);
	R.rec.rules = xasprintf("%s %016llx", R.rule_file,
				(unsigned long long)rules->hash);
	if (!views.is_empty () && (R.speak || o->out))
		match_unit(&R, views);
	if (o->mode == SMPL_PMODE_PATCH)
		save_record(&R);
	edit_rec_free(&R.rec);
	for (unsigned i = 0; i < R.sources.length (); i++)
		edit_src_free(R.sources[i].src);
}
