/* records.cc - the unit's record (docs/records.md, plugin/edit/record.h):
 * in patch mode every edit diagnose.cc keeps, with the tokens expected
 * where it goes, and every finding not applied; in every mode the lines
 * script rules print (findings.cc).  It is saved at the end of the unit
 * to out=DIR when given (also when empty, so that an earlier record of
 * the unit is replaced) and into the object file's .discard.smpl
 * section when there is something in it; smpl-collect redoes the text
 * work from either and prints the lines.  -w silences the diagnostics,
 * not the record.  Also the request an edit is for plugin/edit, which
 * the fix-its (fixit.cc) use too. */
#include "gcc-compat.h"

extern "C" {
#include "match.h"
#include "script.h"
extern "C" {
#include "host.h"
}
#include "util.h"
#include "request.h"
#include "edit.h"
}

#include "plugin.h"
#include "elsewhere.h"
#include "records.h"
#include "unit.h"

/* ---- an edit as a request to plugin/edit ---- */

/* The leftmost identifier of x. */
static const char *first_name(const struct match_expr *x)
{
	for (; x; x = x->nkids ? x->kids[0] : NULL)
		if (x->kind == MATCH_E_ID)
			return x->str;
	return "";
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
const char *records_seen_name(const struct match_edit *e)
{
	const struct match_node *n = e->node;
	const char *s = callee_at(n->expr, e->range.line, e->range.col);

	if (!*s)
		s = first_name(n->expr);
	return *s ? s : first_name(n->var);
}

/* The tokens that must stand where e goes: those of the text when the
 * compilation can read it (none when e starts in blanks: the part of a
 * partly removed expression after what it keeps, ` ? 1 : 0` of `a == b
 * ? 1 : 0`; its first name, elsewhere on the line, would move it there);
 * else (distcc on another host) the identifier the compiler saw there. */
static const char *edit_expect(const struct match_edit *e,
			       struct edit_src *src, char **own)
{
	*own = src ? edit_src_tokens_at(src, e->range.line, e->range.col, 4)
		   : NULL;
	if (!*own && src && edit_src_offset(src, e->range.line,
					    e->range.col) != UINT32_MAX)
		return "";
	return *own ? *own : records_seen_name(e);
}

/* ---- the record ---- */

/* The compilation's directory as the client names it. */
static const char *client_pwd(void)
{
	const char *pwd = get_src_pwd();

	return pwd ? elsewhere_client_path(pwd) : "";
}

/* file as an absolute path, as the client names it.  GCC names it as
 * the command line did, relative to the compilation's directory: for
 * preprocessed text made elsewhere (distcc) that is the directory the
 * preprocessor wrote down (-fworking-directory, on with -g), which
 * get_src_pwd knows.  Under distcc's pump mode both are under the
 * server's mirror root, which is left out (elsewhere.cc).  Its "."
 * components are taken out: kbuild's -I./include names a header
 * ./include/..., other units may name it otherwise, and one file must
 * have one name for smpl-collect to make its edits once. */
static char *absolute(const char *file)
{
	const char *pwd = client_pwd();

	file = elsewhere_client_path(file);
	if (file[0] == '/' || !*pwd)
		return smpl_path_clean(xstrdup(file));
	return smpl_path_clean(concat(pwd, "/", file, NULL));
}

/* The unit's record, empty: the unit and the rule file it is of. */
void records_init(struct smpl_plugin *P)
{
	struct edit_rec *rec = &P->unit.rec;
	char *unit = absolute(main_input_filename ? main_input_filename : "");

	edit_rec_init(rec, unit, client_pwd());
	free(unit);
	free(rec->rules);
	rec->rules = xasprintf("%s %016llx", P->set_name,
			       (unsigned long long)P->set_hash);
	if (smpl_defers(&P->opts)) {	/* what smpl-collect runs them with */
		char *real = realpath(P->opts.rules, NULL), lib[4096];

		free(rec->rules_path);
		rec->rules_path = real ? real : absolute(P->opts.rules);
		free(rec->pylib);
		rec->pylib = xstrdup(script_host_lib_path(lib, sizeof(lib)) == 0
				     ? lib : "");
		free(rec->speak);	/* the findings' diagnostics */
		rec->speak = xstrdup(smpl_quiet() ? "" :
				     P->opts.severity == SMPL_SEV_NOTE
				     ? "note" : "warning");
	}
}

void records_call(struct smpl_plugin *P, uint32_t member, uint32_t rule,
		  const char *label, const struct match_script_val *in,
		  uint32_t nin)
{
	struct edit_rec_call c;
	auto_vec<struct edit_rec_val> vals;
	auto_vec<struct edit_rec_place> places;

	for (uint32_t i = 0; i < nin; i++)	/* no reallocation below */
		for (uint32_t k = 0; in[i].kind == MATCH_SV_POS &&
		     k < in[i].npos; k++) {
			const struct match_script_pos *q = &in[i].pos[k];
			struct edit_rec_place x = {
				(char *)(q->file ? q->file : ""),
				(char *)(q->element ? q->element : ""),
				q->line, q->col, q->line_end, q->col_end };

			places.safe_push(x);
		}
	for (uint32_t i = 0, k = 0; i < nin; i++) {
		struct edit_rec_val v = { EDIT_CV_NONE, NULL, NULL, 0 };

		if (in[i].kind == MATCH_SV_STR) {
			v.kind = EDIT_CV_STR;
			v.s = (char *)(in[i].s ? in[i].s : "");
		} else if (in[i].kind == MATCH_SV_POS) {
			v.kind = EDIT_CV_POS;
			v.npos = in[i].npos;
			v.pos = v.npos ? &places[k] : NULL;
			k += v.npos;
		}
		vals.safe_push(v);
	}
	c.member = member;
	c.rule = rule;
	c.label = (char *)label;
	c.vals = vals.address();
	c.nvals = nin;
	edit_rec_add_call(&P->unit.rec, &c);
}

/* Edit e of rule into the unit's record: in patch mode its request
 * (with the tokens expected where it goes), in context mode (context
 * set) the lines it marks. */
static void add_edit(struct smpl_plugin *P, const struct match_edit *e,
		     const char *rule, const char *what, bool context)
{
	struct edit_src *src = unit_source(&P->unit, e->range.file);
	struct edit_rec_edit r;
	char *own = NULL, hash[17] = "";

	if (src)
		snprintf(hash, sizeof(hash), "%016llx",
			 (unsigned long long)edit_src_hash(src));
	memset(&r, 0, sizeof(r));
	r.file = absolute(e->range.file);
	r.hash = hash;
	r.rule = (char *)rule;
	r.message = (char *)what;
	if (context) {
		r.req.action = EDIT_REMOVE;
		r.req.what = EDIT_STMT;
		r.req.flags = EDIT_F_CONTEXT;
		r.req.line = e->range.line;
		r.req.col = e->range.col;
		r.req.end_line = e->range.end_line;
		r.req.end_col = e->range.end_col > 1 ? e->range.end_col - 1
						       : 1;
		r.req.expect = "";
		r.req.tag = rule;
	} else {
		r.req = match_edit_request(e, edit_expect(e, src, &own), rule);
	}
	r.match = P->unit.nmatch;
	edit_rec_add_edit(&P->unit.rec, &r);
	free(own);
	free(r.file);
}

void records_edit(struct smpl_plugin *P, const struct match_edit *e,
		  const char *rule, const char *what)
{
	add_edit(P, e, rule, what, false);
}

void records_context(struct smpl_plugin *P, const struct match_edit *e,
		     const char *rule, const char *what)
{
	add_edit(P, e, rule, what, true);
}

void records_skip(struct smpl_plugin *P, location_t loc, const char *rule,
		  const char *reason)
{
	expanded_location x = expand_location(loc);
	struct edit_rec_skip s;

	if (!x.file || P->opts.mode != SMPL_PMODE_PATCH)
		return;		/* other modes make no edit to skip */
	s.file = absolute(x.file);
	s.line = x.line;
	s.col = x.column;
	s.rule = (char *)rule;
	s.reason = (char *)reason;
	edit_rec_add_skip(&P->unit.rec, &s);
	free(s.file);
}

/* Does a line a script printed continue the finding before it: an org
 * link ([[view:...]]: print_link, print_secs) after a TODO (print_todo,
 * print_main) of the same rule?  Then smpl-collect keeps them together. */
static bool continues(const struct edit_rec *r, const char *text,
		      const char *rule)
{
	return r->nfinds && !strncmp(text, "[[view:", 7) &&
	       !strcmp(r->finds[r->nfinds - 1].rule, rule);
}

void records_finding(struct smpl_plugin *P,
		     const struct match_script_finding *sf, const char *rule)
{
	static const char *const kinds[] = { "report", "org", "print" };
	const struct match_script_pos *pos = sf->pos;
	struct edit_rec_finding f;

	memset(&f, 0, sizeof(f));
	f.file = pos && pos->file ? absolute(pos->file) : xstrdup("");
	f.rule = (char *)rule;
	f.kind = (char *)kinds[sf->kind <= MATCH_SF_PRINT ? sf->kind : 2];
	f.line = pos ? pos->line : 0;
	f.col = pos ? pos->col : 0;
	f.more = continues(&P->unit.rec, sf->text, rule);
	edit_rec_add_finding(&P->unit.rec, &f, sf->text,
			     pos ? pos->file : NULL);
	free(f.file);
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
	return concat(elsewhere_client_path(cwd), "/",
		      dump_dir_name ? dump_dir_name : "",
		      dump_base_name ? dump_base_name : "", " ",
		      main_input_filename ?
		      elsewhere_client_path(main_input_filename) : "", NULL);
}

/* The record into out= (replacing the unit's earlier one) and into the
 * object file, where the kernel's linker scripts discard it. */
void records_save(struct smpl_plugin *P)
{
	char err[512];

	if (P->opts.out) {
		char *key = unit_key();

		if (edit_rec_save(&P->unit.rec, P->opts.out, key, err,
				  sizeof(err)))
			emit_diagnostic(smpl_trouble_kind(&P->opts),
					UNKNOWN_LOCATION, 0,
					"smpl: no record written: %s", err);
		free(key);
	}
	if ((P->unit.rec.nedits || P->unit.rec.nskips ||
	     P->unit.rec.nfinds) && asm_out_file)
		record_section(&P->unit.rec);
}

