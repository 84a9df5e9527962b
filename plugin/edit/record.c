/* record.c - records: building, writing (atomically) and parsing.
 *
 *   smpl-record 2
 *   unit /abs/drivers/foo.c
 *   cwd /abs
 *   rules clientdata.cocci 0123456789abcdef
 *   edit                          one per edit of a kept match
 *   file /abs/drivers/foo.c
 *   hash 0123456789abcdef         "" when the source was not readable
 *   rule clientdata.cocci:1
 *   message add 'i2c_set_clientdata(client, NULL);' before this
 *   action before                 remove | before | after | replace
 *   what stmt                     stmt | expr
 *   range 12 2 12 12              line col end_line end_col (inclusive)
 *   match 0                       the unit's match it belongs to
 *   context 1                     (context mode) lines a `*` marks
 *   expect kfree ( data )
 *   piece text i2c_set_clientdata(client, NULL);   the + code, in pieces:
 *   piece expr 12:20:12:26 client      an expression (range, printed form)
 *   piece stmt 14:3                    a statement (where it starts)
 *   end
 *   skip                          one per finding not applied
 *   file /abs/drivers/foo.c
 *   at 30 2
 *   rule clientdata.cocci:1
 *   reason the code comes from a macro expansion
 *   end
 *   finding                       one per line a script printed
 *   file /abs/drivers/foo.c       the file it names, absolute ("" none)
 *   rule kfree.cocci:20           the script rule
 *   kind report                   report | org | print
 *   at 12 4                       line, column (from 0), for sorting
 *   more 1                        (only then) continues the one before
 *   path                          the line's text, in parts: the path
 *   text :12:4-10: WARNING ...    of the file as the compilation named
 *   end                           it, and literal text
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "record.h"
#include "util.h"

static const char *const actions[] = { "remove", "before", "after",
				       "replace" };

static char *copy(const char *s)
{
	return strdup(s ? s : "");
}

static const char *const piece_kinds[] = { "text", "expr", "stmt" };

/* A copy of n pieces with their texts (malloc'd; NULL for none). */
static struct smpl_piece *copy_pieces(const struct smpl_piece *v, uint32_t n)
{
	struct smpl_piece *c = n ? malloc(n * sizeof(*c)) : NULL;

	for (uint32_t i = 0; i < n; i++) {
		c[i] = v[i];
		c[i].text = v[i].kind == SMPL_PIECE_STMT ? NULL : copy(v[i].text);
	}
	return c;
}

static void free_pieces(const struct smpl_piece *v, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		free((char *)v[i].text);
	free((struct smpl_piece *)v);
}

void edit_rec_init(struct edit_rec *r, const char *unit, const char *cwd)
{
	memset(r, 0, sizeof(*r));
	r->unit = copy(unit);
	r->cwd = copy(cwd);
	r->rules = copy("");
	r->rules_path = copy("");
	r->pylib = copy("");
	r->speak = copy("");
}

void edit_rec_add_edit(struct edit_rec *r, const struct edit_rec_edit *e)
{
	struct edit_rec_edit *c;

	r->edits = smpl_grow(r->edits, r->nedits + 1, &r->capedits, sizeof(*c));
	c = &r->edits[r->nedits++];
	*c = *e;
	c->file = copy(e->file);
	c->hash = copy(e->hash);
	c->rule = copy(e->rule);
	c->message = copy(e->message);
	c->req.expect = copy(e->req.expect);
	c->req.pieces = copy_pieces(e->req.pieces, e->req.npieces);
	c->req.tag = copy(e->req.tag);
}

void edit_rec_add_skip(struct edit_rec *r, const struct edit_rec_skip *s)
{
	struct edit_rec_skip *c;

	r->skips = smpl_grow(r->skips, r->nskips + 1, &r->capskips, sizeof(*c));
	c = &r->skips[r->nskips++];
	*c = *s;
	c->file = copy(s->file);
	c->rule = copy(s->rule);
	c->reason = copy(s->reason);
}

void edit_rec_add_call(struct edit_rec *r, const struct edit_rec_call *c)
{
	struct edit_rec_call *d;

	r->calls = smpl_grow(r->calls, r->ncalls + 1, &r->capcalls,
			     sizeof(*d));
	d = &r->calls[r->ncalls++];
	*d = *c;
	d->label = copy(c->label);
	d->vals = c->nvals ? calloc(c->nvals, sizeof(*d->vals)) : NULL;
	for (uint32_t i = 0; i < c->nvals; i++) {
		const struct edit_rec_val *v = &c->vals[i];
		struct edit_rec_val *w = &d->vals[i];

		*w = *v;
		w->s = v->kind == EDIT_CV_STR ? copy(v->s) : NULL;
		w->pos = v->npos ? calloc(v->npos, sizeof(*w->pos)) : NULL;
		for (uint32_t k = 0; k < v->npos; k++) {
			w->pos[k] = v->pos[k];
			w->pos[k].file = copy(v->pos[k].file);
			w->pos[k].element = copy(v->pos[k].element);
		}
	}
}

static void call_free(struct edit_rec_call *c)
{
	for (uint32_t i = 0; i < c->nvals; i++) {
		for (uint32_t k = 0; k < c->vals[i].npos; k++)
			free(c->vals[i].pos[k].file),
			free(c->vals[i].pos[k].element);
		free(c->vals[i].pos), free(c->vals[i].s);
	}
	free(c->vals), free(c->label);
}

/* Can c be part of a path (the text around an occurrence of one)? */
static int path_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '/' ||
	       c == '.' || c == '+';
}

/* Does an occurrence of a path of n bytes at s (in text t) stand alone:
 * no path character before it, none after it (a '.' ending a sentence
 * is not one)? */
static int alone(const char *t, const char *s, size_t n)
{
	const char *e = s + n;

	if (s > t && path_char(s[-1]))
		return 0;
	if (*e == '.')
		return !path_char(e[1]);
	return !path_char(*e);
}

static void add_part(struct edit_rec_finding *f, uint8_t kind,
		     const char *text, size_t n)
{
	struct edit_rec_fpart *p;

	if (kind == EDIT_FP_TEXT && !n)
		return;
	f->parts = realloc(f->parts, (f->nparts + 1) * sizeof(*p));
	if (!f->parts)
		abort();
	p = &f->parts[f->nparts++];
	p->kind = kind;
	p->text = kind == EDIT_FP_TEXT ? strndup(text, n) : NULL;
}

/* text as parts: seen's lone occurrences as PATH parts. */
static void split_text(struct edit_rec_finding *f, const char *text,
		       const char *seen)
{
	size_t n = seen ? strlen(seen) : 0;
	const char *from = text, *s = text;

	while (n && (s = strstr(s, seen)) != NULL) {
		if (!alone(text, s, n)) {
			s++;
			continue;
		}
		add_part(f, EDIT_FP_TEXT, from, s - from);
		add_part(f, EDIT_FP_PATH, NULL, 0);
		from = s += n;
	}
	add_part(f, EDIT_FP_TEXT, from, strlen(from));
}

void edit_rec_add_finding(struct edit_rec *r, const struct edit_rec_finding *f,
			  const char *text, const char *seen)
{
	struct edit_rec_finding *c;

	r->finds = smpl_grow(r->finds, r->nfinds + 1, &r->capfinds,
			     sizeof(*c));
	c = &r->finds[r->nfinds++];
	*c = *f;
	c->file = copy(f->file);
	c->rule = copy(f->rule);
	c->kind = copy(f->kind);
	c->parts = NULL;
	c->nparts = 0;
	if (text) {
		split_text(c, text, seen);
		return;
	}
	for (uint32_t i = 0; i < f->nparts; i++)
		add_part(c, f->parts[i].kind, f->parts[i].text,
			 f->parts[i].text ? strlen(f->parts[i].text) : 0);
}

char *edit_rec_finding_text(const struct edit_rec_finding *f,
			    const char *path)
{
	char *buf = NULL;
	size_t len;
	FILE *o = open_memstream(&buf, &len);

	if (!o)
		abort();
	for (uint32_t i = 0; i < f->nparts; i++)
		fputs(f->parts[i].kind == EDIT_FP_PATH ? path
						       : f->parts[i].text, o);
	fclose(o);
	return buf;
}

static void finding_free(struct edit_rec_finding *f)
{
	for (uint32_t i = 0; i < f->nparts; i++)
		free(f->parts[i].text);
	free(f->parts), free(f->file), free(f->rule), free(f->kind);
}

void edit_rec_free(struct edit_rec *r)
{
	for (uint32_t i = 0; i < r->nedits; i++) {
		struct edit_rec_edit *e = &r->edits[i];

		free(e->file), free(e->hash), free(e->rule), free(e->message);
		free((char *)e->req.expect), free((char *)e->req.tag);
		free_pieces(e->req.pieces, e->req.npieces);
	}
	for (uint32_t i = 0; i < r->nskips; i++) {
		free(r->skips[i].file), free(r->skips[i].rule);
		free(r->skips[i].reason);
	}
	for (uint32_t i = 0; i < r->nfinds; i++)
		finding_free(&r->finds[i]);
	free(r->finds);
	for (uint32_t i = 0; i < r->ncalls; i++)
		call_free(&r->calls[i]);
	free(r->calls), free(r->rules_path), free(r->pylib);
	free(r->speak);
	free(r->edits), free(r->skips), free(r->unit), free(r->cwd);
	free(r->rules);
	memset(r, 0, sizeof(*r));
}

/* ---- writing ---- */

static void put_escaped(FILE *f, const char *s)
{
	for (; s && *s; s++) {
		if (*s == '\n')
			fputs("\\n", f);
		else if (*s == '\t')
			fputs("\\t", f);
		else if (*s == '\\')
			fputs("\\\\", f);
		else if (*s == '\r')
			fputs("\\r", f);
		else
			fputc(*s, f);
	}
}

static void put_str(FILE *f, const char *key, const char *s)
{
	fprintf(f, "%s ", key);
	put_escaped(f, s);
	fputc('\n', f);
}

/* piece text TEXT | piece expr L:C:EL:EC PRINTED | piece stmt L:C
 * (a statement list: L:C:EL:EC) */
static void put_piece(FILE *f, const struct smpl_piece *q)
{
	fprintf(f, "piece %s", piece_kinds[q->kind <= SMPL_PIECE_STMT ?
					   q->kind : SMPL_PIECE_TEXT]);
	if (q->kind == SMPL_PIECE_EXPR)
		fprintf(f, " %u:%u:%u:%u", q->line, q->col, q->end_line,
			q->end_col);
	else if (q->kind == SMPL_PIECE_STMT && q->end_line)	/* a list */
		fprintf(f, " %u:%u:%u:%u", q->line, q->col, q->end_line,
			q->end_col);
	else if (q->kind == SMPL_PIECE_STMT)
		fprintf(f, " %u:%u", q->line, q->col);
	if (q->kind != SMPL_PIECE_STMT) {
		fputc(' ', f);
		put_escaped(f, q->text);
	}
	fputc('\n', f);
}

static void put_edit(FILE *f, const struct edit_rec_edit *e)
{
	const struct edit_req *q = &e->req;

	fputs("edit\n", f);
	put_str(f, "file", e->file);
	put_str(f, "hash", e->hash);
	put_str(f, "rule", e->rule);
	put_str(f, "message", e->message);
	fprintf(f, "action %s\nwhat %s\n", actions[q->action & 3],
		q->what == EDIT_EXPR ? "expr" :
		q->what == EDIT_INIT ? "init" : "stmt");
	fprintf(f, "range %u %u %u %u\nmatch %u\n", q->line, q->col,
		q->end_line, q->end_col, e->match);
	if (q->flags & EDIT_F_TOP)
		fputs("top 1\n", f);
	if (q->flags & EDIT_F_RAW)
		fputs("raw 1\n", f);
	if (q->flags & EDIT_F_CONTEXT)
		fputs("context 1\n", f);
	put_str(f, "expect", q->expect);
	for (uint32_t i = 0; i < q->npieces; i++)
		put_piece(f, &q->pieces[i]);
	fputs("end\n", f);
}

static void put_finding(FILE *f, const struct edit_rec_finding *x)
{
	fputs("finding\n", f);
	put_str(f, "file", x->file);
	put_str(f, "rule", x->rule);
	put_str(f, "kind", x->kind);
	fprintf(f, "at %u %u\n", x->line, x->col);
	if (x->more)
		fputs("more 1\n", f);
	for (uint32_t i = 0; i < x->nparts; i++)
		if (x->parts[i].kind == EDIT_FP_PATH)
			fputs("path\n", f);
		else
			put_str(f, "text", x->parts[i].text);
	fputs("end\n", f);
}

static const char *const cv_kinds[] = { "none", "str", "pos" };

static void put_call(FILE *f, const struct edit_rec_call *c)
{
	fprintf(f, "call\nmember %u\nrule %u\n", c->member, c->rule);
	put_str(f, "label", c->label);
	for (uint32_t i = 0; i < c->nvals; i++) {
		const struct edit_rec_val *v = &c->vals[i];

		if (v->kind == EDIT_CV_STR)
			put_str(f, "val str", v->s);
		else
			fprintf(f, "val %s %u\n", cv_kinds[v->kind == EDIT_CV_POS
						? 2 : 0], v->npos);
		for (uint32_t k = 0; v->kind == EDIT_CV_POS && k < v->npos;
		     k++) {
			const struct edit_rec_place *q = &v->pos[k];

			fprintf(f, "place %u %u %u %u\n", q->line, q->col,
				q->line_end, q->col_end);
			put_str(f, "pfile", q->file);
			put_str(f, "pelem", q->element);
		}
	}
	fputs("end\n", f);
}

char *edit_rec_format(const struct edit_rec *r, size_t *len)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);

	if (!f)
		abort();
	fprintf(f, "%s %d\n", EDIT_REC_MAGIC, EDIT_REC_VERSION);
	put_str(f, "unit", r->unit);
	put_str(f, "cwd", r->cwd);
	put_str(f, "rules", r->rules);
	if (r->rules_path && *r->rules_path)
		put_str(f, "rules-path", r->rules_path);
	if (r->pylib && *r->pylib)
		put_str(f, "pylib", r->pylib);
	if (r->speak && *r->speak)
		put_str(f, "speak", r->speak);
	for (uint32_t i = 0; i < r->nedits; i++)
		put_edit(f, &r->edits[i]);
	for (uint32_t i = 0; i < r->nskips; i++) {
		const struct edit_rec_skip *s = &r->skips[i];

		fputs("skip\n", f);
		put_str(f, "file", s->file);
		fprintf(f, "at %u %u\n", s->line, s->col);
		put_str(f, "rule", s->rule);
		put_str(f, "reason", s->reason);
		fputs("end\n", f);
	}
	for (uint32_t i = 0; i < r->nfinds; i++)
		put_finding(f, &r->finds[i]);
	for (uint32_t i = 0; i < r->ncalls; i++)
		put_call(f, &r->calls[i]);
	fclose(f);
	return buf;
}

/* mkdir -p; concurrent compilations may create the same directories. */
static int make_dirs(const char *dir)
{
	char *p = strdup(dir);
	int rc = 0;

	for (char *s = p + 1; rc == 0; s++) {
		char c = *s;

		if (c != '/' && c != 0)
			continue;
		*s = 0;
		if (mkdir(p, 0777) < 0 && errno != EEXIST)
			rc = -1;
		*s = c;
		if (!c)
			break;
	}
	free(p);
	return rc;
}

/* NAME-HASH.rec: the key's last component, made harmless, and the hash
 * of the whole key, so that a unit always maps to the same file. */
static char *record_name(const char *dir, const char *key)
{
	const char *base = strrchr(key, '/') ? strrchr(key, '/') + 1 : key;
	char safe[64], *out;
	size_t i;

	for (i = 0; base[i] && i < sizeof(safe) - 1; i++)
		safe[i] = (base[i] == '.' && i == 0) || base[i] <= ' '
			? '_' : base[i];
	safe[i] = 0;
	if (asprintf(&out, "%s/%s-%016llx.rec", dir, safe,
		     (unsigned long long)smpl_hash(key, strlen(key))) < 0)
		abort();
	return out;
}

static int fail(char *err, size_t n, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, n, fmt, ap);
	va_end(ap);
	return -1;
}

int edit_rec_save(const struct edit_rec *r, const char *dir, const char *key,
		  char *err, size_t errlen)
{
	char *name, *text;
	size_t len;
	int rc = 0;

	if (make_dirs(dir) < 0)
		return fail(err, errlen, "cannot create '%s': %s", dir,
			    strerror(errno));
	name = record_name(dir, key);
	text = edit_rec_format(r, &len);
	if (smpl_write_file(name, text, len) < 0)
		rc = fail(err, errlen, "cannot write '%s': %s", name,
			  strerror(errno));
	free(text);
	free(name);
	return rc;
}

/* ---- parsing ---- */

struct parser {
	const char *p, *end;
	unsigned line;
	char *err;
	size_t errlen;
	char key[16];
	char *val;
};

/* The next line as key and unescaped value; 0 at the end of the text. */
static int next_line(struct parser *P)
{
	const char *nl, *sp;
	size_t k, n = 0;

	if (P->p >= P->end)
		return 0;
	nl = memchr(P->p, '\n', P->end - P->p);
	nl = nl ? nl : P->end;
	sp = memchr(P->p, ' ', nl - P->p);
	k = (sp ? sp : nl) - P->p;
	snprintf(P->key, sizeof(P->key), "%.*s", (int)k, P->p);
	free(P->val);
	P->val = malloc(nl - P->p + 1);
	for (const char *s = sp ? sp + 1 : nl; s < nl; s++) {
		if (*s == '\\' && s + 1 < nl) {
			s++;
			P->val[n++] = *s == 'n' ? '\n' : *s == 't' ? '\t'
				    : *s == 'r' ? '\r' : *s;
		} else {
			P->val[n++] = *s;
		}
	}
	P->val[n] = 0;
	P->p = nl + (nl < P->end);
	P->line++;
	return 1;
}

static int bad(struct parser *P, const char *what)
{
	return fail(P->err, P->errlen, "line %u: %s", P->line, what);
}

static int take_action(struct parser *P, struct edit_req *q)
{
	for (int i = 0; i < 4; i++)
		if (!strcmp(P->val, actions[i])) {
			q->action = i;
			return 0;
		}
	return bad(P, "unknown action");
}

/* The value of a piece line: its kind, place and text. */
static int parse_piece(struct parser *P, struct smpl_piece *q)
{
	const char *v = P->val, *sp = strchr(v, ' ');
	size_t k = sp ? (size_t)(sp - v) : strlen(v);
	int n = -1;

	memset(q, 0, sizeof(*q));
	for (q->kind = 0; q->kind < 3; q->kind++)
		if (strlen(piece_kinds[q->kind]) == k &&
		    !strncmp(v, piece_kinds[q->kind], k))
			break;
	v += k + (sp != NULL);
	if (q->kind == SMPL_PIECE_EXPR &&
	    (sscanf(v, "%u:%u:%u:%u%n", &q->line, &q->col, &q->end_line,
		    &q->end_col, &n) != 4 || (v[n] && v[n] != ' ')))
		return bad(P, "bad expression piece");
	if (q->kind == SMPL_PIECE_STMT &&
	    (sscanf(v, "%u:%u:%u:%u%n", &q->line, &q->col, &q->end_line,
		    &q->end_col, &n) != 4 || v[n]) &&
	    (q->end_line = q->end_col = 0,
	     sscanf(v, "%u:%u%n", &q->line, &q->col, &n) != 2 || v[n]))
		return bad(P, "bad statement piece");
	if (q->kind > SMPL_PIECE_STMT)
		return bad(P, "unknown piece");
	if (q->kind == SMPL_PIECE_EXPR)
		v += n + (v[n] == ' ');
	if (q->kind != SMPL_PIECE_STMT)
		q->text = strdup(v);
	return 0;
}

static int take_piece(struct parser *P, struct edit_req *q)
{
	struct smpl_piece *v;

	if (q->npieces >= EDIT_REC_MAX_PIECES)
		return bad(P, "too many pieces");
	v = realloc((struct smpl_piece *)q->pieces,
		    (q->npieces + 1) * sizeof(*v));
	if (!v)
		abort();
	q->pieces = v;
	if (parse_piece(P, &v[q->npieces]) < 0)
		return -1;
	q->npieces++;
	return 0;
}

/* One "KEY VALUE" of an edit block. */
static int edit_field(struct parser *P, struct edit_rec_edit *e)
{
	struct edit_req *q = &e->req;
	char **slot = !strcmp(P->key, "file") ? &e->file
		    : !strcmp(P->key, "hash") ? &e->hash
		    : !strcmp(P->key, "rule") ? &e->rule
		    : !strcmp(P->key, "message") ? &e->message
		    : !strcmp(P->key, "expect") ? (char **)&q->expect : NULL;

	if (slot) {
		free(*slot);
		*slot = strdup(P->val);
		return 0;
	}
	if (!strcmp(P->key, "action"))
		return take_action(P, q);
	if (!strcmp(P->key, "piece"))
		return take_piece(P, q);
	if (!strcmp(P->key, "what")) {
		q->what = !strcmp(P->val, "expr") ? EDIT_EXPR :
			  !strcmp(P->val, "init") ? EDIT_INIT : EDIT_STMT;
		return 0;
	}
	if (!strcmp(P->key, "top")) {
		q->flags |= EDIT_F_TOP;
		return 0;
	}
	if (!strcmp(P->key, "raw")) {
		q->flags |= EDIT_F_RAW;
		return 0;
	}
	if (!strcmp(P->key, "context")) {
		q->flags |= EDIT_F_CONTEXT;
		return 0;
	}
	if (!strcmp(P->key, "match") && sscanf(P->val, "%u", &e->match) != 1)
		return bad(P, "bad match");
	if (!strcmp(P->key, "range") &&
	    sscanf(P->val, "%u %u %u %u", &q->line, &q->col, &q->end_line,
		   &q->end_col) != 4)
		return bad(P, "bad range");
	return 0;
}

static int skip_field(struct parser *P, struct edit_rec_skip *s)
{
	char **slot = !strcmp(P->key, "file") ? &s->file
		    : !strcmp(P->key, "rule") ? &s->rule
		    : !strcmp(P->key, "reason") ? &s->reason : NULL;

	if (slot) {
		free(*slot);
		*slot = strdup(P->val);
		return 0;
	}
	if (!strcmp(P->key, "at") &&
	    sscanf(P->val, "%u %u", &s->line, &s->col) != 2)
		return bad(P, "bad place");
	return 0;
}

static void edit_block_free(struct edit_rec_edit *e)
{
	free(e->file), free(e->hash), free(e->rule), free(e->message);
	free((char *)e->req.expect);
	free_pieces(e->req.pieces, e->req.npieces);
}

/* From after "edit" to its "end"; added to r when complete. */
static int edit_block(struct parser *P, struct edit_rec *r)
{
	struct edit_rec_edit e = { 0 };
	int rc = -1;

	while (next_line(P) && strcmp(P->key, "end"))
		if (edit_field(P, &e) < 0)
			goto out;
	if (strcmp(P->key, "end") || !e.file || !e.req.line) {
		bad(P, "incomplete edit");
		goto out;
	}
	e.req.tag = e.rule;
	edit_rec_add_edit(r, &e);
	rc = 0;
out:
	edit_block_free(&e);
	return rc;
}

static int skip_block(struct parser *P, struct edit_rec *r)
{
	struct edit_rec_skip s = { 0 };
	int rc = -1;

	while (next_line(P) && strcmp(P->key, "end"))
		if (skip_field(P, &s) < 0)
			goto out;
	if (strcmp(P->key, "end") || !s.file) {
		bad(P, "incomplete skip");
		goto out;
	}
	edit_rec_add_skip(r, &s);
	rc = 0;
out:
	free(s.file), free(s.rule), free(s.reason);
	return rc;
}

/* One "KEY VALUE" of a finding block. */
static int finding_field(struct parser *P, struct edit_rec_finding *f)
{
	char **slot = !strcmp(P->key, "file") ? &f->file
		    : !strcmp(P->key, "rule") ? &f->rule
		    : !strcmp(P->key, "kind") ? &f->kind : NULL;

	if (slot) {
		free(*slot);
		*slot = strdup(P->val);
		return 0;
	}
	if (!strcmp(P->key, "path") || !strcmp(P->key, "text")) {
		if (f->nparts >= EDIT_REC_MAX_PIECES)
			return bad(P, "too many parts");
		add_part(f, P->key[0] == 'p' ? EDIT_FP_PATH : EDIT_FP_TEXT,
			 P->val, strlen(P->val));
		return 0;
	}
	if (!strcmp(P->key, "more")) {
		f->more = 1;
		return 0;
	}
	if (!strcmp(P->key, "at") &&
	    sscanf(P->val, "%u %u", &f->line, &f->col) != 2)
		return bad(P, "bad place");
	return 0;
}

static int finding_block(struct parser *P, struct edit_rec *r)
{
	struct edit_rec_finding f = { 0 };
	int rc = -1;

	while (next_line(P) && strcmp(P->key, "end"))
		if (finding_field(P, &f) < 0)
			goto out;
	if (strcmp(P->key, "end") || !f.nparts) {
		bad(P, "incomplete finding");
		goto out;
	}
	edit_rec_add_finding(r, &f, NULL, NULL);
	rc = 0;
out:
	finding_free(&f);
	return rc;
}

/* The value being read (the last of c's), or NULL. */
static struct edit_rec_val *last_val(struct edit_rec_call *c)
{
	return c->nvals ? &c->vals[c->nvals - 1] : NULL;
}

/* One "KEY VALUE" of a call block. */
static int call_field(struct parser *P, struct edit_rec_call *c,
		      uint32_t *capvals, uint32_t *cappos)
{
	struct edit_rec_val *v = last_val(c);
	struct edit_rec_place *q;
	unsigned n;

	if (!strcmp(P->key, "member") || !strcmp(P->key, "rule"))
		return sscanf(P->val, "%u", P->key[0] == 'm' ? &c->member
							   : &c->rule) == 1
			? 0 : bad(P, "bad number");
	if (!strcmp(P->key, "label")) {
		free(c->label);
		c->label = strdup(P->val);
		return 0;
	}
	if (!strcmp(P->key, "val")) {
		if (c->nvals >= EDIT_REC_MAX_PIECES)
			return bad(P, "too many values");
		c->vals = smpl_grow(c->vals, c->nvals + 1, capvals,
				    sizeof(*c->vals));
		v = memset(&c->vals[c->nvals++], 0, sizeof(*v));
		*cappos = 0;
		if (!strncmp(P->val, "str ", 4) || !strcmp(P->val, "str")) {
			v->kind = EDIT_CV_STR;
			v->s = strdup(P->val[3] ? P->val + 4 : "");
		} else if (sscanf(P->val, "pos %u", &n) == 1) {
			v->kind = EDIT_CV_POS;
		} else if (strncmp(P->val, "none", 4)) {
			return bad(P, "bad value");
		}
		return 0;
	}
	if (!strcmp(P->key, "place")) {
		if (!v || v->kind != EDIT_CV_POS ||
		    v->npos >= EDIT_REC_MAX_PIECES)
			return bad(P, "a place out of a position");
		v->pos = smpl_grow(v->pos, v->npos + 1, cappos,
				   sizeof(*v->pos));
		q = memset(&v->pos[v->npos++], 0, sizeof(*q));
		if (sscanf(P->val, "%u %u %u %u", &q->line, &q->col,
			   &q->line_end, &q->col_end) != 4)
			return bad(P, "bad place");
		q->file = strdup("");
		q->element = strdup("");
		return 0;
	}
	if (!strcmp(P->key, "pfile") || !strcmp(P->key, "pelem")) {
		if (!v || !v->npos)
			return bad(P, "a place's file before the place");
		q = &v->pos[v->npos - 1];
		if (P->key[1] == 'f')
			free(q->file), q->file = strdup(P->val);
		else
			free(q->element), q->element = strdup(P->val);
	}
	return 0;
}

static int call_block(struct parser *P, struct edit_rec *r)
{
	struct edit_rec_call c = { 0 };
	uint32_t capvals = 0, cappos = 0;
	int rc = -1;

	while (next_line(P) && strcmp(P->key, "end"))
		if (call_field(P, &c, &capvals, &cappos) < 0)
			goto out;
	if (strcmp(P->key, "end") || !c.label) {
		bad(P, "incomplete call");
		goto out;
	}
	edit_rec_add_call(r, &c);
	rc = 0;
out:
	call_free(&c);
	return rc;
}

static int header(struct parser *P)
{
	if (!next_line(P) || strcmp(P->key, EDIT_REC_MAGIC))
		return bad(P, "not a gcc-smpl record");
	if (atoi(P->val) < EDIT_REC_OLDEST || atoi(P->val) > EDIT_REC_VERSION)
		return fail(P->err, P->errlen, "line %u: a record of format "
			    "%d, this gcc-smpl reads formats %d to %d only; "
			    "compile again with this gcc-smpl's plugin",
			    P->line, atoi(P->val), EDIT_REC_OLDEST,
			    EDIT_REC_VERSION);
	return 0;
}

int edit_rec_parse(const char *text, size_t len, struct edit_rec *r,
		   char *err, size_t errlen)
{
	struct parser P = { text, text + len, 0, err, errlen, "", NULL };
	int rc = header(&P);

	edit_rec_init(r, "", "");
	while (rc == 0 && next_line(&P)) {
		char **slot = !strcmp(P.key, "unit") ? &r->unit
			    : !strcmp(P.key, "cwd") ? &r->cwd
			    : !strcmp(P.key, "rules") ? &r->rules
			    : !strcmp(P.key, "rules-path") ? &r->rules_path
			    : !strcmp(P.key, "pylib") ? &r->pylib
			    : !strcmp(P.key, "speak") ? &r->speak : NULL;

		if (slot) {
			free(*slot);
			*slot = strdup(P.val);
		} else if (!strcmp(P.key, "edit")) {
			rc = edit_block(&P, r);
		} else if (!strcmp(P.key, "skip")) {
			rc = skip_block(&P, r);
		} else if (!strcmp(P.key, "finding")) {
			rc = finding_block(&P, r);
		} else if (!strcmp(P.key, "call")) {
			rc = call_block(&P, r);
		}
	}
	free(P.val);
	if (rc < 0)
		edit_rec_free(r);
	return rc;
}
