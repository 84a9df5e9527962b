/* script-test.c - build/script-test: drives the script host (host.c)
 * as the matcher will, for testsuite/smpl.script.
 *
 *   build/script-test [--lib PATH] RULE.cocci CALLS
 *
 * RULE.cocci is compiled by the front end (for its rules' kinds, lines
 * and script constraints); the code of its script rules is read from
 * the text here (the compiled format does not carry it yet) and handed
 * to the host with script_host_set_src.  CALLS says what to call, one
 * call a line, fields separated by tabs:
 *   run RULE VALUE...         the hook's run for script rule RULE (its
 *                             name, or #N for the N-th rule from 0)
 *   constraint META VALUE...  the hook's constraint for metavariable
 *                             META (the first with a script constraint)
 *   end                       the hook's end (also done at the end)
 *   every                     run each script rule once, every value a
 *                             position (a smoke test: its code compiles,
 *                             and what it does with positions)
 * A VALUE is "-" (unbound), "@FILE:LINE:COL:LINE_END:COL_END:ELEMENT"
 * (a position; several joined with "|"), or a string.  Lines starting
 * with '#' are comments.
 *
 * Output: each line a script printed (the finding's text) on stdout;
 * the rest as '#' lines (what run returned and the values it made,
 * errors with the rule's line, notes), so that the lines without '#'
 * can be compared with what spatch prints.  The last line says whether
 * libpython was loaded. */
#define _GNU_SOURCE
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile.h"
#include "load.h"
#include "host.h"

#define MAXV 64

static uint32_t *nouts;		/* by rule: its new metavariables */
static uint32_t *nins;		/* by rule: its inherited metavariables */
static uint8_t *given;		/* by rule: its code was given the host */

static void finding(void *ctx, const struct match_script_finding *sf)
{
	printf("%s\n", sf->text);
}

static void error(void *ctx, const struct smpl_file *f, uint32_t rule,
		  int is_note, const char *msg)
{
	if (is_note)
		printf("# note: %s\n", msg);
	else
		printf("# error: rule at line %u: %s\n",
		       f && rule < f->nrules ? f->rules[rule].pos.line : 0,
		       msg);
}

static char *read_all(const char *path)
{
	FILE *fp = fopen(path, "rb");
	char *buf;
	long n;

	if (!fp)
		return NULL;
	fseek(fp, 0, SEEK_END);
	n = ftell(fp);
	fseek(fp, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (buf && fread(buf, 1, (size_t)n, fp) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	if (buf)
		buf[n] = 0;
	fclose(fp);
	return buf;
}

/* Line n (from 1) of text, or NULL. */
static const char *line_at(const char *text, uint32_t n)
{
	while (--n > 0 && text)
		if ((text = strchr(text, '\n')))
			text++;
	return text;
}

/* A name declared in a script's header: "x << r.y;" (in) or "x;"
 * (out); 0 when the line is neither. */
static int decl_name(const char *l, const char *end, char *name, size_t n,
		     int *is_in)
{
	const char *p = l, *q;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	for (q = p; q < end && (*q == '_' || (*q >= 'a' && *q <= 'z') ||
				(*q >= 'A' && *q <= 'Z') ||
				(*q >= '0' && *q <= '9'));
	     q++)
		;
	if (q == p || (size_t)(q - p) >= n)
		return 0;
	memcpy(name, p, (size_t)(q - p));
	name[q - p] = 0;
	while (q < end && (*q == ' ' || *q == '\t'))
		q++;
	*is_in = q + 1 < end && q[0] == '<' && q[1] == '<';
	return *is_in || (q < end && *q == ';');
}

/* Hand the host the code of script rule r, read from the text: the
 * declarations from the header's line to "@@", the code after it up to
 * the next line starting with '@'. */
static void give_src(struct match_script *s, const struct smpl_file *f,
		     const char *text, uint32_t r)
{
	static char names[2][MAXV][64];
	const char *in[MAXV], *out[MAXV];
	struct script_src src = { .in = in, .out = out };
	const char *l = line_at(text, f->rules[r].pos.line), *e, *code;
	uint32_t line = f->rules[r].pos.line;
	char *buf, tmp[64];
	int is_in;

	e = l ? l + strcspn(l, "\n") : NULL;
	if (!l || !memmem(l, (size_t)(e - l), "python", 6))
		return;		/* @script:ocaml@: not the host's */

	for (l = l ? strchr(l, '\n') : NULL; l; l = strchr(l, '\n')) {
		l++;
		line++;
		e = strchr(l, '\n');
		e = e ? e : l + strlen(l);
		if (!strncmp(l, "@@", 2))
			break;
		if (src.nin < MAXV && src.nout < MAXV &&
		    decl_name(l, e, tmp, sizeof tmp, &is_in)) {
			char *dst = is_in ? names[0][src.nin]
					  : names[1][src.nout];
			strcpy(dst, tmp);
			if (is_in)
				in[src.nin++] = dst;
			else
				out[src.nout++] = dst;
		}
	}
	if (!l)
		return;
	code = strchr(l, '\n');
	if (!code)
		return;
	code++;
	src.line = line + 1;
	for (e = code; *e; e = strchr(e, '\n') ? strchr(e, '\n') + 1
					       : e + strlen(e))
		if (*e == '@')
			break;
	buf = strndup(code, (size_t)(e - code));
	src.code = buf;
	nouts[r] = src.nout;
	nins[r] = src.nin;
	given[r] = 1;
	script_host_set_src(s, r, &src);
	free(buf);
}

/* Rule named name, or #N. */
static int find_rule(const struct smpl_file *f, const char *name)
{
	uint32_t r;

	if (name[0] == '#')
		return atoi(name + 1);
	for (r = 0; r < f->nrules; r++)
		if (!strcmp(smpl_str(f, f->rules[r].name), name))
			return (int)r;
	return -1;
}

static int find_meta(const struct smpl_file *f, const char *name)
{
	uint32_t m;

	for (m = 0; m < f->nmetas; m++)
		if (f->metas[m].script &&
		    !strcmp(smpl_str(f, f->metas[m].name), name))
			return (int)m;
	return -1;
}

/* A VALUE field as a match_script_val (pointing into the field). */
static void parse_value(char *s, struct match_script_val *v,
			struct match_script_pos *pos, uint32_t *npos)
{
	char *one, *save;

	memset(v, 0, sizeof *v);
	if (!strcmp(s, "-"))
		return;
	if (s[0] != '@') {
		v->kind = MATCH_SV_STR;
		v->s = s;
		return;
	}
	v->kind = MATCH_SV_POS;
	v->pos = pos + *npos;
	for (one = strtok_r(s + 1, "|", &save); one && *npos < MAXV;
	     one = strtok_r(NULL, "|", &save)) {
		struct match_script_pos *p = &pos[(*npos)++];
		char *f[6], *q = one;
		int i;

		for (i = 0; i < 6; i++) {
			f[i] = q;
			q = i < 5 ? strchr(q, ':') : NULL;
			if (i < 5 && !q)
				break;
			if (q)
				*q++ = 0;
		}
		p->file = f[0];
		p->line = (uint32_t)atoi(i >= 1 ? f[1] : "0");
		p->col = (uint32_t)atoi(i >= 2 ? f[2] : "0");
		p->line_end = (uint32_t)atoi(i >= 3 ? f[3] : "0");
		p->col_end = (uint32_t)atoi(i >= 4 ? f[4] : "0");
		p->element = i >= 5 ? f[5] : "something_else";
		v->npos++;
	}
}

/* The "every" call: each script rule once, its values positions. */
static void every(struct match_script *s, const struct smpl_file *f)
{
	static struct match_script_pos pos = { "every.c", 3, 7, 3, 8, "fn" };
	struct match_script_val vals[MAXV];
	const char *out[MAXV];
	uint32_t r, i;

	for (i = 0; i < MAXV; i++)
		vals[i] = (struct match_script_val){ MATCH_SV_POS, NULL, &pos,
						     1 };
	for (r = 0; r < f->nrules; r++)
		if (f->rules[r].kind == SMPL_R_SCRIPT && given[r])
			printf("# run #%u: %d\n", r,
			       s->run(s->ctx, f, r, vals, nins[r], out,
				      nouts[r]));
}

/* One line of CALLS. */
static void call(struct match_script *s, const struct smpl_file *f,
		 char *line)
{
	struct match_script_val vals[MAXV];
	struct match_script_pos pos[MAXV];
	const char *out[MAXV];
	char *field[MAXV + 2], *save;
	uint32_t n = 0, npos = 0, i;
	int r, rc;

	for (char *t = strtok_r(line, "\t", &save); t && n < MAXV + 2;
	     t = strtok_r(NULL, "\t", &save))
		field[n++] = t;
	if (n == 0 || field[0][0] == '#')
		return;
	if (!strcmp(field[0], "every")) {
		every(s, f);
		return;
	}
	if (!strcmp(field[0], "end")) {
		s->end(s->ctx, f);
		printf("# end\n");
		return;
	}
	if (n < 2) {
		printf("# bad call: %s\n", field[0]);
		return;
	}
	for (i = 2; i < n; i++)
		parse_value(field[i], &vals[i - 2], pos, &npos);
	if (!strcmp(field[0], "run") && (r = find_rule(f, field[1])) >= 0) {
		uint32_t nout = (uint32_t)r < f->nrules ? nouts[r] : 0;

		rc = s->run(s->ctx, f, (uint32_t)r, vals, n - 2, out, nout);
		printf("# run %s: %d", field[1], rc);
		for (i = 0; i < nout; i++)
			printf(" %s", out[i] ? out[i] : "(unset)");
		printf("\n");
	} else if (!strcmp(field[0], "constraint") &&
		   (r = find_meta(f, field[1])) >= 0) {
		rc = s->constraint(s->ctx, f, (uint32_t)r, vals, n - 2);
		printf("# constraint %s: %d\n", field[1], rc);
	} else {
		printf("# bad call: %s %s\n", field[0], field[1]);
	}
}

/* Is an object whose name has "libpython" in it loaded? */
static int has_libpython(struct dl_phdr_info *info, size_t size, void *data)
{
	return info->dlpi_name && strstr(info->dlpi_name, "libpython") != NULL;
}

int main(int argc, char **argv)
{
	struct script_host_opts o = { .finding = finding, .error = error };
	struct smpl_file f;
	struct smpl_diag d;
	struct match_script *s;
	char lib[4096], *text, *calls, *line, *save;
	int a = 1;
	uint32_t r;

	if (argc > 3 && !strcmp(argv[1], "--lib")) {
		o.lib = argv[2];
		a = 3;
	} else if (script_host_lib_path(lib, sizeof lib) == 0) {
		o.lib = lib;
	}
	if (argc - a != 2) {
		fprintf(stderr, "usage: script-test [--lib PATH] RULE.cocci "
				"CALLS\n");
		return 2;
	}
	text = read_all(argv[a]);
	calls = read_all(argv[a + 1]);
	if (!text || !calls) {
		fprintf(stderr, "script-test: cannot read %s\n",
			text ? argv[a + 1] : argv[a]);
		return 2;
	}
	smpl_diag_init(&d, argv[a], NULL);
	if (smpl_compile(text, strlen(text), NULL, &f, &d)) {
		fprintf(stderr, "script-test: %s does not compile\n", argv[a]);
		return 1;
	}
	s = script_host_new(&o);
	nouts = calloc(f.nrules + 1, sizeof *nouts);
	nins = calloc(f.nrules + 1, sizeof *nins);
	given = calloc(f.nrules + 1, 1);
	if (!s || !nouts || !nins || !given)
		return 1;
	for (r = 0; r < f.nrules; r++)
		if (f.rules[r].kind != SMPL_R_CODE)
			give_src(s, &f, text, r);
	for (line = strtok_r(calls, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		call(s, &f, line);
		fflush(stdout);
	}
	s->end(s->ctx, &f);
	printf("# libpython loaded: %s\n",
	       dl_iterate_phdr(has_libpython, NULL) ? "yes" : "no");
	script_host_free(s);
	smpl_file_free(&f);
	free(nouts);
	free(nins);
	free(given);
	free(text);
	free(calls);
	return 0;
}
