/* smpl-match.c - the matcher's driver, for tests and debugging:
 *
 *   smpl-match [--view|--apply] [-D NAME]... [--allow-inconsistent-paths]
 *	       [--script-trace | --no-scripts]
 *              RULE.cocci FILE.c
 *
 * reads FILE.c with the C reader (cview.c), prints each
 * function's graph with --view, then every match (bindings, edits, the
 * consistency verdict) and the list of edits to make.  With --apply it
 * prints FILE.c with the edits made instead, by plugin/edit as
 * smpl-collect makes them (for comparing with spatch's output); an edit
 * it refuses is named on stderr.  A function the reader cannot read is
 * reported and left out; the others are matched.  Python script rules
 * run through the script host (plugin/script/host.c, smpl-python.so
 * beside this program): what they print goes to stdout (stderr with
 * --apply), their errors to stderr; --no-scripts skips them, as when
 * Python is not there, and --script-trace prints their tuples instead.
 * Exit status: 0 success, 1 a bad rule or a function not read, 2 bad
 * usage. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compile.h"
#include "edit.h"
#include "load.h"
#include "util.h"
#include "cview.h"
#include "match.h"
#include "request.h"
#include "turn.h"
#include "host.h"

#define MAX_DEFINES 64

struct options {
	int view, apply, no_scripts;
	struct match_options mo;
	const char *defines[MAX_DEFINES + 1];
	int ndefines;
	const char *rule, *c;
};

/* --script-trace: a script hook that runs no script: it prints each
 * script rule's tuple ("script RULE: v1, v2"; on stderr with --apply),
 * keeps it, computes no value, and accepts every script constraint
 * (printing its values). */
static void trace_val(FILE *fp, const struct match_script_val *v)
{
	if (v->kind == MATCH_SV_STR)
		fputs(v->s, fp);
	else if (v->kind == MATCH_SV_POS)
		for (uint32_t i = 0; i < v->npos; i++)	/* places: a b */
			fprintf(fp, "%s%s:%u:%u-%u:%u(%s)", i ? " " : "",
				v->pos[i].file, v->pos[i].line, v->pos[i].col,
				v->pos[i].line_end, v->pos[i].col_end,
				v->pos[i].element);
	else
		fputs("-", fp);
}

static void trace_vals(FILE *fp, const struct match_script_val *v,
		       uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++) {
		fputs(i ? ", " : " ", fp);
		trace_val(fp, &v[i]);
	}
	fputc('\n', fp);
}

static int trace_run(void *ctx, const struct smpl_file *f, uint32_t rule,
		     const struct match_script_val *in, uint32_t nin,
		     const char **out, uint32_t nout)
{
	fprintf(ctx, "script %u:", rule + 1);
	trace_vals(ctx, in, nin);
	return 1;
}

static int trace_constraint(void *ctx, const struct smpl_file *f,
			    uint32_t m, const struct match_script_val *args,
			    uint32_t nargs)
{
	fprintf(ctx, "constraint %s:", smpl_str(f, f->metas[m].name));
	trace_vals(ctx, args, nargs);
	return 1;
}

static struct match_script trace_hook = {
	NULL, trace_run, trace_constraint, NULL
};

static int usage(void)
{
	fputs("usage: smpl-match [--view|--apply] [-D NAME]... "
	      "[--allow-inconsistent-paths] [--script-trace | --no-scripts] RULE.cocci "
	      "FILE.c\n", stderr);
	return 2;
}

static int parse_args(int argc, char **argv, struct options *o)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--view"))
			o->view = 1;
		else if (!strcmp(argv[i], "--apply"))
			o->apply = 1;
		else if (!strcmp(argv[i], "--allow-inconsistent-paths"))
			o->mo.allow_inconsistent = 1;
		else if (!strcmp(argv[i], "--script-trace"))
			o->mo.script = &trace_hook;
		else if (!strcmp(argv[i], "--no-scripts"))
			o->no_scripts = 1;
		else if (!strcmp(argv[i], "-D") && i + 1 < argc &&
			 o->ndefines < MAX_DEFINES)
			o->defines[o->ndefines++] = argv[++i];
		else if (argv[i][0] == '-')
			return -1;
		else if (!o->rule)
			o->rule = argv[i];
		else if (!o->c)
			o->c = argv[i];
		else
			return -1;
	}
	return o->rule && o->c ? 0 : -1;
}

static int load_rule(const struct options *o, struct smpl_file *f)
{
	struct smpl_diag d;
	size_t len;
	char *text = smpl_read_file(o->rule, SMPL_MAX_RULE_FILE, &len);
	int r;

	if (!text) {
		fprintf(stderr, "smpl-match: %s: %s\n", o->rule, strerror(errno));
		return 2;
	}
	smpl_diag_init(&d, o->rule, stderr);
	r = smpl_compile(text, len, o->defines, f, &d);
	free(text);
	return r ? 1 : 0;
}

/* The view of the file's top level, after its functions' views. */
static void add_top(const struct options *o, const char *text, size_t len,
		    struct match_cfile *cf, int defs)
{
	struct match_creader *r = match_creader_new(o->c, text, len, NULL);

	cf->views = realloc(cf->views, (cf->nviews + 1) * sizeof(*cf->views));
	if (!cf->views)
		abort();
	match_creader_top_defs(r, defs);
	cf->views[cf->nviews++] = match_creader_toplevel(r, stderr);
	match_creader_free(r);
}

/* The view of the file's macro bodies, after the others. */
static void add_macros(const struct options *o, const char *text, size_t len,
		       struct match_cfile *cf)
{
	struct match_creader *r = match_creader_new(o->c, text, len, NULL);

	cf->views = realloc(cf->views, (cf->nviews + 1) * sizeof(*cf->views));
	if (!cf->views)
		abort();
	cf->views[cf->nviews++] = match_creader_macros(r, stderr);
	match_creader_free(r);
}

static int load_c(const struct options *o, const struct smpl_file *f,
		  struct match_cfile *cf)
{
	size_t len;
	char *text = smpl_read_file(o->c, SMPL_MAX_SOURCE_FILE, &len);
	int r;

	if (!text) {
		fprintf(stderr, "smpl-match: %s: %s\n", o->c, strerror(errno));
		return 2;
	}
	r = match_cview_parse(o->c, text, len, cf, stderr);
	if (match_wants_top(f))
		add_top(o, text, len, cf, match_wants_top_defs(f));
	if (match_wants_macros(f))
		add_macros(o, text, len, cf);
	free(text);
	return r ? 1 : 0;
}

static void refused(void *ctx, const struct edit_req *r, const char *why,
		    const struct edit_req *other)
{
	fprintf(stderr, "smpl-match: %s:%u:%u: not applied: %s\n",
		(const char *)ctx, r->line, r->col, why);
}

/* The file with the kept edits made, as plugin/edit makes them; a `*`
 * line changes nothing, as in the file spatch writes for it. */
static void apply(const struct options *o, const struct match_out *out)
{
	char err[300];
	struct edit_src *src = edit_src_read(o->c, err, sizeof(err));
	struct edit_set set = { NULL, 0, 0 };
	uint32_t n, i, k = 0;
	const struct match_edit **e = match_out_edits(out, &n);
	struct edit_req *reqs = calloc(n + 1, sizeof(*reqs));
	char *text;
	size_t len;

	if (!src || !reqs) {
		fprintf(stderr, "smpl-match: %s\n", src ? "out of memory" : err);
		exit(1);
	}
	for (i = 0; i < n; i++)
		if (e[i]->action != MATCH_ED_REPORT)
			reqs[k++] = match_edit_request(e[i], NULL, o->c);
	edit_plan(src, reqs, k, &set, refused, (void *)o->c);
	text = edit_apply(src, &set, &len);
	fwrite(text, 1, len, stdout);
	free(text);
	edit_set_free(&set);
	free(reqs);
	free(e);
	edit_src_free(src);
}

/* The original text, for rules one after another (turn.h). */
static struct edit_src *source(void *ctx, const char *file)
{
	struct edit_src **src = ctx;

	if (!src[0])
		src[0] = edit_src_read(file, NULL, 0);
	return src[0];
}

/* What a script printed: its line, as spatch prints it. */
static void finding(void *ctx, const struct match_script_finding *sf)
{
	fprintf(ctx, "%s\n", sf->text);
}

/* A script's error (or the note that Python is not there). */
static void script_error(void *ctx, const struct smpl_file *f, uint32_t rule,
			 int is_note, const char *msg)
{
	(void)ctx;
	fprintf(stderr, "smpl-match: %s:%u: %s%s\n", smpl_str(f, f->source),
		f->rules[rule].pos.line, is_note ? "note: " : "error: ", msg);
}

static void run(const struct options *o, const struct smpl_file *f,
		struct match_cfile *cf)
{
	struct match_prog p;
	struct match_out out;
	struct match_options mo = o->mo;
	struct edit_src *src = NULL;
	struct match_turn_src ts = { &src, source, NULL, NULL };
	struct match_turn turn;
	struct match_script *host = NULL;
	char lib[4096];
	uint32_t i;

	if (o->view)
		for (i = 0; i < cf->nviews; i++)
			match_view_dump(cf->views[i], stdout);
	match_prog_init(&p, f);
	match_turn_init(&turn, &ts);
	mo.turn = &turn;
	trace_hook.ctx = o->apply ? stderr : stdout;
	if (!mo.script && !o->no_scripts &&
	    script_host_lib_path(lib, sizeof(lib)) == 0) {
		struct script_host_opts ho = { lib, o->apply ? stderr : stdout,
					       finding, script_error };

		host = script_host_new(&ho);
		mo.script = host;
	}
	match_run(&p, cf->views, cf->nviews, &mo, &out);
	if (o->apply)
		apply(o, &out);
	else
		match_out_dump(&p, &out, stdout);
	match_out_free(&out);
	if (host)
		script_host_free(host);
	edit_src_free(src);
	match_prog_free(&p);
}

int main(int argc, char **argv)
{
	struct options o;
	struct smpl_file f;
	struct match_cfile cf;
	int r;

	memset(&o, 0, sizeof(o));
	if (parse_args(argc, argv, &o))
		return usage();
	if ((r = load_rule(&o, &f)))
		return r;
	if ((r = load_c(&o, &f, &cf)) == 2) {
		smpl_file_free(&f);
		return r;
	}
	run(&o, &f, &cf);
	match_cfile_free(&cf);
	smpl_file_free(&f);
	return r;
}
