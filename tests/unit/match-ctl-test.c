/* match-ctl-test.c - the model checker on toy graphs, without views or C:
 * each node is the name of the one function it calls, a statement pattern
 * `name();` matches a node of that name, and a `-` statement yields the
 * node's edit, and so does a statement with + code next to it.  Nodes
 * named if, ret and goto are flagged so; edges written A>Bt are true
 * edges, A>Bb and A>Bc a break's and a continue's (A>Btb both; then the
 * checker uses edge flags for error exits).  Checks sequencing, dots on all paths, weak until on
 * loops, error exits, shortest path, when, exists, disjunction order and
 * optional statements. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compile.h"
#include "ctl.h"

#define MAXN 32

struct toy {
	const char *name[MAXN];
	uint32_t succ[MAXN][4], esucc[MAXN][4], nsucc[MAXN], flags[MAXN];
	int edges;		/* some edge is flagged: use edge flags */
	uint32_t n;
	const struct smpl_file *f;
	int edit[MAXN];		/* the edit objects: their addresses count */
};

static int failures;
static const int ENV = 0;

static uint32_t t_nsucc(void *g, uint32_t n) { return ((struct toy *)g)->nsucc[n]; }
static uint32_t t_succ(void *g, uint32_t n, uint32_t i) { return ((struct toy *)g)->succ[n][i]; }
static uint32_t t_flags(void *g, uint32_t n) { return ((struct toy *)g)->flags[n]; }
static uint32_t t_eflags(void *g, uint32_t n, uint32_t i) { return ((struct toy *)g)->esucc[n][i]; }

/* The name a statement pattern calls, or NULL. */
static const char *called(const struct smpl_file *f, uint32_t pat)
{
	const struct smpl_node *p = &f->nodes[pat];

	if (p->kind != SMPL_EXPRSTMT)
		return NULL;
	p = &f->nodes[smpl_kid(f, pat, 0)];
	if (p->kind != SMPL_CALL)
		return NULL;
	return smpl_str(f, f->nodes[smpl_kid(f, smpl_kid(f, pat, 0), 0)].str);
}

static int has_plus(const struct smpl_file *f, uint32_t pat)
{
	uint32_t i;

	for (i = 0; i < f->nplus; i++)
		if (f->plus[i].anchor == pat)
			return 1;
	return 0;
}

static int t_atom(void *pc, uint32_t pat, uint32_t node, const void *env,
		  const void **out, const void *const **edits, uint32_t *ne)
{
	static const void *one[MAXN];
	struct toy *t = pc;
	const char *c = called(t->f, pat);

	if (!c || !t->name[node] || strcmp(c, t->name[node]))
		return 0;
	if (!out)
		return 1;
	*out = env;
	*ne = 0;
	if (t->f->nodes[pat].mark == SMPL_MINUS || has_plus(t->f, pat)) {
		one[node] = &t->edit[node];
		*edits = &one[node];
		*ne = 1;
	}
	return 1;
}

/* "a b c" with edges "0>1 1>2": node 0 is the entry, the last the exit. */
static void build(struct toy *t, const char *names, const char *edges)
{
	char buf[256], *tok, *save;
	unsigned a, b;

	memset(t, 0, sizeof(*t));
	snprintf(buf, sizeof(buf), "%s", names);
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
		t->name[t->n++] = strcmp(tok, "-") ? strdup(tok) : NULL;
	snprintf(buf, sizeof(buf), "%s", edges);
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		char fl[8] = "";

		if (sscanf(tok, "%u>%u%7s", &a, &b, fl) >= 2) {
			t->esucc[a][t->nsucc[a]] =
				(strchr(fl, 't') ? MATCH_G_TRUE : 0) |
				(strchr(fl, 'b') ? MATCH_G_BREAK : 0) |
				(strchr(fl, 'c') ? MATCH_G_CONTINUE : 0);
			t->edges |= t->esucc[a][t->nsucc[a]] != 0;
			t->succ[a][t->nsucc[a]++] = b;
			if (strchr(fl, 'r'))
				t->flags[b] |= MATCH_G_THEN_RETURN;
		}
	}
	for (a = 0; a < t->n; a++) {
		if (!t->name[a])
			continue;
		if (!strcmp(t->name[a], "if"))
			t->flags[a] |= MATCH_G_IF;
		if (!strcmp(t->name[a], "ret"))
			t->flags[a] |= MATCH_G_RETURN;
		if (!strcmp(t->name[a], "goto"))
			t->flags[a] |= MATCH_G_GOTO;
	}
}

static void free_toy(struct toy *t)
{
	uint32_t i;

	for (i = 0; i < t->n; i++)
		free((char *)t->name[i]);
}

/* Runs rule on the toy graph; the nodes of the edits of every match, as
 * "start:edit,edit;" text. */
static void run(const char *rule, struct toy *t, char *out, size_t cap)
{
	struct smpl_file f;
	struct smpl_diag d;
	struct match_graph g = { t, t->n, 0, t->n - 1, t_nsucc, t_succ, t_flags,
				 t->edges ? t_eflags : NULL };
	struct match_preds p = { t, t_atom, t_atom, NULL, NULL, NULL, NULL,
				 NULL, NULL };
	struct match_ctl *c;
	uint32_t starts[MAXN], ns, i, j, k;
	size_t len = 0;

	out[0] = 0;
	smpl_diag_init(&d, "t.cocci", stdout);
	if (smpl_compile(rule, strlen(rule), NULL, &f, &d))
		return;
	t->f = &f;
	c = match_ctl_new(&f, 0, &g, &p);
	ns = match_ctl_starts(c, &ENV, starts);
	for (i = 0; i < ns; i++) {
		const struct match_rset *r = match_ctl_match(c, starts[i], &ENV);

		if (!r->ok)
			continue;
		len += (size_t)snprintf(out + len, cap - len, "%u:", starts[i]);
		for (j = 0; j < r->n; j++)
			for (k = 0; k < r->v[j].nedits; k++)
				len += (size_t)snprintf(out + len, cap - len, "%d,",
					(int)((const int *)r->v[j].edits[k] - t->edit));
		len += (size_t)snprintf(out + len, cap - len, ";");
	}
	match_ctl_free(c);
	smpl_file_free(&f);
}

static void expect(const char *what, const char *rule, const char *names,
		   const char *edges, const char *want)
{
	struct toy t;
	char got[512];

	build(&t, names, edges);
	run(rule, &t, got, sizeof(got));
	printf("%s: %s", strcmp(got, want) ? "FAIL" : "PASS", what);
	if (strcmp(got, want))
		printf(" (want \"%s\", got \"%s\")", want, got);
	printf("\n");
	failures += strcmp(got, want) != 0;
	free_toy(&t);
}

#define DOTS "@@\n@@\nfoo();\n...\n- bar();\n"

int main(void)
{
	expect("chain", DOTS, "- foo x bar -", "0>1 1>2 2>3 3>4", "1:3,;");
	expect("immediate successor",
	       "@@\n@@\nfoo();\n- bar();\n", "- foo bar -", "0>1 1>2 2>3", "1:2,;");
	expect("a path without bar fails", DOTS, "- foo c bar x -",
	       "0>1 1>2 2>3 2>4 3>5 4>5", "");
	expect("both branches reach bar", DOTS, "- foo c bar bar -",
	       "0>1 1>2 2>3 2>4 3>5 4>5", "1:4,3,;");
	expect("a loop does not fail (weak until)", DOTS, "- foo l x bar -",
	       "0>1 1>2 2>3 3>2 2>4 4>5", "1:4,;");
	expect("a loop without exit matches nothing but does not fail", DOTS,
	       "- foo x y -", "0>1 1>2 2>3 3>2", "1:;");
	expect("then-return ends a path", DOTS, "- foo c ret bar -",
	       "0>1 1>2 2>3r 3>5 2>4 4>5", "1:4,;");
	expect("when strict: it does not",
	       "@@\n@@\nfoo();\n... when strict\n- bar();\n", "- foo c ret bar -",
	       "0>1 1>2 2>3r 3>5 2>4 4>5", "");
	expect("shortest path: the first bar only", DOTS, "- foo bar bar -",
	       "0>1 1>2 2>3 3>4", "1:2,;");
	expect("when != on the segment",
	       "@@\n@@\nfoo();\n... when != x();\n- bar();\n", "- foo x bar -",
	       "0>1 1>2 2>3 3>4", "");
	expect("exists: one path is enough",
	       "@exists@\n@@\nfoo();\n...\n- bar();\n", "- foo c bar x -",
	       "0>1 1>2 2>3 2>4 3>5 4>5", "1:3,;");
	expect("the element before may not recur",
	       "@@\n@@\nfoo();\n...\n- bar();\n", "- foo foo bar -",
	       "0>1 1>2 2>3 3>4", "2:3,;");
	expect("disjunction: the first branch that matches wins",
	       "@@\n@@\nfoo();\n...\n(\n- bar();\n|\n- baz();\n)\n", "- foo bar -",
	       "0>1 1>2 2>3", "1:2,;");
	expect("edge flags: entering a then arm that returns is an exit",
	       DOTS, "- foo if ret bar -", "0>1 1>2 2>3t 3>5 2>4 4>5", "1:4,;");
	expect("edge flags: a loop's body is no then arm",
	       DOTS, "- foo loop goto bar -", "0>1 1>2 2>3t 3>5 2>4 4>5", "");
	expect("edge flags: a then arm entered before the segment is no exit",
	       DOTS, "- if foo ret bar -", "0>1 1>2t 2>3 3>5 1>4 4>5", "");
	expect("optional: present or absent",
	       "@@\n@@\nfoo();\n...\n+ baz();\n? bar();\n", "- foo c bar x -",
	       "0>1 1>2 2>3 2>4 3>5 4>5", "1:3,;");
	expect("when != break; forbids the edge a break makes",
	       "@@\n@@\nfoo();\n... when != break;\n- bar();\n",
	       "- foo x bar -", "0>1 1>2 2>3b 3>4", "");
	expect("when != break; lets other edges through",
	       "@@\n@@\nfoo();\n... when != break;\n- bar();\n",
	       "- foo x bar -", "0>1 1>2 2>3c 3>4", "1:3,;");
	expect("edge flags: a then arm that only breaks is an exit",
	       DOTS, "- foo if bar x -", "0>1 1>2 2>3 2>4tb 3>5 4>5", "1:3,;");
	expect("edge flags: a break after which bar comes is no exit",
	       DOTS, "- foo if x bar -", "0>1 1>2 2>4 2>3tb 3>4 4>5", "1:4,;");
	return failures != 0;
}
