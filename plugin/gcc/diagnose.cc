/* diagnose.cc - the unit's matches as GCC diagnostics.
 *
 * Each edit of a match is reported at the node it changes, at the
 * configured severity (a note under severity=note, which -Werror never
 * promotes), followed by a note at the start of the match; both name the
 * rule as RULE.cocci:LINE.  In patch mode the diagnostic carries fix-it
 * hints made by plugin/edit from the source file (fixit.cc), so
 * -fdiagnostics-generate-patch and -fdiagnostics-format=json show the
 * change, and each edit goes into the unit's record (records.cc).  An
 * edit on code from a macro expansion and a match whose edits other
 * paths would also execute are reported and recorded as not applied.  -w silences
 * the diagnostics, not the record.  Matching is match-run.cc's. */
#include "gcc-compat.h"

extern "C" {
#include "match.h"
#include "request.h"
#include "edit.h"
}

#include "plugin.h"
#include "diagnose.h"
#include "fixit.h"
#include "records.h"
#include "unit.h"

/* GCC's location of node n of view v */
static location_t node_loc(const struct smpl_plugin *P,
			   const struct match_view *v,
			   const struct match_node *n)
{
	const vec<unit_view *> &views = P->unit.views;

	for (unsigned i = 0; i < views.length (); i++)
		if (views[i]->v == v && n->id < views[i]->locs.length ())
			return views[i]->locs[n->id];
	return UNKNOWN_LOCATION;
}

/* RULE.cocci:LINE of rule r */
static const char *rule_name(const struct smpl_plugin *P, uint32_t r,
			     char *buf, size_t n)
{
	snprintf(buf, n, "%s:%u", P->R->name, P->R->file.rules[r].pos.line);
	return buf;
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

/* Is s a word of type t? */
static bool word_of(const char *t, const char *s)
{
	size_t n = strlen(s);
	const char *w;

	for (w = t; (w = strstr(w, s)) != NULL; w += n)
		if ((w == t || !ISIDNUM(w[-1])) && !ISIDNUM(w[n]))
			return true;
	return false;
}

/* Is s a word of x's declared type: the typedef name a declaration
 * starts with (u8 x = 0;)? */
static bool type_word(const struct match_expr *x, const char *s)
{
	return word_of(x && x->type ? x->type : "", s);
}

/* Is s a word of the type of a cast or a sizeof in x (`(LPINT)p`, which
 * a rule whose body is a type alone edits)? */
static bool cast_word(const struct match_expr *x, const char *s)
{
	if (!x)
		return false;
	if ((x->kind == MATCH_E_CAST || x->kind == MATCH_E_SIZEOFT) &&
	    x->str && word_of(x->str, s))
		return true;
	for (uint32_t i = 0; i < x->nkids; i++)
		if (cast_word(x->kids[i], s))
			return true;
	return false;
}

static bool keyword(const char *s)
{
	static const char *const words[] = {
		"if", "else", "for", "while", "do", "switch", "case", "default",
		"return", "goto", "break", "continue", "sizeof", "struct",
		"union", "enum", "const", "volatile", "static", "extern",
		"unsigned", "signed", "int", "char", "short", "long", "float",
		"double", "void", "_Bool", "typeof", "__typeof__", "asm",
		"__asm__", "inline", "register", "auto", "typedef",
		"__attribute__", "__attribute"
	};

	for (size_t i = 0; i < ARRAY_SIZE(words); i++)
		if (!strcmp(s, words[i]))
			return true;
	return false;
}

/* A macro use the compiler did not tell us about: the source has an
 * identifier there that the compiler did not see.  Under distcc, GCC
 * compiles preprocessed text and `RELEASE(p)` arrives as `kfree(p)`
 * with no trace of the macro; the text still has it.  Returns what the
 * text has (free it), or NULL when it agrees. */
static char *hidden_macro(const struct match_edit *e, struct edit_src *src)
{
	const struct match_node *n = e->node;
	char *tok;

	if (!src || (!n->expr && !n->var) || n->tdef)
		return NULL;	/* a definition: its members are not in
				   expr or var (view.h) */
	tok = edit_src_tokens_at(src, e->range.line, e->range.col, 1);
	if (tok && (ISALPHA(tok[0]) || tok[0] == '_') && !keyword(tok) &&
	    !has_name(n->expr, tok) && !has_name(n->var, tok) &&
	    !type_word(n->var, tok) && !cast_word(n->expr, tok))
		return tok;
	free(tok);
	return NULL;
}

/* The + code of e on one line, cut short past about 190 bytes: an
 * expression as printed, a statement as "<statement>". */
static void one_line(const struct match_edit *e, char *one, size_t n)
{
	size_t k = 0;

	for (uint32_t i = 0; i < e->npieces; i++) {
		const struct smpl_piece *q = &e->pieces[i];

		if (q->kind == SMPL_PIECE_STMT && k < n - 12)
			k += sprintf(one + k, "<statement>");
		for (const char *t = q->kind == SMPL_PIECE_STMT ? "" : q->text;
		     *t && k < n - 12; t++)
			one[k++] = *t == '\n' ? ' ' : *t;
	}
	one[k] = 0;
}

/* What an edit does, in words, with its text on one line. */
static const char *describe(const struct match_edit *e, char *buf, size_t n)
{
	char one[200];

	one_line(e, one, sizeof(one));
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

static void start_note(struct smpl_plugin *P, const struct match_found *m)
{
	char rn[256];

	inform(node_loc(P, m->view, m->start), "smpl: the match of %s starts "
	       "here", rule_name(P, m->rule, rn, sizeof(rn)));
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

/* An edit of rule rn not made, and why: in the record and reported. */
static void not_applied(struct smpl_plugin *P, location_t loc, const char *rn,
			const char *what, const char *why)
{
	records_skip(P, loc, rn, why);
	if (P->unit.speak)
		emit_diagnostic(smpl_kind(&P->opts), loc, 0, "smpl: %s: %s: "
				"not applied, %s", rn, what, why);
}

static void report_edit(struct smpl_plugin *P, const struct match_found *m,
			const struct match_edit *edit)
{
	struct match_edit at = *edit;
	const struct match_edit *e = &at;

	if (!edit->raw)	/* a function's final text: at its entry */
		at.node = node_at(m->view, edit);
	location_t loc = node_loc(P, m->view, e->node);
	rich_location rl(line_table, loc);
	char rn[256], what[300];
	bool macro = e->node->flags & MATCH_NF_MACRO;
	struct edit_src *src;

	rule_name(P, m->rule, rn, sizeof(rn));
	describe(e, what, sizeof(what));
	if (macro) {
		static const char why[] = "the code comes from a macro expansion";

		loc = linemap_resolve_location(line_table, loc,
					       LRK_MACRO_EXPANSION_POINT, NULL);
		not_applied(P, loc, rn, what, why);
		return;
	}
	src = unit_source(&P->unit, e->range.file);
	if (char *tok = e->raw ? NULL : hidden_macro(e, src)) {
		char why[300];

		snprintf(why, sizeof(why), "the code comes from a macro "
			 "expansion: the source has '%s' where the compiler "
			 "saw '%s'", tok, records_seen_name(e));
		free(tok);
		not_applied(P, loc, rn, what, why);
		return;
	}
	bool patch = P->opts.mode == SMPL_PMODE_PATCH &&
		     e->action != MATCH_ED_REPORT;

	if (patch)
		records_edit(P, e, rn, what);
	else if (P->opts.mode == SMPL_PMODE_CONTEXT &&
		 e->action == MATCH_ED_REPORT)
		records_context(P, e, rn, what);
	if (!P->unit.speak)
		return;
	if (patch && src) {
		struct edit_req q = match_edit_request(e, "", rn);

		fixit_add(rl, loc, src, &q);
	}
	emit_diagnostic(smpl_kind(&P->opts), &rl, 0, "smpl: %s: %s", rn,
			what);
}

static void report_inconsistent(struct smpl_plugin *P,
				const struct match_found *m)
{
	const struct match_edit *e = m->inconsistent;
	location_t loc = node_loc(P, m->view, e->node);
	char rn[256], why[300];

	rule_name(P, m->rule, rn, sizeof(rn));
	snprintf(why, sizeof(why), "edit at %s:%u reachable by inconsistent "
		 "control-flow paths", lbasename(e->range.file), e->range.line);
	records_skip(P, loc, rn, why);
	if (P->unit.speak)
		emit_diagnostic(smpl_kind(&P->opts), loc, 0, "smpl: %s: %s; "
				"the match is not applied", rn, why);
}

static void report_match(struct smpl_plugin *P, const struct match_found *m)
{
	if (m->dropped && m->inconsistent) {
		report_inconsistent(P, m);
		if (P->unit.speak)
			start_note(P, m);
		return;
	}
	if (m->dropped || !m->nedits)
		return;
	P->unit.nmatch++;
	for (uint32_t i = 0; i < m->nedits; i++)
		report_edit(P, m, m->edits[i]);
	if (P->unit.speak)
		start_note(P, m);
}

void diagnose_unit(struct smpl_plugin *P, const struct match_out *out)
{
	for (uint32_t i = 0; i < out->n; i++)
		report_match(P, &out->v[i]);
}
