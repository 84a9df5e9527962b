/* dump-test.c - smpl_dump on rule programs built by hand with the ast.c
 * builder (no parser involved).  Each case dumps into memory and compares
 * with the text written next to it; a failure prints both, line by line.
 * Kids are always created before their parent, as the builder requires. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ast.h"
#include "dump.h"

static struct smpl_file F;
static uint32_t cur_rule;	/* the rule metas and + code go to */
static int failures;

static uint32_t S(const char *s)
{
	return smpl_ast_str(&F, s, strlen(s));
}

/* building nodes */

static uint32_t mk(enum smpl_kind k, int op, const char *s,
		   const uint32_t *kids, uint32_t n)
{
	uint32_t id = smpl_ast_node(&F, k, (struct smpl_pos){ 0, 0 });

	F.nodes[id].op = (uint8_t)op;
	if (s)
		F.nodes[id].str = S(s);
	smpl_ast_kids(&F, id, kids, n);
	return id;
}

/* the kids are evaluated, hence created, before mk creates the parent */
#define KIDS(...) (const uint32_t[]){ 0, __VA_ARGS__ } + 1, \
	(uint32_t)(sizeof((uint32_t[]){ 0, __VA_ARGS__ }) / sizeof(uint32_t) - 1)
#define N(k, op, s, ...) mk(SMPL_##k, op, s, KIDS(__VA_ARGS__))
#define SEQ(...)	N(SEQ, 0, NULL, __VA_ARGS__)
#define CALL(...)	N(CALL, 0, NULL, __VA_ARGS__)
#define DISJ(...)	N(DISJ, 0, NULL, __VA_ARGS__)
#define ES(e)		N(EXPRSTMT, 0, NULL, e)
#define BIN(o, l, r)	N(BINARY, SMPL_OP_##o, NULL, l, r)
#define UN(o, e)	N(UNARY, SMPL_OP_##o, NULL, e)
#define SET(o, l, r)	N(ASSIGN, SMPL_OP_##o, NULL, l, r)
#define PAREN(e)	N(PAREN, 0, NULL, e)
#define DOTS(...)	N(DOTS, 0, NULL, __VA_ARGS__)
#define WHEN(o, p)	N(WHEN, SMPL_WHEN_##o, NULL, p)

static uint32_t id(const char *s)
{
	return N(ID, 0, s);
}

static uint32_t cst(const char *s)
{
	return N(CONST, 0, s);
}

/* a type: base, pointer depth, const */
static uint32_t ty(const char *base, int ptr, int isconst)
{
	uint32_t t = N(TYPE, ptr, base);

	F.nodes[t].flags = isconst ? SMPL_TYPE_CONST : 0;
	return t;
}

static uint32_t set_meta(uint32_t n, uint32_t m)
{
	F.nodes[n].meta = (int32_t)m;
	return n;
}

/* metavariable m used as an identifier or expression */
static uint32_t mv(uint32_t m)
{
	return set_meta(id(smpl_str(&F, F.metas[m].name)), m);
}

static uint32_t at(uint32_t n, uint32_t posmeta)
{
	F.nodes[n].posvar = (int32_t)posmeta;
	return n;
}

static uint32_t mark(uint32_t n, int m)
{
	F.nodes[n].mark = (uint8_t)m;
	return n;
}

/* n and everything under it: a whole - or * line */
static uint32_t mark_all(uint32_t n, int m)
{
	uint32_t i;

	for (i = 0; i < F.nodes[n].nkids; i++)
		mark_all(smpl_kid(&F, n, i), m);
	return mark(n, m);
}

/* rules, metavariables, + code */

static uint32_t rule(const char *name, uint32_t line, int mode)
{
	uint32_t r = smpl_ast_rule(&F);

	F.rules[r].name = S(name);
	F.rules[r].pos = (struct smpl_pos){ line, 1 };
	F.rules[r].mode = (uint8_t)mode;
	F.rules[r].meta0 = F.nmetas;
	F.rules[r].plus0 = F.nplus;
	cur_rule = r;
	return r;
}

static uint32_t meta(enum smpl_mkind kind, const char *name)
{
	uint32_t m = smpl_ast_meta(&F);

	F.metas[m].kind = (uint8_t)kind;
	F.metas[m].name = S(name);
	F.rules[cur_rule].nmeta++;
	return m;
}

static int32_t meta_named(const char *name)
{
	const struct smpl_rule *r = &F.rules[cur_rule];
	uint32_t i;

	for (i = r->meta0; i < r->meta0 + r->nmeta; i++)
		if (!strcmp(smpl_str(&F, F.metas[i].name), name))
			return (int32_t)i;
	fprintf(stderr, "dump-test: no metavariable %s\n", name);
	exit(2);
}

static void ptok(const char *s, size_t n, int bol)
{
	uint32_t t = smpl_ast_ptok(&F);
	char name[64];

	F.ptoks[t].flags = bol ? SMPL_PT_BOL : 0;
	if (*s == '$' && n < sizeof(name)) {
		memcpy(name, s + 1, n - 1);
		name[n - 1] = 0;
		F.ptoks[t].meta = meta_named(name);
	}
	F.ptoks[t].str = smpl_ast_str(&F, s, n);
}

/* + code: tokens separated by one space; "|" starts a new line */
static void plus(uint32_t anchor, int where, uint32_t line, uint32_t col,
		 const char *toks)
{
	uint32_t p = smpl_ast_plus(&F);
	int bol = 1;
	size_t n;

	F.plus[p].anchor = anchor;
	F.plus[p].where = (uint8_t)where;
	F.plus[p].pos = (struct smpl_pos){ line, col };
	F.plus[p].tok0 = F.nptoks;
	for (; *toks; toks += n + (toks[n] == ' ')) {
		n = strcspn(toks, " ");
		if (n == 1 && *toks == '|') {
			bol = 1;
			continue;
		}
		ptok(toks, n, bol);
		bol = 0;
	}
	F.plus[p].ntok = F.nptoks - F.plus[p].tok0;
	F.rules[cur_rule].nplus++;
}

/* a REQ node from clauses written "a b|c": clauses split at '|' */
static uint32_t req(const char *spec)
{
	uint32_t clauses[8], ids[8], nc = 0, ni = 0, c;
	char name[64];
	size_t n;

	for (; *spec; spec += n + (spec[n] != 0)) {
		n = strcspn(spec, " |");
		snprintf(name, sizeof(name), "%.*s", (int)n, spec);
		ids[ni++] = id(name);
		if (spec[n] == '|' || !spec[n]) {
			c = smpl_ast_node(&F, SMPL_CLAUSE, (struct smpl_pos){0, 0});
			smpl_ast_kids(&F, c, ids, ni);
			clauses[nc++] = c;
			ni = 0;
		}
	}
	c = smpl_ast_node(&F, SMPL_REQ, (struct smpl_pos){ 0, 0 });
	smpl_ast_kids(&F, c, clauses, nc);
	return c;
}

/* checking */

static const char *line_end(const char *s)
{
	const char *e = strchr(s, '\n');

	return e ? e + 1 : s + strlen(s);
}

/* both texts line by line: "  " same, "- " expected, "+ " got */
static void show_diff(const char *exp, const char *got)
{
	while (*exp || *got) {
		const char *ee = line_end(exp), *ge = line_end(got);

		if (ee - exp == ge - got && !memcmp(exp, got, ee - exp)) {
			printf("    %.*s", (int)(ee - exp), exp);
		} else {
			if (*exp)
				printf("  - %.*s", (int)(ee - exp), exp);
			if (*got)
				printf("  + %.*s", (int)(ge - got), got);
		}
		if (ee[-1] != '\n' || ge[-1] != '\n')
			printf("\n  (missing newline at end)\n");
		exp = ee;
		got = ge;
	}
}

static void check(const char *desc, const char *expected)
{
	char *got = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&got, &size);

	if (!out) {
		perror("open_memstream");
		exit(2);
	}
	smpl_dump(&F, out);
	smpl_dump(&F, out);	/* the same text twice */
	fclose(out);
	if (size % 2 || memcmp(got, got + size / 2, size / 2)) {
		printf("FAIL: %s: two dumps differ\n", desc);
		failures++;
	}
	got[size / 2] = 0;
	if (!strcmp(got, expected)) {
		printf("PASS: %s\n", desc);
	} else {
		printf("FAIL: %s\n", desc);
		show_diff(expected, got);
		failures++;
	}
	free(got);
	smpl_file_free(&F);
}

/* cases */

static uint32_t set_clientdata(uint32_t client, uint32_t data)
{
	return ES(CALL(id("i2c_set_clientdata"), client, data));
}

static uint32_t get_clientdata(uint32_t client)
{
	return CALL(id("i2c_get_clientdata"), client);
}

static uint32_t kfree(uint32_t e)
{
	return ES(CALL(id("kfree"), e));
}

/* The article's final rule. */
static const char article[] =
	"rule 1 at 1:1 mode patch\n"
	"  metavariables:\n"
	"    type T\n"
	"    identifier client\n"
	"    identifier data\n"
	"  requires: (i2c_set_clientdata | i2c_get_clientdata)\n"
	"  body:\n"
	"     (\n"
	"       i2c_set_clientdata($client, $data);\n"
	"     |\n"
	"       $data = i2c_get_clientdata($client);\n"
	"     |\n"
	"       $T $data = i2c_get_clientdata($client);\n"
	"     )\n"
	"     ...\n"
	"     (\n"
	"       i2c_set_clientdata($client, NULL);\n"
	"       ...\n"
	"       kfree($data);\n"
	"     |\n"
	"       kfree($data);\n"
	"       ...\n"
	"-      i2c_set_clientdata($client, NULL);\n"
	"     |\n"
	"       ? kfree($data);\n"
	"     )\n"
	"  plus:\n"
	"    before `kfree($data);` (0:0), from line 23\n"
	"      + i2c_set_clientdata($client, NULL);\n"
	"    before `? kfree($data);` (0:0), from line 29\n"
	"      + i2c_set_clientdata($client, NULL);\n";

static void t_article(void)
{
	uint32_t r, T, c, d, d1, d2, k, o;

	smpl_ast_init(&F);
	r = rule("", 1, SMPL_MODE_PATCH);
	T = meta(SMPL_M_TYPE, "T");
	c = meta(SMPL_M_IDENTIFIER, "client");
	d = meta(SMPL_M_IDENTIFIER, "data");
	d1 = DISJ(SEQ(set_clientdata(mv(c), mv(d))),
		  SEQ(ES(SET(NONE, mv(d), get_clientdata(mv(c))))),
		  SEQ(N(DECL, 0, NULL, set_meta(ty("T", 0, 0), T), mv(d),
			get_clientdata(mv(c)))));
	k = kfree(mv(d));
	o = N(OPT, 0, NULL, kfree(mv(d)));
	d2 = DISJ(SEQ(set_clientdata(mv(c), id("NULL")), DOTS(),
		      kfree(mv(d))),
		  SEQ(k, DOTS(),
		      mark_all(set_clientdata(mv(c), id("NULL")), SMPL_MINUS)),
		  SEQ(o));
	F.rules[r].body = SEQ(d1, DOTS(), d2);
	F.rules[r].req = req("i2c_set_clientdata i2c_get_clientdata");
	plus(k, SMPL_PLUS_BEFORE, 23, 5,
	     "i2c_set_clientdata ( $client , NULL ) ;");
	plus(o, SMPL_PLUS_BEFORE, 29, 5,
	     "i2c_set_clientdata ( $client , NULL ) ;");
	check("article rule", article);
}

/* Operator precedence: parentheses the dump adds, and PAREN nodes. */
static const char precedence[] =
	"rule 1 \"prec\" at 1:1 mode match\n"
	"  requires: nothing\n"
	"  body:\n"
	"     x = a + (b * c);\n"
	"     x = (a + b) * c;\n"
	"     x = (a - b) - c;\n"
	"     x = a - (b - c);\n"
	"     x = (a && b) || c;\n"
	"     x = -(a + b);\n"
	"     x = - -a;\n"
	"     x = !!a;\n"
	"     x = *p->q;\n"
	"     x = (*p)->q;\n"
	"     x = (*p).q;\n"
	"     x = c ? a : (b ? d : e);\n"
	"     x = y = z;\n"
	"     x += y << 2;\n"
	"     (*p)++;\n"
	"     *p++;\n"
	"     (x = y) + 1;\n";

static void t_precedence(void)
{
	uint32_t r, a[32], n = 0;

	smpl_ast_init(&F);
	r = rule("prec", 1, SMPL_MODE_MATCH);
#define X(e) (a[n++] = ES(SET(NONE, id("x"), e)))
	X(BIN(ADD, id("a"), BIN(MUL, id("b"), id("c"))));
	X(BIN(MUL, PAREN(BIN(ADD, id("a"), id("b"))), id("c")));
	X(BIN(SUB, BIN(SUB, id("a"), id("b")), id("c")));
	X(BIN(SUB, id("a"), BIN(SUB, id("b"), id("c"))));
	X(BIN(LOR, BIN(LAND, id("a"), id("b")), id("c")));
	X(UN(NEG, BIN(ADD, id("a"), id("b"))));
	X(UN(NEG, UN(NEG, id("a"))));
	X(UN(NOT, UN(NOT, id("a"))));
	X(UN(DEREF, N(FIELD, SMPL_OP_ARROW, NULL, id("p"), id("q"))));
	X(N(FIELD, SMPL_OP_ARROW, NULL, UN(DEREF, id("p")), id("q")));
	X(N(FIELD, SMPL_OP_DOT, NULL, PAREN(UN(DEREF, id("p"))), id("q")));
	X(N(COND, 0, NULL, id("c"), id("a"),
	    N(COND, 0, NULL, id("b"), id("d"), id("e"))));
	X(SET(NONE, id("y"), id("z")));
#undef X
	a[n++] = ES(SET(ADD, id("x"), BIN(SHL, id("y"), cst("2"))));
	a[n++] = ES(UN(POSTINC, UN(DEREF, id("p"))));
	a[n++] = ES(UN(DEREF, UN(POSTINC, id("p"))));
	a[n++] = ES(BIN(ADD, SET(NONE, id("x"), id("y")), cst("1")));
	F.rules[r].body = mk(SMPL_SEQ, 0, NULL, a, n);
	check("precedence", precedence);
}

/* Casts, fields, sizeof, subscripts, declarations, inline disjunction. */
static const char casts[] =
	"rule 1 \"casts\" at 4:1 mode match\n"
	"  metavariables:\n"
	"    type T\n"
	"    identifier v\n"
	"  requires: nothing\n"
	"  body:\n"
	"     p = (struct foo *)q->r.s;\n"
	"     n = sizeof(struct foo);\n"
	"     n = sizeof (a + b);\n"
	"     n = sizeof (a + b);\n"
	"     n = sizeof *p;\n"
	"     v = ($T)((unsigned long)x);\n"
	"     v = ((long)a) + b;\n"
	"     v = &a[i + 1];\n"
	"     v = (*fp)(x);\n"
	"     v = (&a)[0];\n"
	"     const char *s = \"x\";\n"
	"     static struct foo **pp;\n"
	"     extern $T $v;\n"
	"     p = \\( kmalloc \\| kzalloc \\)(n, GFP_KERNEL);\n"
	"     f(\\( a \\& b \\), ...);\n";

static void t_casts(void)
{
	uint32_t r, T, V, a[32], n = 0;

	smpl_ast_init(&F);
	r = rule("casts", 4, SMPL_MODE_MATCH);
	T = meta(SMPL_M_TYPE, "T");
	V = meta(SMPL_M_IDENTIFIER, "v");
#define X(v, e) (a[n++] = ES(SET(NONE, id(v), e)))
	X("p", N(CAST, 0, NULL, ty("struct foo", 1, 0),
		 N(FIELD, SMPL_OP_DOT, NULL,
		   N(FIELD, SMPL_OP_ARROW, NULL, id("q"), id("r")), id("s"))));
	X("n", N(SIZEOFT, 0, NULL, ty("struct foo", 0, 0)));
	X("n", N(SIZEOFE, 0, NULL, BIN(ADD, id("a"), id("b"))));
	X("n", N(SIZEOFE, 0, NULL, PAREN(BIN(ADD, id("a"), id("b")))));
	X("n", N(SIZEOFE, 0, NULL, UN(DEREF, id("p"))));
	X("v", N(CAST, 0, NULL, set_meta(ty("T", 0, 0), T),
		 N(CAST, 0, NULL, ty("unsigned long", 0, 0), id("x"))));
	X("v", BIN(ADD, N(CAST, 0, NULL, ty("long", 0, 0), id("a")),
		   id("b")));
	X("v", UN(ADDR, N(INDEX, 0, NULL, id("a"),
			  BIN(ADD, id("i"), cst("1")))));
	X("v", CALL(UN(DEREF, id("fp")), id("x")));
	X("v", N(INDEX, 0, NULL, UN(ADDR, id("a")), cst("0")));
#undef X
	a[n++] = N(DECL, 0, NULL, ty("char", 1, 1), id("s"), cst("\"x\""));
	a[n++] = N(DECL, SMPL_STORE_STATIC, NULL, ty("struct foo", 2, 0),
		   id("pp"));
	a[n++] = N(DECL, SMPL_STORE_EXTERN, NULL, set_meta(ty("T", 0, 0), T),
		   mv(V));
	a[n++] = ES(SET(NONE, id("p"),
			CALL(N(EDISJ, 0, NULL, id("kmalloc"), id("kzalloc")),
			     id("n"), id("GFP_KERNEL"))));
	a[n++] = ES(CALL(id("f"), N(ECONJ, 0, NULL, id("a"), id("b")),
			 N(EDOTS, 0, NULL)));
	F.rules[r].body = mk(SMPL_SEQ, 0, NULL, a, n);
	check("casts, fields, sizeof, declarations", casts);
}

/* Dots with when clauses and flags, nests, a conjunction. */
static const char whens[] =
	"rule 1 \"whens\" at 1:1 mode patch\n"
	"  metavariables:\n"
	"    expression E\n"
	"    expression E2\n"
	"  requires: (foo) & (bar | baz)\n"
	"  body:\n"
	"     foo($E);\n"
	"     ...\n"
	"       when != kfree($E)\n"
	"       when != $E = $E2\n"
	"       when = $E2\n"
	"       when any\n"
	"     <+...\n"
	"       when != baz();\n"
	"       bar($E);\n"
	"     ...+>\n"
	"     <...\n"
	"       when exists\n"
	"       qux();\n"
	"     ...>\n"
	"     (\n"
	"       a();\n"
	"     &\n"
	"       ...\n"
	"         when != a(); b();\n"
	"     )\n"
	"     ...\n"
	"       when strict\n"
	"       when forall\n"
	"-    return $E;\n";

static void t_whens(void)
{
	uint32_t r, E, E2, d1, n1, n2, cj, d2, last;

	smpl_ast_init(&F);
	r = rule("whens", 1, SMPL_MODE_PATCH);
	E = meta(SMPL_M_EXPRESSION, "E");
	E2 = meta(SMPL_M_EXPRESSION, "E2");
	d1 = DOTS(WHEN(NE, CALL(id("kfree"), mv(E))),
		  WHEN(NE, SET(NONE, mv(E), mv(E2))), WHEN(EQ, mv(E2)));
	F.nodes[d1].flags = SMPL_DOTS_ANY;
	n1 = N(NEST, SMPL_NEST_PLUS, NULL, SEQ(ES(CALL(id("bar"), mv(E)))),
	       WHEN(NE, ES(CALL(id("baz")))));
	n2 = N(NEST, SMPL_NEST_STAR, NULL, SEQ(ES(CALL(id("qux")))));
	F.nodes[n2].flags = SMPL_DOTS_EXISTS;
	cj = N(CONJ, 0, NULL, SEQ(ES(CALL(id("a")))),
	       SEQ(DOTS(WHEN(NE, SEQ(ES(CALL(id("a"))),
				     ES(CALL(id("b"))))))));
	d2 = DOTS();
	F.nodes[d2].flags = SMPL_DOTS_STRICT | SMPL_DOTS_FORALL;
	last = mark_all(N(RETURN, 0, NULL, mv(E)), SMPL_MINUS);
	F.rules[r].body = SEQ(ES(CALL(id("foo"), mv(E))), d1, n1, n2, cj, d2,
			      last);
	F.rules[r].req = req("foo|bar baz");
	check("when clauses, nests, conjunction", whens);
}

/* Virtuals, rule headers, formulas, inherited metavariables, scripts. */
static const char headers[] =
	"virtual patch, context, report\n"
	"\n"
	"rule 1 \"r1\" at 3:1 depends on patch mode patch\n"
	"  metavariables:\n"
	"    expression E\n"
	"  requires: nothing\n"
	"  body:\n"
	"-    foo($E);\n"
	"\n"
	"rule 2 \"r2\" at 8:1 exists depends on ((r1 && !context) || never r1)"
	" disable is_null, paren mode context\n"
	"  metavariables:\n"
	"    expression E from r1.E\n"
	"    expression F\n"
	"  requires: (bar)\n"
	"  body:\n"
	"*    bar($E, $F);\n"
	"\n"
	"rule 3 \"s\" at 14:1 depends on (r2 || ever r1) script:python"
	" needs-script\n"
	"  metavariables:\n"
	"    x << r2.F = \"none\"\n"
	"    y\n"
	"  requires: nothing\n"
	"  code from line 17:\n"
	"    |print(x)\n"
	"    |\n"
	"\n"
	"rule 4 at 20:1 forall depends on !s mode patch needs-script skipped\n"
	"  requires: nothing\n"
	"  body:\n"
	"     ...\n";

static uint32_t dep(const char *name, int op)
{
	return N(DEPNAME, op, name);
}

static void t_headers(void)
{
	uint32_t r, E, E2, F2, x;

	smpl_ast_init(&F);
	smpl_ast_virtual(&F, S("patch"));
	smpl_ast_virtual(&F, S("context"));
	smpl_ast_virtual(&F, S("report"));
	r = rule("r1", 3, SMPL_MODE_PATCH);
	E = meta(SMPL_M_EXPRESSION, "E");
	F.rules[r].depends = dep("patch", SMPL_DEP_VIRTUAL);
	F.rules[r].body = SEQ(mark_all(ES(CALL(id("foo"), mv(E))),
				       SMPL_MINUS));
	r = rule("r2", 8, SMPL_MODE_CONTEXT);
	F.rules[r].quant = SMPL_Q_EXISTS;
	E2 = meta(SMPL_M_EXPRESSION, "E");
	F.metas[E2].from_rule = 0;
	F.metas[E2].from_meta = (int32_t)E;
	F2 = meta(SMPL_M_EXPRESSION, "F");
	F.rules[r].depends =
		N(DEPOR, 0, NULL,
		  N(DEPAND, 0, NULL, dep("r1", SMPL_DEP_RULE),
		    N(DEPNOT, 0, NULL, dep("context", SMPL_DEP_VIRTUAL))),
		  N(DEPNEVER, 0, NULL, dep("r1", SMPL_DEP_RULE)));
	F.rules[r].disable = 1u << SMPL_ISO_BIT_NULL_EQ |
			     1u << SMPL_ISO_BIT_PAREN;
	F.rules[r].body = SEQ(mark_all(ES(CALL(id("bar"), mv(E2), mv(F2))),
				       SMPL_STAR));
	F.rules[r].req = req("bar");
	r = rule("s", 14, SMPL_MODE_MATCH);
	F.rules[r].kind = SMPL_R_SCRIPT;
	F.rules[r].needs_script = 1;
	F.rules[r].lang = S("python");
	F.rules[r].code = S("print(x)\n\n");
	F.rules[r].code_line = 17;
	x = meta(SMPL_M_EXPRESSION, "x");
	F.metas[x].from_rule = 1;
	F.metas[x].from_meta = (int32_t)F2;
	F.metas[x].flags |= SMPL_MF_DEFAULT;
	F.metas[x].dflt = S("none");
	meta(SMPL_M_IDENTIFIER, "y");
	F.rules[r].depends = N(DEPOR, 0, NULL, dep("r2", SMPL_DEP_RULE),
			       N(DEPEVER, 0, NULL, dep("r1", SMPL_DEP_RULE)));
	r = rule("", 20, SMPL_MODE_PATCH);
	F.rules[r].quant = SMPL_Q_FORALL;
	F.rules[r].skip = 1;
	F.rules[r].needs_script = 1;
	F.rules[r].depends = N(DEPNOT, 0, NULL, dep("s", SMPL_DEP_RULE));
	F.rules[r].body = SEQ(DOTS());
	check("virtuals, headers, formulas, inherited", headers);
}

/* Constraints, fresh identifiers, positions, metavariable kinds. */
static const char constraints[] =
	"rule 1 \"cons\" at 1:1 mode patch\n"
	"  metavariables:\n"
	"    identifier client != {foo, bar}\n"
	"    identifier g != foo\n"
	"    identifier h = {a}\n"
	"    identifier fn =~ \"^probe\"\n"
	"    identifier k !~ \"x$\"\n"
	"    local idexpression x\n"
	"    idexpression y\n"
	"    fresh identifier nm = \"pre_\" ## fn\n"
	"    position p\n"
	"    constant C\n"
	"    statement S\n"
	"    expression list Es\n"
	"    identifier list Is\n"
	"  requires: nothing\n"
	"  body:\n"
	"     $fn@$p($x);\n"
	"     foo($y) @$p;\n"
	"     foo($y@$p, $Es);\n"
	"     if@$p ($x)\n"
	"       $S@$p\n"
	"     else\n"
	"       return@$p $C;\n"
	"     int $nm = ((char@$p)$C)@$p;\n"
	"     out @$p:\n"
	"     (@$p\n"
	"       $S\n"
	"     )\n";

static uint32_t cons(uint32_t m, int kind, uint32_t first, uint32_t n)
{
	F.metas[m].cons = (uint8_t)kind;
	F.metas[m].cons0 = first;
	F.metas[m].ncons = n;
	return m;
}

static void t_constraints(void)
{
	uint32_t r, fn, x, y, nm, p, C, S_, Es, v[2], k;

	smpl_ast_init(&F);
	r = rule("cons", 1, SMPL_MODE_PATCH);
	v[0] = id("foo");
	v[1] = id("bar");
	cons(meta(SMPL_M_IDENTIFIER, "client"), SMPL_CONS_NE,
	     smpl_ast_list(&F, v, 2), 2);
	cons(meta(SMPL_M_IDENTIFIER, "g"), SMPL_CONS_NE,
	     smpl_ast_list(&F, v, 1), 1);
	v[0] = id("a");
	cons(meta(SMPL_M_IDENTIFIER, "h"), SMPL_CONS_EQ,
	     smpl_ast_list(&F, v, 1), 1);
	fn = cons(meta(SMPL_M_IDENTIFIER, "fn"), SMPL_CONS_REGEX, 0, 0);
	F.metas[fn].regex = S("^probe");
	k = cons(meta(SMPL_M_IDENTIFIER, "k"), SMPL_CONS_NREGEX, 0, 0);
	F.metas[k].regex = S("x$");
	x = meta(SMPL_M_IDEXPRESSION, "x");
	F.metas[x].flags = SMPL_MF_LOCAL;
	y = meta(SMPL_M_IDEXPRESSION, "y");
	nm = meta(SMPL_M_FRESH, "nm");
	v[0] = cst("\"pre_\"");
	v[1] = mv(fn);
	F.metas[nm].seed0 = smpl_ast_list(&F, v, 2);
	F.metas[nm].nseed = 2;
	p = meta(SMPL_M_POSITION, "p");
	C = meta(SMPL_M_CONSTANT, "C");
	S_ = meta(SMPL_M_STATEMENT, "S");
	Es = meta(SMPL_M_EXPLIST, "Es");
	meta(SMPL_M_IDLIST, "Is");
	F.rules[r].body = SEQ(
		ES(CALL(at(mv(fn), p), mv(x))),
		at(ES(CALL(id("foo"), mv(y))), p),
		ES(CALL(id("foo"), at(mv(y), p), mv(Es))),
		at(N(IF, 0, NULL, mv(x), at(set_meta(N(STMTMETA, 0, NULL), S_), p),
		     at(N(RETURN, 0, NULL, mv(C)), p)), p),
		N(DECL, 0, NULL, ty("int", 0, 0), mv(nm),
		  at(N(CAST, 0, NULL, at(ty("char", 0, 0), p), mv(C)), p)),
		at(N(LABEL, 0, NULL, id("out")), p),
		at(DISJ(SEQ(set_meta(N(STMTMETA, 0, NULL), S_))), p));
	check("constraints, fresh, positions", constraints);
}

/* Marks inside expressions and on branches; + code and its spacing. */
static const char marks[] =
	"rule 1 \"marks\" at 1:1 mode patch\n"
	"  metavariables:\n"
	"    expression x\n"
	"  requires: nothing\n"
	"  body:\n"
	"-    foo([ $x]);\n"
	"     foo([-$x], y);\n"
	"     foo([-bar([ $x])]);\n"
	"*    kfree($x);\n"
	"     if ($x)\n"
	"-      kfree($x);\n"
	"     else\n"
	"-      {\n"
	"-        return;\n"
	"-      }\n"
	"-    if ($x > [ 0])\n"
	"       bar();\n"
	"  plus:\n"
	"    after `$x` (0:0), from line 3\n"
	"      + , bar($x)\n"
	"    before `if ($x)` (0:0), from line 6\n"
	"      + if (x)\n"
	"      + kfree(p->buf);\n"
	"    after `kfree($x);` (0:0), from line 5\n"
	"      + a[i].b = sizeof(* p), c;\n"
	"      + return ($x);\n"
	"    before `if ($x > [ 0])` (0:0), from line 11\n"
	"      + foo();\n";

static void t_marks(void)
{
	uint32_t r, x, a, b, c, s4, s5, s6;

	smpl_ast_init(&F);
	r = rule("marks", 1, SMPL_MODE_PATCH);
	x = meta(SMPL_M_EXPRESSION, "x");
	a = mv(x);
	b = mark(mv(x), SMPL_MINUS);
	c = mv(x);
	s4 = mark_all(ES(CALL(id("kfree"), mv(x))), SMPL_STAR);
	s5 = N(IF, 0, NULL, mv(x),
	       mark_all(ES(CALL(id("kfree"), mv(x))), SMPL_MINUS),
	       mark_all(N(BLOCK, 0, NULL, SEQ(N(RETURN, 0, NULL))),
			SMPL_MINUS));
	s6 = N(IF, 0, NULL, BIN(GT, mv(x), cst("0")), ES(CALL(id("bar"))));
	mark_all(s6, SMPL_MINUS);
	mark(smpl_kid(&F, smpl_kid(&F, s6, 0), 1), SMPL_CTX);
	mark_all(smpl_kid(&F, s6, 1), SMPL_CTX);
	F.rules[r].body = SEQ(
		mark_all(ES(CALL(id("foo"), a)), SMPL_MINUS),
		ES(CALL(id("foo"), b, id("y"))),
		ES(CALL(id("foo"), mark_all(CALL(id("bar"), c), SMPL_MINUS))),
		s4, s5, s6);
	mark(a, SMPL_CTX);
	mark(c, SMPL_CTX);
	plus(b, SMPL_PLUS_AFTER, 3, 10, ", bar ( $x )");
	plus(s5, SMPL_PLUS_BEFORE, 6, 1, "if ( x ) | kfree ( p -> buf ) ;");
	plus(s4, SMPL_PLUS_AFTER, 5, 1,
	     "a [ i ] . b = sizeof ( * p ) , c ; | return ( $x ) ;");
	plus(s6, SMPL_PLUS_BEFORE, 11, 1, "foo ( ) ;");
	check("marks and + code", marks);
}

/* Every statement kind, a function, optional statements. */
static const char stmts[] =
	"rule 1 \"stmts\" at 1:1 mode match\n"
	"  metavariables:\n"
	"    statement S\n"
	"  requires: nothing\n"
	"  body:\n"
	"     static int probe(struct i2c_client *client, ...)\n"
	"     {\n"
	"       int ret = 0;\n"
	"       if (!client)\n"
	"         return -ENOMEM;\n"
	"       else\n"
	"         {\n"
	"           ret = 1;\n"
	"         }\n"
	"       while (ret)\n"
	"         ret--;\n"
	"       for (;;)\n"
	"         break;\n"
	"       for (int i = 0; i < n; i++)\n"
	"         continue;\n"
	"       do\n"
	"         {\n"
	"           $S\n"
	"         }\n"
	"       while (ret);\n"
	"       switch (ret)\n"
	"         {\n"
	"           case 1:\n"
	"           break;\n"
	"           default:\n"
	"           goto out;\n"
	"         }\n"
	"       out:\n"
	"       return;\n"
	"     }\n"
	"     f(void)\n"
	"     {\n"
	"     }\n"
	"     ? (\n"
	"       a();\n"
	"     |\n"
	"       ? b();\n"
	"     )\n"
	"     ?\n";

static uint32_t block(uint32_t seq)
{
	return N(BLOCK, 0, NULL, seq);
}

static uint32_t probe_body(uint32_t S_)
{
	uint32_t ret = N(DECL, 0, NULL, ty("int", 0, 0), id("ret"), cst("0"));
	uint32_t iff = N(IF, 0, NULL, UN(NOT, id("client")),
			 N(RETURN, 0, NULL, UN(NEG, id("ENOMEM"))),
			 block(SEQ(ES(SET(NONE, id("ret"), cst("1"))))));
	uint32_t wh = N(WHILE, 0, NULL, id("ret"),
			ES(UN(POSTDEC, id("ret"))));
	uint32_t f1 = N(FOR, 0, NULL, 0, 0, 0, N(BREAK, 0, NULL));
	uint32_t f2 = N(FOR, 0, NULL,
			N(DECL, 0, NULL, ty("int", 0, 0), id("i"), cst("0")),
			BIN(LT, id("i"), id("n")), UN(POSTINC, id("i")),
			N(CONTINUE, 0, NULL));
	uint32_t d = N(DO, 0, NULL,
		       block(SEQ(set_meta(N(STMTMETA, 0, NULL), S_))),
		       id("ret"));
	uint32_t sw = N(SWITCH, 0, NULL, id("ret"),
			block(SEQ(N(CASE, 0, NULL, cst("1")), N(BREAK, 0, NULL),
				  N(DEFAULT, 0, NULL),
				  N(GOTO, 0, NULL, id("out")))));

	return block(SEQ(ret, iff, wh, f1, f2, d, sw,
			 N(LABEL, 0, NULL, id("out")), N(RETURN, 0, NULL)));
}

static void t_stmts(void)
{
	uint32_t r, S_, params, probe, f;

	smpl_ast_init(&F);
	r = rule("stmts", 1, SMPL_MODE_MATCH);
	S_ = meta(SMPL_M_STATEMENT, "S");
	params = N(PARAMS, 0, NULL,
		   N(PARAM, 0, NULL, ty("struct i2c_client", 1, 0),
		     id("client")),
		   N(EDOTS, 0, NULL));
	probe = N(FUNC, SMPL_STORE_STATIC, NULL, ty("int", 0, 0),
		  id("probe"), params, probe_body(S_));
	f = N(FUNC, 0, NULL, 0, id("f"),
	      N(PARAMS, 0, NULL, N(PARAM, 0, NULL, ty("void", 0, 0), 0)),
	      block(SEQ()));
	F.rules[r].body = SEQ(probe, f,
		N(OPT, 0, NULL, DISJ(SEQ(ES(CALL(id("a")))),
				     SEQ(N(OPT, 0, NULL,
					   ES(CALL(id("b"))))))),
		N(OPT, 0, NULL, SEQ()));
	check("statements", stmts);
}

/* An empty file prints nothing; the same file twice prints the same. */
static void t_empty(void)
{
	smpl_ast_init(&F);
	check("empty file", "");
}

/* Indices out of range print "?" or nothing, never crash. */
static const char damaged[] =
	"rule 1 \"bad\" at 1:1 mode match\n"
	"  metavariables:\n"
	"    expression E from ?\n"
	"    expression G from bad.?\n"
	"  requires: nothing\n"
	"  body:\n"
	"     $?(, x);\n"
	"  plus:\n"
	"    before ``\n"
	"      + $?\n";

static void t_damaged(void)
{
	uint32_t r, e, g, call;

	smpl_ast_init(&F);
	r = rule("bad", 1, SMPL_MODE_MATCH);
	e = meta(SMPL_M_EXPRESSION, "E");
	F.metas[e].from_rule = 7;
	g = meta(SMPL_M_EXPRESSION, "G");
	F.metas[g].from_rule = 0;
	F.metas[g].from_meta = 5;
	call = CALL(set_meta(id("f"), 99), id("y"), id("x"));
	F.kids[F.nodes[call].kid0 + 1] = 4000;	/* no such node */
	F.rules[r].body = SEQ(ES(call));
	plus(12345, SMPL_PLUS_BEFORE, 0, 0, "$E");
	F.ptoks[F.nptoks - 1].meta = 99;
	check("damaged indices", damaged);
}

int main(void)
{
	t_article();
	t_precedence();
	t_casts();
	t_whens();
	t_headers();
	t_constraints();
	t_marks();
	t_stmts();
	t_empty();
	t_damaged();
	if (failures)
		printf("%d case(s) failed\n", failures);
	return failures ? 1 : 0;
}
