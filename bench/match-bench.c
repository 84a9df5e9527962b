/* match-bench.c - the matcher's cost on a large function: the article's
 * final rule over a generated function of about 10 000 nodes (ifs,
 * loops, gotos) with 50 candidate starts, each of which must explore
 * nearly the whole function before reaching its kfree().  Prints the
 * time of the matching alone (parsing the generated C is not counted).
 *
 *   build/match-bench [NODES [STARTS]]     (make match-bench) */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "compile.h"
#include "cview.h"
#include "match.h"

static const char rule[] =
	"@@\ntype T;\nidentifier client, data;\n@@\n"
	"(\n i2c_set_clientdata(client, data);\n|\n"
	" data = i2c_get_clientdata(client);\n|\n"
	" T data = i2c_get_clientdata(client);\n)\n ...\n"
	"(\n i2c_set_clientdata(client, NULL);\n ...\n kfree(data);\n|\n"
	"+ i2c_set_clientdata(client, NULL);\n kfree(data);\n ...\n"
	"- i2c_set_clientdata(client, NULL);\n|\n"
	"+ i2c_set_clientdata(client, NULL);\n? kfree(data);\n)\n";

/* Each block is 7 nodes: an if/else, a loop, an error exit. */
static void block(FILE *out, int i)
{
	fprintf(out, "\tif (x == %d) {\n\t\twork(%d);\n\t} else {\n"
		"\t\tother(x, %d);\n\t}\n", i, i, i);
	fprintf(out, "\twhile (y > %d)\n\t\ty = step(y);\n", i);
	fprintf(out, "\tif (err(%d))\n\t\tgoto fail;\n", i);
}

static char *generate(int nodes, int starts, size_t *len)
{
	char *buf = NULL;
	FILE *out = open_memstream(&buf, len);
	int i;

	fputs("int bench(struct i2c_client *client, int x, int y)\n{\n", out);
	for (i = 0; i < starts; i++)
		fprintf(out, "\ti2c_set_clientdata(client, d%d);\n", i);
	for (i = 0; i < (nodes - 3 * starts) / 7; i++)
		block(out, i);
	fputs("\treturn 0;\nfail:\n", out);
	for (i = 0; i < starts; i++)
		fprintf(out, "\tkfree(d%d);\n", i);
	fputs("\treturn -1;\n}\n", out);
	fclose(out);
	return buf;
}

static double now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
	int nodes = argc > 1 ? atoi(argv[1]) : 10000;
	int starts = argc > 2 ? atoi(argv[2]) : 50;
	size_t len;
	char *c = generate(nodes, starts, &len);
	struct smpl_file f;
	struct smpl_diag d;
	struct match_cfile cf;
	struct match_prog p;
	struct match_out out;
	struct match_options o = { 0 };
	double t0, best = 1e9;
	int run;

	smpl_diag_init(&d, "bench.cocci", stderr);
	if (smpl_compile(rule, strlen(rule), NULL, &f, &d) ||
	    match_cview_parse("bench.c", c, len, &cf, stderr))
		return 1;
	match_prog_init(&p, &f);
	for (run = 0; run < 5; run++) {
		t0 = now_ms();
		match_run(&p, cf.views, cf.nviews, &o, &out);
		if (now_ms() - t0 < best)
			best = now_ms() - t0;
		if (run < 4)
			match_out_free(&out);
	}
	printf("match-bench: %u nodes, %d candidate starts, %u matches: "
	       "%.1f ms (best of 5)\n", cf.views[0]->nnodes, starts, out.n, best);
	match_out_free(&out);
	match_prog_free(&p);
	match_cfile_free(&cf);
	smpl_file_free(&f);
	free(c);
	return 0;
}
