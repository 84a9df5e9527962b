/* series.c - smpl-collect's patch cut into a series of mails that
 * `git am` takes, one per driver (series.h).  What it does not do: read
 * records or make edits (smpl-collect gives it the finished patch and
 * which rule made which file's edits), send mail, or sign off (`git am
 * -s` adds the Signed-off-by of whoever applies the series). */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "series.h"
#include "util.h"

/* A kernel subject stays within this many characters (before "[PATCH]"). */
#define SUBJECT_MAX 75
/* git format-patch's limit for the subject part of a file name. */
#define NAME_MAX_SUBJECT 52
/* A commit message's lines stay within this (checkpatch's 75). */
#define BODY_WIDTH 72
/* The width of the diffstat, as git format-patch's. */
#define STAT_WIDTH 72

/* A rule file given with --rule (or found under scripts/coccinelle). */
struct doc {
	char *path;			/* as given, or relative to the root */
	const char *name;		/* its last component */
	char hash[17];			/* smpl_hash of its text, hex */
	char **lines;			/* its `///` lines, "///" taken off */
	uint32_t nlines, caplines;
};

/* A rule file that made edits: "NAME.cocci" and the version (hash of
 * its text) the record names, "" when it names none. */
struct srule {
	char *name, *hash;
};

/* One file of the patch. */
struct sfile {
	char *rel, *group;
	struct srule *rules;		/* the rules of its edits */
	uint32_t nrules, caprules;
	const char *diff;		/* its part of the patch */
	size_t difflen;
	unsigned ins, del;
};

struct series {
	const struct series_opts *o;
	const char *root;
	struct doc *docs;
	uint32_t ndocs, capdocs;
	struct sfile *files;
	uint32_t nfiles, capfiles;
	char **groups;			/* distinct, sorted */
	uint32_t ngroups, capgroups;
	char *from, *date;
	int bad;
};

static void say(const char *fmt, ...)
{
	va_list ap;

	fputs("smpl-collect: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		abort();
	va_end(ap);
	return s;
}

/* ---- options ---- */

/* The word after argv[*i], which an option needs. */
static const char *operand(int argc, char **argv, int *i)
{
	if (*i + 1 >= argc || (argv[*i + 1][0] == '-' && argv[*i + 1][1])) {
		say("%s needs %s", argv[*i], !strcmp(argv[*i], "--series")
		    ? "a directory" : !strcmp(argv[*i], "--rule")
		    ? "a rule file or directory" : "'file' or 'dir'");
		return NULL;
	}
	return argv[++*i];
}

int series_option(struct series_opts *o, int argc, char **argv, int *i)
{
	const char *a = argv[*i], *v;

	if (!strcmp(a, "--no-maintainers")) {
		if (o)
			o->no_maintainers = 1;
		return 1;
	}
	if (strcmp(a, "--series") && strcmp(a, "--series-by") &&
	    strcmp(a, "--rule"))
		return 0;
	if (!(v = operand(argc, argv, i)))
		return -1;
	if (!o)
		return 1;
	if (!strcmp(a, "--series")) {
		o->dir = v;
	} else if (!strcmp(a, "--rule")) {
		o->rules = smpl_grow(o->rules, o->nrules + 1, &o->caprules,
				     sizeof(*o->rules));
		o->rules[o->nrules++] = v;
	} else if (!strcmp(v, "file") || !strcmp(v, "dir")) {
		o->by_dir = v[0] == 'd';
	} else {
		say("--series-by takes 'file' or 'dir', not '%s'", v);
		return -1;
	}
	return 1;
}

int series_prepare(const struct series_opts *o)
{
	char *probe;
	FILE *f;

	for (uint32_t i = 0; i < o->nrules; i++)
		if (access(o->rules[i], R_OK) < 0) {
			say("cannot read rule file '%s': %s", o->rules[i],
			    strerror(errno));
			return -1;
		}

	if (mkdir(o->dir, 0777) < 0 && errno != EEXIST) {
		say("cannot make the series directory '%s': %s", o->dir,
		    strerror(errno));
		return -1;
	}
	probe = xasprintf("%s/.smpl-series-probe", o->dir);
	f = fopen(probe, "w");
	if (!f) {
		say("cannot write into the series directory '%s': %s", o->dir,
		    strerror(errno));
		free(probe);
		return -1;
	}
	fclose(f);
	unlink(probe);
	free(probe);
	return 0;
}

/* ---- the rules' `///` text ---- */

static void doc_lines(struct doc *d, const char *text)
{
	for (const char *p = text; *p; ) {
		size_t n = strcspn(p, "\n");

		if (n >= 3 && !strncmp(p, "///", 3)) {
			const char *s = p + 3 + (n > 3 && p[3] == ' ');
			size_t k = p + n - s;

			while (k && isspace((unsigned char)s[k - 1]))
				k--;
			d->lines = smpl_grow(d->lines, d->nlines + 1,
					     &d->caplines, sizeof(*d->lines));
			d->lines[d->nlines++] = strndup(s, k);
		}
		p += n + (p[n] == '\n');
	}
}

static void add_doc(struct series *S, const char *path)
{
	size_t len;
	char *text = smpl_read_file(path, SMPL_MAX_SOURCE_FILE, &len);
	struct doc *d;
	size_t n = strlen(S->root);
	char *real = realpath(path, NULL);

	if (!text) {
		say("cannot read rule file '%s': %s", path, strerror(errno));
		return;
	}
	S->docs = smpl_grow(S->docs, S->ndocs + 1, &S->capdocs,
			    sizeof(*S->docs));
	d = &S->docs[S->ndocs++];
	memset(d, 0, sizeof(*d));
	/* "Generated by:" names a rule of the tree as the kernel does */
	d->path = strdup(real && !strncmp(real, S->root, n) && real[n] == '/'
			 ? real + n + 1 : path);
	free(real);
	d->name = strrchr(d->path, '/') ? strrchr(d->path, '/') + 1 : d->path;
	snprintf(d->hash, sizeof(d->hash), "%016llx",
		 (unsigned long long)smpl_hash(text, len));
	doc_lines(d, text);
	free(text);
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

/* A rule file, or every *.cocci under a directory. */
static void add_docs(struct series *S, const char *path, int top)
{
	struct dirent **ents;
	struct stat st;
	int n;

	if (stat(path, &st) < 0 || !S_ISDIR(st.st_mode)) {
		if (top || (strlen(path) > 6 &&
			    !strcmp(path + strlen(path) - 6, ".cocci")))
			add_doc(S, path);
		return;
	}
	if ((n = scandir(path, &ents, NULL, by_name)) < 0)
		return;
	for (int i = 0; i < n; i++) {
		if (ents[i]->d_name[0] != '.') {
			char *sub = xasprintf("%s/%s", path, ents[i]->d_name);

			add_docs(S, sub, 0);
			free(sub);
		}
		free(ents[i]);
	}
	free(ents);
}

/* The rule file the records call name (version hash): the one with that
 * name and text; else one with that name (said once); else NULL. */
static const struct doc *find_doc(struct series *S, const char *name,
				  const char *hash)
{
	const struct doc *any = NULL;

	for (uint32_t i = 0; i < S->ndocs; i++) {
		if (strcmp(S->docs[i].name, name))
			continue;
		if (!*hash || !strcmp(S->docs[i].hash, hash))
			return &S->docs[i];
		any = any ? any : &S->docs[i];
	}
	return any;
}

/* ---- files and groups ---- */

struct series *series_new(const struct series_opts *o, const char *root)
{
	struct series *S = calloc(1, sizeof(*S));
	char *kernel_rules;

	S->o = o;
	S->root = root;
	for (uint32_t i = 0; i < o->nrules; i++)
		add_docs(S, o->rules[i], 1);
	/* a kernel tree's own rules, for coccicheck's rule files */
	kernel_rules = xasprintf("%s/scripts/coccinelle", root);
	if (!o->nrules && access(kernel_rules, R_OK) == 0)
		add_docs(S, kernel_rules, 0);
	free(kernel_rules);
	return S;
}

static struct sfile *file_of(struct series *S, const char *rel)
{
	struct sfile *f;
	const char *slash = strrchr(rel, '/');

	for (uint32_t i = S->nfiles; i-- > 0; )	/* the last one, mostly */
		if (!strcmp(S->files[i].rel, rel))
			return &S->files[i];
	S->files = smpl_grow(S->files, S->nfiles + 1, &S->capfiles,
			     sizeof(*S->files));
	f = &S->files[S->nfiles++];
	memset(f, 0, sizeof(*f));
	f->rel = strdup(rel);
	f->group = !S->o->by_dir ? strdup(rel)
		   : slash ? strndup(rel, slash - rel) : strdup(".");
	return f;
}

/* The hash the record's "rules" line gives for name ("" if none). */
static char *rule_hash(const char *rules, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = rules; (p = strstr(p, name)); p += n)
		if ((p == rules || isspace((unsigned char)p[-1])) &&
		    p[n] == ' ')
			return strndup(p + n + 1, strcspn(p + n + 1, " \n"));
	return strdup("");
}

void series_edit(struct series *S, const char *rel, const char *rule,
		 const char *rules)
{
	struct sfile *f = file_of(S, rel);
	const char *colon = strrchr(rule, ':');
	char *name = strndup(rule, colon ? (size_t)(colon - rule)
					 : strlen(rule));

	for (uint32_t i = 0; i < f->nrules; i++)
		if (!strcmp(f->rules[i].name, name)) {
			free(name);
			return;
		}
	f->rules = smpl_grow(f->rules, f->nrules + 1, &f->caprules,
			     sizeof(*f->rules));
	f->rules[f->nrules].hash = rule_hash(rules ? rules : "", name);
	f->rules[f->nrules++].name = name;
}

static int line_start(const char *patch, const char *p)
{
	return p == patch || p[-1] == '\n';
}

/* Where the part of rel starts in patch, from p on; NULL when rel has
 * none (its edits cancelled out). */
static const char *find_part(const char *patch, const char *p,
			     const char *end, const char *rel)
{
	char *head = xasprintf("--- a/%s\n+++ b/%s\n", rel, rel);
	size_t n = strlen(head);

	for (; (p = memmem(p, end - p, head, n)); p++)
		if (line_start(patch, p))
			break;
	free(head);
	return p;
}

static int by_rel(const void *a, const void *b)
{
	return strcmp(((const struct sfile *)a)->rel,
		      ((const struct sfile *)b)->rel);
}

/* Each file's part of the patch, with its + and - lines counted.  The
 * patch has its files in name order (smpl-collect sorts them). */
static void cut(struct series *S, const char *patch, size_t len)
{
	const char *end = patch + len, *p = patch;
	uint32_t i, j, k;

	if (S->nfiles)
		qsort(S->files, S->nfiles, sizeof(*S->files), by_rel);
	for (i = 0; i < S->nfiles; i++) {
		const char *at = find_part(patch, p, end, S->files[i].rel);

		if (!at)
			continue;
		S->files[i].diff = at;
		p = at + 1;
	}
	for (i = 0; i < S->nfiles; i++) {
		struct sfile *f = &S->files[i];
		const char *stop = end, *q;

		if (!f->diff)
			continue;
		for (j = i + 1; j < S->nfiles && !S->files[j].diff; j++)
			;
		if (j < S->nfiles)
			stop = S->files[j].diff;
		f->difflen = stop - f->diff;
		/* past the two header lines, a line's first byte is its kind */
		for (q = f->diff, k = 0; q && q < stop; k++) {
			f->ins += k >= 2 && *q == '+';
			f->del += k >= 2 && *q == '-';
			q = memchr(q, '\n', stop - q);
			q = q ? q + 1 : NULL;
		}
	}
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void make_groups(struct series *S)
{
	for (uint32_t i = 0; i < S->nfiles; i++) {
		uint32_t g;

		if (!S->files[i].diff)
			continue;
		for (g = 0; g < S->ngroups; g++)
			if (!strcmp(S->groups[g], S->files[i].group))
				break;
		if (g < S->ngroups)
			continue;
		S->groups = smpl_grow(S->groups, S->ngroups + 1,
				      &S->capgroups, sizeof(*S->groups));
		S->groups[S->ngroups++] = S->files[i].group;
	}
	if (S->ngroups)
		qsort(S->groups, S->ngroups, sizeof(*S->groups), cmp_str);
}

/* ---- the subject ---- */

static char *stem(const char *file)
{
	const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
	const char *dot = strrchr(base, '.');

	return strndup(base, dot && dot != base ? (size_t)(dot - base)
						: strlen(base));
}

/* Where a tree's path names its subsystem other than by its first
 * directory under drivers/ (or at the top), as kernel subjects do. */
static const struct { const char *dir, *tag; } subsystems[] = {
	{ "drivers/gpu/drm", "drm" },
	{ "drivers/net/wireless", "wifi" },
	{ "sound/soc", "ASoC" },
	{ "sound", "ALSA" },
};

/* Directories that hold the drivers of a kind, not one driver. */
static const char *const generic_dirs[] = {
	"adc", "block", "busses", "char", "chips", "codecs", "common", "core",
	"dac", "display", "ethernet", "host", "hw", "i2c", "linux", "misc", "pci",
	"phy", "platform", "pmbus", "serial", "soc", "spi", "usb", "wireless",
};

static int generic(const char *dir)
{
	for (size_t i = 0; i < sizeof(generic_dirs) / sizeof(*generic_dirs); i++)
		if (!strcmp(dir, generic_dirs[i]))
			return 1;
	return 0;
}

/* How many of v's n components the subsystem takes; *tag its name. */
static int subsystem(char **v, int n, const char **tag)
{
	for (size_t i = 0; i < sizeof(subsystems) / sizeof(*subsystems); i++) {
		const char *p = subsystems[i].dir;

		for (int k = 0; k < n; k++, p++) {
			size_t len = strlen(v[k]);

			if (strncmp(p, v[k], len) || (p[len] && p[len] != '/'))
				break;
			p += len;
			if (!*p) {
				*tag = subsystems[i].tag;
				return k + 1;
			}
		}
	}
	if (n >= 2 && !strcmp(v[0], "drivers")) {
		*tag = v[1];
		return 2;
	}
	*tag = v[0];
	return 1;
}

/* "SUBSYS: DRIVER:" for a file or directory of the tree (the README's
 * "A patch series" gives the rule and its limits): the subsystem as
 * subsystem() finds it; the driver the deepest directory under it that
 * is not generic, else (a file) the file's stem less a "SUBSYS-" or
 * "SUBSYS_" prefix; a directory with no such directory is the subsystem
 * alone.  top names the root, for a file or a group at the top. */
static char *prefix_of(const char *path, int is_dir, const char *top)
{
	char *p = strdup(path), *v[64], *tok, *save, *drv = NULL, *out;
	const char *tag;
	int n = 0, ndir, first;
	size_t k;

	for (tok = strtok_r(p, "/", &save); tok && n < 64;
	     tok = strtok_r(NULL, "/", &save))
		if (strcmp(tok, "."))
			v[n++] = tok;
	ndir = is_dir ? n : n - 1;
	if (ndir <= 0) {		/* at the top: the root's name */
		drv = n ? stem(v[0]) : NULL;
		out = drv ? xasprintf("%s:", drv) : xasprintf("%s:", top);
		free(drv);
		free(p);
		return out;
	}
	first = subsystem(v, ndir, &tag);
	for (int i = ndir - 1; i >= first && !drv; i--)
		if (!generic(v[i]))
			drv = strdup(v[i]);
	if (!drv && !is_dir) {
		drv = stem(v[n - 1]);
		k = strlen(tag);
		if (!strncmp(drv, tag, k) && (drv[k] == '-' || drv[k] == '_') &&
		    drv[k + 1])
			memmove(drv, drv + k + 1, strlen(drv + k + 1) + 1);
	}
	out = drv ? xasprintf("%s: %s:", tag, drv) : xasprintf("%s:", tag);
	free(drv);
	free(p);
	return out;
}

/* The doc of the rule file name, in the version a record names. */
static const struct doc *rule_doc(struct series *S, const char *name)
{
	for (uint32_t i = 0; i < S->nfiles; i++)
		for (uint32_t r = 0; r < S->files[i].nrules; r++)
			if (!strcmp(S->files[i].rules[r].name, name))
				return find_doc(S, name, S->files[i].rules[r].hash);
	return NULL;
}

/* The doc of a group's first rule (in name order), *name that rule. */
static const struct doc *group_doc(struct series *S, const char *group,
				   const char **name)
{
	*name = NULL;
	for (uint32_t i = 0; i < S->nfiles; i++) {
		const struct sfile *f = &S->files[i];

		if (!f->diff || strcmp(f->group, group))
			continue;
		for (uint32_t r = 0; r < f->nrules; r++)
			if (!*name || strcmp(f->rules[r].name, *name) < 0)
				*name = f->rules[r].name;
	}
	return *name ? rule_doc(S, *name) : NULL;
}

/* Whether the last word of s's first n bytes is one a subject cut there
 * must not end with (s is cut at n, so that strrchr finds its blank). */
static int dangling(char *s, size_t n)
{
	static const char *const words[] = { "a", "an", "and", "as", "at",
		"by", "for", "from", "in", "instead", "into", "of", "on", "or",
		"than", "that", "the", "to", "with" };
	const char *w;

	s[n] = 0;
	if (!(w = strrchr(s, ' ')))
		return 0;
	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (!strcmp(w + 1, words[i]))
			return 1;
	return 0;
}

/* The summary after the prefix: the first sentence of the first `///`
 * line, its final period taken off, cut at a word to fit; *whole when
 * that is the line unchanged. */
static char *summary(const struct doc *d, const char *rule, size_t room,
		     int *whole)
{
	char *s;
	size_t n;

	*whole = 0;
	if (!d || !d->nlines || !*d->lines[0])
		return xasprintf("apply %s", rule ? rule : "a semantic patch");
	s = strdup(d->lines[0]);
	n = strstr(s, ". ") ? (size_t)(strstr(s, ". ") - s) : strlen(s);
	while (n && (s[n - 1] == '.' || s[n - 1] == ' '))
		n--;
	/* only the sentence's period left out: the line is the subject */
	*whole = s[n + strspn(s + n, ". ")] == 0;
	if (n > room) {
		size_t cut = room;

		*whole = 0;
		while (cut && s[cut] != ' ')
			cut--;
		n = cut ? cut : room;
		while (n && dangling(s, n))	/* "... instead of" */
			n = strrchr(s, ' ') - s, s[n] = 0;
	}
	s[n] = 0;
	return s;
}

/* ---- commands ---- */

/* What argv prints on its stdout, run in dir (stderr kept unless quiet);
 * NULL when it cannot run or fails. */
static char *run(const char *dir, char *const argv[], int quiet)
{
	int fd[2], status;
	pid_t pid;
	char *buf = NULL;
	size_t len = 0, cap = 0;
	ssize_t got;

	if (pipe(fd) < 0)
		return NULL;
	fflush(NULL);
	if ((pid = fork()) < 0) {
		close(fd[0]);
		close(fd[1]);
		return NULL;
	}
	if (!pid) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		if (quiet)
			freopen("/dev/null", "w", stderr);
		if (dir && chdir(dir) < 0)
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(fd[1]);
	do {
		if (len + 4096 + 1 > cap && !(buf = realloc(buf, cap = 2 * cap + 8192)))
			abort();
		got = read(fd[0], buf + len, cap - len - 1);
		len += got > 0 ? got : 0;
	} while (got > 0 || (got < 0 && errno == EINTR));
	close(fd[0]);
	buf[len] = 0;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* `git config KEY` in the root, its first line; NULL when unset. */
static char *git_config(const char *root, const char *key)
{
	char *argv[] = { "git", "config", (char *)key, NULL };
	char *v = run(root, argv, 1);

	if (v && !*v) {
		free(v);
		return NULL;
	}
	if (v)
		v[strcspn(v, "\n")] = 0;
	return v;
}

static int ascii(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s >= 0x80)
			return 0;
	return 1;
}

/* A header's words, RFC 2047 Q-encoded when they are not plain ASCII
 * (malloc'd). */
static char *qwords(const char *v)
{
	char *text;
	size_t len;
	FILE *f;

	if (ascii(v))
		return strdup(v);
	f = open_memstream(&text, &len);
	fputs("=?UTF-8?q?", f);
	for (const unsigned char *p = (const unsigned char *)v; *p; p++)
		if (isalnum(*p))
			fputc(*p, f);
		else
			fprintf(f, *p == ' ' ? "_" : "=%02X", *p);
	fputs("?=", f);
	fclose(f);
	return text;
}

/* A name as a mail header takes it: quoted when it holds a special,
 * encoded when it is not ASCII. */
static char *mail_name(const char *name)
{
	char *q, *o;

	if (!ascii(name))
		return qwords(name);
	if (!strpbrk(name, "()<>[]:;@\\,.\""))
		return strdup(name);
	q = o = malloc(2 * strlen(name) + 3);
	*o++ = '"';
	for (const char *p = name; *p; p++) {
		if (*p == '"' || *p == '\\')
			*o++ = '\\';
		*o++ = *p;
	}
	strcpy(o, "\"");
	return q;
}

/* The author: GIT_AUTHOR_NAME/EMAIL, else the tree's git config
 * user.name/email, else the login name at localhost (said). */
static void author(struct series *S)
{
	char *name = getenv("GIT_AUTHOR_NAME") ? strdup(getenv("GIT_AUTHOR_NAME"))
					     : git_config(S->root, "user.name");
	char *mail = getenv("GIT_AUTHOR_EMAIL") ? strdup(getenv("GIT_AUTHOR_EMAIL"))
					      : git_config(S->root, "user.email");
	char *quoted;

	if (!name || !mail) {
		const char *user = getenv("USER") ? getenv("USER") : "unknown";

		say("series: no author (git config user.name and user.email, or "
		    "GIT_AUTHOR_NAME and GIT_AUTHOR_EMAIL); From: %s", user);
		name = name ? name : strdup(user);
		mail = mail ? mail : xasprintf("%s@localhost", user);
	}
	quoted = mail_name(name);
	S->from = xasprintf("%s <%s>", quoted, mail);
	free(quoted);
	free(name);
	free(mail);
}

/* Now, or SOURCE_DATE_EPOCH (the same series twice, byte for byte). */
static void date(struct series *S)
{
	const char *e = getenv("SOURCE_DATE_EPOCH");
	time_t t = e && *e ? (time_t)strtoll(e, NULL, 10) : time(NULL);
	static const char day[][4] = { "Sun", "Mon", "Tue", "Wed", "Thu",
				       "Fri", "Sat" };
	static const char mon[][4] = { "Jan", "Feb", "Mar", "Apr", "May",
				       "Jun", "Jul", "Aug", "Sep", "Oct",
				       "Nov", "Dec" };
	struct tm tm;

	gmtime_r(&t, &tm);
	S->date = xasprintf("%s, %d %s %d %02d:%02d:%02d +0000",
			    day[tm.tm_wday], tm.tm_mday, mon[tm.tm_mon],
			    tm.tm_year + 1900, tm.tm_hour, tm.tm_min,
			    tm.tm_sec);
}

/* get_maintainer.pl's people (To:) and lists (Cc:) for a group's files. */
static void maintainers(struct series *S, const char *group, char **to,
			char **cc)
{
	char *script = xasprintf("%s/scripts/get_maintainer.pl", S->root);
	const char **argv = NULL;
	uint32_t n = 0, cap = 0;
	char *out, *line, *save;

	*to = *cc = NULL;
	if (S->o->no_maintainers || access(script, R_OK) < 0) {
		free(script);
		return;
	}
	const char *head[] = { "perl", "scripts/get_maintainer.pl", "--no-git",
			       "--no-rolestats", "-f" };
	for (size_t i = 0; i < sizeof(head) / sizeof(*head); i++) {
		argv = smpl_grow(argv, n + 1, &cap, sizeof(*argv));
		argv[n++] = head[i];
	}
	for (uint32_t i = 0; i < S->nfiles; i++)
		if (S->files[i].diff && !strcmp(S->files[i].group, group)) {
			argv = smpl_grow(argv, n + 1, &cap, sizeof(*argv));
			argv[n++] = S->files[i].rel;
		}
	argv = smpl_grow(argv, n + 1, &cap, sizeof(*argv));
	argv[n] = NULL;
	out = run(S->root, (char *const *)argv, 0);
	if (!out)
		say("series: %s failed for %s: no To:/Cc:", script, group);
	for (line = out ? strtok_r(out, "\n", &save) : NULL; line;
	     line = strtok_r(NULL, "\n", &save)) {
		char **list = strchr(line, '<') ? to : cc, *old = *list;

		if (!strchr(line, '@'))
			continue;
		*list = old ? xasprintf("%s,\n    %s", old, line) : strdup(line);
		free(old);
	}
	free(out);
	free(argv);
	free(script);
}

/* ---- the mails ---- */

/* git format-patch's file name: NNNN-the-subject.patch. */
static char *file_name(uint32_t nr, const char *subject)
{
	char part[NAME_MAX_SUBJECT + 1];
	size_t k = 0;
	int gap = 0;

	for (const char *p = subject; *p && k < NAME_MAX_SUBJECT; p++) {
		if (isalnum((unsigned char)*p) || *p == '.' || *p == '_') {
			if (gap && k)
				part[k++] = '-';
			if (k < NAME_MAX_SUBJECT)
				part[k++] = *p;
			gap = 0;
		} else {
			gap = 1;
		}
	}
	while (k && (part[k - 1] == '.' || part[k - 1] == '-'))
		k--;
	part[k] = 0;
	return xasprintf("%04u-%s.patch", nr, part);
}

static int digits(unsigned v)
{
	int d = 1;

	while (v >= 10) {
		v /= 10;
		d++;
	}
	return d;
}

/* " PATH | N +++--" lines and the summary, as git's --stat. */
static void diffstat(FILE *f, struct series *S, const char *group)
{
	size_t w = 0;
	unsigned most = 0, files = 0, ins = 0, del = 0;
	int cw;

	for (uint32_t i = 0; i < S->nfiles; i++) {
		const struct sfile *x = &S->files[i];

		if (!x->diff || strcmp(x->group, group))
			continue;
		w = strlen(x->rel) > w ? strlen(x->rel) : w;
		most = x->ins + x->del > most ? x->ins + x->del : most;
	}
	cw = digits(most);
	for (uint32_t i = 0; i < S->nfiles; i++) {
		const struct sfile *x = &S->files[i];
		long room = STAT_WIDTH - (long)w - cw - 4, a = x->ins, d = x->del;

		if (!x->diff || strcmp(x->group, group))
			continue;
		room = room < 10 ? 10 : room;
		if ((long)most > room) {	/* scaled, each kind kept visible */
			a = a ? 1 + (a * (room - 1)) / most : 0;
			d = d ? 1 + (d * (room - 1)) / most : 0;
		}
		fprintf(f, " %-*s | %*u %.*s%.*s\n", (int)w, x->rel, cw,
			x->ins + x->del, (int)a, "++++++++++++++++++++++++++++++"
			"++++++++++++++++++++++++++++++++++++++++++++++++++++++",
			(int)d, "----------------------------------------------"
			"------------------------------------------------------");
		files++;
		ins += x->ins;
		del += x->del;
	}
	fprintf(f, " %u file%s changed", files, files == 1 ? "" : "s");
	if (ins || !del)
		fprintf(f, ", %u insertion%s(+)", ins, ins == 1 ? "" : "s");
	if (del || !ins)
		fprintf(f, ", %u deletion%s(-)", del, del == 1 ? "" : "s");
	fputs("\n\n", f);
}

/* A line of the body, broken at blanks to stay within BODY_WIDTH
 * columns (a word longer than that stays whole). */
static void put_wrapped(FILE *f, const char *line)
{
	size_t n = strlen(line), cut;

	while (n > BODY_WIDTH) {
		for (cut = BODY_WIDTH; cut && line[cut] != ' '; cut--)
			;
		if (!cut)
			cut = strcspn(line, " ");
		if (cut >= n)
			break;
		fprintf(f, "%.*s\n", (int)cut, line);
		line += cut + strspn(line + cut, " ");
		n = strlen(line);
	}
	fprintf(f, "%s\n", line);
}

/* The body: each rule's `///` text (the first line left out when it is
 * the subject as it stands, for a group of one rule), then the rules. */
static void body(FILE *f, struct series *S, const char *group, int skip_first)
{
	char **seen = NULL;
	uint32_t nseen = 0, capseen = 0, i, r, s;
	int wrote = 0;

	for (i = 0; i < S->nfiles; i++)
		for (r = 0; r < S->files[i].nrules; r++) {
			const struct sfile *x = &S->files[i];

			if (!x->diff || strcmp(x->group, group))
				continue;
			for (s = 0; s < nseen; s++)
				if (!strcmp(seen[s], x->rules[r].name))
					break;
			if (s < nseen)
				continue;
			seen = smpl_grow(seen, nseen + 1, &capseen, sizeof(*seen));
			seen[nseen++] = x->rules[r].name;
		}
	if (nseen)
		qsort(seen, nseen, sizeof(*seen), cmp_str);
	for (s = 0; s < nseen; s++) {
		const struct doc *d = rule_doc(S, seen[s]);

		for (uint32_t l = nseen == 1 && skip_first; d && l < d->nlines; l++) {
			if (!wrote && !*d->lines[l])
				continue;
			put_wrapped(f, d->lines[l]);
			wrote = 1;
		}
		if (wrote && s + 1 < nseen)
			fputc('\n', f);
	}
	if (wrote)
		fputc('\n', f);
	for (s = 0; s < nseen; s++) {
		const struct doc *d = rule_doc(S, seen[s]);

		fprintf(f, "Generated by: %s\n", d ? d->path : seen[s]);
	}
	free(seen);
}

static void write_diff(FILE *f, struct series *S, const char *group)
{
	for (uint32_t i = 0; i < S->nfiles; i++) {
		const struct sfile *x = &S->files[i];

		if (!x->diff || strcmp(x->group, group))
			continue;
		fprintf(f, "diff --git a/%s b/%s\n", x->rel, x->rel);
		fwrite(x->diff, 1, x->difflen, f);
	}
}

/* The mail of group nr of total as text (malloc'd), *name its file. */
static char *mail(struct series *S, uint32_t nr, uint32_t total,
		  const char *group, char **name, size_t *len)
{
	const char *rule;
	const struct doc *d = group_doc(S, group, &rule);
	const char *top = strrchr(S->root, '/');
	char *prefix = prefix_of(group, S->o->by_dir,
				 top && top[1] ? top + 1 : "tree");
	size_t used = strlen(prefix) + 1;
	int whole;
	char *sum = summary(d, rule, used < SUBJECT_MAX - 10
			    ? SUBJECT_MAX - used : 10, &whole);
	char *subject = xasprintf("%s %s", prefix, sum), *tag, *to, *cc, *text;
	FILE *f = open_memstream(&text, len);

	tag = total == 1 ? strdup("[PATCH]")
			 : xasprintf("[PATCH %0*u/%u]", digits(total), nr, total);
	maintainers(S, group, &to, &cc);
	fprintf(f, "From 0000000000000000000000000000000000000000 Mon Sep 17 "
		"00:00:00 2001\n");
	fprintf(f, "From: %s\n", S->from);
	fprintf(f, "Date: %s\n", S->date);
	free(sum);
	sum = xasprintf("%s %s", tag, subject);
	free(tag);
	tag = qwords(sum);
	fprintf(f, "Subject: %s\n", tag);
	if (to)
		fprintf(f, "To: %s\n", to);
	if (cc)
		fprintf(f, "Cc: %s\n", cc);
	fputs("MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n"
	      "Content-Transfer-Encoding: 8bit\n\n", f);
	body(f, S, group, whole);
	fputs("---\n", f);
	diffstat(f, S, group);
	write_diff(f, S, group);
	fputs("-- \ngcc-smpl smpl-collect\n\n", f);
	fclose(f);
	*name = file_name(nr, subject);
	free(sum);
	free(subject);
	free(prefix);
	free(tag);
	free(to);
	free(cc);
	return text;
}

/* The NNNN-*.patch files of an earlier series in dir: git am DIR/\*.patch
 * must see only this one. */
static void remove_old(const char *dir)
{
	struct dirent **ents;
	int n = scandir(dir, &ents, NULL, by_name);

	for (int i = 0; i < n; i++) {
		const char *s = ents[i]->d_name;
		size_t k = strlen(s);

		if (k > 11 && isdigit((unsigned char)s[0]) &&
		    isdigit((unsigned char)s[1]) && isdigit((unsigned char)s[2]) &&
		    isdigit((unsigned char)s[3]) && s[4] == '-' &&
		    !strcmp(s + k - 6, ".patch")) {
			char *p = xasprintf("%s/%s", dir, s);

			unlink(p);
			free(p);
		}
		free(ents[i]);
	}
	if (n >= 0)
		free(ents);
}

int series_write(struct series *S, const char *patch, size_t len)
{
	int status = 0;

	cut(S, patch, len);
	make_groups(S);
	remove_old(S->o->dir);
	if (!S->ngroups) {
		say("series: no change, no patch written into %s", S->o->dir);
		return 0;
	}
	author(S);
	date(S);
	for (uint32_t g = 0; g < S->ngroups; g++) {
		char *name, *path, *text;
		size_t n;

		text = mail(S, g + 1, S->ngroups, S->groups[g], &name, &n);
		path = xasprintf("%s/%s", S->o->dir, name);
		if (smpl_write_file(path, text, n) < 0) {
			say("cannot write '%s': %s", path, strerror(errno));
			status = 2;
		}
		free(path);
		free(name);
		free(text);
	}
	fprintf(stderr, "series: %u patch%s in %s\n", S->ngroups,
		S->ngroups == 1 ? "" : "es", S->o->dir);
	return status;
}

void series_free(struct series *S)
{
	for (uint32_t i = 0; i < S->ndocs; i++) {
		for (uint32_t l = 0; l < S->docs[i].nlines; l++)
			free(S->docs[i].lines[l]);
		free(S->docs[i].lines);
		free(S->docs[i].path);
	}
	for (uint32_t i = 0; i < S->nfiles; i++) {
		for (uint32_t r = 0; r < S->files[i].nrules; r++) {
			free(S->files[i].rules[r].name);
			free(S->files[i].rules[r].hash);
		}
		free(S->files[i].rules);
		free(S->files[i].rel);
		free(S->files[i].group);
	}
	free(S->docs);
	free(S->files);
	free(S->groups);
	free(S->from);
	free(S->date);
	free(S);
}
