/* match-view-test.c - the graph view: the builder (succ/pred arrays),
 * structural equality of expressions, and the C reader (cview.c)
 * checked through the graph dump, for each kind of statement. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compile.h"
#include "cview.h"
#include "match.h"
#include "view.h"

static int failures;

static void check(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
	failures += !ok;
}

static void check_text(const char *got, const char *want, const char *what)
{
	check(!strcmp(got, want), what);
	if (strcmp(got, want))
		printf("  want:\n%s  got:\n%s", want, got);
}

static struct match_range R(uint32_t line, uint32_t col, uint32_t end)
{
	struct match_range r = { "t.c", line, col, line, end };

	return r;
}

static struct match_expr *id(struct match_view *v, const char *s)
{
	struct match_expr *e = match_expr_new(v, MATCH_E_ID, 0, R(1, 1, 2));

	e->str = s;
	return e;
}

static struct match_expr *call1(struct match_view *v, const char *f,
				const char *arg)
{
	struct match_expr *e = match_expr_new(v, MATCH_E_CALL, 2, R(1, 1, 9));

	e->kids[0] = id(v, f);
	e->kids[1] = id(v, arg);
	match_expr_finish(e);
	return e;
}

static void test_builder(void)
{
	struct match_view *v = match_view_new("f");
	struct match_node *a = match_view_node(v, MATCH_N_STMT, R(2, 2, 10));
	struct match_node *c = match_view_node(v, MATCH_N_IF, R(3, 2, 8));

	a->expr = call1(v, "kfree", "p");
	c->expr = id(v, "x");
	match_expr_finish(c->expr);
	match_view_edge(v, v->entry, a, 0);
	match_view_edge(v, a, c, 0);
	match_view_edge(v, c, v->exit, MATCH_EDGE_TRUE);
	match_view_edge(v, c, a, MATCH_EDGE_FALSE | MATCH_EDGE_BACK);
	match_view_finish(v);
	check(a->nsucc == 1 && a->succ[0].to == c, "builder: succ");
	check(a->npred == 2 && a->pred[0].to == v->entry && a->pred[1].to == c,
	      "builder: pred, in the order edges were added");
	check(c->nsucc == 2 && c->succ[0].flags == MATCH_EDGE_TRUE,
	      "builder: edge flags");
	check(match_expr_equal(a->expr, call1(v, "kfree", "p")),
	      "expr: equal when built twice");
	check(!match_expr_equal(a->expr, call1(v, "kfree", "q")),
	      "expr: different argument");
	check(a->expr->hash == call1(v, "kfree", "p")->hash,
	      "expr: equal hashes");
	match_view_free(v);
}

static char *dump_c(const char *src)
{
	struct match_cfile cf;
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	uint32_t i;

	if (match_cview_parse("t.c", src, strlen(src), &cf, out) == 0) {
		for (i = 0; i < cf.nviews; i++)
			match_view_dump(cf.views[i], out);
		match_cfile_free(&cf);
	}
	fclose(out);
	return buf;
}

static void test_c(const char *what, const char *src, const char *want)
{
	char *got = dump_c(src);

	check_text(got, want, what);
	free(got);
}

static void test_cview(void)
{
	test_c("cview: sequence, declaration, NULL",
	       "int f(struct s *p)\n{\n\tstruct s *q = NULL;\n\tkfree(p);\n}\n",
	       "function f\n  0 entry -> 2\n  1 exit ->\n"
	       "  2 decl 3:2-21 struct s * q = NULL -> 3\n"
	       "  3 stmt 4:2-11 kfree(p) -> 4\n"
	       "  4 return 5:1-1 implicit -> 1\n");
	test_c("cview: if/else, then-exit only in the then arm",
	       "int f(int x) { if (x) return 1; else return 2; }",
	       "function f\n  0 entry -> 2\n  1 exit ->\n"
	       "  2 if 1:16-22 x -> 3T 4F\n"
	       "  3 return 1:23-32 then-exit 1 -> 1\n"
	       "  4 return 1:38-47 2 -> 1\n");
	test_c("cview: while with break and continue",
	       "void f(int x) { while (x) { if (x > 2) break; if (x) continue; "
	       "x--; } g(); }",
	       "function f\n  0 entry -> 2\n  1 exit ->\n"
	       "  2 loop 1:17-26 x -> 3T 8F\n"
	       "  3 if 1:29-39 x > 2 -> 4T 5F\n"
	       "  4 break 1:40-46 -> 8\n"
	       "  5 if 1:47-53 x -> 6T 7F\n"
	       "  6 continue 1:54-63 -> 2\n"
	       "  7 stmt 1:64-68 x-- -> 2B\n"
	       "  8 stmt 1:71-75 g() -> 9\n"
	       "  9 return 1:76-76 implicit -> 1\n");
	test_c("cview: do, for",
	       "void f(int i) { do i++; while (i < 3); for (i = 0; i < 2; i++) g(i); }",
	       "function f\n  0 entry -> 2\n  1 exit ->\n"
	       "  2 stmt 1:20-24 i++ -> 3\n"
	       "  3 loop 1:25-39 i < 3 -> 2TB 4F\n"
	       "  4 stmt 1:45-50 i = 0 -> 5\n"
	       "  5 loop 1:52-57 i < 2 -> 6T 8F\n"
	       "  6 stmt 1:64-69 g(i) -> 7\n"
	       "  7 stmt 1:59-62 i++ -> 5B\n"
	       "  8 return 1:70-70 implicit -> 1\n");
	test_c("cview: a for step that nothing reaches is no node",
	       "int f(int i) { for (i = 0; i < 2; i++) return 1; return 0; }",
	       "function f\n  0 entry -> 2\n  1 exit ->\n"
	       "  2 stmt 1:21-26 i = 0 -> 3\n"
	       "  3 loop 1:28-33 i < 2 -> 4T 5F\n"
	       "  4 return 1:40-49 1 -> 1\n"
	       "  5 return 1:50-59 0 -> 1\n");
	test_c("cview: switch, goto and labels",
	       "int f(int x) { switch (x) { case 1: a(); case 2: b(); break; }"
	       " goto out; out: return 0; }",
	       "function f\n  0 entry -> 2\n  1 exit ->\n"
	       "  2 switch 1:16-26 x -> 3 5 8\n"
	       "  3 case 1:29-36 1 -> 4\n"
	       "  4 stmt 1:37-41 a() -> 5\n"
	       "  5 case 1:42-49 2 -> 6\n"
	       "  6 stmt 1:50-54 b() -> 7\n"
	       "  7 break 1:55-61 -> 8\n"
	       "  8 goto 1:64-73 out -> 9\n"
	       "  9 label 1:74-78 out -> 10\n"
	       "  10 return 1:79-88 0 -> 1\n");
	test_c("cview: expressions keep their structure",
	       "void f(struct s *p) { p->a[2] = -(int)sizeof(struct s) + !p ? f(1, \"s\") : 0; }",
	       "function f\n  0 entry -> 2\n  1 exit ->\n"
	       "  2 stmt 1:23-77 p->a[2] = ((-((int)(sizeof(struct s)))) + (!p)) ? f(1, \"s\") : 0 -> 3\n"
	       "  3 return 1:78-78 implicit -> 1\n");
	test_c("cview: a statement that cannot be read is one opaque node",
	       "int f(void) { g(; }",
	       "function f\n  0 entry -> 2\n  1 exit ->\n"
	       "  2 stmt 1:15-18 opaque -> 3\n"
	       "  3 return 1:19-19 implicit -> 1\n"
	       "  not read at 1:15: expected ')' before '}'\n");
	test_c("cview: a function that cannot be read is an error, alone",
	       "int f(void) { g(); \nint h(void) { { }",
	       "t.c:1:13: error: unbalanced braces (function f not read)\n");
}

/* What loop and switch patterns need: the end of the whole statement,
 * where a for starts, which nodes are its init and step. */
static void test_statements(void)
{
	const char *src = "void f(int i) { for (i = 0; i < 2; i++) { g(i); }\n"
			  "while (i) i--; switch (i) { case 1: g(1); } }";
	struct match_cfile cf;
	const struct match_view *v;

	if (match_cview_parse("t.c", src, strlen(src), &cf, stderr)) {
		check(0, "statements: parse");
		return;
	}
	v = cf.views[0];
	check(v->nodes[3]->kind == MATCH_N_LOOP &&
	      (v->nodes[3]->flags & MATCH_NF_FOR) &&
	      (v->nodes[3]->flags & MATCH_NF_BODY_BRACED) &&
	      v->nodes[3]->stmt_line == 1 && v->nodes[3]->stmt_col == 17 &&
	      v->nodes[3]->end_line == 1 && v->nodes[3]->end_col == 50,
	      "statements: a for's flags, start and end");
	check((v->nodes[2]->flags & MATCH_NF_FOR_PART) &&
	      (v->nodes[5]->flags & MATCH_NF_FOR_PART) &&
	      !(v->nodes[4]->flags & MATCH_NF_FOR_PART),
	      "statements: a for's init and step, not its body");
	check(v->nodes[6]->kind == MATCH_N_LOOP &&
	      !(v->nodes[6]->flags & (MATCH_NF_FOR | MATCH_NF_BODY_BRACED)) &&
	      v->nodes[6]->end_line == 2 && v->nodes[6]->end_col == 15,
	      "statements: a while's end");
	check(v->nodes[8]->kind == MATCH_N_SWITCH &&
	      v->nodes[8]->end_line == 2 && v->nodes[8]->end_col == 44,
	      "statements: a switch's end");
	match_cfile_free(&cf);
}

/* The kept edits of rule text `rule` over the views of cf, as text. */
static char *edits_of(const char *rule, struct match_cfile *cf)
{
	struct smpl_file f;
	struct smpl_diag d;
	struct match_prog p;
	struct match_out out;
	struct match_options o = { 0 };
	const struct match_edit **e;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);
	uint32_t n, i;

	smpl_diag_init(&d, "t.cocci", stderr);
	if (smpl_compile(rule, strlen(rule), NULL, &f, &d) == 0) {
		match_prog_init(&p, &f);
		match_run(&p, cf->views, cf->nviews, &o, &out);
		e = match_out_edits(&out, &n);
		for (i = 0; i < n; i++)
			match_edit_print(e[i], fp);
		free(e);
		match_out_free(&out);
		match_prog_free(&p);
		smpl_file_free(&f);
	}
	fclose(fp);
	return buf;
}

/* An if as a GIMPLE view gives it: the range is the condition's, the
 * keyword and the header's end come apart (hdr 0: unknown). */
static void gimple_if(struct match_node *n, uint32_t hdr_col)
{
	n->stmt_line = n->range.line;
	n->stmt_col = n->range.col;
	n->range.col += 4;
	n->range.end_col -= 1;
	n->hdr_line = hdr_col ? n->range.line : 0;
	n->hdr_col = hdr_col;
}

/* `- if (E)` over a context arm edits the header only, in a GIMPLE-
 * shaped view too; where the view does not know the header's end, it
 * matches nothing rather than edit the condition alone. */
static void test_if_header(void)
{
	const char *src = "int f(int x, int y)\n{\n\tif (x > 1)\n"
			  "\t\treturn 1;\n\treturn 0;\n}\n";
	const char *rule = "@@\n@@\n- if (x > 1)\n+ if (y)\n  return 1;\n";
	struct match_cfile cf;
	char *got;
	int k;

	for (k = 0; k < 3; k++) {
		if (match_cview_parse("t.c", src, strlen(src), &cf, stderr)) {
			check(0, "if header: parse");
			return;
		}
		if (k)
			gimple_if(cf.views[0]->nodes[2], k == 1 ? 12 : 0);
		got = edits_of(rule, &cf);
		check_text(got, k < 2 ? "t.c:3:2-12 replace \"if (y)\"\n" : "",
			   k == 0 ? "if header: C view" : k == 1 ?
			   "if header: GIMPLE view" : "if header: end unknown");
		free(got);
		match_cfile_free(&cf);
	}
}

int main(void)
{
	test_builder();
	test_cview();
	test_statements();
	test_if_header();
	return failures != 0;
}
