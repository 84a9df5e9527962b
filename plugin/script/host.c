/* host.c - the Python host: the match_script hook (script.h) for the
 * plugin and smpl-match.  Plain C: Python lives in smpl-python.so
 * (pyembed.c), dlopen()ed at the first run or constraint of a unit, so
 * a unit that runs no script loads nothing, and a machine without
 * Python still runs everything else (one note per unit says script
 * rules are skipped).
 *
 * A unit is what lies between the first call and end(): its Python
 * state (globals, coccinelle module) is made then and dropped at end,
 * so nothing crosses units.  Each script rule (and script constraint)
 * is compiled at its first use in the unit; one that does not compile
 * or raises is reported once and returns -1 for the rest of the unit. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"
#include "host.h"
#include "pyapi.h"

enum { U_IDLE, U_RUNNING, U_NOPY };	/* state of the current unit */
enum { C_NEW, C_OK, C_BAD };		/* a rule's or constraint's code */

struct slot {
	uint8_t state;			/* C_* */
	void *code;			/* compiled, while the unit runs */
};

struct src_copy {			/* what script_host_set_src gave */
	struct script_src src;
	char *buf;
	const char **names;
	const struct smpl_file *from;	/* the rule file script_of read it
					   from; NULL: given from outside */
};

struct host {
	struct match_script hook;
	struct script_host_opts o;
	void *dl;			/* smpl-python.so, kept once loaded */
	const struct smpl_py_api *api;
	int dl_failed;
	char dl_err[256];
	/* the current unit */
	int state;
	const struct smpl_file *f;
	void *unit;
	struct slot *rules, *metas;	/* by rule, by metavariable */
	uint32_t nrules, nmetas;
	uint32_t cur;			/* the rule running (findings) */
	char **outs;			/* strings handed out, freed at end */
	uint32_t nouts, capouts;
	/* sources set by script_host_set_src, by rule */
	struct src_copy *srcs;
	uint32_t nsrcs;
};

/* ---- sources ---- */

void script_host_set_src(struct match_script *s, uint32_t rule,
			 const struct script_src *src);

/* Is rule r of f a Python script (script, initialize, finalize)?  Its
 * code may be empty (string 0): the kernel's add_namespace.cocci has a
 * script rule with no code, for report mode; it runs and does nothing. */
static int python_rule(const struct smpl_file *f, uint32_t r)
{
	const struct smpl_rule *R = &f->rules[r];

	return R->kind != SMPL_R_CODE &&
	       !strcmp(smpl_str(f, R->lang), "python");
}

/* The code of script rule `rule` of f into out: 0, or -1 when it has
 * none (an @script:ocaml@ rule never reaches the host).  The compiled
 * rule carries the code (verbatim, from line code_line) and its
 * metavariables in declaration order: inherited (`x << r.y;`) and new
 * (`y;`); their names are copied once into the host's table, which
 * script_host_set_src also fills (tests). */
static int script_of(const struct host *h, const struct smpl_file *f,
		     uint32_t rule, struct script_src *out)
{
	const struct smpl_rule *R;
	const char **names;
	uint32_t i, nin = 0, nout = 0;

	/* a rule set runs several rule files through one host: rule
	 * numbers are per file */
	if (rule < h->nsrcs && h->srcs[rule].buf &&
	    (!h->srcs[rule].from || h->srcs[rule].from == f)) {
		*out = h->srcs[rule].src;
		return 0;
	}
	if (rule >= f->nrules || !python_rule(f, rule))
		return -1;
	R = &f->rules[rule];
	names = calloc(R->nmeta + 1, sizeof *names);
	if (!names)
		return -1;
	for (i = 0; i < R->nmeta; i++)
		if (f->metas[R->meta0 + i].from_rule >= 0)
			names[nin++] = smpl_str(f, f->metas[R->meta0 + i].name);
	for (i = 0; i < R->nmeta; i++)
		if (f->metas[R->meta0 + i].from_rule < 0)
			names[nin + nout++] =
				smpl_str(f, f->metas[R->meta0 + i].name);
	script_host_set_src((struct match_script *)&h->hook, rule,
			    &(struct script_src){
				    .code = smpl_str(f, R->code),
				    .line = R->code_line,
				    .in = names, .nin = nin,
				    .out = names + nin, .nout = nout });
	free(names);
	if (rule < h->nsrcs && h->srcs[rule].buf) {
		h->srcs[rule].from = f;
		*out = h->srcs[rule].src;
		return 0;
	}
	return -1;
}

/* Copy n strings into one buffer (with code): pointers into it. */
void script_host_set_src(struct match_script *s, uint32_t rule,
			 const struct script_src *src)
{
	struct host *h = s->ctx;
	struct src_copy *c;
	size_t len, i, n;
	char *p;

	if (rule >= h->nsrcs) {
		struct src_copy *m = realloc(h->srcs, (rule + 1) * sizeof *m);
		if (!m)
			return;
		memset(m + h->nsrcs, 0, (rule + 1 - h->nsrcs) * sizeof *m);
		h->srcs = m;
		h->nsrcs = rule + 1;
	}
	c = &h->srcs[rule];
	free(c->buf);
	free(c->names);
	memset(c, 0, sizeof *c);
	if (!src || !src->code)
		return;
	n = src->nin + src->nout;
	len = strlen(src->code) + 1;
	for (i = 0; i < n; i++)
		len += strlen(i < src->nin ? src->in[i]
					   : src->out[i - src->nin]) + 1;
	c->buf = malloc(len);
	c->names = malloc((n + 1) * sizeof *c->names);
	if (!c->buf || !c->names) {
		free(c->buf);
		free(c->names);
		c->buf = NULL;
		c->names = NULL;
		return;
	}
	p = stpcpy(c->buf, src->code) + 1;
	for (i = 0; i < n; i++) {
		c->names[i] = p;
		p = stpcpy(p, i < src->nin ? src->in[i]
					   : src->out[i - src->nin]) + 1;
	}
	c->src = *src;
	c->src.code = c->buf;
	c->src.in = c->names;
	c->src.out = c->names + src->nin;
}

/* ---- loading Python ---- */

int script_host_lib_path(char *buf, size_t n)
{
	Dl_info info;
	char real[PATH_MAX];
	const char *slash, *env = getenv("SMPL_PYTHON_LIB");

	if (env && *env)	/* tests: another library, or a missing one */
		return snprintf(buf, n, "%s", env) < (int)n ? 0 : -1;
	if (!dladdr((void *)script_host_lib_path, &info) || !info.dli_fname ||
	    !realpath(info.dli_fname, real))
		return -1;
	slash = strrchr(real, '/');
	if (!slash ||
	    snprintf(buf, n, "%.*s/smpl-python.so", (int)(slash - real),
		     real) >= (int)n)
		return -1;
	return 0;
}

/* Load smpl-python.so and take its table (once per host): 0 or -1. */
static int load_api(struct host *h)
{
	const struct smpl_py_api *api;

	if (h->api)
		return 0;
	if (h->dl_failed)
		return -1;
	h->dl_failed = 1;
	if (!h->o.lib) {
		snprintf(h->dl_err, sizeof h->dl_err, "no smpl-python.so");
		return -1;
	}
	h->dl = dlopen(h->o.lib, RTLD_NOW | RTLD_LOCAL);
	if (!h->dl) {
		snprintf(h->dl_err, sizeof h->dl_err, "%s", dlerror());
		return -1;
	}
	api = dlsym(h->dl, SMPL_PY_API_SYM);
	if (!api || api->version != SMPL_PY_API_VERSION ||
	    api->size != sizeof *api) {
		snprintf(h->dl_err, sizeof h->dl_err,
			 "%s: not this version's smpl-python.so", h->o.lib);
		return -1;	/* kept loaded: unloading may be unsafe */
	}
	h->api = api;
	h->dl_failed = 0;
	return 0;
}

/* ---- the unit ---- */

static void say(struct host *h, uint32_t rule, int note, const char *msg)
{
	if (h->o.error)
		h->o.error(h->o.fctx, h->f, rule, note, msg);
}

/* A line a script printed: to opts->finding, naming the rule. */
static void sink_finding(void *ctx, int kind, const char *text,
			 const char *msg, const struct match_script_pos *pos)
{
	struct host *h = ctx;
	struct match_script_finding sf = {
		.kind = (uint8_t)kind, .rule = h->cur, .text = text,
		.msg = msg, .pos = pos,
	};

	if (h->o.finding)
		h->o.finding(h->o.fctx, &sf);
}

/* Keep a string handed out through out[]: freed at end.  0 or -1. */
static int keep_out(struct host *h, char *s)
{
	if (h->nouts == h->capouts) {
		uint32_t cap = h->capouts ? 2 * h->capouts : 16;
		char **m = realloc(h->outs, cap * sizeof *m);
		if (!m)
			return -1;
		h->outs = m;
		h->capouts = cap;
	}
	h->outs[h->nouts++] = s;
	return 0;
}

/* A copy of code without its SmPL comments: as spatch, from a "//" at
 * the start of a line or after a blank to the end of its line, even in
 * a Python string or as Python's floor division ("a//b" stays, "7 // 2"
 * is cut); NULL when out of memory. */
static char *strip_comments(const char *code)
{
	char *c = strdup(code), *p, *q;

	for (p = c; p && (p = strstr(p, "//"));) {
		if (p > c && p[-1] != ' ' && p[-1] != '\t' && p[-1] != '\n') {
			p += 2;
			continue;
		}
		q = p + strcspn(p, "\n");
		memmove(p, q, strlen(q) + 1);
	}
	return c;
}

/* Compile the code of slot sl (once): its handle, or NULL after
 * reporting (rule `rule`) that it does not compile. */
static void *slot_code(struct host *h, struct slot *sl, uint32_t rule,
		       const char *code, uint32_t line, int expr)
{
	char err[512], *bare;

	if (sl->state == C_OK)
		return sl->code;
	if (sl->state == C_BAD)
		return NULL;
	bare = strip_comments(code);
	sl->code = bare ? h->api->compile(h->unit, bare,
					  smpl_str(h->f, h->f->source), line,
					  expr, err, sizeof err)
			: NULL;
	if (!bare)
		snprintf(err, sizeof err, "out of memory");
	free(bare);
	if (!sl->code) {
		sl->state = C_BAD;
		say(h, rule, 0, err);
		return NULL;
	}
	sl->state = C_OK;
	return sl->code;
}

/* Run rule r (initialize or finalize, no values) if it is Python: for
 * the unit's start and end. */
static void run_plain(struct host *h, uint32_t r)
{
	struct script_src src;
	char err[512];
	void *code;

	if (script_of(h, h->f, r, &src) < 0)
		return;		/* not Python (@initialize:ocaml@) */
	code = slot_code(h, &h->rules[r], r, src.code, src.line, 0);
	if (!code)
		return;
	h->cur = r;
	if (h->api->run(h->unit, code, NULL, NULL, 0, NULL, NULL, 0, err,
			sizeof err) < 0) {
		h->rules[r].state = C_BAD;
		say(h, r, 0, err);
	}
}

/* Start the unit of f if not yet: load Python, make the unit's state,
 * run the @initialize:python@ rules.  0, or -1 when Python is not
 * available (said once per unit). */
static int unit_start(struct host *h, const struct smpl_file *f)
{
	char err[512], msg[800];
	uint32_t r;

	if (h->state == U_RUNNING)
		return 0;
	if (h->state == U_NOPY)
		return -1;
	h->f = f;
	h->state = U_NOPY;
	err[0] = 0;
	if (load_api(h) < 0)
		snprintf(err, sizeof err, "%s", h->dl_err);
	else if (h->api->start(err, sizeof err) == 0 &&
		 !(h->unit = h->api->unit_new(
			   &(struct smpl_py_sink){ h, sink_finding }, err,
			   sizeof err)) && !err[0])
		snprintf(err, sizeof err, "no unit state");
	if (!h->unit) {
		snprintf(msg, sizeof msg,
			 "Python is not available: script rules skipped (%s)",
			 err);
		say(h, 0, 1, msg);
		return -1;
	}
	h->nrules = f->nrules;
	h->nmetas = f->nmetas;
	h->rules = calloc(f->nrules + 1, sizeof *h->rules);
	h->metas = calloc(f->nmetas + 1, sizeof *h->metas);
	if (!h->rules || !h->metas) {
		say(h, 0, 1, "Python is not available: script rules skipped "
			     "(out of memory)");
		h->api->unit_free(h->unit);
		h->unit = NULL;
		return -1;
	}
	h->state = U_RUNNING;
	for (r = 0; r < f->nrules; r++)
		if (f->rules[r].kind == SMPL_R_INITIALIZE)
			run_plain(h, r);
	return 0;
}

/* ---- the hook ---- */

static int host_run(void *ctx, const struct smpl_file *f, uint32_t rule,
		    const struct match_script_val *in, uint32_t nin,
		    const char **out, uint32_t nout)
{
	struct host *h = ctx;
	struct script_src src;
	char err[512], *outv[64];
	void *code;
	uint32_t i;
	int rc;

	for (i = 0; i < nout; i++)
		out[i] = NULL;
	if (unit_start(h, f) < 0 || rule >= h->nrules)
		return -1;
	if (h->rules[rule].state == C_BAD)
		return -1;
	if (script_of(h, f, rule, &src) < 0) {
		h->rules[rule].state = C_BAD;
		say(h, rule, 0, "script code is not in the compiled rule file");
		return -1;
	}
	if (src.nin != nin || src.nout != nout || nout > 64) {
		h->rules[rule].state = C_BAD;
		say(h, rule, 0, "script rule called with a wrong number of "
				"values");
		return -1;
	}
	code = slot_code(h, &h->rules[rule], rule, src.code, src.line, 0);
	if (!code)
		return -1;
	h->cur = rule;
	rc = h->api->run(h->unit, code, src.in, in, nin, src.out, outv, nout,
			 err, sizeof err);
	if (rc < 0) {
		h->rules[rule].state = C_BAD;
		say(h, rule, 0, err);
		return -1;
	}
	for (i = 0; i < nout; i++) {
		if (outv[i] && keep_out(h, outv[i]) < 0) {
			free(outv[i]);
			outv[i] = NULL;
		}
		out[i] = outv[i];
	}
	return rc;
}

/* The rule holding metavariable m (for its diagnostics). */
static uint32_t rule_of_meta(const struct smpl_file *f, uint32_t m)
{
	uint32_t r;

	for (r = 0; r < f->nrules; r++)
		if (m >= f->rules[r].meta0 &&
		    m < f->rules[r].meta0 + f->rules[r].nmeta)
			return r;
	return 0;
}

/* A script constraint as the front end keeps it, "LANG (NAMES) { CODE }",
 * split: names (their part after the last '.') into names[], code into
 * *code (pointers into buf).  The number of names, or -1 when it is
 * not Python or not of that form. */
static int split_constraint(const char *s, char *buf, size_t nbuf,
			    const char **names, int maxnames,
			    const char **code)
{
	char *p, *q, *end;
	int n = 0;

	if (strlen(s) + 1 > nbuf || strncmp(s, "python", 6))
		return -1;
	strcpy(buf, s);
	p = strchr(buf, '(');
	q = p ? strchr(p, ')') : NULL;
	end = strrchr(buf, '}');
	if (!p || !q || !end || !(*code = strchr(q, '{')) || *code > end)
		return -1;
	*end = 0;
	(*code)++;
	*q = 0;
	for (p = strtok(p + 1, ", \t\n"); p; p = strtok(NULL, ", \t\n")) {
		char *dot = strrchr(p, '.');
		if (n == maxnames)
			return -1;
		names[n++] = dot ? dot + 1 : p;
	}
	return n;
}

static int host_constraint(void *ctx, const struct smpl_file *f, uint32_t m,
			   const struct match_script_val *args, uint32_t nargs)
{
	struct host *h = ctx;
	const char *names[33], *code;
	char buf[4096], err[512];
	uint32_t rule;
	void *handle;
	int n, rc;

	if (unit_start(h, f) < 0 || m >= h->nmetas)
		return -1;
	rule = rule_of_meta(f, m);
	if (h->metas[m].state == C_BAD)
		return -1;
	n = f->metas[m].script ?
		split_constraint(smpl_str(f, f->metas[m].script), buf,
				 sizeof buf, names + 1, 32, &code) : -1;
	/* args[0] may be m's own candidate value (bound to m's name) */
	if (n < 0 || (nargs != (uint32_t)n && nargs != (uint32_t)n + 1)) {
		h->metas[m].state = C_BAD;
		say(h, rule, 0, "script constraint: not a Python constraint "
				"or a wrong number of values");
		return -1;
	}
	names[0] = smpl_str(f, f->metas[m].name);
	handle = slot_code(h, &h->metas[m], rule, code,
			   f->metas[m].pos.line, 1);
	if (!handle)
		return -1;
	h->cur = rule;
	rc = h->api->run(h->unit, handle, nargs == (uint32_t)n ? names + 1
							       : names,
			 args, nargs, NULL, NULL, 0, err, sizeof err);
	if (rc < 0) {
		h->metas[m].state = C_BAD;
		say(h, rule, 0, err);
	}
	return rc;
}

/* End of the unit: finalize rules, then drop the unit's state. */
static void host_end(void *ctx, const struct smpl_file *f)
{
	struct host *h = ctx;
	uint32_t r, i;

	if (h->state == U_RUNNING) {
		for (r = 0; r < h->f->nrules; r++)
			if (h->f->rules[r].kind == SMPL_R_FINALIZE)
				run_plain(h, r);
		h->api->unit_free(h->unit);
		h->unit = NULL;
	}
	for (i = 0; i < h->nouts; i++)
		free(h->outs[i]);
	h->nouts = 0;
	free(h->rules);
	free(h->metas);
	h->rules = h->metas = NULL;
	h->nrules = h->nmetas = 0;
	h->state = U_IDLE;
	h->f = NULL;
}

struct match_script *script_host_new(const struct script_host_opts *o)
{
	struct host *h = calloc(1, sizeof *h);

	if (!h)
		return NULL;
	h->o = *o;
	h->hook.ctx = h;
	h->hook.run = host_run;
	h->hook.constraint = host_constraint;
	h->hook.end = host_end;
	return &h->hook;
}

/* smpl-python.so stays loaded (with Python in it: it cannot be
 * finalized and started again safely). */
void script_host_free(struct match_script *s)
{
	struct host *h;
	uint32_t i;

	if (!s)
		return;
	h = s->ctx;
	if (h->state != U_IDLE)
		host_end(h, h->f);
	for (i = 0; i < h->nsrcs; i++) {
		free(h->srcs[i].buf);
		free(h->srcs[i].names);
	}
	free(h->srcs);
	free(h->outs);
	free(h);
}
