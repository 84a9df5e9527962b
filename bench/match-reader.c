/* match-reader.c - how much of real C the C reader reads:
 *
 *   match-reader [-v] [--typedefs FILE] FILE.c...
 *
 * reads each file with the reader's own guesses as the oracle (plus the
 * typedef names listed one a line in FILE) and counts the functions read
 * fully, read with opaque statements or expressions, and not read.
 * -v prints where each opaque piece and each error is.  Last line:
 * "functions N: full N, opaque N, failed N (P% full)".
 * scripts/reader-coverage.sh runs it over Csmith programs and kernel
 * drivers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cview.h"
#include "util.h"

struct totals { unsigned long full, opaque, failed; };

static char **typedefs;
static size_t ntypedefs;

static int is_typedef(void *ctx, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < ntypedefs; i++)
		if (strlen(typedefs[i]) == len && !memcmp(typedefs[i], name, len))
			return 1;
	return 0;
}

static void read_typedefs(const char *path)
{
	size_t len;
	char *text = smpl_read_file(path, 1 << 24, &len), *s;

	if (!text) {
		perror(path);
		exit(2);
	}
	for (s = strtok(text, " \t\n"); s; s = strtok(NULL, " \t\n")) {
		typedefs = realloc(typedefs, (ntypedefs + 1) * sizeof(*typedefs));
		typedefs[ntypedefs++] = s;
	}
}

static void opaque_exprs(const struct match_expr *e, FILE *out)
{
	uint32_t i;

	if (!e)
		return;
	if (e->kind == MATCH_E_OPAQUE && (e->flags & MATCH_EF_UNREAD))
		fprintf(out, "%s:%u:%u: opaque expression: %.60s\n",
			e->range.file, e->range.line, e->range.col, e->str);
	for (i = 0; i < e->nkids; i++)
		opaque_exprs(e->kids[i], out);
}

static void show(const struct match_view *v, FILE *out)
{
	uint32_t i;

	for (i = 0; i < v->nnodes; i++) {
		const struct match_node *n = v->nodes[i];

		if (n->flags & MATCH_NF_OPAQUE)
			fprintf(out, "%s:%u:%u: opaque statement in %s\n",
				n->range.file, n->range.line, n->range.col,
				v->name);
		opaque_exprs(n->expr, out);
	}
}

static FILE *quiet;

static void count(const char *path, int verbose, struct totals *t)
{
	struct match_oracle o = { NULL, NULL, NULL, is_typedef, NULL, NULL, NULL };
	struct match_cfile cf;
	size_t len;
	char *text = smpl_read_file(path, 1 << 26, &len);
	uint32_t i;

	if (!text) {
		perror(path);
		return;
	}
	match_cview_parse_with(path, text, len, ntypedefs ? &o : NULL, &cf,
			       verbose ? stdout : quiet);
	for (i = 0; i < cf.nviews; i++) {
		if (cf.views[i]->nopaque)
			t->opaque++;
		else
			t->full++;
		if (verbose)
			show(cf.views[i], stdout);
	}
	t->failed += cf.nfailed;
	match_cfile_free(&cf);
	free(text);
}

int main(int argc, char **argv)
{
	struct totals t = { 0, 0, 0 };
	unsigned long n;
	int i, verbose = 0;

	quiet = fopen("/dev/null", "w");
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-v"))
			verbose = 1;
		else if (!strcmp(argv[i], "--typedefs") && i + 1 < argc)
			read_typedefs(argv[++i]);
		else
			count(argv[i], verbose, &t);
	}
	n = t.full + t.opaque + t.failed;
	printf("functions %lu: full %lu, opaque %lu, failed %lu (%.1f%% full)\n",
	       n, t.full, t.opaque, t.failed, n ? 100.0 * t.full / n : 0.0);
	return 0;
}
