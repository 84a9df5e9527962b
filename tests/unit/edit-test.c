/* edit-test.c - plugin/edit/: the tokenizer, edit requests turned into
 * text (each case's expected text is what spatch 1.1.1 writes for the
 * same change, or what SMPL.md asks where gcc-smpl differs), + code in
 * pieces (metavariables' values from the source), refusals with their
 * reasons, and unified diffs compared with GNU `diff -u -p`
 * and applied with `patch -p1` and `git apply` (those checks are skipped
 * when the tools are missing).  Prints PASS: or FAIL: per check; exit
 * status 1 if anything failed. */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "edit.h"
#include "util.h"

#define MAX_REQS 8

static int nfail;

static void check(int ok, const char *what, const char *fmt, ...)
{
	va_list ap;

	if (ok) {
		printf("PASS: %s\n", what);
		return;
	}
	nfail++;
	printf("FAIL: %s (", what);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf(")\n");
}

/* ---- requests ---- */

/* The line and column of the nth (from 1) occurrence of anchor. */
static void find(const char *in, const char *anchor, int nth, uint32_t *line,
		 uint32_t *col)
{
	const char *p = in, *q = NULL;

	while (nth-- > 0 && (q = strstr(p, anchor)))
		p = q + 1;
	*line = 1;
	for (p = in; q && p < q; p++)
		*line += *p == '\n';
	for (p = q; q && p > in && p[-1] != '\n'; p--)
		;
	*col = q ? q - p + 1 : 0;
}

/* + code that is one text piece; the pieces live until MAX_PIECES
 * later ones are made, long enough for a test's requests. */
#define MAX_PIECES 64
static const struct smpl_piece *text_piece(const char *text)
{
	static struct smpl_piece pool[MAX_PIECES];
	static unsigned next;
	struct smpl_piece *q = &pool[next++ % MAX_PIECES];

	*q = (struct smpl_piece){ .kind = SMPL_PIECE_TEXT, .text = text };
	return q;
}

static struct edit_req req(int action, const char *in, const char *anchor,
			   int nth, const char *expect, const char *text,
			   const char *tag)
{
	struct edit_req r = { .action = action, .what = EDIT_STMT,
			      .expect = expect, .tag = tag };

	if (text) {
		r.pieces = text_piece(text);
		r.npieces = 1;
	}
	find(in, anchor, nth, &r.line, &r.col);
	return r;
}

struct refusals {
	unsigned n;
	char last[256];
};

static void on_refuse(void *ctx, const struct edit_req *r, const char *why,
		      const struct edit_req *other)
{
	struct refusals *rf = ctx;

	rf->n++;
	snprintf(rf->last, sizeof(rf->last), "%s", why);
}

/* Plans and applies the requests; checks the text and the refusals
 * (why: the last reason, NULL for no check). */
static void run(const char *what, const char *in, const struct edit_req *r,
		uint32_t n, const char *want, unsigned nref, const char *why)
{
	struct edit_src *s = edit_src_new("t.c", in, strlen(in));
	struct edit_set set = { 0 };
	struct refusals rf = { 0 };
	unsigned got = edit_plan(s, r, n, &set, on_refuse, &rf);
	char *out = edit_apply(s, &set, NULL);

	check(!strcmp(out, want) && got == nref && rf.n == nref &&
	      (!why || !strcmp(rf.last, why)), what,
	      "got %u refused (%s), text:\n%s\n-- want %u, text:\n%s", got,
	      rf.last, out, nref, want);
	free(out);
	edit_set_free(&set);
	edit_src_free(s);
}

#define F(body) "void f(int *p, int x)\n{\n" body "}\n"
#define RUN1(what, in, rq, want) \
	do { \
		struct edit_req r_[] = { rq }; \
		run(what, in, r_, 1, want, 0, NULL); \
	} while (0)

static struct edit_req before(const char *in, const char *anchor, int nth,
			      const char *text)
{
	return req(EDIT_BEFORE, in, anchor, nth, "kfree ( p )", text, "B");
}

static struct edit_req after(const char *in, const char *anchor, int nth,
			     const char *text)
{
	return req(EDIT_AFTER, in, anchor, nth, "", text, "A");
}

static struct edit_req removal(const char *in, const char *anchor, int nth)
{
	return req(EDIT_REMOVE, in, anchor, nth, "", NULL, "R");
}

/* ---- the tokenizer ---- */

static void test_tokens(void)
{
	const char *in = "#define X(a) \\\n\tdo { } while (0)\n"
			 "int f(struct s *p) { /* c ; */ p->n <<= 1;\n"
			 "\tg(\"a\\\"b;\", 'x', L'y', 1e+5, 0x1fUL); // x\n}\n";
	struct edit_src *s = edit_src_new("t.c", in, strlen(in));
	char *t1 = edit_src_tokens_at(s, 3, 1, 100);
	char *t2 = edit_src_tokens_at(s, 3, 32, 5);
	char *t3 = edit_src_tokens_at(s, 3, 2, 3);
	char *t4 = edit_src_tokens_at(s, 4, 2, 30);

	check(t1 && !strcmp(t1, "int f ( struct s * p ) { p -> n <<= 1 ;"
			    " g ( \"a\\\"b;\" , 'x' , L'y' , 1e+5 , 0x1fUL"
			    " ) ; }"), "tokens: comments, strings, numbers",
	      "%s", t1);
	check(t2 && !strcmp(t2, "p -> n <<= 1"), "tokens: two-char punct",
	      "%s", t2);
	check(!t3, "tokens: no token starts mid-word", "%s", t3);
	check(t4 && !strncmp(t4, "g ( \"a", 6), "tokens: line 4", "%s", t4);
	check(edit_src_hash(s) == smpl_hash(in, strlen(in)) &&
	      smpl_hash("", 0) == 14695981039346656037ULL, "hash: FNV-1a",
	      "%llx", (unsigned long long)edit_src_hash(s));
	free(t1);
	free(t2);
	free(t3);
	free(t4);
	edit_src_free(s);
}

/* ---- insertions ---- */

static void test_insert(void)
{
	const char *in = F("\tx = 1;\n\tkfree(p);\n\treturn;\n");
	const char *in2 = F("\tret = foo(x,\n\t\t  x);\n\tkfree(p);\n");

	RUN1("before: own line, indent copied", in,
	     before(in, "kfree", 1, "foo(p);"),
	     F("\tx = 1;\n\tfoo(p);\n\tkfree(p);\n\treturn;\n"));
	RUN1("after: own line", in, after(in, "kfree", 1, "foo(p);\nbar();"),
	     F("\tx = 1;\n\tkfree(p);\n\tfoo(p);\n\tbar();\n\treturn;\n"));
	RUN1("after: anchor mid-statement, statement spans lines", in2,
	     req(EDIT_AFTER, in2, "foo", 1, "foo ( x", "g();", "A"),
	     F("\tret = foo(x,\n\t\t  x);\n\tg();\n\tkfree(p);\n"));
	RUN1("before: anchor mid-statement", in2,
	     req(EDIT_BEFORE, in2, "foo", 1, "foo", "g();", "A"),
	     F("\tg();\n\tret = foo(x,\n\t\t  x);\n\tkfree(p);\n"));
	RUN1("after: kernel re-indent of braces and parens", in,
	     after(in, "kfree", 1, "if (p) {\nfoo(p,\n1);\n}"),
	     F("\tx = 1;\n\tkfree(p);\n\tif (p) {\n\t\tfoo(p,\n\t\t    1);\n"
	       "\t}\n\treturn;\n"));
	RUN1("after: '(' ending a line gives one more tab", in,
	     after(in, "kfree", 1, "foo(\np);"),
	     F("\tx = 1;\n\tkfree(p);\n\tfoo(\n\t\tp);\n\treturn;\n"));
	RUN1("after: a long line's call broken at column 78 (spatch)", in,
	     after(in, "kfree", 1, "ret = dev_err_probe(dev, PTR_ERR(clk), "
		   "\"a, b: cannot get the clocks\\n\");"),
	     F("\tx = 1;\n\tkfree(p);\n\tret = dev_err_probe(dev, PTR_ERR(clk),"
	       "\n\t\t\t    \"a, b: cannot get the clocks\\n\");\n\treturn;\n"));
	RUN1("after: a long #define or if header is not broken", in,
	     after(in, "kfree", 1, "#define CHECK(a, b) check_both_of_them(a, "
		   "b, 1234567890, 1234567890)\nif (check(aaaaaaaaaaaaaaaaaaaa, "
		   "bbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccc))\ngo();"),
	     F("\tx = 1;\n\tkfree(p);\n#define CHECK(a, b) check_both_of_them("
	       "a, b, 1234567890, 1234567890)\n\tif (check(aaaaaaaaaaaaaaaaaaaa, "
	       "bbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccc))\n\t\tgo();\n\treturn;\n"));
	RUN1("after: file without final newline", "void f(void) { }\nkfree(p);",
	     after("void f(void) { }\nkfree(p);", "kfree", 1, "g();"),
	     "void f(void) { }\nkfree(p);\ng();");
}

static void test_shared_line(void)
{
	const char *in = F("\ta(); kfree(p); b();\n");
	const char *lab = F("lab:\tkfree(p);\n");
	const char *cas = F("\tswitch (x) {\n\tcase 1:\n\t\tkfree(p);\n\t}\n");
	const char *tern = F("\tx = x ? 1 : kfree(p);\n");

	/* code before and after: spatch breaks the line */
	RUN1("before: shared line, line broken", in,
	     before(in, "kfree", 1, "foo(p);"),
	     F("\ta(); foo(p);\n\tkfree(p); b();\n"));
	RUN1("after: shared line, line broken", in,
	     after(in, "kfree", 1, "foo(p);"),
	     F("\ta(); kfree(p);\n\tfoo(p); b();\n"));
	RUN1("before: after a label on its line", lab,
	     before(lab, "kfree", 1, "foo(p);"),
	     F("lab:\tfoo(p); kfree(p);\n"));
	RUN1("before: under a case label", cas,
	     before(cas, "kfree", 1, "foo(p);"),
	     F("\tswitch (x) {\n\tcase 1:\n\t\tfoo(p);\n\t\tkfree(p);\n\t}\n"));
	RUN1("before: ?: is not a label", tern,
	     before(tern, "kfree", 1, "foo(p);"),
	     F("\tfoo(p);\n\tx = x ? 1 : kfree(p);\n"));
}

/* ---- braces around a lone body ---- */

static void test_lone(void)
{
	const char *ifm = F("\tif (x)\n\t\tkfree(p);\n\treturn;\n");
	const char *if1 = F("\tif (x) kfree(p);\n");
	const char *els = F("\tif (x)\n\t\tg();\n\telse\n\t\tkfree(p);\n");
	const char *eif = F("\tif (x)\n\t\tg();\n\telse if (x > 1)\n"
			    "\t\tkfree(p);\n");
	const char *ife = F("\tif (x)\n\t\tkfree(p);\n\telse\n\t\tg();\n");
	const char *dow = F("\tdo\n\t\tkfree(p);\n\twhile (x);\n");
	const char *fo1 = F("\tfor (;;) kfree(p);\n");
	const char *wh = F("\twhile (x)\n\t\tkfree(p);\n");
	const char *ce1 = F("\tif (x) {\n\t\tg();\n\t} else kfree(p);\n");

	RUN1("lone if body: braces", ifm, before(ifm, "kfree", 1, "foo(p);"),
	     F("\tif (x) {\n\t\tfoo(p);\n\t\tkfree(p);\n\t}\n\treturn;\n"));
	RUN1("lone if body, after: braces", ifm,
	     after(ifm, "kfree", 1, "foo(p);"),
	     F("\tif (x) {\n\t\tkfree(p);\n\t\tfoo(p);\n\t}\n\treturn;\n"));
	RUN1("one-line if: braces, body on its own line", if1,
	     before(if1, "kfree", 1, "foo(p);"),
	     F("\tif (x) {\n\t\tfoo(p);\n\t\tkfree(p);\n\t}\n"));
	RUN1("lone else body", els, before(els, "kfree", 1, "foo(p);"),
	     F("\tif (x)\n\t\tg();\n\telse {\n\t\tfoo(p);\n\t\tkfree(p);\n"
	       "\t}\n"));
	RUN1("else if: the inner if's body", eif,
	     before(eif, "kfree", 1, "foo(p);"),
	     F("\tif (x)\n\t\tg();\n\telse if (x > 1) {\n\t\tfoo(p);\n"
	       "\t\tkfree(p);\n\t}\n"));
	RUN1("if body before else: '} else'", ife,
	     before(ife, "kfree", 1, "foo(p);"),
	     F("\tif (x) {\n\t\tfoo(p);\n\t\tkfree(p);\n\t} else\n\t\tg();\n"));
	RUN1("do body: '} while'", dow, before(dow, "kfree", 1, "foo(p);"),
	     F("\tdo {\n\t\tfoo(p);\n\t\tkfree(p);\n\t} while (x);\n"));
	RUN1("one-line for", fo1, before(fo1, "kfree", 1, "foo(p);"),
	     F("\tfor (;;) {\n\t\tfoo(p);\n\t\tkfree(p);\n\t}\n"));
	RUN1("while body", wh, after(wh, "kfree", 1, "foo(p);"),
	     F("\twhile (x) {\n\t\tkfree(p);\n\t\tfoo(p);\n\t}\n"));
	RUN1("one-line '} else' body", ce1, before(ce1, "kfree", 1, "foo(p);"),
	     F("\tif (x) {\n\t\tg();\n\t} else {\n\t\tfoo(p);\n"
	       "\t\tkfree(p);\n\t}\n"));
	{
		struct edit_req r[] = {
			before(ifm, "kfree", 1, "foo(p);"),
			after(ifm, "kfree", 1, "bar(p);"),
			before(ifm, "kfree", 1, "baz(p);"),
		};
		run("lone body, three insertions: one pair of braces", ifm, r,
		    3, F("\tif (x) {\n\t\tfoo(p);\n\t\tbaz(p);\n\t\tkfree(p);\n"
			 "\t\tbar(p);\n\t}\n\treturn;\n"), 0, NULL);
	}
	{
		const char *nest = F("\tif (x)\n\t\tif (p)\n\t\t\tkfree(p);\n");
		struct edit_req r[] = {
			req(EDIT_BEFORE, nest, "if (p)", 1, "if", "a();", "O"),
			before(nest, "kfree", 1, "b();"),
		};
		run("nested lone bodies: inner brace closed first", nest, r, 2,
		    F("\tif (x) {\n\t\ta();\n\t\tif (p) {\n\t\t\tb();\n"
		      "\t\t\tkfree(p);\n\t\t}\n\t}\n"), 0, NULL);
	}
	RUN1("lone body removed: {} as spatch", ifm, removal(ifm, "kfree", 1),
	     F("\tif (x)\n\t\t{}\n\treturn;\n"));
	{
		struct edit_req r[] = {
			removal(ifm, "kfree", 1),
			before(ifm, "kfree", 1, "foo(p);"),
		};
		run("lone body removed with an insertion: braces", ifm, r, 2,
		    F("\tif (x) {\n\t\tfoo(p);\n\t}\n\treturn;\n"), 0, NULL);
	}
	RUN1("lone body replaced by two statements", ifm,
	     req(EDIT_REPLACE, ifm, "kfree", 1, "kfree", "foo(p);\nbar(p);",
		 "R"),
	     F("\tif (x) {\n\t\tfoo(p);\n\t\tbar(p);\n\t}\n\treturn;\n"));
}

/* ---- removal and replacement ---- */

/* Lines removed right after a '{' take the blank line after them, as
 * spatch (+ code before the next line too); not when a line stays
 * before them. */
static void test_block_start(void)
{
	const char *in = F("\tint a;\n\tint b;\n\n\tkfree(p);\n");
	struct edit_req two[] = { removal(in, "int a", 1),
				  removal(in, "int b", 1) };
	struct edit_req add[] = { removal(in, "int a", 1),
				  removal(in, "int b", 1),
				  before(in, "kfree", 1, "g();") };

	run("remove: the first lines of a block take the blank line", in,
	    two, 2, F("\tkfree(p);\n"), 0, NULL);
	RUN1("remove: a line that follows one that stays leaves it", in,
	     removal(in, "int b", 1), F("\tint a;\n\n\tkfree(p);\n"));
	run("remove: + code after the blank line takes it too", in, add, 3,
	    F("\tg();\n\tkfree(p);\n"), 0, NULL);
}

static void test_remove(void)
{
	const char *in = F("\tx = 1;\n\tkfree(p);\n\treturn;\n");
	const char *sh = F("\ta(); kfree(p); b();\n");
	const char *st = F("\tkfree(p); /* c */\n\tkfree(p); b();\n");
	const char *ml = F("\tret = foo(x,\n\t\t  x);\n\tkfree(p);\n");
	struct edit_req e = req(EDIT_REPLACE, in, "p)", 1, "p", "q", "E");

	RUN1("remove: the whole line", in, removal(in, "kfree", 1),
	     F("\tx = 1;\n\treturn;\n"));
	RUN1("remove: statement on a shared line", sh, removal(sh, "kfree", 1),
	     F("\ta(); b();\n"));
	RUN1("remove: comment after stays", st, removal(st, "kfree", 1),
	     F("\t/* c */\n\tkfree(p); b();\n"));
	RUN1("remove: code after stays", st, removal(st, "kfree", 2),
	     F("\tkfree(p); /* c */\n\tb();\n"));
	RUN1("remove: statement over two lines", ml, removal(ml, "x,", 1),
	     F("\tkfree(p);\n"));
	RUN1("replace: statement", in,
	     req(EDIT_REPLACE, in, "kfree", 1, "kfree ( p ) ;", "foo(p);", "R"),
	     F("\tx = 1;\n\tfoo(p);\n\treturn;\n"));
	RUN1("replace: several lines", in,
	     req(EDIT_REPLACE, in, "kfree", 1, "kfree", "if (p)\n\tfoo(p);",
		 "R"),
	     F("\tx = 1;\n\tif (p)\n\t\tfoo(p);\n\treturn;\n"));
	e.what = EDIT_EXPR;
	e.end_line = e.line;
	e.end_col = e.col;
	RUN1("replace: an expression exactly", in, e,
	     F("\tx = 1;\n\tkfree(q);\n\treturn;\n"));
	test_block_start();
}

/* ---- headers of control statements ---- */

static void test_headers(void)
{
	const char *ifc = F("\tif (!p)\n\t\treturn;\n");
	const char *fo = F("\tfor (x = 0; x < 3; x++)\n\t\tg();\n");
	const char *str = F("\ts = \"a;{\"; kfree(p);\n");

	RUN1("if header: anchor in the condition", ifc,
	     req(EDIT_BEFORE, ifc, "!p", 1, "! p", "g();", "H"),
	     F("\tg();\n\tif (!p)\n\t\treturn;\n"));
	RUN1("for header: anchor after a ';' of the header", fo,
	     req(EDIT_BEFORE, fo, "x < 3", 1, "x < 3", "g();", "H"),
	     F("\tg();\n\tfor (x = 0; x < 3; x++)\n\t\tg();\n"));
	RUN1("replace: if header only", ifc,
	     req(EDIT_REPLACE, ifc, "!p", 1, "", "if (p)", "H"),
	     F("\tif (p)\n\t\treturn;\n"));
	RUN1("string with ';' and '{' before the statement", str,
	     before(str, "kfree", 1, "foo(p);"),
	     F("\ts = \"a;{\"; foo(p); kfree(p);\n"));
}

/* ---- verification and several requests ---- */

static void test_verify(void)
{
	const char *in = F("\tRELEASE(p);\n\tkfree(p);\n");
	const char *two = F("\tkfree(p); kfree(p);\n");
	struct edit_req r;

	r = before(in, "RELEASE", 1, "foo(p);");
	run("refused: other tokens", in, &r, 1, in, 1,
	    "expected 'kfree ( p )' at 3:2, found 'RELEASE ( p )'");
	r = before(in, "kfree", 1, "foo(p);");
	r.col = 5;
	run("moved column: found once on the line", in, &r, 1,
	    F("\tRELEASE(p);\n\tfoo(p);\n\tkfree(p);\n"), 0, NULL);
	r = before(two, "kfree", 1, "foo(p);");
	r.col = 3;
	run("moved column, twice on the line: refused", two, &r, 1, two, 1,
	    NULL);
	r.line = 9;
	run("line past the end of file: refused", two, &r, 1, two, 1,
	    "line 9 is past the end of t.c (4 lines)");
}

static void test_several(void)
{
	const char *in = F("\ti2c_set_clientdata(c, d);\n\tkfree(p);\n"
			   "\ti2c_set_clientdata(c, NULL);\n");
	const char *one = F("\tkfree(p);\n");
	const char *sh = F("\ta(); kfree(p); b();\n");
	struct edit_req r[MAX_REQS];

	r[0] = before(in, "kfree", 1, "i2c_set_clientdata(c, NULL);");
	r[1] = req(EDIT_REMOVE, in, "i2c_set_clientdata(c, NULL)", 1,
		   "i2c_set_clientdata ( c , NULL )", NULL, "M");
	run("move: insert before, remove later", in, r, 2,
	    F("\ti2c_set_clientdata(c, d);\n\ti2c_set_clientdata(c, NULL);\n"
	      "\tkfree(p);\n"), 0, NULL);
	r[0] = before(one, "kfree", 1, "a();");
	r[1] = r[0];
	r[1].tag = "other";
	run("identical requests made once", one, r, 2,
	    F("\ta();\n\tkfree(p);\n"), 0, NULL);
	r[1] = before(one, "kfree", 1, "b();");
	run("insertions at one place keep their order", one, r, 2,
	    F("\ta();\n\tb();\n\tkfree(p);\n"), 0, NULL);
	r[0] = removal(one, "kfree", 1);
	r[1] = before(one, "kfree", 1, "foo(p);");
	run("remove and before on one statement", one, r, 2,
	    F("\tfoo(p);\n"), 0, NULL);
	r[0] = removal(sh, "kfree", 1);
	r[1] = before(sh, "kfree", 1, "foo(p);");
	r[2] = after(sh, "kfree", 1, "bar(p);");
	run("remove, before and after on a shared line", sh, r, 3,
	    F("\ta(); foo(p); bar(p); b();\n"), 0, NULL);
	r[0] = req(EDIT_REPLACE, one, "kfree", 1, "kfree", "g();", "T1");
	r[1] = req(EDIT_REMOVE, one, "kfree", 1, "kfree", NULL, "T2");
	run("overlap: the later request refused", one, r, 2, F("\tg();\n"), 1,
	    "overlaps the edit of T1");
}

/* ---- + code in pieces: the values of metavariables from the source ---- */

/* Before `kfree` of in: "foo(" X ");" for the piece X, or, with pre,
 * the text pre then the piece X. */
static struct edit_req with_piece(const char *in, const char *pre,
				  struct smpl_piece x, struct smpl_piece *v)
{
	struct edit_req r = before(in, "kfree", 1, NULL);
	uint32_t n = 0;

	v[n++] = (struct smpl_piece){ .kind = SMPL_PIECE_TEXT,
				      .text = pre ? pre : "foo(" };
	v[n++] = x;
	if (!pre)
		v[n++] = (struct smpl_piece){ .kind = SMPL_PIECE_TEXT,
					      .text = ");" };
	r.pieces = v;
	r.npieces = n;
	return r;
}

static struct smpl_piece expr_piece(uint32_t line, uint32_t col,
				    uint32_t end_col, const char *printed)
{
	return (struct smpl_piece){ SMPL_PIECE_EXPR, line, col, line, end_col,
				    printed };
}

static void test_pieces(void)
{
	const char *in = F("\tv->a[x].b = 1;\n\tkfree(p);\n\tif (x)\n"
			   "\t\tg(x);\n");
	const char *rest = "\tv->a[x].b = 1;\n";
	struct smpl_piece v[3];
	struct edit_req r;
	char want[256];

	snprintf(want, sizeof(want), F("%s\tfoo(v->a[x].b);\n\tkfree(p);\n"
				       "\tif (x)\n\t\tg(x);\n"), rest);
	r = with_piece(in, NULL, expr_piece(3, 2, 11, "(v->a + x * 8)->b"), v);
	run("expression: the source's text, same identifiers", in, &r, 1,
	    want, 0, NULL);
	snprintf(want, sizeof(want), F("%s\tfoo(w);\n\tkfree(p);\n"
				       "\tif (x)\n\t\tg(x);\n"), rest);
	r = with_piece(in, NULL, expr_piece(3, 2, 11, "w"), v);
	run("expression: the printed form, other identifiers", in, &r, 1,
	    want, 0, NULL);
	r = with_piece(in, NULL, expr_piece(99, 2, 11, "w"), v);
	run("expression: the printed form, no such place", in, &r, 1, want,
	    0, NULL);
	snprintf(want, sizeof(want), F("%s\tif (p)\n\t\tg(x);\n"
				       "\tkfree(p);\n\tif (x)\n\t\tg(x);\n"),
		 rest);
	r = with_piece(in, "if (p) ", (struct smpl_piece){ SMPL_PIECE_STMT,
							   6, 3, 0, 0, NULL },
		       v);
	run("statement: its text, a lone body on a line of its own", in, &r,
	    1, want, 0, NULL);
	r = with_piece(in, "if (p) ", (struct smpl_piece){ SMPL_PIECE_STMT,
							   99, 3, 0, 0, NULL },
		       v);
	run("statement not found: refused", in, &r, 1, in, 1,
	    "a statement metavariable's text cannot be found");
}

/* ---- every position of odd texts: nothing crashes (run under ASan) ---- */

static unsigned plan_everywhere(const char *in, size_t len)
{
	struct edit_src *s = edit_src_new("t.c", in, len);
	struct edit_req r = { .what = EDIT_STMT, .expect = "",
			      .pieces = text_piece("g(\n1);\nh();"),
			      .npieces = 1, .tag = "Z" };
	struct edit_set set = { 0 };
	unsigned planned = 0;
	char *out;

	for (r.line = 0; r.line <= 12; r.line++)
		for (r.col = 0; r.col <= 24; r.col++)
			for (r.action = 0; r.action < 8; r.action++) {
				r.what = r.action >= 4 ? EDIT_EXPR : EDIT_STMT;
				r.action %= 4;
				r.end_line = r.line + r.action % 2;
				r.end_col = r.col + 3;
				edit_plan(s, &r, 1, &set, NULL, NULL);
				out = edit_apply(s, &set, NULL);
				free(out);
				planned += set.n > 0;
				edit_set_free(&set);
				r.action += r.what == EDIT_EXPR ? 4 : 0;
			}
	edit_src_free(s);
	return planned;
}

static void test_everywhere(void)
{
	const char *texts[] = {
		F("\tif (x) kfree(p); else { g(); }\n\tdo x--; while (x);\n"
		  "lab: case 3: x = x ? : 2;\n\tfor (;;)\n"),
		"} ) ] ; : ? else do if ( while for switch { \"x\\\n'",
		"#if A \\\n B\n/* open comment\n x ; \"\n\tif (",
		"", "\n\n", "x", "else", "do", "if (x)", "{ a; }",
	};
	unsigned i, planned = 0;
	size_t n;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++)
		for (n = 0; n <= strlen(texts[i]); n += 1 + n / 8)
			planned += plan_everywhere(texts[i], n);
	check(planned > 0, "every position of odd texts planned without harm",
	      "nothing planned");
}

/* ---- fix-it forms ---- */

static int at_line_start(const struct edit_src *s, uint32_t off)
{
	size_t len;
	const char *t = edit_src_text(s, &len);

	return off == 0 || (off <= len && t[off - 1] == '\n');
}

/* The fix-it form of change c (edit.h, edit_plan) as a letter: I within
 * one line, text without newline; L whole lines inserted at a line
 * start; R removal from a line start to a later one (or the end); N no
 * single form (it spans lines). */
static char fix_form(const struct edit_src *s, const struct edit_change *c)
{
	size_t len, n = strlen(c->text);
	const char *t = edit_src_text(s, &len);
	const char *nl = c->start < len ? memchr(t + c->start, '\n',
						 c->end - c->start) : NULL;

	if (c->end > len || c->start > c->end)
		return 'N';
	if (!nl && !strchr(c->text, '\n'))
		return 'I';
	if (c->start == c->end && at_line_start(s, c->start) && n > 0 &&
	    c->text[n - 1] == '\n')
		return 'L';
	if (!n && at_line_start(s, c->start) &&
	    (at_line_start(s, c->end) || c->end == len))
		return 'R';
	return 'N';
}

/* The forms of the changes planned for r, as fix_form's letters. */
static void kinds(const char *in, const struct edit_req *r, uint32_t n,
		  char *out)
{
	struct edit_src *s = edit_src_new("t.c", in, strlen(in));
	struct edit_set set = { 0 };
	uint32_t i;

	edit_plan(s, r, n, &set, NULL, NULL);
	for (i = 0; i < set.n; i++)
		out[i] = fix_form(s, &set.v[i]);
	out[i] = 0;
	edit_set_free(&set);
	edit_src_free(s);
}

static void fix_case(const char *what, const char *in, struct edit_req r,
		     const char *want)
{
	char got[32];

	kinds(in, &r, 1, got);
	check(!strcmp(got, want), what, "got %s, want %s", got, want);
}

static void test_fixit(void)
{
	const char *ifm = F("\tif (x)\n\t\tkfree(p);\n\treturn;\n");
	const char *if1 = F("\tif (x) kfree(p);\n");
	const char *ml = F("\tret = foo(x,\n\t\t  x);\n\tkfree(p);\n");
	const char *sh = F("\ta(); kfree(p); b();\n");

	fix_case("fix-its: braces on a lone body", ifm,
		 before(ifm, "kfree", 1, "foo(p);\nbar(p);"), "ILL");
	fix_case("fix-its: braces on a one-line if", if1,
		 before(if1, "kfree", 1, "foo(p);"), "LLIL");
	fix_case("fix-its: statement over two lines replaced", ml,
		 req(EDIT_REPLACE, ml, "foo", 1, "foo", "g();", "R"), "LR");
	fix_case("fix-its: statement over two lines removed", ml,
		 removal(ml, "foo", 1), "R");
	/* a line broken in the middle: no fix-it form (GCC drops it) */
	fix_case("fix-its: shared line", sh, after(sh, "kfree", 1, "g();\nh();"),
		 "N");
}

/* ---- diffs ---- */

static char *tmpdir;

static void write_file(const char *path, const char *text, size_t len)
{
	FILE *f = fopen(path, "wb");

	fwrite(text, 1, len, f);
	fclose(f);
}

/* The file, or "" when it cannot be read. */
static char *read_file(const char *path, size_t *len)
{
	char *buf = smpl_read_file(path, SMPL_MAX_SOURCE_FILE, len);

	if (!buf)
		*len = 0;
	return buf ? buf : strdup("");
}

static int have(const char *tool)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "command -v %s >/dev/null 2>&1", tool);
	return system(cmd) == 0;
}

static void our_diff(const char *old, const char *new_text, char **buf,
		     size_t *len, unsigned *changed)
{
	FILE *f = open_memstream(buf, len);

	edit_diff(f, "d/x.c", old, strlen(old), new_text, strlen(new_text),
		  changed);
	fclose(f);
}

/* GNU diff's output without its two header lines. */
static char *gnu_diff(const char *old, const char *new_text)
{
	char cmd[512], *out;
	size_t len;

	write_file("o", old, strlen(old));
	write_file("n", new_text, strlen(new_text));
	snprintf(cmd, sizeof(cmd), "diff -u -p o n | tail -n +3 > g");
	if (system(cmd) < 0)
		return strdup("");
	out = read_file("g", &len);
	return out;
}

/* The patch applied by a tool to the old text in a fresh tree. */
static int applies(const char *tool, const char *old, const char *new_text,
		   const char *patch, size_t plen)
{
	char cmd[256], *got;
	size_t len;
	int ok;

	if (system("rm -rf t && mkdir -p t/d") != 0)
		return 0;
	write_file("t/d/x.c", old, strlen(old));
	write_file("t/p", patch, plen);
	snprintf(cmd, sizeof(cmd), "cd t && %s < p >/dev/null 2>&1", tool);
	if (plen && system(cmd) != 0)
		return 0;
	got = read_file("t/d/x.c", &len);
	ok = len == strlen(new_text) && !memcmp(got, new_text, len);
	free(got);
	return ok;
}

static void diff_case(const char *what, const char *old, const char *new_text,
		      unsigned want_changed)
{
	size_t len;
	unsigned changed = 0;
	char *ours, *gnu, name[256];
	const char *body;

	our_diff(old, new_text, &ours, &len, &changed);
	body = strstr(ours, "@@") ? strstr(ours, "@@") : ours;

	snprintf(name, sizeof(name), "diff %s: headers and line count", what);
	check((!*ours || !strncmp(ours, "--- a/d/x.c\n+++ b/d/x.c\n@@", 26)) &&
	      changed == want_changed, name, "changed %u, want %u:\n%s",
	      changed, want_changed, ours);
	if (have("diff")) {
		gnu = gnu_diff(old, new_text);
		snprintf(name, sizeof(name), "diff %s: same as diff -u -p", what);
		check(!strcmp(body, gnu), name, "ours:\n%s\ngnu:\n%s", body, gnu);
		free(gnu);
	}
	if (have("patch")) {
		snprintf(name, sizeof(name), "diff %s: patch -p1 applies it", what);
		check(applies("patch -p1", old, new_text, ours, len), name, "%s",
		      ours);
	}
	if (have("git")) {
		snprintf(name, sizeof(name), "diff %s: git apply applies it", what);
		check(applies("git apply", old, new_text, ours, len), name, "%s",
		      ours);
	}
	free(ours);
}

/* A file of n numbered lines, with line k changed to "changed". */
static char *numbered(int n, int k1, int k2, int final_nl)
{
	char *buf;
	size_t len;
	FILE *f = open_memstream(&buf, &len);
	int i;

	for (i = 1; i <= n; i++)
		fprintf(f, "%s%d%s", i == k1 || i == k2 ? "changed " :
				      i % 10 == 1 ? "int func_with_a_rather_long_name_"
						    "number_" : "\tline ", i,
			i < n || final_nl ? "\n" : "");
	fclose(f);
	return buf;
}

static void test_diff(void)
{
	char *a = numbered(40, 0, 0, 1), *b = numbered(40, 5, 30, 1);
	char *c = numbered(40, 5, 12, 1), *d = numbered(40, 5, 13, 1);
	char *e = numbered(40, 0, 0, 0), *g = numbered(40, 0, 40, 0);

	diff_case("two distant hunks", a, b, 4);
	diff_case("contexts that touch merge", a, c, 4);
	diff_case("contexts one line apart", a, d, 4);
	diff_case("last line without newline", e, g, 2);
	diff_case("newline added at end", e, a, 2);
	diff_case("one-line file", "a\n", "b\n", 2);
	diff_case("one-line file without newline", "a", "b\n", 2);
	diff_case("to empty", "a\n", "", 1);
	diff_case("from empty", "", "a\nb\n", 2);
	diff_case("identical", a, a, 0);
	diff_case("insert a repeated line", "a\n}\n}\nb\nc\nd\ne\n",
		  "a\n}\n}\n}\nb\nc\nd\ne\n", 1);
	diff_case("braces added", F("\tif (x)\n\t\tkfree(p);\n\treturn;\n"),
		  F("\tif (x) {\n\t\tfoo(p);\n\t\tkfree(p);\n\t}\n\treturn;\n"),
		  4);
	diff_case("insert at top", "int a;\nint b;\n", "int z;\nint a;\nint b;\n",
		  1);
	free(a);
	free(b);
	free(c);
	free(d);
	free(e);
	free(g);
}

/* ---- raw edits and hunks (rules one after another) ---- */

/* A raw request replaces its whole lines by its text as it is; the
 * hunks of two texts are their runs of differing lines. */
static void test_raw(void)
{
	const char *in = F("\tfoo(p);\n\tx = x + 1;\n\tbar(x);\n");
	struct edit_req r = { .action = EDIT_REPLACE, .what = EDIT_EXPR,
			      .flags = EDIT_F_RAW, .expect = "x = x", .tag = "W" };
	struct edit_hunk *h;
	const char *b = F("\tfoo(p);\n\tx += 1;\n\ty++;\n\tbar(x);\n");
	uint32_t n;

	find(in, "x = x", 1, &r.line, &r.col);
	r.end_line = r.line;
	r.end_col = 1;
	r.pieces = text_piece("\tx += 1;\n\ty++;\n");
	r.npieces = 1;
	run("raw: whole lines replaced as they are", in, &r, 1,
	    F("\tfoo(p);\n\tx += 1;\n\ty++;\n\tbar(x);\n"), 0, NULL);
	r.pieces = text_piece("");
	run("raw: whole lines removed", in, &r, 1,
	    F("\tfoo(p);\n\tbar(x);\n"), 0, NULL);
	n = edit_diff_hunks(in, strlen(in), b, strlen(b), &h);
	check(n == 1 && h[0].a == 3 && h[0].ae == 4 &&
	      !strncmp(in + h[0].astart, "\tx = x + 1;\n",
		       h[0].aend - h[0].astart) &&
	      !strncmp(b + h[0].bstart, "\tx += 1;\n\ty++;\n",
		       h[0].bend - h[0].bstart), "hunks of two texts",
	      "%u hunks", n);
	free(h);
	n = edit_diff_hunks(in, strlen(in), in, strlen(in), &h);
	check(n == 0, "no hunks of one text", "%u hunks", n);
	free(h);
}

int main(void)
{
	char tmpl[] = "/tmp/edit-test.XXXXXX";

	test_tokens();
	test_insert();
	test_shared_line();
	test_lone();
	test_remove();
	test_headers();
	test_verify();
	test_several();
	test_pieces();
	test_fixit();
	test_everywhere();
	test_raw();
	tmpdir = mkdtemp(tmpl);
	if (tmpdir && chdir(tmpdir) == 0) {
		test_diff();
	}
	if (tmpdir) {
		char cmd[128];

		snprintf(cmd, sizeof(cmd), "rm -rf -- '%s'", tmpdir);
		if (chdir("/") != 0 || system(cmd) != 0)
			fprintf(stderr, "edit-test: %s left behind\n", tmpdir);
	}
	return nfail ? 1 : 0;
}
