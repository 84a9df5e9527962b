/* util-test.c - the shared helpers: whole-file reads (regular files,
 * empty files, pipes, the size limit), atomic writes (the old file
 * replaced, no temporary left, the umask's mode), array growth and the
 * FNV-1a test vectors. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "util.h"

static int failures;

static void check(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
	failures += !ok;
}

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	fputs(text, f);
	fclose(f);
}

static int entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	while ((e = readdir(d)))
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	closedir(d);
	return n;
}

static void test_read(const char *dir)
{
	char path[4096], *s;
	size_t len = 99;

	snprintf(path, sizeof(path), "%s/a", dir);
	put(path, "hello\n");
	s = smpl_read_file(path, 100, &len);
	check(s && len == 6 && !strcmp(s, "hello\n"), "read: a regular file, NUL-terminated");
	free(s);
	s = smpl_read_file(path, 5, &len);
	check(!s && errno == EFBIG, "read: a file over the limit is EFBIG");
	put(path, "");
	s = smpl_read_file(path, 100, &len);
	check(s && len == 0 && !*s, "read: an empty file");
	free(s);
	s = smpl_read_file("/dev/zero", 1000, &len);
	check(!s && errno == EFBIG, "read: a device with no end stops at the limit");
	s = smpl_read_file("/dev/null", 1000, &len);
	check(s && len == 0, "read: /dev/null");
	free(s);
	snprintf(path, sizeof(path), "%s/missing", dir);
	s = smpl_read_file(path, 100, &len);
	check(!s && errno == ENOENT, "read: a missing file is ENOENT");
}

static void test_write(const char *dir)
{
	char path[4096], *s;
	struct stat st;
	size_t len;
	mode_t old = umask(027);

	snprintf(path, sizeof(path), "%s/w", dir);
	put(path, "old contents");
	check(smpl_write_file(path, "new", 3) == 0, "write: succeeds");
	s = smpl_read_file(path, 100, &len);
	check(s && !strcmp(s, "new"), "write: the old file is replaced");
	free(s);
	check(stat(path, &st) == 0 && (st.st_mode & 0777) == 0640,
	      "write: the umask decides the mode");
	check(entries(dir) == 1, "write: no temporary file is left");
	snprintf(path, sizeof(path), "%s/no/such/dir", dir);
	check(smpl_write_file(path, "x", 1) == -1 && errno == ENOENT,
	      "write: a missing directory is ENOENT");
	check(entries(dir) == 1, "write: a failure leaves nothing behind");
	umask(old);
}

static void test_grow(void)
{
	uint32_t cap = 0, *v = NULL, i;

	for (i = 0; i < 1000; i++) {
		v = smpl_grow(v, i + 1, &cap, sizeof(*v));
		v[i] = i;
	}
	check(cap >= 1000 && v[999] == 999 && v[0] == 0, "grow: one at a time");
	v = smpl_grow(v, 5000, &cap, sizeof(*v));
	check(cap >= 5000 && v[999] == 999, "grow: to a larger need at once");
	free(v);
}

static void test_hash(void)
{
	check(smpl_hash("", 0) == 0xcbf29ce484222325ULL, "hash: FNV-1a of \"\"");
	check(smpl_hash("a", 1) == 0xaf63dc4c8601ec8cULL, "hash: FNV-1a of \"a\"");
	check(smpl_hash("foobar", 6) == 0x85944171f73967e8ULL,
	      "hash: FNV-1a of \"foobar\"");
}

/* The payload checksum: FNV-1a on what is shorter than a word, a step
 * per word after that; one byte changed anywhere (in a word or in the
 * tail) changes it; where the bytes lie in memory does not. */
static void test_checksum(void)
{
	unsigned char buf[48], moved[64];
	uint64_t base;
	int i, caught = 0;

	check(smpl_checksum("", 0) == smpl_hash("", 0) &&
	      smpl_checksum("foobar", 6) == smpl_hash("foobar", 6),
	      "checksum: FNV-1a below a word");
	check(smpl_checksum("foobarba", 8) != smpl_hash("foobarba", 8),
	      "checksum: a word is one step");
	for (i = 0; i < 37; i++)
		buf[i] = (unsigned char)(i * 7 + 3);
	base = smpl_checksum(buf, 37);
	for (i = 0; i < 37; i++) {
		buf[i] ^= 0x20;
		caught += smpl_checksum(buf, 37) != base;
		buf[i] ^= 0x20;
	}
	check(caught == 37, "checksum: each changed byte changes it");
	memcpy(moved + 3, buf, 37);
	check(smpl_checksum(moved + 3, 37) == base,
	      "checksum: the same at an unaligned address");
}

static void path_is(const char *in, const char *want)
{
	char buf[256], what[600];

	snprintf(buf, sizeof(buf), "%s", in);
	snprintf(what, sizeof(what), "path_clean: \"%s\" is \"%s\"", in, want);
	check(!strcmp(smpl_path_clean(buf), want), what);
}

static void test_path(void)
{
	path_is("/t/./include/linux/x.h", "/t/include/linux/x.h");
	path_is("/t//a///b", "/t/a/b");
	path_is("./include/x.h", "include/x.h");
	path_is("/t/a/.", "/t/a");
	path_is("/t/.hidden/./x.c", "/t/.hidden/x.c");
	path_is("/t/../u/x.c", "/t/../u/x.c");
	path_is("/t/a./x.c", "/t/a./x.c");
	path_is("/./", "/");
	path_is(".", ".");
	path_is("/t/x.c", "/t/x.c");
}

/* A fresh directory, removed with what is in it at the end. */
static char *fresh_dir(char *buf)
{
	strcpy(buf, "/tmp/util-test.XXXXXX");
	return mkdtemp(buf);
}

static void remove_dir(const char *dir)
{
	char cmd[4200];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd))
		check(0, "cleanup");
}

int main(void)
{
	char a[32], b[32];

	if (!fresh_dir(a) || !fresh_dir(b))
		return 1;
	test_read(a);
	test_write(b);
	test_grow();
	test_hash();
	test_checksum();
	test_path();
	remove_dir(a);
	remove_dir(b);
	return failures != 0;
}
