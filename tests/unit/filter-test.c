/* filter-test.c - which rules run (plugin/match/filter.c), on rule files
 * compiled from text: depends on over virtual names set or not, !, &&,
 * ||, a rule name (unknown before the rules ran, then whether it
 * matched), ever/never, skipped rules; and the prefilter's tables and
 * verdicts for rules with no required name, several clauses, and a
 * clause of several names. */
#include <stdio.h>
#include <string.h>
#include "compile.h"
#include "filter.h"

static int failures;

static void check(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
	failures += !ok;
}

/* text compiled with the virtual names in defines (NULL-terminated) */
static int compile(const char *text, const char *const *defines,
		   struct smpl_file *f)
{
	struct smpl_diag d;

	smpl_diag_init(&d, "filter-test.cocci", NULL);
	return smpl_compile(text, strlen(text), defines, f, &d);
}

/* depends on of the last rule of text, with defines and matched */
static int depends(const char *text, const char *const *defines,
		   const uint8_t *matched)
{
	struct smpl_file f;
	int v;

	if (compile(text, defines, &f))
		return 99;
	v = match_filter_depends(&f, f.rules[f.nrules - 1].depends, matched);
	smpl_file_free(&f);
	return v;
}

static const char *const none[] = { NULL };
static const char *const set_a[] = { "a", NULL };
static const char *const set_b[] = { "b", NULL };
static const char *const set_ab[] = { "a", "b", NULL };

#define VIRT "virtual a\nvirtual b\n"
#define BODY "@@\n- f();\n"

static void virtual_names(void)
{
	const char *on_a = VIRT "@depends on a@\n" BODY;
	const char *not_a = VIRT "@depends on !a@\n" BODY;
	const char *and = VIRT "@depends on a && b@\n" BODY;
	const char *or = VIRT "@depends on a || b@\n" BODY;
	const char *nest = VIRT "@depends on !(a || !b)@\n" BODY;

	check(depends(on_a, set_a, NULL) == 1, "virtual name set");
	check(depends(on_a, none, NULL) == 0, "virtual name not set");
	check(depends(on_a, NULL, NULL) == 0, "no defines at all");
	check(depends(on_a, set_b, NULL) == 0, "another virtual name set");
	check(depends(not_a, none, NULL) == 1, "!a, a not set");
	check(depends(not_a, set_a, NULL) == 0, "!a, a set");
	check(depends(and, set_ab, NULL) == 1, "a && b, both set");
	check(depends(and, set_a, NULL) == 0, "a && b, only a set");
	check(depends(and, none, NULL) == 0, "a && b, none set");
	check(depends(or, set_b, NULL) == 1, "a || b, only b set");
	check(depends(or, none, NULL) == 0, "a || b, none set");
	check(depends(nest, set_b, NULL) == 1, "!(a || !b), b set");
	check(depends(nest, set_ab, NULL) == 0, "!(a || !b), both set");
}

/* A define= given to a compiled file: smpl_mark_defines, as the plugin
 * does after loading. */
static void marked_later(void)
{
	struct smpl_file f;

	if (compile(VIRT "@depends on a@\n" BODY, none, &f)) {
		check(0, "define= on a compiled file: compiles");
		return;
	}
	check(match_filter_depends(&f, f.rules[0].depends, NULL) == 0,
	      "define= on a compiled file: not set before");
	smpl_mark_defines(&f, set_a);
	check(match_filter_depends(&f, f.rules[0].depends, NULL) == 1,
	      "define= on a compiled file: set after");
	smpl_file_free(&f);
}

#define RULE_R "@r@\n@@\nf();\n"

static void rule_names(void)
{
	const char *on_r = VIRT RULE_R "@depends on r@\n@@\n- g();\n";
	const char *not_r = VIRT RULE_R "@depends on !r@\n@@\n- g();\n";
	const char *r_and = VIRT RULE_R "@depends on r && a@\n@@\n- g();\n";
	const char *r_or = VIRT RULE_R "@depends on r || a@\n@@\n- g();\n";
	const char *ever = VIRT RULE_R "@depends on ever r@\n@@\n- g();\n";
	const char *never = VIRT RULE_R "@depends on never r@\n@@\n- g();\n";
	const uint8_t yes[] = { 1, 0 }, no[] = { 0, 0 };

	check(depends(on_r, none, NULL) == MATCH_FILTER_UNKNOWN,
	      "rule name: unknown before the rules ran");
	check(depends(on_r, none, yes) == 1, "rule name: r matched");
	check(depends(on_r, none, no) == 0, "rule name: r did not match");
	check(depends(not_r, none, NULL) == MATCH_FILTER_UNKNOWN,
	      "!r: unknown before the rules ran");
	check(depends(not_r, none, no) == 1, "!r: r did not match");
	check(depends(r_and, none, NULL) == 0,
	      "r && a, a not set: false before the rules ran");
	check(depends(r_and, set_a, NULL) == MATCH_FILTER_UNKNOWN,
	      "r && a, a set: unknown before the rules ran");
	check(depends(r_and, set_a, yes) == 1, "r && a, a set, r matched");
	check(depends(r_or, set_a, NULL) == 1,
	      "r || a, a set: true before the rules ran");
	check(depends(r_or, none, NULL) == MATCH_FILTER_UNKNOWN,
	      "r || a, a not set: unknown before the rules ran");
	check(depends(r_or, none, no) == 0, "r || a, a not set, r no match");
	check(depends(ever, none, NULL) == MATCH_FILTER_UNKNOWN,
	      "ever r: unknown before the rules ran");
	check(depends(ever, none, yes) == 1, "ever r: r matched");
	check(depends(never, none, yes) == 0, "never r: r matched");
	check(depends(never, none, no) == 1, "never r: r did not match");
}

static void may_run(void)
{
	const char *text = VIRT RULE_R "@depends on r@\n@@\n- g();\n"
		"@depends on a@\n@@\n- h();\n"
		"@script:python s@\n@@\nprint(1)\n"
		"@depends on s@\n@@\n- k();\n";
	const uint8_t no[] = { 0, 0, 0, 0, 0 };
	struct smpl_file f;

	if (compile(text, none, &f)) {
		check(0, "may run: compiles");
		return;
	}
	check(f.nrules == 5, "may run: five rules");
	check(match_filter_may_run(&f, 0, NULL), "may run: no depends on");
	check(match_filter_may_run(&f, 1, NULL),
	      "may run: depends on a rule, before it ran");
	check(!match_filter_may_run(&f, 1, no),
	      "may run: depends on a rule that did not match");
	check(!match_filter_may_run(&f, 2, NULL),
	      "may run: depends on a virtual name not set");
	check(!match_filter_may_run(&f, 3, NULL), "may run: a script rule");
	check(!f.rules[4].skip && f.rules[4].needs_script &&
	      match_filter_may_run(&f, 4, NULL),
	      "may run: a rule needing a script rule (run.c skips it "
	      "without a script hook)");
	smpl_file_free(&f);
}

/* The filter of text; seen: the names the function calls, as a string
 * of space-separated names; which filter rules pass, as "01..". */
static void prefilter(const char *text, const char *calls, const char *want,
		      const char *what)
{
	struct match_filter mf;
	struct smpl_file f;
	uint8_t seen[64];
	char got[64], name[80];
	uint32_t i;

	if (compile(text, none, &f)) {
		check(0, what);
		return;
	}
	match_filter_build(&mf, &f);
	for (i = 0; i < mf.nnames && i < sizeof(seen); i++) {
		snprintf(name, sizeof(name), " %s ", mf.names[i]);
		seen[i] = strstr(calls, name) != NULL;
	}
	for (i = 0; i < mf.nrules && i < sizeof(got) - 1; i++)
		got[i] = '0' + match_filter_passes(&mf, i, seen);
	got[i] = 0;
	if (strcmp(got, want))
		printf("%s: got %s, want %s\n", what, got, want);
	check(!strcmp(got, want), what);
	match_filter_free(&mf);
	smpl_file_free(&f);
}

static void tables(void)
{
	const char *text = VIRT "@@\nexpression E;\n@@\n- E = 0;\n"
		"@depends on a@\n@@\n- f();\n"
		"@@\n@@\n- f();\n...\n- g();\n";
	struct match_filter mf;
	struct smpl_file f;

	if (compile(text, none, &f)) {
		check(0, "tables: compiles");
		return;
	}
	match_filter_build(&mf, &f);
	check(mf.nrules == 2 && mf.rules[0].rule == 0 && mf.rules[1].rule == 2,
	      "tables: the rules that may run, a rule of an unset name left out");
	check(mf.rules[0].nclauses == 0 && mf.always,
	      "tables: a rule with no required name");
	check(mf.rules[1].nclauses == 2 && mf.nclauses == 2 && mf.nnames == 2,
	      "tables: two clauses of one name");
	check(!match_filter_idle(&mf), "tables: not idle");
	match_filter_free(&mf);
	smpl_file_free(&f);
}

static void idle(void)
{
	struct match_filter mf;
	struct smpl_file f;

	if (compile(VIRT "@depends on a@\n" BODY, none, &f)) {
		check(0, "idle: compiles");
		return;
	}
	match_filter_build(&mf, &f);
	check(mf.nrules == 0 && match_filter_idle(&mf),
	      "idle: no rule may run");
	match_filter_free(&mf);
	smpl_file_free(&f);
}

static void verdicts(void)
{
	const char *nothing = "@@\nexpression E;\n@@\n- E = 0;\n";
	const char *two = "@@\n@@\n- f();\n...\n- g();\n";
	const char *disj = "@@\n@@\n(\n- f();\n|\n- h();\n)\n...\n- g();\n";

	prefilter(nothing, " ", "1", "prefilter: no required name, no call");
	prefilter(nothing, " f g ", "1", "prefilter: no required name, calls");
	prefilter(two, " f g ", "1", "prefilter: two clauses, both called");
	prefilter(two, " f ", "0", "prefilter: two clauses, one called");
	prefilter(two, " x ", "0", "prefilter: two clauses, none called");
	prefilter(disj, " h g ", "1",
		  "prefilter: one name of a clause of two satisfies it");
	prefilter(disj, " f g ", "1",
		  "prefilter: the other name of it does too");
	prefilter(disj, " h ", "0",
		  "prefilter: a name satisfies only its own clause");
	prefilter(disj, " g ", "0",
		  "prefilter: the other clause alone is not enough");
	prefilter(VIRT "@@\n@@\n- f();\n@@\n@@\n- g();\n", " g ", "01",
		  "prefilter: each rule on its own names");
	/* a rule of the top level alone passes in no function (the
	 * unit's top-level view is made all the same: not idle) */
	prefilter("@@\nidentifier d;\n@@\nstruct pd d = { .driver = {\n"
		  "- .owner = THIS_MODULE,\n} };\n@@\n@@\n- f();\n",
		  " f THIS_MODULE pd ", "01",
		  "prefilter: an initializer rule passes in no function");
	prefilter("@@\n@@\n- #include <a.h>\n", " ", "0",
		  "prefilter: an #include rule passes in no function");
}

int main(void)
{
	virtual_names();
	marked_later();
	rule_names();
	may_run();
	tables();
	idle();
	verdicts();
	return failures != 0;
}
