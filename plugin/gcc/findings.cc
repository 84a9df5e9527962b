/* findings.cc - what script rules print, as the plugin hands it on: the
 * two callbacks of the script host (plugin/script/host.h).
 *
 * A line a script prints (coccilib.report.print_report, coccilib.org.*,
 * cocci.print_main, print()) is a diagnostic at the place it names, at
 * the configured severity, naming the script rule (RULE.cocci:LINE) and
 * saying the message, and it goes into the unit's record in every mode
 * (records.cc), so that smpl-collect prints the build's lines.  -w
 * silences the diagnostic, not the record.  An error of a script (it
 * does not compile, it raises) is a diagnostic naming the rule's line,
 * never an error of the compilation: the object file is still
 * produced. */
#include "gcc-compat.h"

extern "C" {
#include "match.h"
#include "script.h"
}

#include "plugin.h"
#include "findings.h"
#include "records.h"
#include "preproc.h"

/* The lines of the file the last finding named (findings come at the
 * end of the unit, when every line has been noted): a unit's findings
 * are mostly in one file, so the lines are walked once per file. */
static struct {
	const char *file;
	unsigned noted;		/* P->pp.lines' length then */
	vec<location_t> locs;
} last_file;

/* GCC's location of line:col (col from 1) of file: the first token of
 * that line that the preprocessor noted (preproc.cc), moved to col.
 * UNKNOWN_LOCATION when the unit gave no token on that line. */
static location_t place(const struct smpl_plugin *P, const char *file,
			uint32_t line, uint32_t col)
{
	location_t l;
	uint32_t c;

	if (!last_file.file || strcmp(last_file.file, file) ||
	    last_file.noted != P->pp.lines.length ()) {
		free(const_cast<char *>(last_file.file));
		last_file.file = xstrdup(file);
		last_file.noted = P->pp.lines.length ();
		last_file.locs.truncate(0);
		preproc_file_lines(P, file, &last_file.locs);
	}
	if (line >= last_file.locs.length () || !(l = last_file.locs[line]))
		return UNKNOWN_LOCATION;
	c = LOCATION_COLUMN(l);
	return col > c ? linemap_position_for_loc_and_offset(line_table, l,
							     col - c) : l;
}

/* RULE.cocci:LINE of rule r of f. */
static void rule_line(const struct smpl_plugin *P,
		      const struct smpl_file *f, uint32_t r, char *buf,
		      size_t n)
{
	snprintf(buf, n, "%s:%u", P->R->name,
		 f && r < f->nrules ? f->rules[r].pos.line : 0);
}

void smpl_plugin_finding(void *ctx, const struct match_script_finding *sf)
{
	struct smpl_plugin *P = (struct smpl_plugin *)ctx;
	const struct match_script_pos *pos = sf->pos;
	location_t loc = UNKNOWN_LOCATION;
	char rn[256];

	if (!sf->text || !*sf->text)
		return;	/* an empty line (print()) is no finding */
	rule_line(P, &P->R->file, sf->rule, rn, sizeof(rn));
	records_finding(P, sf, rn);
	if (!P->unit.speak)
		return;
	if (pos && pos->file)	/* spatch's columns are from 0 */
		loc = place(P, pos->file, pos->line, pos->col + 1);
	emit_diagnostic(smpl_kind(&P->opts), loc, 0, "smpl: %s: %s", rn,
			sf->msg && *sf->msg ? sf->msg : sf->text);
}

void smpl_plugin_script_error(void *ctx, const struct smpl_file *f,
			      uint32_t rule, int is_note, const char *msg)
{
	struct smpl_plugin *P = (struct smpl_plugin *)ctx;
	const char *name = f && rule < f->nrules ?
			   smpl_str(f, f->rules[rule].name) : "";
	char rn[256];

	if (!P->unit.speak)
		return;
	if (is_note) {
		inform(UNKNOWN_LOCATION, "smpl: %s", msg ? msg : "");
		return;
	}
	rule_line(P, f, rule, rn, sizeof(rn));
	if (*name)
		emit_diagnostic(smpl_trouble_kind(&P->opts), UNKNOWN_LOCATION,
				0, "smpl: %s: error in script rule %qs: %s", rn,
				name, msg ? msg : "");
	else
		emit_diagnostic(smpl_trouble_kind(&P->opts), UNKNOWN_LOCATION,
				0, "smpl: %s: error in script rule: %s", rn,
				msg ? msg : "");
}

/* ---- a test hook ---- */

/* The place of node range r (columns from 1, the end one past the last
 * byte) as a script sees it (spatch's columns: from 0, the end one past
 * the last byte). */
static struct match_script_pos script_pos(const struct match_range *r)
{
	struct match_script_pos p = { r->file, r->line, r->col ? r->col - 1
				      : 0, r->end_line, r->end_col ?
				      r->end_col - 1 : 0, "" };

	return p;
}

/* One kept match as the lines a script would print for it: a report
 * line, or an org TODO and a link to the same place. */
static void debug_match(struct smpl_plugin *P, const struct match_found *m,
			bool org)
{
	struct match_script_pos pos = script_pos(&m->start->range);
	struct match_script_finding sf = { MATCH_SF_REPORT, m->rule, NULL,
					   NULL, &pos };
	char rn[256], msg[300], *text;

	rule_line(P, &P->R->file, m->rule, rn, sizeof(rn));
	snprintf(msg, sizeof(msg), "debug finding of %s", rn);
	sf.msg = msg;
	if (!org) {
		text = xasprintf("%s:%u:%u-%u: %s", pos.file, pos.line,
				 pos.col, pos.col_end, msg);
		sf.text = text;
		smpl_plugin_finding(P, &sf);
		free(text);
		return;
	}
	sf.kind = MATCH_SF_ORG;
	text = xasprintf("* TODO [[view:%s::face=ovl-face1::linb=%u::colb=%u::"
			 "cole=%u][%s %s::%u]]", pos.file, pos.line, pos.col,
			 pos.col_end, msg, pos.file, pos.line);
	sf.text = text;
	smpl_plugin_finding(P, &sf);
	free(text);
	text = xasprintf("[[view:%s::face=ovl-face2::linb=%u::colb=%u::cole=%u]"
			 "[%s]]", pos.file, pos.line, pos.col, pos.col_end,
			 msg);
	sf.text = text;
	smpl_plugin_finding(P, &sf);
	free(text);
}

void findings_debug(struct smpl_plugin *P, const struct match_out *out)
{
	const char *how = getenv("SMPL_DEBUG_FINDINGS");

	if (!how || !*how)
		return;
	for (uint32_t i = 0; i < out->n; i++)
		if (!out->v[i].dropped && out->v[i].start &&
		    out->v[i].start->range.file)
			debug_match(P, &out->v[i], !strcmp(how, "org"));
}
