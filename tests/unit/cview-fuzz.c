/* cview-fuzz.c - the C reader never crashes, never loops, never
 * recurses without bound: real C (a kernel driver's functions, a Csmith
 * function), truncated and mutated by a fixed pseudo-random sequence,
 * and inputs nested far past the reader's limits, read whole and one
 * function at a time at every kind of offset.  Under the sanitized
 * build (build/san/tests/cview-fuzz) a fault is a failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cview.h"

#ifndef ROUNDS
#define ROUNDS 800
#endif

static int failures;
static FILE *quiet;

static void check(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
	failures += !ok;
}

static const char driver[] =
	"#include <linux/i2c.h>\n"
	"#define DRV \"pcf\"\n"
	"struct pcf { struct i2c_client *client; struct list_head list; };\n"
	"static LIST_HEAD(devices);\n"
	"static int pcf_probe(struct i2c_client *client,\n"
	"\t\t     const struct i2c_device_id *id)\n"
	"{\n"
	"\tstruct pcf *p, *q;\n"
	"\tunsigned long flags;\n"
	"\tint err = 0, i;\n"
	"\tu8 buf[4] = { 0 };\n"
	"\n"
	"\tp = devm_kzalloc(&client->dev, sizeof(*p), GFP_KERNEL);\n"
	"\tif (!p)\n"
	"\t\treturn -ENOMEM;\n"
	"#ifdef CONFIG_PM\n"
	"\tp->pm = ({ int __t = 1; __t; });\n"
	"#else\n"
	"\tp->pm = 0;\n"
	"#endif\n"
	"\tspin_lock_irqsave(&lock, flags);\n"
	"\tlist_for_each_entry(q, &devices, list) {\n"
	"\t\tif (q->client == client)\n"
	"\t\t\tgoto out;\n"
	"\t}\n"
	"\tfor (i = 0; i < ARRAY_SIZE(buf); i++)\n"
	"\t\tbuf[i] = (u8)(i >> 1), err |= i;\n"
	"\tswitch (id->driver_data) {\n"
	"\tcase 1 ... 3:\n"
	"\t\tdev_err(&client->dev, DRV \": %d\\n\", err);\n"
	"\t\tbreak;\n"
	"\tdefault:\n"
	"\t\terr = container_of(p, struct pcf, list) == NULL;\n"
	"\t}\n"
	"\tdo { asm volatile(\"nop\"); } while (0);\n"
	"out:\n"
	"\tspin_unlock_irqrestore(&lock, flags);\n"
	"\ti2c_set_clientdata(client, p);\n"
	"\treturn err ? : 0;\n"
	"}\n"
	"static void pcf_remove(struct i2c_client *client)\n"
	"{\n"
	"\tstruct pcf *p = i2c_get_clientdata(client);\n"
	"\tint (*fp)(int) = (int (*)(int))p;\n"
	"\tkfree((struct pcf){ .client = client }.client);\n"
	"}\n";

static const char csmith[] =
	"static int32_t g_1 = 0x1L;\n"
	"static volatile uint8_t * volatile g_2[3][2] = {{0,0},{0,0},{0,0}};\n"
	"static uint64_t func_1(void)\n"
	"{\n"
	"    int32_t *l_2 = &g_1;\n"
	"    int16_t **l_3[2];\n"
	"    int i, j;\n"
	"    for (i = 0; i < 2; i++)\n"
	"        l_3[i] = (void*)0;\n"
	"lbl_1:\n"
	"    (*l_2) = safe_add_func_int32_t_s_s((g_1 , (*l_2)), 0x7FL) && 1UL;\n"
	"    if ((*l_2))\n"
	"    {\n"
	"        uint32_t l_4 = 4294967295UL;\n"
	"        --g_1;\n"
	"        if (l_4) goto lbl_1; else { return l_4; }\n"
	"    }\n"
	"    return g_1;\n"
	"}\n";

static uint32_t seed = 12345;

static uint32_t rnd(uint32_t n)
{
	seed = seed * 1103515245u + 12345u;
	return n ? (seed >> 8) % n : 0;
}

/* Reads text whole, then one function at a few offsets, then its top
 * level, without and with definitions. */
static void read_text(const char *text, size_t len)
{
	struct match_cfile cf;
	struct match_creader *r;
	struct match_view *v;
	int k;

	match_cview_parse("f.c", text, len, &cf, quiet);
	match_cfile_free(&cf);
	r = match_creader_new("f.c", text, len, NULL);
	for (k = 0; k < 3; k++)
		if ((v = match_creader_function(r, rnd((uint32_t)len + 1), quiet)))
			match_view_free(v);
	match_view_free(match_creader_toplevel(r, quiet));
	match_creader_top_defs(r, 3);	/* with definitions (ctag.c) and
					   declarations without an
					   initializer */
	match_view_free(match_creader_toplevel(r, quiet));
	match_view_free(match_creader_macros(r, quiet));	/* #define bodies */
	match_view_free(match_creader_macros(r, quiet));
	match_creader_free(r);
}

static const char *const bits[] = {
	"{", "}", "(", ")", "[", "]", ";", ",", "#if 0\n", "#endif\n",
	"\n#else\n", "\"", "'", "/*", "*/", "\\\n", "if", "else", "for (",
	"do", "while", "case", "goto", ":", "?", "*", "&&", "({", "})",
	"...", "=", ".f = ", "[1] =", "struct", "typedef", "__attribute__((", "asm", "\n#define X(\n", "\n#define Y(a) do {", "\n#define Z {", "} while (0)\n"
};

/* One mutation of src into buf: a cut, a deletion, an insertion or a
 * copy of a piece elsewhere. */
static size_t mutate(const char *src, size_t n, char *buf)
{
	size_t a = rnd((uint32_t)n), b = a + rnd(40), len = 0;
	const char *bit = bits[rnd(sizeof(bits) / sizeof(*bits))];

	if (b > n)
		b = n;
	switch (rnd(4)) {
	case 0:		/* truncated */
		memcpy(buf, src, a);
		return a;
	case 1:		/* a piece deleted */
		memcpy(buf, src, a);
		memcpy(buf + a, src + b, n - b);
		return n - (b - a);
	case 2:		/* a token inserted */
		memcpy(buf, src, a);
		len = strlen(bit);
		memcpy(buf + a, bit, len);
		memcpy(buf + a + len, src + a, n - a);
		return n + len;
	default:	/* a piece copied elsewhere */
		len = rnd((uint32_t)n);
		memcpy(buf, src, len);
		memcpy(buf + len, src + a, b - a);
		memcpy(buf + len + (b - a), src + len, n - len);
		return n + (b - a);
	}
}

static void test_mutations(const char *src, const char *what)
{
	size_t n = strlen(src);
	char *buf = malloc(2 * n + 64), *cur = malloc(2 * n + 64);
	int i;

	for (i = 0; i < ROUNDS; i++) {
		size_t m = mutate(src, n, buf);

		if (rnd(3) == 0) {	/* a second mutation on top */
			memcpy(cur, buf, m);
			m = mutate(cur, m < n ? m : n, buf);
		}
		read_text(buf, m);
	}
	free(buf);
	free(cur);
	check(1, what);
}

/* prefix x count, middle, suffix x count */
static void test_deep(const char *what, const char *head, const char *pre,
		      const char *mid, const char *post, const char *tail,
		      int count)
{
	size_t cap = strlen(head) + strlen(mid) + strlen(tail) +
		     (strlen(pre) + strlen(post)) * (size_t)count + 1;
	char *s = malloc(cap), *p = s;
	int i;

	p += sprintf(p, "%s", head);
	for (i = 0; i < count; i++)
		p += sprintf(p, "%s", pre);
	p += sprintf(p, "%s", mid);
	for (i = 0; i < count; i++)
		p += sprintf(p, "%s", post);
	sprintf(p, "%s", tail);
	read_text(s, strlen(s));
	free(s);
	check(1, what);
}

int main(void)
{
	quiet = fopen("/dev/null", "w");
	read_text(driver, strlen(driver));
	read_text(csmith, strlen(csmith));
	check(1, "fuzz: the originals");
	test_mutations(driver, "fuzz: a driver, mutated");
	test_mutations(csmith, "fuzz: a Csmith function, mutated");
	test_deep("deep: parentheses", "void f(void) { x = ", "(", "1", ")",
		  "; }", 20000);
	test_deep("deep: blocks", "void f(void) ", "{", "a();", "}", "", 20000);
	test_deep("deep: unclosed blocks", "void f(void) ", "{ if (x) ", "a();",
		  "", "", 20000);
	test_deep("deep: ifs", "void f(void) { ", "if (x) ", "a();", "", " }",
		  20000);
	test_deep("deep: unary operators", "void f(void) { x = ", "- ~ ! ",
		  "y", "", "; }", 20000);
	test_deep("deep: calls", "void f(void) { ", "g(", "1", ")", "; }",
		  20000);
	test_deep("deep: assignments", "void f(void) { ", "a = ", "1", "",
		  "; }", 20000);
	test_deep("deep: conditionals", "void f(void) { x = ", "a ? b : ", "c",
		  "", "; }", 20000);
	test_deep("deep: declarators", "void f(void) { int ", "(*", "x", ")",
		  "; }", 20000);
	test_deep("deep: #if groups", "void f(void) {\n", "#if 1\n", "a();\n",
		  "#endif\n", "}\n", 10000);
	test_deep("deep: casts", "void f(void) { x = ", "(int)", "y", "",
		  "; }", 20000);
	test_deep("deep: initializers", "void f(void) { int a = ", "{", "1",
		  "}", "; }", 20000);
	test_deep("deep: loops", "void f(void) { ", "while (x) ", "break;",
		  "", " }", 20000);
	fclose(quiet);
	return failures != 0;
}
