/* script-test.c - script rules and script constraints in the matcher
 * (run.c, atom.c) with a test hook in C (no Python): a script rule runs
 * once per distinct tuple of its inherited values, in rule order, only
 * where the rules it needs matched; defaults for unbound values; values
 * it computes inherited by a later rule that edits with them;
 * include_match(False) dropping the match it came from; script
 * constraints accepting and rejecting; a failing script stopping its
 * rule; and, with no hook, script rules and the rules needing them
 * skipped. */
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

/* The test hook: logs each call; a run gives each value it computes
 * in[0] + "_x"; drop names the in[0] for which it calls
 * include_match(False); fail makes every run fail (-1); a constraint
 * rejects values starting with "bad" and logs its arguments. */
struct hook {
	struct match_script s;
	char log[2048];
	char outs[8][64];
	const char *drop;
	int fail, nrun, ncons, nend;
};

static void logf_(struct hook *h, const char *s)
{
	size_t n = strlen(h->log);

	snprintf(h->log + n, sizeof(h->log) - n, "%s", s);
}

static void log_val(struct hook *h, const struct match_script_val *v)
{
	char buf[128];

	if (v->kind == MATCH_SV_STR)
		snprintf(buf, sizeof(buf), "%s", v->s);
	else if (v->kind == MATCH_SV_POS)
		snprintf(buf, sizeof(buf), "%s:%u:%u-%u:%u@%s", v->pos[0].file,
			 v->pos[0].line, v->pos[0].col, v->pos[0].line_end,
			 v->pos[0].col_end, v->pos[0].element);
	else
		snprintf(buf, sizeof(buf), "-");
	logf_(h, buf);
}

static int h_run(void *ctx, const struct smpl_file *f, uint32_t rule,
		 const struct match_script_val *in, uint32_t nin,
		 const char **out, uint32_t nout)
{
	struct hook *h = ctx;
	char buf[32];
	uint32_t i;

	h->nrun++;
	snprintf(buf, sizeof(buf), "run %u(", rule + 1);
	logf_(h, buf);
	for (i = 0; i < nin; i++) {
		if (i)
			logf_(h, ",");
		log_val(h, &in[i]);
	}
	logf_(h, ") ");
	if (h->fail)
		return -1;
	for (i = 0; i < nout && i < 8; i++) {
		snprintf(h->outs[i], sizeof(h->outs[i]), "%s_x",
			 nin && in[0].kind == MATCH_SV_STR ? in[0].s : "none");
		out[i] = h->outs[i];
	}
	return !(h->drop && nin && in[0].kind == MATCH_SV_STR &&
		 !strcmp(in[0].s, h->drop));
}

static int h_constraint(void *ctx, const struct smpl_file *f, uint32_t m,
			const struct match_script_val *args, uint32_t nargs)
{
	struct hook *h = ctx;
	uint32_t i;

	h->ncons++;
	logf_(h, "cons(");
	for (i = 0; i < nargs; i++) {
		if (i)
			logf_(h, ",");
		log_val(h, &args[i]);
	}
	logf_(h, ") ");
	return !(args[0].kind == MATCH_SV_STR && !strncmp(args[0].s, "bad", 3));
}

static void h_end(void *ctx, const struct smpl_file *f)
{
	((struct hook *)ctx)->nend++;
}

static void hook_init(struct hook *h)
{
	memset(h, 0, sizeof(*h));
	h->s = (struct match_script){ h, h_run, h_constraint, h_end };
}

/* The matcher's dump of rule over src, with hook h (NULL: none). */
static char *run(const char *rule, const char *src, struct hook *h)
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

	o.script = h ? &h->s : NULL;
	match_cview_parse("t.c", src, strlen(src), &cf, stderr);
	smpl_diag_init(&d, "t.cocci", stderr);
	if (smpl_compile(rule, strlen(rule), NULL, &f, &d) == 0) {
		match_prog_init(&p, &f);
		match_run(&p, cf.views, cf.nviews, &o, &out);
		match_out_dump(&p, &out, fp);
		match_out_free(&out);
		match_prog_free(&p);
		smpl_file_free(&f);
	} else {
		fputs("does not compile\n", fp);
	}
	match_cfile_free(&cf);
	fclose(fp);
	return buf;
}

static int has(const char *s, const char *sub)
{
	return strstr(s, sub) != NULL;
}

#define CALLS "@r@\nidentifier fn;\nexpression E;\n@@\nfn(E);\n"

static void distinct_tuples(void)
{
	const char *rule = CALLS "@script:python s@\nfn << r.fn;\ne << r.E;\n"
		"@@\nprint(fn, e)\n";
	const char *src = "void f(void)\n{\n\tfoo(a);\n\tfoo(b);\n\tfoo(a);\n"
		"}\nvoid g(void)\n{\n\tfoo(a);\n}\n";
	struct hook h;
	char *got;

	hook_init(&h);
	got = run(rule, src, &h);
	check(h.nrun == 2, "once per distinct tuple: two runs for three "
	      "values, two of them the same");
	check(!strcmp(h.log, "run 2(foo,a) run 2(foo,b) "),
	      "distinct tuples in the order of the matches");
	check(h.nend == 1, "end called once per unit");
	check(has(got, "rule s, script\n    fn = foo, e = a\n"),
	      "the script rule's tuple recorded as a match");
	free(got);
}

static void defaults(void)
{
	const char *rule = "@r@\nidentifier fn;\nexpression E;\n@@\n"
		"(\nfn(E, 1);\n|\nfn();\n)\n"
		"@script:python s@\nfn << r.fn;\ne << r.E = \"DEF\";\n@@\n"
		"print(fn, e)\n"
		"@script:python t@\nfn << r.fn;\ne << r.E;\n@@\nprint(fn, e)\n";
	const char *src = "void g(void)\n{\n\tbar();\n\tfoo(a, 1);\n"
		"\tbaz(c, 1);\n}\n";
	struct hook h;
	char *got;

	hook_init(&h);
	got = run(rule, src, &h);
	check(!strcmp(h.log, "run 2(foo,a) run 2(baz,c) run 2(bar,DEF) "
		      "run 3(foo,a) run 3(baz,c) "),
	      "defaults: an unbound value takes the default, after the "
	      "bound tuples; without a default the tuple does not run");
	if (!strstr(h.log, "run 2(bar,DEF)"))
		printf("  log: %s\n", h.log);
	free(got);
	hook_init(&h);
	got = run("@r@\nidentifier fn;\n@@\nfn(77);\n"
		  "@script:python s@\nfn << r.fn = \"none\";\n@@\npass\n",
		  src, &h);
	check(!strcmp(h.log, "run 2(none) "), "defaults: a rule that "
	      "matched nowhere gives its defaults");
	free(got);
}

static void computed_binding(void)
{
	const char *rule = CALLS "@script:python s@\nfn << r.fn;\ny;\n@@\n"
		"coccinelle.y = fn + '_x'\n"
		"@@\nidentifier r.fn;\nidentifier s.y;\nexpression r.E;\n@@\n"
		"- fn(E);\n+ y(E);\n";
	const char *src = "void f(void)\n{\n\tfoo(a);\n\tbar(b);\n}\n";
	struct hook h;
	char *got;

	hook_init(&h);
	got = run(rule, src, &h);
	check(has(got, "t.c:3:2-9 replace \"foo_x(a);\"") &&
	      has(got, "t.c:4:2-9 replace \"bar_x(b);\""),
	      "a value the script computed, inherited by a later rule "
	      "that edits with it");
	check(!has(got, "foo_x(b)") && !has(got, "bar_x(a)"),
	      "computed values paired with the values the script read");
	free(got);
}

static void include_match(void)
{
	const char *rule = CALLS "@script:python s@\nfn << r.fn;\n@@\n"
		"cocci.include_match(fn != 'bar')\n"
		"@@\nidentifier r.fn;\n@@\n- fn(...);\n"
		"@depends on s@\n@@\n- baz();\n";
	const char *src = "void f(void)\n{\n\tfoo(a);\n\tbar(b);\n"
		"\tbaz();\n}\n";
	struct hook h;
	char *got;

	hook_init(&h);
	h.drop = "bar";
	got = run(rule, src, &h);
	check(has(got, "t.c:3:2-9 remove") && !has(got, "t.c:4:2-9 remove"),
	      "include_match(False): later rules do not see the dropped "
	      "match");
	check(has(got, "t.c:5:2-8 remove"),
	      "depends on a script rule that kept a tuple");
	free(got);
	hook_init(&h);
	h.drop = "foo";
	got = run(CALLS "@script:python s@\nfn << r.fn;\n@@\npass\n"
		  "@depends on s@\n@@\n- baz();\n",
		  "void f(void)\n{\n\tfoo(a);\n\tbaz();\n}\n", &h);
	check(!has(got, "remove"),
	      "depends on a script rule whose only tuple was dropped");
	free(got);
	hook_init(&h);
	h.drop = "foo";
	got = run(CALLS "@script:python s@\nfn << r.fn;\n@@\npass\n"
		  "@depends on r@\n@@\n- baz();\n",
		  "void f(void)\n{\n\tfoo(a);\n\tbaz();\n}\n", &h);
	check(!has(got, "remove"),
	      "depends on a rule whose every result a script dropped");
	free(got);
}

/* include_match(False) in a script reading two rules; a script
 * reading another script's computed value. */
static void two_parents(void)
{
	const char *rule = CALLS
		"@q@\nidentifier r.fn;\nexpression F;\n@@\nfn(F, 2);\n"
		"@script:python s@\nfn << r.fn;\nf << q.F;\ny;\n@@\npass\n"
		"@script:python t@\ny << s.y;\n@@\npass\n"
		"@@\nidentifier r.fn;\nexpression q.F;\n@@\n- fn(F, 2);\n";
	const char *src = "void f(void)\n{\n\tfoo(a);\n\tfoo(b, 2);\n"
		"\tbar(c);\n\tbar(d, 2);\n}\n";
	struct hook h;
	char *got;

	hook_init(&h);
	h.drop = "foo";
	got = run(rule, src, &h);
	check(has(got, "t.c:6:2-12 remove") && !has(got, "t.c:4:2-12 remove"),
	      "include_match(False) with values from two rules");
	check(has(h.log, "run 4(bar_x) ") && !has(h.log, "run 4(foo_x)"),
	      "a script reading another script's computed value");
	if (!has(h.log, "run 4(bar_x) "))
		printf("  log: %s\n", h.log);
	free(got);
}

static void constraints(void)
{
	const char *rule = "@r@\nidentifier g;\n@@\ng(1);\n"
		"@@\nidentifier r.g;\n"
		"identifier f : script:python (r.g) { not f.startswith('bad') };\n"
		"@@\n- f();\n";
	const char *src = "void f(void)\n{\n\tone(1);\n\tbad1();\n\tgood();\n}\n";
	struct hook h;
	char *got;

	hook_init(&h);
	got = run(rule, src, &h);
	check(has(got, "t.c:5:2-9 remove") && !has(got, "t.c:4:2-9 remove"),
	      "script constraint: accepts and rejects");
	check(has(h.log, "cons(bad1,one) ") && has(h.log, "cons(good,one) "),
	      "script constraint: the candidate, then the values it names");
	free(got);
	got = run(rule, src, NULL);
	check(!has(got, "remove"), "no hook: a rule with a script "
	      "constraint is skipped");
	free(got);
}

static void not_run(void)
{
	const char *rule = CALLS "@script:python s@\nfn << r.fn;\n@@\npass\n"
		"@depends on s@\n@@\n- baz();\n";
	struct hook h;
	char *got;

	hook_init(&h);
	got = run(rule, "void f(void)\n{\n\tbaz();\n}\n", &h);
	check(h.nrun == 0 && !has(got, "remove"),
	      "a script rule after a rule that did not match does not run");
	free(got);
	got = run(rule, "void f(void)\n{\n\tfoo(a);\n\tbaz();\n}\n", NULL);
	check(!has(got, "remove") && !has(got, "script"),
	      "no hook: script rules and the rules needing them skipped");
	free(got);
	hook_init(&h);
	h.fail = 1;
	got = run(CALLS "@script:python s@\nfn << r.fn;\ne << r.E;\n@@\n"
		  "raise Exception\n",
		  "void f(void)\n{\n\tfoo(a);\n\tfoo(b);\n}\n", &h);
	check(h.nrun == 1, "a failing script stops its rule for the unit");
	free(got);
}

static void positions(void)
{
	const char *rule = "@r@\nexpression E;\nposition p;\n@@\n"
		"kfree@p(E);\n@script:python@\np << r.p;\ne << r.E;\n@@\n"
		"print(p)\n";
	struct hook h;
	char *got;

	hook_init(&h);
	got = run(rule, "void kfree(void *);\nvoid f(void *x)\n{\n"
		  "\tkfree(x);\n}\n", &h);
	check(!strcmp(h.log, "run 2(t.c:4:1-4:6@f,x) "),
	      "a position as spatch gives it: columns from 0, the end one "
	      "past, the function");
	if (strcmp(h.log, "run 2(t.c:4:1-4:6@f,x) "))
		printf("  log: %s\n", h.log);
	free(got);
}

int main(void)
{
	distinct_tuples();
	defaults();
	computed_binding();
	include_match();
	two_parents();
	constraints();
	not_run();
	positions();
	return failures != 0;
}
