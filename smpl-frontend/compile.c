/* compile.c - the whole front end, step by step: lex, parse (which also
 * resolves names and binds metavariables), rule-wide checks, virtual
 * names set on the command line, and the prefilter's required names. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "compile.h"
#include "lex.h"
#include "names.h"
#include "parse.h"
#include "util.h"

/* -D NAME=VALUE: VALUE is the value of every `identifier virtual.NAME`
 * that has none yet, kept as its constraint `= {VALUE}` (the matcher
 * binds it from the start).  Only while the file is built: a compiled
 * file has no room for new nodes. */
static void set_virtual_value(struct smpl_file *f, const char *def)
{
	const char *eq = strchr(def, '=');
	uint32_t m, id;

	for (m = 0; m < f->nmetas && f->build; m++) {
		struct smpl_meta *mv = &f->metas[m];
		const char *name = smpl_str(f, mv->name);

		if (!(mv->flags & SMPL_MF_VIRTUAL) || mv->cons != SMPL_CONS_NONE ||
		    strlen(name) != (size_t)(eq - def) ||
		    strncmp(name, def, (size_t)(eq - def)))
			continue;
		id = smpl_ast_node(f, SMPL_ID, mv->pos);
		f->nodes[id].str = smpl_ast_str(f, eq + 1, strlen(eq + 1));
		mv->cons = SMPL_CONS_EQ;
		mv->cons0 = smpl_ast_list(f, &id, 1);
		mv->ncons = 1;
	}
}

/* A formula's virtual names given with -D are marked defined (flags 1);
 * -D NAME=VALUE gives virtual identifiers their value instead, as in
 * spatch (it does not define NAME for depends on). */
void smpl_mark_defines(struct smpl_file *f, const char *const *defines)
{
	uint32_t n, i;

	for (i = 0; defines && defines[i]; i++)
		if (strchr(defines[i], '='))
			set_virtual_value(f, defines[i]);
	for (n = 1; n < f->nnodes && defines; n++) {
		struct smpl_node *p = &f->nodes[n];

		if (p->kind != SMPL_DEPNAME || p->op != SMPL_DEP_VIRTUAL)
			continue;
		for (i = 0; defines[i]; i++)
			if (!strcmp(defines[i], smpl_str(f, p->str)))
				p->flags = 1;
	}
}

#define MAX_FILE_DEFINES 64

static char *dup(const char *s, size_t n)
{
	char *p = strndup(s, n);

	if (!p)
		abort();
	return p;
}

/* The -D options of the file's `#spatch` lines (lex.c keeps each as one
 * RAW token outside the rules), after those of the command line, in a
 * NULL-terminated array to free with free_defines; words are split at
 * blanks, quotes are not read. */
static char **file_defines(const struct smpl_tokens *toks,
			   const char *const *defines)
{
	char **out = calloc(2 * MAX_FILE_DEFINES + 1, sizeof(*out));
	uint32_t i, n = 0;

	if (!out)
		abort();
	for (i = 0; defines && defines[i] && n < MAX_FILE_DEFINES; i++)
		out[n++] = dup(defines[i], strlen(defines[i]));
	for (i = 0; i < toks->n; i++) {
		const struct smpl_token *t = &toks->v[i];
		char *line, *w, *save = NULL;
		int want = 0;

		if (t->kind != SMPL_T_RAW || t->region != SMPL_RG_OUTSIDE)
			continue;
		line = dup(t->text, t->len);
		for (w = strtok_r(line, " \t", &save); w && n < 2 * MAX_FILE_DEFINES;
		     w = strtok_r(NULL, " \t", &save)) {
			if (want || (!strncmp(w, "-D", 2) && w[2]))
				out[n++] = want ? dup(w, strlen(w)) : dup(w + 2, strlen(w + 2));
			want = !strcmp(w, "-D");
		}
		free(line);
	}
	return out;
}

static void free_defines(char **v)
{
	for (char **p = v; *p; p++)
		free(*p);
	free(v);
}

int smpl_compile(const char *text, size_t len, const char *const *defines,
		 struct smpl_file *f, struct smpl_diag *d)
{
	struct smpl_tokens toks;
	char **all;

	smpl_ast_init(f);
	f->hash = smpl_hash(text, len);
	f->source = smpl_ast_str(f, d->file, strlen(d->file));
	smpl_lex(text, len, d, &toks);
	smpl_parse(f, &toks, d);
	all = file_defines(&toks, defines);
	smpl_lex_free(&toks);
	if (!d->nerrors)
		smpl_check_unused(f, d);
	smpl_mark_defines(f, (const char *const *)all);
	free_defines(all);
	smpl_names(f);
	if (d->nerrors) {
		smpl_file_free(f);
		return -1;
	}
	return 0;
}
