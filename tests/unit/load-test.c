/* load-test.c - the compiled rule file: a rule program built by hand goes
 * through smpl_write and smpl_load and comes back identical; damaged,
 * truncated, foreign and hand-crafted files are refused with the right
 * message; no single changed byte crashes the loader (run it under ASan).
 * Prints PASS: or FAIL: per check; exit status 1 if anything failed. */
#include <dirent.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "ast.h"
#include "load.h"
#include "write.h"
#include "util.h"

#define HS sizeof(struct smpl_fheader)

static int nfail;
static char tmpdir[] = "/tmp/load-test.XXXXXX";

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

static void check_msg(const char *err, const char *want, const char *what)
{
	check(!strcmp(err, want), what, "got \"%s\", want \"%s\"", err, want);
}

static char *tmp_path(const char *name)
{
	static char buf[4][256];
	static int i;

	i = (i + 1) % 4;
	snprintf(buf[i], sizeof(buf[i]), "%s/%s", tmpdir, name);
	return buf[i];
}

static struct smpl_pos at(uint32_t line, uint32_t col)
{
	return (struct smpl_pos){ line, col };
}

static uint32_t str(struct smpl_file *f, const char *s)
{
	return smpl_ast_str(f, s, strlen(s));
}

static uint32_t node(struct smpl_file *f, enum smpl_kind k, const char *s,
		     uint32_t n, ...)
{
	uint32_t id, kids[8], i;
	va_list ap;

	va_start(ap, n);
	for (i = 0; i < n; i++)
		kids[i] = va_arg(ap, uint32_t);
	va_end(ap);
	id = smpl_ast_node(f, k, at(5, 1));
	f->nodes[id].str = s ? str(f, s) : 0;
	smpl_ast_kids(f, id, kids, n);
	return id;
}

static void add_plus(struct smpl_file *f, uint32_t anchor, uint32_t meta)
{
	static const char *const toks[] = { "i2c_set_clientdata", "(", "x",
					    ",", "NULL", ")", ";" };
	uint32_t p = smpl_ast_plus(f), i;

	f->plus[p].anchor = anchor;
	f->plus[p].where = SMPL_PLUS_BEFORE;
	f->plus[p].tok0 = f->nptoks;
	f->plus[p].ntok = 7;
	for (i = 0; i < 7; i++) {
		uint32_t t = smpl_ast_ptok(f);

		f->ptoks[t].str = str(f, toks[i]);
		f->ptoks[t].meta = i == 2 ? (int32_t)meta : -1;
		f->ptoks[t].col = (uint16_t)(1 + i);
		f->ptoks[t].flags = i ? 0 : SMPL_PT_BOL;
	}
}

/* @r@ expression x; @@  foo(); ... + i2c_set_clientdata(x, NULL);
 * kfree(x);  and  virtual patch */
static void build(struct smpl_file *f)
{
	uint32_t m, x, call1, s1, dots, call2, s2, seq, r;

	smpl_ast_init(f);
	m = smpl_ast_meta(f);
	f->metas[m].name = str(f, "x");
	f->metas[m].kind = SMPL_M_EXPRESSION;
	f->metas[m].flags = SMPL_MF_USED;
	call1 = node(f, SMPL_CALL, NULL, 1, node(f, SMPL_ID, "foo", 0));
	s1 = node(f, SMPL_EXPRSTMT, NULL, 1, call1);
	dots = node(f, SMPL_DOTS, NULL, 0);
	x = node(f, SMPL_ID, "x", 0);
	f->nodes[x].meta = (int32_t)m;
	call2 = node(f, SMPL_CALL, NULL, 2, node(f, SMPL_ID, "kfree", 0), x);
	s2 = node(f, SMPL_EXPRSTMT, NULL, 1, call2);
	seq = node(f, SMPL_SEQ, NULL, 3, s1, dots, s2);
	add_plus(f, s2, m);
	r = smpl_ast_rule(f);
	f->rules[r].name = str(f, "r");
	f->rules[r].mode = SMPL_MODE_PATCH;
	f->rules[r].meta0 = m;
	f->rules[r].nmeta = 1;
	f->rules[r].body = seq;
	f->rules[r].nplus = 1;
	smpl_ast_virtual(f, str(f, "patch"));
	f->hash = smpl_hash("@r@ ...", 7);
}

static int same_table(const void *a, const void *b, size_t n)
{
	return !n || !memcmp(a, b, n);
}

/* "" when equal, else the first table that differs */
static const char *diff(const struct smpl_file *a, const struct smpl_file *b)
{
#define X(arr, n, type) \
	if (a->n != b->n || \
	    !same_table(a->arr, b->arr, (size_t)a->n * sizeof(type))) \
		return #arr;
	SMPL_TABLES(X)
#undef X
	return a->hash == b->hash ? "" : "hash";
}

static void *table(char *img, int t)
{
	struct smpl_fheader *h = (void *)img;

	return img + HS + h->tables[t].offset;
}

/* Recompute both checksums of a len-byte image after a change. */
static void reseal(char *img, size_t len)
{
	struct smpl_fheader *h = (void *)img;

	h->checksum = smpl_checksum(img + HS, len - HS);
	h->header_checksum =
		smpl_hash(h, offsetof(struct smpl_fheader, header_checksum));
}

static char *copy(const void *img, size_t len, size_t alloc)
{
	char *p = calloc(1, alloc > len ? alloc : len);

	memcpy(p, img, len);
	return p;
}

/* load len bytes of img; the message, or "" */
static const char *load(const void *img, size_t len)
{
	static char err[256];
	struct smpl_file f;

	strcpy(err, "?");
	if (!smpl_load_mem(img, len, &f, err, sizeof(err))) {
		err[0] = 0;
		smpl_file_free(&f);
	}
	return err;
}

static void write_bytes(const char *path, const void *p, size_t n)
{
	FILE *fp = fopen(path, "wb");

	fwrite(p, 1, n, fp);
	fclose(fp);
}

static int count_files(void)
{
	DIR *d = opendir(tmpdir);
	struct dirent *e;
	int n = 0;

	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	return n;
}

static void test_round_trip(const struct smpl_file *f, const void *img,
			    size_t len)
{
	struct smpl_file g;
	char err[256] = "";
	int r = smpl_load_mem(img, len, &g, err, sizeof(err));

	check(!r, "smpl_load_mem loads what smpl_write_mem wrote", "%s", err);
	if (r)
		return;
	check(!*diff(f, &g), "round trip gives identical tables",
	      "%s differs", diff(f, &g));
	check(g.image && !g.build, "loaded file points into its image", "-");
	check((char *)g.nodes == (char *)g.image + HS,
	      "tables used in place", "-");
	smpl_file_free(&g);
}

static void test_empty_file(void)
{
	struct smpl_file e, g;
	void *img;
	size_t len;
	char err[256] = "";

	smpl_ast_init(&e);
	smpl_write_mem(&e, &img, &len);
	check(!smpl_load_mem(img, len, &g, err, sizeof(err)) && !*diff(&e, &g)
	      && g.virtuals && g.rules, "a file without rules round-trips, "
	      "empty tables not NULL", "%s", err);
	smpl_file_free(&g);
	smpl_file_free(&e);
	free(img);
}

static void test_files(const struct smpl_file *f)
{
	char *path = tmp_path("rule.smplc"), err[512] = "";
	struct smpl_file g;
	struct stat st;
	int r;

	r = smpl_write(f, path, err, sizeof(err));
	check(!r, "smpl_write writes a file", "%s", err);
	r = r ? r : smpl_load(path, &g, err, sizeof(err));
	check(!r && !*diff(f, &g), "smpl_load reads it back", "%s", err);
	if (!r)
		smpl_file_free(&g);
	check(count_files() == 1, "no temporary file left behind",
	      "%d files", count_files());
	check(!stat(path, &st) && (st.st_mode & 0777) == 0644,
	      "written with mode 0666 & ~umask", "mode %o",
	      (unsigned)st.st_mode & 0777);
	r = smpl_write(f, tmp_path("none/x.smplc"), err, sizeof(err));
	check(r && strstr(err, "cannot write ") == err &&
	      strstr(err, "none/x.smplc: No such file or directory"),
	      "smpl_write into a missing directory fails", "%s", err);
	check(count_files() == 1, "and leaves nothing", "%d files",
	      count_files());
}

static void test_read_errors(void)
{
	char err[512], want[512];
	struct smpl_file g;
	char *missing = tmp_path("missing.smplc");

	smpl_load(missing, &g, err, sizeof(err));
	snprintf(want, sizeof(want), "%s: cannot read: No such file or "
		 "directory", missing);
	check_msg(err, want, "missing file");
	smpl_load(tmpdir, &g, err, sizeof(err));
	snprintf(want, sizeof(want), "%s: cannot read: Is a directory",
		 tmpdir);
	check_msg(err, want, "directory");
	smpl_load("/dev/zero", &g, err, sizeof(err));
	check_msg(err, "/dev/zero: cannot read: File too large",
		  "endless device");
	write_bytes(tmp_path("huge"), "", 0);
	truncate(tmp_path("huge"), (off_t)1 << 30);	/* sparse */
	smpl_load(tmp_path("huge"), &g, err, sizeof(err));
	snprintf(want, sizeof(want), "%s: cannot read: File too large",
		 tmp_path("huge"));
	check_msg(err, want, "huge file");
	unlink(tmp_path("huge"));
	write_bytes(tmp_path("empty"), "", 0);
	smpl_load(tmp_path("empty"), &g, err, sizeof(err));
	snprintf(want, sizeof(want), "%s: not a compiled SmPL rule file "
		 "(bad magic)", tmp_path("empty"));
	check_msg(err, want, "empty file, with the path");
}

/* smpl_load through a pipe, and smpl_write to standard output */
static void test_streams(const struct smpl_file *f, const void *img,
			 size_t len)
{
	char *fifo = tmp_path("fifo"), *out = tmp_path("stdout"), err[512];
	int saved = dup(1), fd, r;
	struct smpl_file g;

	mkfifo(fifo, 0600);
	if (!fork()) {
		write_bytes(fifo, img, len);
		_exit(0);
	}
	r = smpl_load(fifo, &g, err, sizeof(err));
	check(!r && !*diff(f, &g), "smpl_load from a pipe", "%s", err);
	if (!r)
		smpl_file_free(&g);
	wait(NULL);
	unlink(fifo);
	fflush(stdout);
	fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	dup2(fd, 1);
	r = smpl_write(f, "-", err, sizeof(err));
	dup2(saved, 1);
	close(fd);
	close(saved);
	r = r ? r : smpl_load(out, &g, err, sizeof(err));
	check(!r && !*diff(f, &g), "smpl_write - writes standard output",
	      "%s", err);
	if (!r)
		smpl_file_free(&g);
	unlink(out);
}

static void test_header(const void *img, size_t len)
{
	char *p = copy(img, len, len + 3), want[256];
	struct smpl_fheader *h = (void *)p;

	p[len / 2] ^= 0x10;
	check_msg(load(p, len), "compiled rule file is corrupted (checksum "
		  "mismatch)", "flipped payload byte");
	memcpy(p, img, len);
	h->version = SMPL_FORMAT_VERSION - 1;
	snprintf(want, sizeof(want), "compiled rule format version %d, this "
		 "smplc reads version %d; recompile the rule with smplc",
		 SMPL_FORMAT_VERSION - 1, SMPL_FORMAT_VERSION);
	check_msg(load(p, len), want, "other version");
	memcpy(p, img, len);
	h->bom = __builtin_bswap32(h->bom);
	check_msg(load(p, len), "compiled rule file has the wrong byte order",
		  "other byte order");
	memcpy(p, img, len);
	p[0] = 'X';
	check_msg(load(p, len), "not a compiled SmPL rule file (bad magic)",
		  "bad magic");
	memcpy(p, img, len);
	memmove(p + 5, p + 6, len - 6);	/* \r\n -> \n */
	check_msg(load(p, len - 1), "not a compiled SmPL rule file (bad magic)",
		  "end-of-line conversion");
	memcpy(p, img, len);
	snprintf(want, sizeof(want), "compiled rule file has 3 trailing bytes");
	check_msg(load(p, len + 3), want, "trailing bytes");
	free(p);
}

static void test_truncated(const void *img, size_t len)
{
	const char *bad = "not a compiled SmPL rule file (bad magic)";
	static const char *const what[] = { "truncated in the header",
		"truncated after the header", "truncated by one byte" };
	size_t cut[] = { HS - 1, HS, len - 1 }, want_len[] = { HS, len, len };
	char want[256];
	int i;

	check_msg(load(img, 0), bad, "empty");
	check_msg(load(img, 4), bad, "4 bytes");
	for (i = 0; i < 3; i++) {
		snprintf(want, sizeof(want), "truncated compiled rule file "
			 "(%zu bytes, expected %zu)", cut[i], want_len[i]);
		check_msg(load(img, cut[i]), want, what[i]);
	}
}

/* A crafted file: change one field (an lvalue in terms of p_, the
 * copy), fix the checksums, expect a "malformed" message. */
#define CRAFT(img, len, lvalue, value, want) \
	CRAFT_AS(img, len, lvalue, value, want, want)
#define CRAFT_AS(img, len, lvalue, value, want, what) do { \
	char *p_ = copy(img, len, len); \
	lvalue = value; \
	reseal(p_, len); \
	check_msg(load(p_, len), "compiled rule file is malformed (" want ")", \
		  "crafted: " what); \
	free(p_); \
} while (0)
#define T(type, t) ((type *)table(p_, SMPL_TAB_##t))
#define H ((struct smpl_fheader *)p_)

/* nodes: 1 foo, 2 foo(), 3 foo();, 4 ..., 5 x, 6 kfree, 7 kfree(x), ... */
static void test_crafted(const struct smpl_file *f, const void *img,
			 size_t len)
{
	uint32_t kid = f->nodes[2].kid0;

	CRAFT_AS(img, len, T(uint32_t, kids)[kid], 3, "node 2 kid out of range",
		 "kid after its parent");
	CRAFT_AS(img, len, T(uint32_t, kids)[kid], 2, "node 2 kid out of range",
		 "node its own kid");
	CRAFT(img, len, T(uint32_t, kids)[kid], f->nnodes,
	      "kid 0 out of range");
	CRAFT(img, len, T(struct smpl_node, nodes)[2].kid0, f->nkids,
	      "node 2 kid list out of range");
	CRAFT(img, len, T(struct smpl_node, nodes)[3].str, f->nstrs,
	      "node 3 string out of range");
	CRAFT(img, len, T(struct smpl_node, nodes)[3].meta, (int32_t)f->nmetas,
	      "node 3 metavariable out of range");
	CRAFT_AS(img, len, T(struct smpl_node, nodes)[3].posvar, -2,
		 "node 3 metavariable out of range", "position variable -2");
	CRAFT(img, len, T(struct smpl_node, nodes)[3].kind, 255,
	      "node 3 kind 255");
	CRAFT(img, len, T(struct smpl_node, nodes)[3].kind, SMPL_IF,
	      "node 3 (if) has 1 kids");
	CRAFT(img, len, T(struct smpl_node, nodes)[6].op, 255,
	      "node 6 op 255");
	CRAFT(img, len, T(struct smpl_node, nodes)[0].kind, SMPL_ID,
	      "node 0 is not the none node");
	CRAFT(img, len, T(struct smpl_meta, metas)[0].from_rule, 1,
	      "metavariable 0 inherited from out of range");
	CRAFT(img, len, T(struct smpl_meta, metas)[0].dflt, f->nstrs,
	      "metavariable 0 string out of range");
	CRAFT_AS(img, len, T(struct smpl_meta, metas)[0].from_rule, 0,
		 "rule 0 inherits from out of range",
		 "inherits from its own rule");
	CRAFT(img, len, T(struct smpl_rule, rules)[0].code, f->nstrs,
	      "rule 0 string out of range");
	CRAFT(img, len, T(struct smpl_rule, rules)[0].needs_script, 2,
	      "rule 0 needs_script");
	CRAFT(img, len, T(struct smpl_meta, metas)[0].ncons, 1000,
	      "metavariable 0 node list out of range");
	CRAFT(img, len, T(struct smpl_rule, rules)[0].body, 3,
	      "rule 0 node out of range");
	CRAFT(img, len, T(struct smpl_rule, rules)[0].nmeta, 2,
	      "rule 0 metavariables out of range");
	CRAFT(img, len, T(struct smpl_plus, plus)[0].ntok, 8,
	      "+ code 0 tokens out of range");
	CRAFT(img, len, T(struct smpl_plus, plus)[0].where, SMPL_PLUS_LAST + 1,
	      "+ code 0 place 4");
	CRAFT(img, len, T(struct smpl_ptok, ptoks)[2].meta, 1,
	      "+ token 2 out of range");
	CRAFT(img, len, T(uint32_t, virtuals)[0], f->nstrs + 5,
	      "virtual 0 string out of range");
	CRAFT(img, len, T(char, strs)[f->nstrs - 1], 'x', "string table");
	CRAFT(img, len, H->tables[1].offset, 8, "kids table out of place");
	CRAFT(img, len, H->tables[0].size, 16,
	      "nodes element size 16, expected 32");
	CRAFT(img, len, H->header_size, 8, "header size");
}

/* Every byte changed in turn: the checksums catch each one. */
static void test_every_byte(const void *img, size_t len)
{
	char *p = copy(img, len, len);
	size_t i, accepted = 0;

	for (i = 0; i < len; i++) {
		p[i] ^= 0x5a;
		accepted += !*load(p, len);
		p[i] ^= 0x5a;
	}
	check(!accepted, "every changed byte refused", "%zu of %zu accepted",
	      accepted, len);
	free(p);
}

/* The same with the checksums fixed up: only the structural checks stand
 * between the loader and the changed byte.  It must not crash. */
static void test_every_byte_resealed(const void *img, size_t len)
{
	static const unsigned char flips[] = { 0x01, 0x80, 0xff, 0x7f };
	char *p = copy(img, len, len);
	size_t i, j, accepted = 0, n = 0;

	for (j = 0; j < sizeof(flips); j++)
		for (i = 0; i < len; i++, n++) {
			memcpy(p, img, len);
			p[i] ^= flips[j];
			reseal(p, len);
			accepted += !*load(p, len);
		}
	check(accepted < n, "every changed byte with fixed checksums loads "
	      "or is refused", "-");
	free(p);
}

/* A chain of unary nodes far taller than any rule: refused on load, so
 * that the walks of the plugin can recurse. */
static void test_too_tall(void)
{
	struct smpl_file f;
	char err[256] = "";
	uint32_t n, prev;
	void *img;
	size_t len;
	int i;

	smpl_ast_init(&f);
	prev = smpl_ast_node(&f, SMPL_ID, (struct smpl_pos){ 1, 1 });
	for (i = 0; i < SMPL_MAX_HEIGHT + 5; i++) {
		n = smpl_ast_node(&f, SMPL_UNARY, (struct smpl_pos){ 1, 1 });
		f.nodes[n].op = SMPL_OP_NOT;
		smpl_ast_kids(&f, n, &prev, 1);
		prev = n;
	}
	check(!smpl_write_mem(&f, &img, &len), "write a too tall tree", "-");
	smpl_file_free(&f);
	check(smpl_load_mem(img, len, &f, err, sizeof(err)) < 0,
	      "a too tall tree is refused", "loaded");
	check(strstr(err, "nested too deeply") != NULL,
	      "a too tall tree is named so", "got \"%s\"", err);
	free(img);
}

int main(void)
{
	struct smpl_file f;
	char err[256] = "";
	void *img;
	size_t len;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (!mkdtemp(tmpdir))
		return perror("mkdtemp"), 2;
	umask(022);
	build(&f);
	check(!smpl_load_validate(&f, err, sizeof(err)),
	      "the built rule program passes the checks", "%s", err);
	check(!smpl_write_mem(&f, &img, &len), "smpl_write_mem", "-");
	test_round_trip(&f, img, len);
	test_empty_file();
	test_files(&f);
	test_read_errors();
	test_streams(&f, img, len);
	test_header(img, len);
	test_truncated(img, len);
	test_crafted(&f, img, len);
	test_every_byte(img, len);
	test_every_byte_resealed(img, len);
	test_too_tall();
	free(img);
	smpl_file_free(&f);
	unlink(tmp_path("rule.smplc"));
	unlink(tmp_path("empty"));
	rmdir(tmpdir);
	return nfail != 0;
}
