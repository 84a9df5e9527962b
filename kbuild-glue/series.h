/* series.h - smpl-collect's patch as a series of mails, one per driver,
 * in the form `git format-patch` writes (kbuild-glue/README.md, "A patch
 * series"): `git am` of the mails in DIR makes one commit per source file (or
 * per directory), with a subject made from the path and the rule, the
 * rule file's `///` lines as the body, and To:/Cc: from the tree's
 * scripts/get_maintainer.pl.  smpl-collect calls it after the patch is
 * made; it reads no record. */
#ifndef SMPL_SERIES_H
#define SMPL_SERIES_H

#include <stddef.h>
#include <stdint.h>

struct series_opts {
	const char *dir;		/* --series DIR; NULL: no series */
	int by_dir;			/* --series-by dir */
	int no_maintainers;		/* --no-maintainers */
	const char **rules;		/* --rule PATH: rule files, directories */
	uint32_t nrules, caprules;
};

struct series;

/* "smpl-collect: MESSAGE" on stderr (smpl-collect.c): the collector's
 * one way of saying something, which the series uses too. */
void collect_warn(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

/* Whether argv[*i] is one of the series' options (--series DIR,
 * --series-by file|dir, --no-maintainers, --rule PATH): 1, with *i on
 * its last word and o set (o NULL: only skipped); 0 when it is not; -1
 * after a message when it is wrong (the caller exits 2). */
int series_option(struct series_opts *o, int argc, char **argv, int *i);
/* Creates o->dir when missing and checks that it can be written: 0, or
 * -1 after a message. */
int series_prepare(const struct series_opts *o);

struct series *series_new(const struct series_opts *o, const char *root);
/* One edit that is in the patch: the file (relative to the root), the
 * rule as the record names it ("NAME.cocci:LINE") and the record's
 * "rules" line ("NAME.cocci HASH"), which says which version of NAME. */
void series_edit(struct series *S, const char *rel, const char *rule,
		 const char *rules);
/* Writes the series from the whole patch (the files in the order of the
 * series_edit calls, each from its "--- a/" line): 0, or 2 after a
 * message when a file could not be written. */
int series_write(struct series *S, const char *patch, size_t len);
void series_free(struct series *S);

#endif
