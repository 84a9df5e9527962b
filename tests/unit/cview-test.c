/* cview-test.c - the C reader on real C: GNU extensions, declarations,
 * directives, macros as written (calls, type arguments, iterators),
 * opaque statements and how the matcher takes them, the oracle,
 * one function read at a byte offset, and the nodes of declarations. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compile.h"
#include "cview.h"
#include "match.h"

static int failures;

static void check(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
	failures += !ok;
}

static char *dump(const char *src, const struct match_oracle *o)
{
	struct match_cfile cf;
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	uint32_t i;

	match_cview_parse_with("t.c", src, strlen(src), o, &cf, out);
	for (i = 0; i < cf.nviews; i++)
		match_view_dump(cf.views[i], out);
	match_cfile_free(&cf);
	fclose(out);
	return buf;
}

/* Each line of want (a fragment of the dump) is in the dump. */
static void test_o(const char *what, const char *src,
		   const struct match_oracle *o, const char *want)
{
	char *got = dump(src, o), *w = strdup(want), *line, *save = NULL;
	int ok = 1;

	for (line = strtok_r(w, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		if (!strstr(got, line)) {
			printf("  missing: %s\n", line);
			ok = 0;
		}
	check(ok, what);
	if (!ok)
		printf("  got:\n%s", got);
	free(w);
	free(got);
}

static void test(const char *what, const char *src, const char *want)
{
	test_o(what, src, NULL, want);
}

static void test_gnu(void)
{
	test("comma operator, statement expression, compound literal",
	     "void f(int a, int b) { a = 1, b = 2; b = ({ int t = a; t; });\n"
	     "g((struct s){ .x = 1 }); }",
	     "stmt 1:24-37 (a = 1), (b = 2)\n"
	     "stmt 1:38-62 b = ({ int t = a; t; })\n"
	     "stmt 2:1-25 g((struct s){ .x = 1 })");
	test("declarators, initializers, designated ones",
	     "void f(void) { int a = 1, b, *c = &a; struct s x = { .a = 1,\n"
	     " [2] = 3 }; unsigned long long n = 0x10ULL; _Bool ok = 0; }",
	     "decl 1:16-38 int a = 1\n"
	     "decl 1:16-38 int * c = &a\n"
	     "decl 1:39-2:12 struct s x = { .a = 1, [2] = 3 }\n"
	     "decl 2:13-44 unsigned long long n = 0x10ULL\n"
	     "decl 2:45-58 _Bool ok = 0");
	test("typeof, attributes, asm, __extension__, _Static_assert",
	     "static inline int __attribute__((unused)) f(int x)\n{\n"
	     "\ttypeof(x) y __attribute__((aligned(8))) = x;\n"
	     "\t_Static_assert(sizeof(int) == 4, \"int\");\n"
	     "\tasm volatile(\"nop\" : : \"r\"(y));\n"
	     "\treturn __extension__ y;\n}\n",
	     "decl 3:2-46 typeof(x) y = x\n"
	     "stmt 5:2-33 asm volatile(\"nop\" : : \"r\"(y))\n"
	     "return 6:2-25 y");
	test("sizeof and casts of any type, offsetof, function pointers",
	     "void f(void *p) { int (*fp)(int) = (int (*)(int))p;\n"
	     "n = sizeof(char *[4]) + offsetof(struct s, m.x[1]); }",
	     "decl 1:19-52 int (*)(int) fp = (int (*)(int))p\n"
	     "stmt 2:1-52 n = (sizeof(char *[4])) + offsetof(struct s, m.x[1])");
	test("constants and strings as written",
	     "void f(void) { g(0x10, 1UL, 'a', \"a\" \"b\", KERN_INFO \"c\"); }",
	     "stmt 1:16-58 g(0x10, 1UL, 'a', \"a\" \"b\", KERN_INFO \"c\")");
	test("case ranges, labels as values, ?:",
	     "void f(int x) { switch (x) { case 1 ... 3: p = &&out; } out:"
	     " x = x ?: 1; }",
	     "case 1:30-43 1 ... 3\n"
	     "stmt 1:44-54 p = &&out\n"
	     "stmt 1:62-73 x = x ? x : 1");
}

static void test_directives(void)
{
	test("#if 0 and the groups after a taken one are skipped",
	     "void f(void)\n{\n#if 0\n\tgone();\n#endif\n#ifdef CONFIG_X\n"
	     "\tone();\n#else\n\ttwo(\n#endif\n\tthree();\n}\n",
	     "function f\n  0 entry -> 2\n  1 exit ->\n"
	     "  2 stmt 7:2-8 one() -> 3\n  3 stmt 11:2-10 three() -> 4");
	test("#define makes a __macro an annotation in a declaration",
	     "#define __mine\nvoid f(int *q) { int __mine *p = q; }",
	     "decl 2:18-36 int * p = q");
}

static void test_macros(void)
{
	test("macro calls, a type argument, a declaration by macro",
	     "void f(struct device *d, struct list_head *n) {\n"
	     "LIST_HEAD(list);\ndev_err(d, \"x %d\\n\", 1);\n"
	     "struct port *p = container_of(n, struct port, node);\n"
	     "spin_lock_irqsave(&l, flags); }",
	     "stmt 2:1-17 LIST_HEAD(list)\n"
	     "stmt 3:1-25 dev_err(d, \"x %d\\n\", 1)\n"
	     "decl 4:1-53 struct port * p = container_of(n, struct port, node)\n"
	     "stmt 5:1-30 spin_lock_irqsave(&l, flags)");
	test("iterators: braced and not, break and continue",
	     "void f(void) {\nlist_for_each_entry(p, h, node) {\n"
	     "if (a(p)) continue; if (b(p)) break; c(p); }\n"
	     "for_each_child_of_node(np, child) of_node_put(child);\n}",
	     "2 loop 2:1-32 iterator list_for_each_entry(p, h, node) -> 3T 8F\n"
	     "3 if 3:1-10 a(p) -> 4T 5F\n"
	     "4 continue 3:11-20 -> 2\n"
	     "5 if 3:21-30 b(p) -> 6T 7F\n"
	     "6 break 3:31-37 -> 8\n"
	     "7 stmt 3:38-43 c(p) -> 2B\n"
	     "8 loop 4:1-34 iterator for_each_child_of_node(np, child) -> 9T 10F\n"
	     "9 stmt 4:35-54 of_node_put(child) -> 8B");
}

/* A statement the reader cannot read: one node, only `...` goes
 * through it, a statement metavariable takes it, nothing crashes. */
static char *edits_of(const char *rule, const char *src)
{
	struct match_cfile cf;
	struct smpl_file f;
	struct smpl_diag d;
	struct match_prog p;
	struct match_out out;
	struct match_options o = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	match_cview_parse("t.c", src, strlen(src), &cf, stderr);
	smpl_diag_init(&d, "t.cocci", stderr);
	if (smpl_compile(rule, strlen(rule), NULL, &f, &d) == 0) {
		match_prog_init(&p, &f);
		match_run(&p, cf.views, cf.nviews, &o, &out);
		match_out_dump(&p, &out, fp);
		match_out_free(&out);
		match_prog_free(&p);
		smpl_file_free(&f);
	}
	match_cfile_free(&cf);
	fclose(fp);
	return buf;
}

static void test_opaque(void)
{
	const char *src = "void f(int x)\n{\n\ta();\n\tx = @ 1;\n\tb();\n}\n";
	char *got;

	test("an opaque statement", src,
	     "stmt 4:2-10 opaque -> 4\n");
	got = edits_of("@@\n@@\na();\n...\n- b();\n", src);
	check(strstr(got, "t.c:5:2-6 remove") != NULL,
	      "opaque: `...` goes through it");
	free(got);
	got = edits_of("@@\nexpression E;\n@@\n- x = E;\n", src);
	check(strstr(got, "remove") == NULL, "opaque: no expression pattern");
	free(got);
	got = edits_of("@@\nstatement S;\n@@\na();\n- S\n", src);
	check(strstr(got, "t.c:4:2-10 remove") != NULL,
	      "opaque: a statement metavariable takes it");
	free(got);
	test("an opaque condition keeps its if",
	     "void f(int x) { if (x @ 1) { a(); } }",
	     "if 1:17-27 x @ 1 -> 3T 4F");
}

static int active(void *ctx, uint32_t line)
{
	return line != 3;
}

static int typedefs(void *ctx, const char *s, size_t n)
{
	return n == 5 && !memcmp(s, "foo_t", 5);
}

static const char *globals(void *ctx, const char *s, size_t n)
{
	return n == 1 && *s == 'g' ? "struct dev *" : NULL;
}

static void test_oracle(void)
{
	struct match_oracle o = { NULL, active, NULL, typedefs, globals, NULL };
	const char *src = "void f(int x)\n{\n\tgone();\n"
			  "\tx = (foo_t)-1;\n\tkfree(g);\n}\n";
	struct match_cfile cf;

	test_o("oracle: inactive lines, typedef names", src, &o,
	       "2 stmt 4:2-16 x = (foo_t)(-1) -> 3\n");
	test("no oracle: every line, (foo_t) is an expression", src,
	     "2 stmt 3:2-9 gone() -> 3\n3 stmt 4:2-16 x = foo_t - 1 -> 4\n");
	match_cview_parse_with("t.c", src, strlen(src), &o, &cf, stderr);
	check(cf.nviews == 1 && !strcmp(cf.views[0]->nodes[3]->expr->kids[1]->type,
					"struct dev *"),
	      "oracle: the type of a global");
	match_cfile_free(&cf);
}

static void test_names(void)
{
	const char *src = "void f(int x) { int y = x; { char *x = 0; g(x); } h(x); }";
	struct match_cfile cf;
	const struct match_view *v;

	match_cview_parse("t.c", src, strlen(src), &cf, stderr);
	v = cf.views[0];
	check(v->nnodes == 7 &&
	      v->nodes[4]->expr->kids[1]->decl == 3 &&
	      !strcmp(v->nodes[4]->expr->kids[1]->type, "char *") &&
	      v->nodes[5]->expr->kids[1]->decl == 1 &&
	      !strcmp(v->nodes[5]->expr->kids[1]->type, "int"),
	      "names: a local shadowing a parameter is another variable");
	match_cfile_free(&cf);
}

static void test_offset(void)
{
	const char *src = "typedef int foo_t;\nint f(void) { a(); }\n"
			  "static foo_t *g(foo_t *p)\n{\n\treturn p;\n}\n";
	struct match_creader *r = match_creader_new("t.c", src, strlen(src), NULL);
	struct match_view *v = match_creader_function(r, strstr(src, "static") - src,
						      stderr);
	struct match_view *w = match_creader_function(r, strstr(src, "g(") - src,
						      stderr);

	check(v && !strcmp(v->name, "g") && v->nnodes == 3 &&
	      !strcmp(v->nodes[2]->expr->type, "foo_t *"),
	      "offset: a function from its first token, the file's typedefs");
	check(w && !strcmp(w->name, "g"), "offset: or from its name");
	check(!match_creader_function(r, strlen(src), fopen("/dev/null", "w")),
	      "offset: nothing there");
	if (v)
		match_view_free(v);
	if (w)
		match_view_free(w);
	match_creader_free(r);
}

/* Each declarator is a node, with its own range (dcl), flagged when its
 * declaration has several; a const after a star is kept in wtype. */
static void test_decls(void)
{
	const char *src = "void f(void)\n{\n\tint a, *b = 0;\n"
			  "\tconst char * const *n;\n\tlong c;\n}\n";
	struct match_cfile cf;
	const struct match_view *v;
	const struct match_node *a, *b, *n, *c;

	match_cview_parse("t.c", src, strlen(src), &cf, stderr);
	v = cf.views[0];
	check(v->nnodes == 7, "decls: one node per declarator");
	a = v->nodes[2], b = v->nodes[3], n = v->nodes[4], c = v->nodes[5];
	check(a->kind == MATCH_N_DECL && !a->expr && b->expr &&
	      (a->flags & b->flags & MATCH_NF_MULTIDECL) &&
	      !(c->flags & MATCH_NF_MULTIDECL),
	      "decls: several declarators flagged, with or without init");
	check(a->range.col == 2 && a->range.end_col == 16 &&
	      b->range.col == 2 && a->dcl.col == 6 && a->dcl.end_col == 7 &&
	      b->dcl.col == 9 && b->dcl.end_col == 15,
	      "decls: the declaration's range, each declarator's own");
	check((n->flags & MATCH_NF_PTRQUAL) &&
	      !strcmp(n->var->type, "const char **") &&
	      !strcmp(n->wtype, "const char * const *") && !c->wtype &&
	      !(c->flags & MATCH_NF_PTRQUAL),
	      "decls: a const after a star in wtype, not in the type");
	match_cfile_free(&cf);
}

/* The initializer of the first declaration of function f in src, the
 * reader asked for trees, printed. */
static char *init_of(const char *src)
{
	struct match_creader *r = match_creader_new("t.c", src, strlen(src), NULL);
	struct match_view *v;
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	match_creader_init_trees(r, 1);
	v = match_creader_function(r, strstr(src, "f(") - src, stderr);
	if (v && v->nnodes > 2 && v->nodes[2]->expr) {
		int k = v->nodes[2]->expr->kind;

		fprintf(out, "%s:", k == MATCH_E_INIT ? "INIT" :
			k == MATCH_E_OPAQUE ? "OPAQUE" : "other");
		match_expr_print(v->nodes[2]->expr, out);
	}
	if (v)
		match_view_free(v);
	match_creader_free(r);
	fclose(out);
	return buf;
}

static void test_init1(const char *what, const char *src, const char *want)
{
	char *got = init_of(src);

	check(!strcmp(got, want), what);
	if (strcmp(got, want))
		printf("  got: %s\n  want: %s\n", got, want);
	free(got);
}

/* { } initializers as trees, when asked: designators, nesting, a
 * trailing comma; what is not read exactly stays text. */
static void test_inits(void)
{
	test_init1("init: designated, nested, trailing comma",
		   "void f(void)\n{\n\tstruct s x = { .a = 1, .d = {\n"
		   "\t\t.n = \"x\", .o = THIS_MODULE,\n\t}, };\n}\n",
		   "INIT:{.a = 1, .d = {.n = \"x\", .o = THIS_MODULE}}");
	test_init1("init: positional, indexes, empty",
		   "void f(void)\n{\n\tint x[] = { 1, [2] = 3, {}, { 4 } };\n}\n",
		   "INIT:{1, [2] = 3, {}, {4}}");
	test_init1("init: a designator chain stays text",
		   "void f(void)\n{\n\tstruct s x = { .a.b = 1 };\n}\n",
		   "OPAQUE:{ .a.b = 1 }");
	test_init1("init: GNU's f: v stays text",
		   "void f(void)\n{\n\tstruct s x = { a: 1 };\n}\n",
		   "OPAQUE:{ a: 1 }");
	test_init1("init: a range stays text",
		   "void f(void)\n{\n\tint x[9] = { [1 ... 3] = 1 };\n}\n",
		   "OPAQUE:{ [1 ... 3] = 1 }");
	test_init1("init: a compound literal in it",
		   "void f(void)\n{\n\tstruct s x = { .p = &(struct t){ .a = 1 } };\n}\n",
		   "INIT:{.p = &((struct t){.a = 1})}");
}

/* The top level's view: one DECL per initialized file-scope
 * declarator, initializers as trees; functions, prototypes, typedefs
 * and declarations without initializer left out. */
static void test_toplevel(void)
{
	const char *src =
		"typedef int T;\nint g(int);\nstatic int n;\n"
		"static struct platform_driver foo = {\n\t.probe = foo_probe,\n"
		"\t.driver = {\n\t\t.name = \"x\",\n\t\t.owner = THIS_MODULE,\n"
		"\t},\n};\nint f(void) { int z = 1; return z; }\n"
		"T a = 1, b;\nstatic int bad = { .a.b = 1 };\n";
	struct match_creader *r = match_creader_new("t.c", src, strlen(src), NULL);
	struct match_view *v = match_creader_toplevel(r, stderr);
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	uint32_t i;

	for (i = 0; i < v->nnodes; i++)
		if (v->nodes[i]->kind == MATCH_N_DECL) {
			fprintf(out, "%s=", v->nodes[i]->var->str);
			if (v->nodes[i]->expr)
				match_expr_print(v->nodes[i]->expr, out);
			fprintf(out, "@%u;", v->nodes[i]->range.line);
		}
	fclose(out);
	check(!strcmp(buf, "foo={.probe = foo_probe, .driver = {.name = \"x\", "
		      ".owner = THIS_MODULE}}@4;a=1@12;b=@12;bad={ .a.b = 1 }@13;"),
	      "toplevel: initialized file-scope declarators, trees");
	if (strcmp(buf, "foo={.probe = foo_probe, .driver = {.name = \"x\", "
		   ".owner = THIS_MODULE}}@4;a=1@12;b=@12;bad={ .a.b = 1 }@13;"))
		printf("  got: %s\n", buf);
	check(v->nodes[0]->kind == MATCH_N_ENTRY && v->nodes[0]->nsucc == 1,
	      "toplevel: a chain from the entry");
	{	/* foo's elements: where each comma is */
		const struct match_expr *x = v->nodes[2]->expr, *d;

		d = x && x->kind == MATCH_E_INIT && x->nkids == 2 ?
		    x->kids[1]->kids[1] : NULL;
		check(x && x->kids[0]->op_line == 5 && x->kids[0]->op_col == 20 &&
		      x->kids[1]->op_line == 9 && x->kids[1]->op_col == 3 &&
		      d && d->kind == MATCH_E_INIT && d->nkids == 2 &&
		      d->kids[1]->op_line == 8 && d->kids[1]->op_col == 23 &&
		      (v->nodes[2]->var->flags & MATCH_EF_STATIC) &&
		      !(v->nodes[3]->var->flags & MATCH_EF_STATIC),
		      "toplevel: each element's comma, static or not");
	}
	free(buf);
	match_view_free(v);
	match_creader_free(r);
}

/* With definitions: one DECL per struct, union or enum definition and
 * typedef, its members in order (view.c's dump); odd members `?`; a
 * definition that does not read gives no node; a #define among a
 * definition's members is a DEFINE node after it. */
static void test_topdefs(void)
{
	const char *src =
		"typedef unsigned int u32;\nstruct s {\n\tu32 n:3;\n\tint *p;\n"
		"#define S_X 1\n\tstruct { char c; } in;\n\tchar d[0];\n};\n"
		"enum e { A, B = 2, };\nunion { int i; } v;\n"
		"struct bad { tc_gen; int x; };\nint f(void) { return 0; }\n";
	struct match_creader *r = match_creader_new("t.c", src, strlen(src), NULL);
	struct match_view *v;
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	const char *want =
		"  2 decl 1:1-26 typedef unsigned int u32 -> 3\n"
		"  3 decl 2:1-8:3 struct s { ?; int * p; ?; struct { char c; } in;"
		" char d[0]; } -> 4\n"
		"  4 define 5:1-14 S_X 1 -> 5\n"	/* after the one it is in */
		"  5 decl 9:1-22 enum e { A, B = 2, } -> 6\n"
		"  6 decl 10:1-20 union { int i; } union v -> 1\n";

	match_creader_top_defs(r, 1);
	v = match_creader_toplevel(r, stderr);
	match_view_dump(v, out);
	fclose(out);
	check(strstr(buf, want) != NULL, "toplevel: definitions and typedefs");
	if (!strstr(buf, want))
		printf("  got: %s\n", buf);
	free(buf);
	match_view_free(v);
	match_creader_free(r);
}

int main(void)
{
	test_toplevel();
	test_topdefs();
	test_inits();
	test_decls();
	test_gnu();
	test_directives();
	test_macros();
	test_opaque();
	test_oracle();
	test_names();
	test_offset();
	return failures != 0;
}
