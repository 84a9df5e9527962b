/* smpl-collect - the records of any number of compilations, as one patch
 * and one report.
 *
 *   smpl-collect PATH... [--root R] [-o FILE] [--check]
 *                [--series DIR [--series-by file|dir] [--no-maintainers]
 *                 [--rule RULE.cocci|DIR]...]
 *
 * The lines scripts printed (report and org lines: records' findings)
 * go to stdout, sorted by file, line and column, each distinct one once
 * (a header compiled in several units gives the same line in each), the
 * path of the file each names written relative to R; an org TODO stays
 * with the links printed after it.  The patch follows them on stdout, or
 * goes to FILE with -o.
 * Each PATH is a record file, or a directory searched (recursively) for
 * records (*.rec, written by the plugin's out=) and for object files
 * whose .discard.smpl section carries them.  Every source file named by
 * an edit is read again; a file whose text changed since it was compiled
 * (its hash differs), an edit whose expected tokens are not where it
 * goes (a macro use, a moved line) and two different edits of the same
 * text are refused with a warning; identical edits from several units
 * (a static inline function of a header) are made once.  The diff goes
 * to stdout or FILE, files sorted, with a/ and b/ paths relative to R
 * (default: the current directory); files outside R are left out and
 * counted.  The same records always give the same bytes.  With
 * --series, the patch is cut into mails for `git am`, one per driver,
 * in DIR (series.c); it then goes to FILE only with -o.
 *
 * Script rules the plugin left to it (defer-scripts: call blocks of the
 * records) run here first, their lines with the others (run_deferred).
 *
 * Exit: 0 (with or without hunks), 1 with --check when there is a hunk,
 * 2 on bad usage or unreadable input (a rule set that deferred script
 * runs need and that is missing or changed included). */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "compile.h"
#include "edit.h"
#include "host.h"
#include "load.h"
#include "objrec.h"
#include "record.h"
#include "series.h"
#include "set.h"
#include "util.h"

/* One edit to make, from one record (dedup keeps the first). */
struct item {
	const struct edit_rec_edit *e;
	char *tag;
	uint32_t rec;			/* the record it comes from */
	uint8_t out;			/* not made: OUT_* */
};

enum { OUT_NO, OUT_STALE, OUT_REFUSED, OUT_SIBLING };

struct collect {
	const char *root;		/* absolute, no trailing slash */
	struct edit_rec *recs;
	int64_t *mtime;			/* of each record's file, in ns */
	uint32_t nrecs, caprecs, capmtime;
	struct item *items;
	uint32_t nitems, capitems;
	char **dirv;			/* directories of the patched files */
	uint32_t dirs, capdirs;
	unsigned outside, not_applied, files, changed, reported;
	int writing;			/* the second pass: the patch */
	int bad_input;
};

void collect_warn(const char *fmt, ...)
{
	va_list ap;

	fputs("smpl-collect: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static void usage(void)
{
	fputs("usage: smpl-collect PATH... [--root R] [-o FILE] [--check]\n"
	      "         [--series DIR [--series-by file|dir] [--no-maintainers]"
	      " [--rule RULE.cocci|DIR]...]\n", stderr);
	exit(2);
}

/* ---- reading records ---- */

/* A file the compilation named relative to its directory, when that
 * directory was not the build's: distccd compiles in a directory of its
 * own, with the paths of the command line (kbuild's are relative to the
 * tree).  Such a path is taken relative to the root instead. */
static void resolve(const struct collect *C, const char *cwd, char **file)
{
	size_t n = strlen(cwd);
	char *alt;

	if (!n || access(*file, F_OK) == 0 || strncmp(*file, cwd, n) ||
	    (*file)[n] != '/')
		return;
	if (asprintf(&alt, "%s%s", C->root, *file + n) < 0)
		abort();
	if (access(alt, F_OK) == 0) {
		free(*file);
		*file = alt;
	} else {
		free(alt);
	}
}

static void resolve_files(const struct collect *C, struct edit_rec *r)
{
	for (uint32_t i = 0; i < r->nedits; i++)
		resolve(C, r->cwd, &r->edits[i].file);
	for (uint32_t i = 0; i < r->nskips; i++)
		resolve(C, r->cwd, &r->skips[i].file);
	for (uint32_t i = 0; i < r->nfinds; i++)
		if (*r->finds[i].file)
			resolve(C, r->cwd, &r->finds[i].file);
}

static void add_record_text(struct collect *C, const char *path,
			    const char *text, size_t len)
{
	char err[256];
	struct stat st;

	C->recs = smpl_grow(C->recs, C->nrecs + 1, &C->caprecs,
			    sizeof(*C->recs));
	if (edit_rec_parse(text, len, &C->recs[C->nrecs], err,
			   sizeof(err)) < 0) {
		collect_warn("%s: %s", path, err);
		C->bad_input = 1;
		return;
	}
	C->mtime = smpl_grow(C->mtime, C->nrecs + 1, &C->capmtime,
			     sizeof(*C->mtime));
	C->mtime[C->nrecs] = stat(path, &st) == 0 ? (int64_t)st.st_mtim.tv_sec *
		1000000000 + st.st_mtim.tv_nsec : 0;
	resolve_files(C, &C->recs[C->nrecs++]);
}

static void read_record(struct collect *C, const char *path)
{
	size_t len;
	char *text = smpl_read_file(path, SMPL_MAX_SOURCE_FILE, &len);

	if (!text) {
		collect_warn("cannot read %s: %s", path, strerror(errno));
		C->bad_input = 1;
		return;
	}
	add_record_text(C, path, text, len);
	free(text);
}

/* The records an object file carries (none is normal). */
static void read_object(struct collect *C, const char *path)
{
	size_t len, n;
	char *data = objrec_read(path, &len), *p, *next;

	if (!data)
		return;
	/* several records, each starting with the magic line */
	for (p = data; p < data + len; p = next) {
		next = memmem(p + 1, data + len - p - 1, "\n" EDIT_REC_MAGIC " ",
			      strlen(EDIT_REC_MAGIC) + 2);
		next = next ? next + 1 : data + len;
		n = next - p;
		while (n && p[n - 1] == 0)	/* section padding */
			n--;
		if (n)
			add_record_text(C, path, p, n);
	}
	free(data);
}

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

static void read_path(struct collect *C, const char *path, int top);

/* Entries in name order, so that the output does not depend on the
 * order the file system keeps. */
static void read_dir(struct collect *C, const char *dir)
{
	struct dirent **ents;
	int n = scandir(dir, &ents, NULL, by_name);

	if (n < 0) {
		collect_warn("cannot read '%s': %s", dir, strerror(errno));
		C->bad_input = 1;
		return;
	}
	for (int i = 0; i < n; i++) {
		char *sub;

		if (ents[i]->d_name[0] != '.' &&
		    asprintf(&sub, "%s/%s", dir, ents[i]->d_name) >= 0) {
			read_path(C, sub, 0);
			free(sub);
		}
		free(ents[i]);
	}
	free(ents);
}

static void read_path(struct collect *C, const char *path, int top)
{
	struct stat st;

	if (stat(path, &st) < 0) {
		if (top) {
			collect_warn("cannot read '%s': %s", path, strerror(errno));
			C->bad_input = 1;
		}
		return;
	}
	if (S_ISDIR(st.st_mode))
		read_dir(C, path);
	else if (top || ends_with(path, ".rec"))
		ends_with(path, ".o") ? read_object(C, path)
				      : read_record(C, path);
	else if (ends_with(path, ".o"))
		read_object(C, path);
}

/* ---- records of another version of a rule ---- */

/* Whether the "NAME HASH" strings a and b name the same rule file. */
static int same_rule_file(const char *a, const char *b)
{
	size_t n = strcspn(a, " ");

	return n == strcspn(b, " ") && !strncmp(a, b, n);
}

/* A tree may hold objects compiled with an earlier version of the rule
 * (kbuild recompiles only what it is asked to build): only the records
 * of the newest version of each rule file count.  Rule files are few,
 * records many (one per unit): one pass finds each file's newest. */
static void drop_old_rules(struct collect *C)
{
	uint32_t *best = calloc(C->nrecs + 1, sizeof(*best)), nbest = 0;
	uint32_t k = 0, dropped = 0, i, j;

	for (i = 0; i < C->nrecs; i++) {
		for (j = 0; j < nbest; j++)
			if (same_rule_file(C->recs[best[j]].rules,
					   C->recs[i].rules))
				break;
		if (j == nbest)
			best[nbest++] = i;
		else if (C->mtime[i] > C->mtime[best[j]])
			best[j] = i;
	}
	for (i = 0; i < C->nrecs; i++) {
		for (j = 0; j < nbest; j++)
			if (same_rule_file(C->recs[best[j]].rules,
					   C->recs[i].rules))
				break;
		if (*C->recs[i].rules &&
		    strcmp(C->recs[i].rules, C->recs[best[j]].rules)) {
			if (!dropped++)
				collect_warn("records of an older version of %.*s "
				     "dropped (their units were not compiled "
				     "again with the current rule)",
				     (int)strcspn(C->recs[i].rules, " "),
				     C->recs[i].rules);
			edit_rec_free(&C->recs[i]);
			continue;
		}
		C->recs[k] = C->recs[i];
		C->mtime[k++] = C->mtime[i];
	}
	C->nrecs = k;
	free(best);
}

/* ---- script runs the plugin left here (defer-scripts) ----
 *
 * A record's call blocks are script rules that only print: they run
 * here, one Python for the whole build, in the order the unit made
 * them, with a fresh Python state per unit and rule file (the host's
 * end between them), as they would have run in the compilation; what
 * they print becomes the record's findings.  The rule set is the file
 * the records name (rules-path), checked against their hash. */

struct deferred {
	struct collect *C;
	struct edit_rec *rec;		/* the record being run */
	struct smpl_set set;		/* loaded from path, or n == 0 */
	char *path;
	struct match_script *host;
	const struct smpl_file *f;	/* the member running */
	const struct edit_rec_call *call;	/* the call running (or the
						   last, for finalize) */
	char lib[PATH_MAX];
	int failed;			/* said once */
	char *src, *src_path;		/* the last source a note was in */
	size_t src_len;
};

/* Column COL (from 0, in bytes) of line LINE of FILE as gcc shows it by
 * default (-fdiagnostics-column-unit=display, -ftabstop=8): a tab goes
 * to the next multiple of 8, a UTF-8 character counts once; from 1.
 * COL + 1 when the file cannot be read. */
static unsigned display_col(struct deferred *D, const char *file,
			    unsigned line, unsigned col)
{
	const char *p, *end;
	unsigned n = 0;

	if (!D->src_path || strcmp(D->src_path, file)) {
		free(D->src), free(D->src_path);
		D->src_path = strdup(file);
		D->src = smpl_read_file(file, 64u << 20, &D->src_len);
	}
	if (!D->src)
		return col + 1;
	p = D->src, end = D->src + D->src_len;
	for (unsigned l = 1; l < line && p < end; l++) {
		p = memchr(p, '\n', end - p);
		p = p ? p + 1 : end;
	}
	for (unsigned i = 0; i < col && p < end && *p != '\n'; i++, p++)
		if (*p == '\t')
			n = (n / 8 + 1) * 8;
		else if ((*p & 0xc0) != 0x80)
			n++;
	return n + 1;
}

/* As the plugin's records_finding: a line a script printed, into the
 * record it runs for (its file absolute, from the unit's directory). */
static void deferred_finding(void *ctx, const struct match_script_finding *sf)
{
	static const char *const kinds[] = { "report", "org", "print" };
	struct deferred *D = ctx;
	struct edit_rec *r = D->rec;
	const struct match_script_pos *pos = sf->pos;
	const char *name = D->call->label, *colon = strrchr(name, ':');
	struct edit_rec_finding f = { 0 };
	char *file = NULL, label[PATH_MAX];

	if (!sf->text || !*sf->text)
		return;
	/* RULE.cocci:LINE, as the plugin names the rule: the rule file's
	 * name as the call's label gives it */
	snprintf(label, sizeof(label), "%.*s:%u",
		 (int)(colon ? colon - name : (ptrdiff_t)strlen(name)), name,
		 sf->rule < D->f->nrules ? D->f->rules[sf->rule].pos.line : 0);
	if (pos && pos->file && (pos->file[0] == '/' || !*r->cwd))
		file = smpl_path_clean(strdup(pos->file));
	else if (pos && pos->file &&
		 asprintf(&file, "%s/%s", r->cwd, pos->file) >= 0)
		file = smpl_path_clean(file);
	f.file = file ? file : "";
	f.rule = (char *)label;
	f.kind = (char *)kinds[sf->kind <= MATCH_SF_PRINT ? sf->kind : 2];
	f.line = pos ? pos->line : 0;
	f.col = pos ? pos->col : 0;
	f.more = r->nfinds && !strncmp(sf->text, "[[view:", 7) &&
		 !strcmp(r->finds[r->nfinds - 1].rule, label);
	edit_rec_add_finding(r, &f, sf->text, pos ? pos->file : NULL);
	if (*r->finds[r->nfinds - 1].file)
		resolve(D->C, r->cwd, &r->finds[r->nfinds - 1].file);
	/* the diagnostic the compilation would have shown, in its form
	 * (its file as the compiler named it, columns as it counts) */
	if (*r->speak) {
		if (pos && pos->file && file)
			fprintf(stderr, "%s:%u:%u: ", pos->file, pos->line,
				display_col(D, file, pos->line, pos->col));
		else
			fputs("smpl-collect: ", stderr);
		fprintf(stderr, "%s: smpl: %s: %s\n", r->speak, label,
			sf->msg && *sf->msg ? sf->msg : sf->text);
	}
	free(file);
}

static void deferred_error(void *ctx, const struct smpl_file *f,
			   uint32_t rule, int is_note, const char *msg)
{
	struct deferred *D = ctx;
	const char *name = f && rule < f->nrules ?
			   smpl_str(f, f->rules[rule].name) : "";

	if (is_note) {
		if (!D->failed++)
			collect_warn("%s", msg ? msg : "");
		return;
	}
	collect_warn("%s: error in script rule%s%s%s: %s", D->rec->unit,
		     *name ? " '" : "", name, *name ? "'" : "",
		     msg ? msg : "");
}

/* The rules as the plugin loaded them: a set, a compiled file or a
 * .cocci (compiled again, quietly: its rules are numbered as they were
 * whatever -D gave) into s.  0, or -1 with a message in err. */
static int load_rules(const char *text, size_t len, struct smpl_set *s,
		      char *err, size_t n)
{
	struct smpl_file *f;
	struct smpl_diag d;
	FILE *null;
	int rc;

	if (smpl_is_set(text, len))
		return smpl_set_load_mem(text, len, s, err, n);
	if (!(f = calloc(1, sizeof(*f))))
		abort();
	if (smpl_is_compiled(text, len)) {
		rc = smpl_load_mem(text, len, f, err, n);
	} else {
		null = fopen("/dev/null", "w");
		smpl_diag_init(&d, "", null ? null : stderr);
		rc = smpl_compile(text, len, NULL, f, &d);
		if (null)
			fclose(null);
		snprintf(err, n, "does not compile");
	}
	if (rc) {
		free(f);
		return -1;
	}
	s->n = 1;
	s->files = f;
	s->hash = f->hash;
	return 0;
}

/* The rule set record r names, loaded (once per path): 0, or -1 said. */
static int deferred_set(struct deferred *D, const struct edit_rec *r)
{
	char err[512], have[40];
	size_t len;
	char *text;

	if (D->path && !strcmp(D->path, r->rules_path)) {
		D->C->bad_input |= !D->set.n;
		return D->set.n ? 0 : -1;
	}
	smpl_set_free(&D->set);
	free(D->path);
	D->path = strdup(r->rules_path);
	text = smpl_read_file(r->rules_path, SMPL_MAX_RULE_FILE, &len);
	if (!text) {
		collect_warn("%s: cannot read the rule set %s to run its "
			     "script rules: %s", r->unit, r->rules_path,
			     strerror(errno));
		return -1;
	}
	if (load_rules(text, len, &D->set, err, sizeof(err)) < 0) {
		collect_warn("%s: %s: %s: its script rules are not run",
			     r->unit, r->rules_path, err);
		memset(&D->set, 0, sizeof(D->set));
	}
	free(text);
	snprintf(have, sizeof(have), " %016llx",
		 (unsigned long long)D->set.hash);
	if (D->set.n && !strstr(r->rules, have)) {
		collect_warn("%s: the rule set %s changed since the unit was "
			     "compiled: its script rules are not run",
			     r->unit, r->rules_path);
		smpl_set_free(&D->set);
	}
	D->C->bad_input |= !D->set.n;	/* lines lost: exit 2 */
	return D->set.n ? 0 : -1;
}

/* Record r's calls, each rule file's in a Python state of its own. */
static void run_record(struct deferred *D, struct edit_rec *r)
{
	struct match_script_val *in = NULL;
	uint32_t i, k, cap = 0;

	if (deferred_set(D, r) < 0)
		return;
	D->rec = r;
	for (i = 0; i < r->ncalls; i++) {
		const struct edit_rec_call *c = &r->calls[i];
		const struct smpl_file *f;

		if (c->member >= D->set.n ||
		    c->rule >= D->set.files[c->member].nrules) {
			collect_warn("%s: a script run of no rule of %s",
				     r->unit, r->rules_path);
			D->C->bad_input = 1;
			continue;
		}
		f = D->f = &D->set.files[c->member];
		D->call = c;
		in = smpl_grow(in, c->nvals + 1, &cap, sizeof(*in));
		for (k = 0; k < c->nvals; k++) {
			const struct edit_rec_val *v = &c->vals[k];

			in[k] = (struct match_script_val){
				.kind = v->kind == EDIT_CV_STR ? MATCH_SV_STR
				      : v->kind == EDIT_CV_POS ? MATCH_SV_POS
				      : MATCH_SV_NONE,
				.s = v->s, .npos = v->npos,
				.pos = (const struct match_script_pos *)NULL };
			if (v->npos) {
				struct match_script_pos *p =
					calloc(v->npos, sizeof(*p));

				for (uint32_t j = 0; j < v->npos; j++)
					p[j] = (struct match_script_pos){
						v->pos[j].file,
						v->pos[j].line, v->pos[j].col,
						v->pos[j].line_end,
						v->pos[j].col_end,
						v->pos[j].element };
				in[k].pos = p;
			}
		}
		D->host->run(D->host->ctx, f, c->rule, in, c->nvals, NULL, 0);
		for (k = 0; k < c->nvals; k++)
			free((void *)in[k].pos);
		if (i + 1 == r->ncalls || r->calls[i + 1].member != c->member)
			D->host->end(D->host->ctx, f);
	}
	free(in);
}

static void run_deferred(struct collect *C)
{
	struct deferred D = { .C = C };
	struct script_host_opts o = { NULL, &D, deferred_finding,
				      deferred_error };
	uint32_t i;

	for (i = 0; i < C->nrecs && !C->recs[i].ncalls; i++)
		;
	if (i == C->nrecs)
		return;
	if (script_host_lib_path(D.lib, sizeof(D.lib)) == 0)
		o.lib = D.lib;
	else if (*C->recs[i].pylib)
		o.lib = C->recs[i].pylib;	/* the plugin's */
	D.host = script_host_new(&o);
	for (; i < C->nrecs; i++)
		if (C->recs[i].ncalls)
			run_record(&D, &C->recs[i]);
	script_host_free(D.host);
	smpl_set_free(&D.set);
	free(D.path), free(D.src), free(D.src_path);
}

/* ---- edits, per file ---- */

static int same_edit(const struct edit_rec_edit *a,
		     const struct edit_rec_edit *b)
{
	const struct edit_req *x = &a->req, *y = &b->req;

	return !strcmp(a->file, b->file) && x->action == y->action &&
	       x->what == y->what && x->line == y->line && x->col == y->col &&
	       x->end_line == y->end_line && x->end_col == y->end_col &&
	       !smpl_pieces_cmp(x->pieces, x->npieces, y->pieces, y->npieces);
}

static int known(const struct collect *C, const struct edit_rec_edit *e)
{
	for (uint32_t i = 0; i < C->nitems; i++)
		if (same_edit(C->items[i].e, e))
			return 1;
	return 0;
}

/* Every distinct edit, in record order. */
static void gather(struct collect *C)
{
	for (uint32_t r = 0; r < C->nrecs; r++)
		for (uint32_t i = 0; i < C->recs[r].nedits; i++) {
			const struct edit_rec_edit *e = &C->recs[r].edits[i];
			struct item *it;

			if (known(C, e))
				continue;
			C->items = smpl_grow(C->items, C->nitems + 1, &C->capitems,
					sizeof(*it));
			it = &C->items[C->nitems++];
			it->e = e;
			it->rec = r;
			it->out = OUT_NO;
			if (asprintf(&it->tag, "%s (%s:%u:%u)", e->rule,
				     e->file, e->req.line, e->req.col) < 0)
				abort();
		}
}

static int by_file(const void *a, const void *b)
{
	const struct item *x = a, *y = b;
	int c = strcmp(x->e->file, y->e->file);

	/* stable within a file: the order of the records */
	return c ? c : (x->e < y->e ? -1 : x->e > y->e);
}

/* Refuses the items of tag, saying why (and the other tag). */
static const struct item *refuse_tag(struct collect *C, const char *tag,
				     const char *why, const char *other)
{
	const struct item *x = NULL;

	for (uint32_t i = 0; i < C->nitems; i++)
		if (C->items[i].tag == tag || !strcmp(C->items[i].tag, tag)) {
			C->items[i].out = OUT_REFUSED;
			x = &C->items[i];
		}
	collect_warn("%s: not applied: %s%s", tag, why, other ? other : "");
	C->not_applied++;
	return x;
}

/* A request plugin/edit refused.  Where it overlaps the edit of another
 * rule (other), neither is applied: the one planned first is refused
 * too, naming the first, since each rule's change makes sense only
 * whole; of two matches of one rule, the first is kept. */
static void refused(void *ctx, const struct edit_req *r, const char *why,
		    const struct edit_req *other)
{
	struct collect *C = ctx;
	const struct item *me, *y;

	if (C->writing)		/* dropping edits makes no new refusal */
		return;
	me = refuse_tag(C, r->tag, why, NULL);
	if (!me || !other || !other->tag)
		return;
	for (uint32_t i = 0; i < C->nitems; i++) {
		y = &C->items[i];
		if (y->out || strcmp(y->tag, other->tag) ||
		    !strcmp(y->e->rule, me->e->rule))
			continue;
		refuse_tag(C, y->tag, "overlaps the edit of ", r->tag);
		return;
	}
}

/* A match is applied whole or not at all: the other edits of a match
 * that lost one are dropped too. */
static void drop_siblings(struct collect *C)
{
	for (uint32_t i = 0; i < C->nitems; i++) {
		const struct item *x = &C->items[i];

		if (x->out != OUT_REFUSED && x->out != OUT_STALE)
			continue;
		for (uint32_t j = 0; j < C->nitems; j++) {
			struct item *y = &C->items[j];

			if (y->out || y->rec != x->rec || !y->e->match ||
			    y->e->match != x->e->match)
				continue;
			y->out = OUT_SIBLING;
			collect_warn("%s: not applied: another edit of its match, %s, "
			     "was not", y->tag, x->tag);
			C->not_applied++;
		}
	}
}

/* The path of file relative to the root, or NULL when outside it. */
static const char *relative(const struct collect *C, const char *file)
{
	size_t n = strlen(C->root);

	if (!strcmp(C->root, "/"))
		return file + 1;
	if (strncmp(file, C->root, n) || file[n] != '/')
		return NULL;
	return file + n + 1;
}

/* The edits of one file whose text still is the one compiled. */
static uint32_t fresh_reqs(struct collect *C, struct item *it, uint32_t n,
			   const struct edit_src *src, struct edit_req *reqs)
{
	char hash[17];
	uint32_t k = 0, stale = 0;

	snprintf(hash, sizeof(hash), "%016llx",
		 (unsigned long long)edit_src_hash(src));
	for (uint32_t i = 0; i < n; i++) {
		if (it[i].out)
			continue;
		if (it[i].e->hash[0] && strcmp(it[i].e->hash, hash)) {
			it[i].out = OUT_STALE;
			stale++;
			continue;
		}
		reqs[k] = it[i].e->req;
		reqs[k++].tag = it[i].tag;
	}
	if (stale) {
		collect_warn("%s: changed since it was compiled; %u edit%s dropped",
		     it[0].e->file, stale, stale == 1 ? "" : "s");
		C->not_applied += stale;
	}
	return k;
}

/* Counts the directory of rel if no earlier file was in it. */
static void count_dir(struct collect *C, const char *rel)
{
	const char *slash = strrchr(rel, '/');
	int len = slash ? (int)(slash - rel) : 0;

	for (uint32_t i = 0; i < C->dirs; i++)
		if (!strncmp(C->dirv[i], rel, len) && !C->dirv[i][len])
			return;
	C->dirv = smpl_grow(C->dirv, C->dirs + 1, &C->capdirs, sizeof(*C->dirv));
	C->dirv[C->dirs++] = strndup(rel, len);
}

/* Context mode (records of `*` lines, EDIT_F_CONTEXT): the file's text
 * without every line some request marks, as spatch's context diff shows
 * them (a line marked twice, by two rules or matches, once); NULL when
 * no request is of context mode. */
static char *context_text(const struct edit_src *src,
			  const struct edit_req *reqs, uint32_t n,
			  size_t *newlen)
{
	size_t len, at = 0, k = 0;
	const char *t = edit_src_text(src, &len);
	uint32_t line = 1, i;
	int any = 0;
	char *out;

	for (i = 0; i < n; i++)
		any |= (reqs[i].flags & EDIT_F_CONTEXT) != 0;
	if (!any || !(out = malloc(len + 1)))
		return NULL;
	while (at < len) {
		const char *nl = memchr(t + at, '\n', len - at);
		size_t end = nl ? (size_t)(nl - t) + 1 : len;
		int marked = 0;

		for (i = 0; i < n && !marked; i++)
			marked = (reqs[i].flags & EDIT_F_CONTEXT) &&
				 reqs[i].line <= line &&
				 line <= reqs[i].end_line;
		if (!marked) {
			memcpy(out + k, t + at, end - at);
			k += end - at;
		}
		at = end;
		line++;
	}
	out[k] = 0;
	*newlen = k;
	return out;
}

/* One file's n items: the first pass finds what is not made (stale,
 * refused); the second writes the file's diff to out. */
static void one_file(struct collect *C, struct item *it, uint32_t n,
		     FILE *out)
{
	const char *rel = relative(C, it[0].e->file);
	struct edit_req *reqs;
	struct edit_set set = { 0 };
	struct edit_src *src;
	char err[300], *text;
	size_t oldlen, newlen;
	const char *old;

	if (!rel) {
		C->outside += !C->writing;
		return;
	}
	src = edit_src_read(it[0].e->file, err, sizeof(err));
	if (!src) {
		if (!C->writing) {
			collect_warn("%s; its %u edit%s dropped", err, n,
			     n == 1 ? "" : "s");
			C->not_applied += n;
		}
		for (uint32_t i = 0; i < n; i++)
			it[i].out = OUT_STALE;
		return;
	}
	reqs = calloc(n, sizeof(*reqs));
	n = fresh_reqs(C, it, n, src, reqs);
	text = context_text(src, reqs, n, &newlen);
	if (text) {	/* context mode: its diff, nothing to plan */
		if (C->writing) {
			old = edit_src_text(src, &oldlen);
			edit_diff(out, rel, old, oldlen, text, newlen,
				  &C->changed);
			C->files++;
			count_dir(C, rel);
		}
		free(text);
		free(reqs);
		edit_src_free(src);
		return;
	}
	edit_plan(src, reqs, n, &set, refused, C);
	if (set.n && C->writing) {
		old = edit_src_text(src, &oldlen);
		text = edit_apply(src, &set, &newlen);
		edit_diff(out, rel, old, oldlen, text, newlen, &C->changed);
		free(text);
		C->files++;
		count_dir(C, rel);
	}
	edit_set_free(&set);
	free(reqs);
	edit_src_free(src);
}

/* ---- findings not applied ---- */

static int same_skip(const struct edit_rec_skip *a,
		     const struct edit_rec_skip *b)
{
	return !strcmp(a->file, b->file) && a->line == b->line &&
	       a->col == b->col && !strcmp(a->rule, b->rule) &&
	       !strcmp(a->reason, b->reason);
}

static int skip_seen(const struct collect *C, uint32_t r, uint32_t i)
{
	const struct edit_rec_skip *s = &C->recs[r].skips[i];

	for (uint32_t q = 0; q <= r; q++)
		for (uint32_t j = 0; j < C->recs[q].nskips; j++) {
			if (q == r && j == i)
				return 0;
			if (same_skip(&C->recs[q].skips[j], s))
				return 1;
		}
	return 0;
}

static void list_skips(struct collect *C)
{
	for (uint32_t r = 0; r < C->nrecs; r++)
		for (uint32_t i = 0; i < C->recs[r].nskips; i++) {
			const struct edit_rec_skip *s = &C->recs[r].skips[i];

			if (skip_seen(C, r, i))
				continue;
			collect_warn("%s:%u:%u: %s: not applied: %s", s->file, s->line,
			     s->col, s->rule, s->reason);
			C->not_applied++;
		}
}

/* ---- the lines scripts printed ---- */

/* One finding with the lines that continue it (an org TODO and its
 * links), from one record, as they are printed. */
struct fgroup {
	const char *path;		/* of its first line's file, as printed */
	uint32_t line, col;
	char **text;
	uint32_t n;
};

/* The path of file as printed: relative to the root when inside it
 * (through the links of its directories when its name is not: "..");
 * else absolute.  (malloc'd) */
static char *print_path(const struct collect *C, const char *file)
{
	const char *rel = *file ? relative(C, file) : "";
	char real[PATH_MAX];

	/* "amdgpu/../display/x.c" (kbuild compiles amdgpu's display objects
	 * so) is printed as "display/x.c", as spatch names the file */
	if ((!rel || strstr(rel, "/../") || strstr(rel, "/./") ||
	     !strncmp(rel, "../", 3)) && realpath(file, real)) {
		const char *r = relative(C, real);

		if (r || !rel)
			rel = r;
	}
	return strdup(rel ? rel : file);
}

/* The group of record r's findings that starts at i (ends before the
 * next one that does not continue it). */
static uint32_t make_group(const struct collect *C, const struct edit_rec *r,
			   uint32_t i, struct fgroup *g)
{
	uint32_t j;

	for (j = i + 1; j < r->nfinds && r->finds[j].more; j++)
		;
	g->path = print_path(C, r->finds[i].file);
	g->line = r->finds[i].line;
	g->col = r->finds[i].col;
	g->n = j - i;
	g->text = malloc(g->n * sizeof(*g->text));
	for (uint32_t k = i; k < j; k++) {
		char *p = print_path(C, r->finds[k].file);

		g->text[k - i] = edit_rec_finding_text(&r->finds[k], p);
		free(p);
	}
	return j;
}

static int cmp_u32(uint32_t a, uint32_t b)
{
	return a < b ? -1 : a > b;
}

/* By file, line, column, then text: the same group sorts next to its
 * copies. */
static int by_place(const void *a, const void *b)
{
	const struct fgroup *x = a, *y = b;
	int c = strcmp(x->path, y->path);

	if (!c)
		c = cmp_u32(x->line, y->line);
	if (!c)
		c = cmp_u32(x->col, y->col);
	for (uint32_t i = 0; !c && i < x->n && i < y->n; i++)
		c = strcmp(x->text[i], y->text[i]);
	return c ? c : cmp_u32(x->n, y->n);
}

static void free_group(struct fgroup *g)
{
	for (uint32_t i = 0; i < g->n; i++)
		free(g->text[i]);
	free(g->text);
	free((char *)g->path);
}

/* Every record's findings, sorted, each distinct group once, to out. */
static void print_findings(struct collect *C, FILE *out)
{
	struct fgroup *v = NULL;
	uint32_t n = 0, cap = 0;

	for (uint32_t r = 0; r < C->nrecs; r++)
		for (uint32_t i = 0; i < C->recs[r].nfinds;) {
			v = smpl_grow(v, n + 1, &cap, sizeof(*v));
			i = make_group(C, &C->recs[r], i, &v[n++]);
		}
	if (n)
		qsort(v, n, sizeof(*v), by_place);
	for (uint32_t i = 0; i < n; i++) {
		if (i == 0 || by_place(&v[i - 1], &v[i]))
			for (uint32_t k = 0; k < v[i].n; k++) {
				fprintf(out, "%s\n", v[i].text[k]);
				C->reported++;
			}
	}
	for (uint32_t i = 0; i < n; i++)
		free_group(&v[i]);
	free(v);
}

/* ---- main ---- */

static FILE *open_out(const char *path)
{
	FILE *f = path ? fopen(path, "w") : stdout;

	if (!f) {
		collect_warn("cannot write '%s': %s", path, strerror(errno));
		exit(2);
	}
	return f;
}

static void collect(struct collect *C, FILE *out)
{
	uint32_t i, j;

	gather(C);
	/* the file names are sorted, so the relative paths are too */
	if (C->nitems)
		qsort(C->items, C->nitems, sizeof(*C->items), by_file);
	for (C->writing = 0; C->writing < 2; C->writing++) {
		for (i = 0; i < C->nitems; i = j) {
			for (j = i; j < C->nitems && !strcmp(C->items[j].e->file,
					C->items[i].e->file); j++)
				;
			one_file(C, C->items + i, j - i, out);
		}
		if (!C->writing)
			drop_siblings(C);
	}
	list_skips(C);
}

static void finish(struct collect *C)
{
	for (uint32_t i = 0; i < C->nitems; i++)
		free(C->items[i].tag);
	for (uint32_t i = 0; i < C->nrecs; i++)
		edit_rec_free(&C->recs[i]);
	for (uint32_t i = 0; i < C->dirs; i++)
		free(C->dirv[i]);
	free(C->dirv);
	free(C->items);
	free(C->recs);
	free(C->mtime);
}

/* The patch (text, len) as a series of mails (series.h): the files of
 * the edits made, with their rules.  0, or 2 when it cannot be written. */
static int write_series(struct collect *C, const struct series_opts *so,
			const char *text, size_t len)
{
	struct series *S = series_new(so, C->root);
	const char *rel;
	int status;

	for (uint32_t i = 0; i < C->nitems; i++)
		if (!C->items[i].out && (rel = relative(C, C->items[i].e->file)))
			series_edit(S, rel, C->items[i].e->rule,
				    C->recs[C->items[i].rec].rules);
	status = series_write(S, text, len);
	series_free(S);
	return status;
}

int main(int argc, char **argv)
{
	struct collect C = { 0 };
	struct series_opts so = { 0 };
	const char *root = ".", *outpath = NULL;
	char rootbuf[PATH_MAX], *text = NULL;
	int check = 0, npaths = 0, k, status = 0;
	size_t textlen = 0;
	FILE *out;

	for (int i = 1; i < argc; i++) {
		if ((k = series_option(&so, argc, argv, &i)) < 0)
			return 2;
		if (k)
			continue;
		if (!strcmp(argv[i], "--root") && i + 1 < argc)
			root = argv[++i];
		else if (!strcmp(argv[i], "-o") && i + 1 < argc)
			outpath = argv[++i];
		else if (!strcmp(argv[i], "--check"))
			check = 1;
		else if (argv[i][0] == '-' && argv[i][1])
			usage();
		else
			npaths++;
	}
	if (!npaths)
		usage();
	if (so.dir && series_prepare(&so) < 0)
		return 2;
	if (!realpath(root, rootbuf)) {
		collect_warn("cannot use '%s' as the root: %s", root, strerror(errno));
		return 2;
	}
	C.root = rootbuf;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--root") || !strcmp(argv[i], "-o"))
			i++;
		else if (!series_option(NULL, argc, argv, &i) &&
			 strcmp(argv[i], "--check"))
			read_path(&C, argv[i], 1);
	}
	if (C.bad_input) {
		finish(&C);
		return 2;
	}
	drop_old_rules(&C);
	run_deferred(&C);
	print_findings(&C, stdout);
	out = so.dir ? open_memstream(&text, &textlen) : open_out(outpath);
	collect(&C, out);
	if ((out != stdout && fclose(out) != 0) || fflush(stdout) != 0) {
		collect_warn("cannot write the patch: %s", strerror(errno));
		return 2;
	}
	if (so.dir) {
		status = write_series(&C, &so, text, textlen);
		if (outpath && smpl_write_file(outpath, text, textlen) < 0) {
			collect_warn("cannot write '%s': %s", outpath, strerror(errno));
			status = 2;
		}
		free(text);
		free(so.rules);
	}
	fprintf(stderr, "%u file%s in %u director%s, %u line%s changed\n",
		C.files, C.files == 1 ? "" : "s", C.dirs,
		C.dirs == 1 ? "y" : "ies", C.changed, C.changed == 1 ? "" : "s");
	fprintf(stderr, "%u finding%s not applied", C.not_applied,
		C.not_applied == 1 ? "" : "s");
	if (C.outside)
		fprintf(stderr, ", %u file%s outside %s left out", C.outside,
			C.outside == 1 ? "" : "s", C.root);
	fputc('\n', stderr);
	if (C.reported)
		fprintf(stderr, "%u line%s reported\n", C.reported,
			C.reported == 1 ? "" : "s");
	finish(&C);
	if (C.bad_input)	/* script runs that could not be made */
		return 2;
	return status ? status : check && C.files ? 1 : 0;
}
