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

/* A formula's virtual names given with -D are marked defined (flags 1). */
void smpl_mark_defines(struct smpl_file *f, const char *const *defines)
{
	uint32_t n, i;

	for (n = 1; n < f->nnodes && defines; n++) {
		struct smpl_node *p = &f->nodes[n];

		if (p->kind != SMPL_DEPNAME || p->op != SMPL_DEP_VIRTUAL)
			continue;
		for (i = 0; defines[i]; i++)
			if (!strcmp(defines[i], smpl_str(f, p->str)))
				p->flags = 1;
	}
}

int smpl_compile(const char *text, size_t len, const char *const *defines,
		 struct smpl_file *f, struct smpl_diag *d)
{
	struct smpl_tokens toks;

	smpl_ast_init(f);
	f->hash = smpl_hash(text, len);
	f->source = smpl_ast_str(f, d->file, strlen(d->file));
	smpl_lex(text, len, d, &toks);
	smpl_parse(f, &toks, d);
	smpl_lex_free(&toks);
	if (!d->nerrors)
		smpl_check_unused(f, d);
	smpl_mark_defines(f, defines);
	smpl_names(f);
	if (d->nerrors) {
		smpl_file_free(f);
		return -1;
	}
	return 0;
}
