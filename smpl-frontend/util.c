/* util.c - whole-file reads, atomic writes, array growth, FNV-1a. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "util.h"

/* Room for more of the file: *cap doubled, up to max + 1 bytes (the
 * NUL), or EFBIG. */
static int more_room(char **buf, size_t *cap, size_t max)
{
	size_t c = *cap ? 2 * *cap : 65536;
	char *p;

	if (*cap > max) {
		errno = EFBIG;
		return -1;
	}
	if (c > max + 1)
		c = max + 1;
	p = realloc(*buf, c);
	if (!p)
		return -1;
	*buf = p;
	*cap = c;
	return 0;
}

/* Reads fd to its end; a regular file's size sizes the buffer at once.
 * Leaves room for the NUL. */
static int read_fd(int fd, size_t max, char **buf, size_t *len)
{
	struct stat st;
	size_t cap = 0;
	ssize_t r;

	*len = 0;
	if (fstat(fd, &st))
		return -1;
	if (S_ISREG(st.st_mode) && (uint64_t)st.st_size > max) {
		errno = EFBIG;
		return -1;
	}
	if (S_ISREG(st.st_mode) && st.st_size > 0 &&
	    !(*buf = malloc(cap = (size_t)st.st_size + 1)))
		return -1;
	for (;;) {
		if (*len + 1 >= cap && more_room(buf, &cap, max))
			return -1;
		r = read(fd, *buf + *len, cap - 1 - *len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return r < 0 ? -1 : 0;
		*len += (size_t)r;
		if (*len > max) {
			errno = EFBIG;
			return -1;
		}
	}
}

char *smpl_read_file(const char *path, size_t max, size_t *len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), r, e;
	char *buf = NULL;

	if (fd < 0)
		return NULL;
	r = read_fd(fd, max, &buf, len);
	e = errno;
	close(fd);
	if (r || (!buf && !(buf = malloc(1)))) {
		free(buf);
		errno = r ? e : ENOMEM;
		return NULL;
	}
	buf[*len] = 0;
	return buf;
}

static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* mkstemp creates the file 0600; give it the mode open() would. */
static int set_mode(int fd)
{
	mode_t mask = umask(0);

	umask(mask);
	return fchmod(fd, 0666 & ~mask);
}

/* DIR/.tmp-XXXXXX for path DIR/NAME (./.tmp-XXXXXX for a bare NAME):
 * the leading dot keeps it out of directory scans. */
static char *temp_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	int dir = slash ? (int)(slash - path) : 1;
	char *tmp = malloc((size_t)dir + sizeof("/.tmp-XXXXXX"));

	if (tmp)
		sprintf(tmp, "%.*s/.tmp-XXXXXX", dir, slash ? path : ".");
	return tmp;
}

/* A target that exists and is no regular file (/dev/null, a pipe) is
 * written in place: renaming over it would replace the device. */
static int write_in_place(const char *path, const void *buf, size_t len)
{
	int fd = open(path, O_WRONLY), e;

	if (fd < 0)
		return -1;
	if (write_all(fd, buf, len)) {
		e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	return close(fd);
}

int smpl_write_file(const char *path, const void *buf, size_t len)
{
	struct stat st;
	char *tmp;
	int fd, e;

	if (!stat(path, &st) && !S_ISREG(st.st_mode))
		return write_in_place(path, buf, len);
	tmp = temp_name(path);
	if (!tmp)
		return -1;
	fd = mkstemp(tmp);
	if (fd < 0) {
		e = errno;
		free(tmp);
		errno = e;
		return -1;
	}
	if (write_all(fd, buf, len) || set_mode(fd)) {
		e = errno;
		close(fd);
		goto fail;
	}
	if (close(fd) || rename(tmp, path)) {
		e = errno;
		goto fail;
	}
	free(tmp);
	return 0;
fail:
	unlink(tmp);
	free(tmp);
	errno = e;
	return -1;
}

void *smpl_grow(void *v, uint32_t need, uint32_t *cap, size_t size)
{
	uint32_t c = *cap ? *cap : 16;

	if (need <= *cap)
		return v;
	while (c < need)
		c *= 2;
	*cap = c;
	v = realloc(v, (size_t)c * size);
	if (!v) {
		fputs("smpl: out of memory\n", stderr);
		abort();
	}
	return v;
}

uint64_t smpl_hash(const void *data, size_t n)
{
	const unsigned char *p = data;
	uint64_t h = 0xcbf29ce484222325ULL;

	while (n--) {
		h ^= *p++;
		h *= 0x100000001b3ULL;
	}
	return h;
}

uint64_t smpl_checksum(const void *data, size_t n)
{
	const unsigned char *p = data;
	uint64_t h = 0xcbf29ce484222325ULL, w;

	for (; n >= 8; n -= 8, p += 8) {
		w = (uint64_t)p[0] | (uint64_t)p[1] << 8 |
		    (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 |
		    (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
		    (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
		h = (h ^ w) * 0x100000001b3ULL;
	}
	while (n--)
		h = (h ^ *p++) * 0x100000001b3ULL;
	return h;
}

int smpl_tokens_glue(int a, int b)
{
	static const char *const two[] = { "--", "++", "&&", "||", "//",
		"/*", "->", "<<", ">>", "==", "<=", ">=", "!=", "-=", "+=",
		"*=", "/=", "%=", "&=", "|=", "^=", "##", "..", NULL };

	if ((isalnum(a) || a == '_') && (isalnum(b) || b == '_'))
		return 1;
	for (int i = 0; two[i]; i++)
		if (two[i][0] == a && two[i][1] == b)
			return 1;
	return 0;
}

char *smpl_path_clean(char *path)
{
	char *r = path, *w = path;
	int abs = *r == '/';

	while (*r) {
		if (*r == '/') {
			r++;
			continue;
		}
		if (r[0] == '.' && (r[1] == '/' || !r[1])) {
			r++;
			continue;
		}
		if (w > path || abs)
			*w++ = '/';
		while (*r && *r != '/')
			*w++ = *r++;
	}
	if (w == path)
		*w++ = abs ? '/' : '.';
	*w = 0;
	return path;
}
