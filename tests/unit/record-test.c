/* record-test.c - records: a record survives format and parse unchanged
 * (every kind of + code piece, escapes included), saving replaces the
 * unit's earlier record under the same name, and damaged records and
 * records of another format are refused with their line. */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "record.h"

static int failures;

static void check(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
	failures += !ok;
}

/* + code of every kind of piece, with what must be escaped. */
static const struct smpl_piece pieces[] = {
	{ SMPL_PIECE_TEXT, 0, 0, 0, 0, "if (a) {\n\tb(\"\\n\");\n\tc(" },
	{ SMPL_PIECE_EXPR, 12, 20, 12, 26, "(v->a + i * 8)->b\r" },
	{ SMPL_PIECE_TEXT, 0, 0, 0, 0, " );\n}\n" },
	{ SMPL_PIECE_STMT, 14, 3, 0, 0, NULL },
	{ SMPL_PIECE_TEXT, 0, 0, 0, 0, "" },
	{ SMPL_PIECE_EXPR, 1, 1, 1, 2, "" },
	{ SMPL_PIECE_TEXT, 0, 0, 0, 0, " piece stmt 1:1 \\" },
};
#define NPIECES (sizeof(pieces) / sizeof(pieces[0]))

static void sample(struct edit_rec *r)
{
	struct edit_rec_edit e = { 0 };
	struct edit_rec_skip s = { 0 };

	edit_rec_init(r, "/src/drv.c", "/src");
	e.file = "/src/drv.c";
	e.hash = "00000000deadbeef";
	e.rule = "clientdata.cocci:3";
	e.message = "add 'x' before this";
	e.req.action = EDIT_BEFORE;
	e.req.what = EDIT_STMT;
	e.req.line = 12, e.req.col = 2, e.req.end_line = 12;
	e.req.end_col = 12;
	e.req.expect = "kfree ( data )";
	e.req.pieces = pieces;
	e.req.npieces = NPIECES;
	edit_rec_add_edit(r, &e);
	s.file = "/src/drv.c";
	s.line = 30, s.col = 2;
	s.rule = "clientdata.cocci:3";
	s.reason = "the code comes from a macro expansion";
	edit_rec_add_skip(r, &s);
}

static int lines(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '\n';
	return n;
}

static void round_trip(void)
{
	struct edit_rec r, back;
	char err[200], *text, *again;
	size_t len, len2;

	sample(&r);
	text = edit_rec_format(&r, &len);
	check(edit_rec_parse(text, len, &back, err, sizeof(err)) == 0,
	      "a record parses");
	check(back.nedits == 1 && back.nskips == 1 &&
	      back.edits[0].req.npieces == NPIECES &&
	      !smpl_pieces_cmp(back.edits[0].req.pieces, NPIECES, pieces,
			       NPIECES) &&
	      back.edits[0].req.pieces[3].text == NULL &&
	      !strcmp(back.edits[0].req.expect, "kfree ( data )") &&
	      back.edits[0].req.action == EDIT_BEFORE &&
	      back.edits[0].req.end_col == 12 && back.skips[0].line == 30,
	      "its fields come back, every kind of piece, escapes included");
	again = edit_rec_format(&back, &len2);
	check(len == len2 && !memcmp(text, again, len),
	      "formatting the parsed record gives the same text");
	check(lines(text) == 21 + (int)NPIECES, "one line per field and "
	      "piece: newlines and tabs inside values are escaped");
	check(strstr(text, "\npiece expr 12:20:12:26 (v->a + i * 8)->b\\r\n") &&
	      strstr(text, "\npiece stmt 14:3\n") &&
	      strstr(text, "\npiece text \n"),
	      "pieces as docs/records.md has them");
	free(text), free(again);
	edit_rec_free(&back);
	edit_rec_free(&r);
}

/* A top-level item's flag (EDIT_F_TOP) comes back (without it there
 * is no line: round_trip counts them). */
static void top_flag(void)
{
	struct edit_rec r, back;
	char err[200], *text;
	size_t len;

	sample(&r);
	r.edits[0].req.flags |= EDIT_F_TOP;
	text = edit_rec_format(&r, &len);
	check(strstr(text, "\ntop 1\n") &&
	      edit_rec_parse(text, len, &back, err, sizeof(err)) == 0 &&
	      back.nedits == 1 && (back.edits[0].req.flags & EDIT_F_TOP),
	      "a top-level item's flag is written and read back");
	free(text);
	edit_rec_free(&back);
	edit_rec_free(&r);
}

/* An edit's flag (EDIT_F_RAW: rules one after another; EDIT_F_CONTEXT:
 * context mode's marked lines) is written as LINE and comes back. */
static void one_flag(int flag, const char *line, const char *what)
{
	struct edit_rec r, back;
	char err[200], *text;
	size_t len;

	sample(&r);
	r.edits[0].req.flags |= flag;
	text = edit_rec_format(&r, &len);
	check(strstr(text, line) &&
	      edit_rec_parse(text, len, &back, err, sizeof(err)) == 0 &&
	      back.nedits == 1 && back.edits[0].req.flags == flag, what);
	free(text);
	edit_rec_free(&back);
	edit_rec_free(&r);
}

static void raw_flag(void)
{
	one_flag(EDIT_F_RAW, "\nraw 1\n",
		 "a raw edit's flag is written and read back");
	one_flag(EDIT_F_CONTEXT, "\ncontext 1\n",
		 "a context edit's flag is written and read back");
}

static int count_files(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d)))
		n += e->d_name[0] != '.';
	if (d)
		closedir(d);
	return n;
}

static void saving(void)
{
	char dir[] = "/tmp/record-test-XXXXXX", sub[100], err[200];
	struct edit_rec r;

	if (!mkdtemp(dir)) {
		check(0, "a temporary directory");
		return;
	}
	snprintf(sub, sizeof(sub), "%s/a/b", dir);
	sample(&r);
	check(edit_rec_save(&r, sub, "/src/ drv.c", err, sizeof(err)) == 0,
	      "saved, its directories made");
	check(edit_rec_save(&r, sub, "/src/ drv.c", err, sizeof(err)) == 0 &&
	      count_files(sub) == 1, "the same unit replaces its record");
	check(edit_rec_save(&r, sub, "/src/ other.c", err, sizeof(err)) == 0 &&
	      count_files(sub) == 2, "another unit gets its own");
	edit_rec_free(&r);
	check(edit_rec_save(&r, "/proc/nowhere", "x", err, sizeof(err)) < 0 &&
	      strstr(err, "/proc/nowhere"), "an unwritable directory is named");
	snprintf(sub, sizeof(sub), "rm -rf %s", dir);
	if (system(sub) != 0)
		check(0, "the temporary directory removed");
}

static void damaged(void)
{
	static const char *const bad[] = {
		"",
		"something else 1\n",
		"smpl-record 99\n",
		"smpl-record 3\nedit\nfile /a.c\nrange 1 2\nend\n",
		"smpl-record 3\nedit\nfile /a.c\nrange 1 1 1 1\naction fly\n",
		"smpl-record 3\nedit\nfile /a.c\n",
		"smpl-record 3\nskip\nat x\nend\n",
		"smpl-record 3\nedit\nfile /a.c\nrange 1 1 1 1\n"
		"piece expr 1:2 x\nend\n",
		"smpl-record 3\nedit\nfile /a.c\nrange 1 1 1 1\n"
		"piece expr 1:2:3:4x\nend\n",
		"smpl-record 3\nedit\nfile /a.c\nrange 1 1 1 1\n"
		"piece stmt 1:2 x\nend\n",
		"smpl-record 3\nedit\nfile /a.c\nrange 1 1 1 1\n"
		"piece stmt\nend\n",
		"smpl-record 3\nedit\nfile /a.c\nrange 1 1 1 1\n"
		"piece texts x\nend\n",
		"smpl-record 3\nedit\nfile /a.c\nrange 1 1 1 1\npiece\nend\n",
		"smpl-record 3\nfinding\nfile /a.c\nend\n",
		"smpl-record 3\nfinding\ntext x\nat 1\nend\n",
		"smpl-record 3\nfinding\ntext x\n",
	};
	static const char v1[] = "smpl-record 1\nedit\nfile /a.c\n"
				 "range 1 1 1 1\ntext a();\nend\n";
	static const char v2[] = "smpl-record 2\nunit /a.c\n";
	struct edit_rec r;
	char err[200];
	int ok = 1;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		if (edit_rec_parse(bad[i], strlen(bad[i]), &r, err,
				   sizeof(err)) == 0 || !strstr(err, "line "))
			ok = 0, printf("accepted: %s\n", bad[i]);
	check(ok, "damaged records are refused with their line");
	check(edit_rec_parse(v1, strlen(v1), &r, err, sizeof(err)) < 0 &&
	      !strcmp(err, "line 1: a record of format 1, this gcc-smpl reads "
		      "formats 3 to 4 only; compile again with this gcc-smpl's "
		      "plugin"), "a record of format 1 is refused, saying so");
	check(edit_rec_parse(v2, strlen(v2), &r, err, sizeof(err)) < 0 &&
	      strstr(err, "a record of format 2, this gcc-smpl reads formats "
		     "3 to 4 only"), "a record of format 2 (no findings) is refused");
	check(edit_rec_parse("smpl-record 3\nfuture stuff\n", 26, &r, err,
			     sizeof(err)) == 0 && r.nedits == 0,
	      "unknown keys are skipped");
	edit_rec_free(&r);
}

/* Findings: the path's lone occurrences become parts, so that the text
 * comes back with another path in their place; a record with findings
 * (and no edit) survives format and parse. */
static void findings(void)
{
	static const char report[] =
		"drivers/foo/x.c:12:4-10: WARNING: kfree of drivers/foo/x.c.";
	static const char org[] =
		"* TODO [[view:drivers/foo/x.c::face=ovl-face1::linb=12::"
		"colb=4::cole=10][kfree drivers/foo/x.c::12]]";
	struct edit_rec_finding f = { 0 };
	struct edit_rec r, back;
	char err[200], *text, *t1, *t2, *t3;
	size_t len;

	edit_rec_init(&r, "/src/drivers/foo/x.c", "/src");
	f.file = "/src/drivers/foo/x.c";
	f.rule = "kfree.cocci:20";
	f.kind = "report";
	f.line = 12, f.col = 4;
	edit_rec_add_finding(&r, &f, report, "drivers/foo/x.c");
	f.kind = "org";
	edit_rec_add_finding(&r, &f, org, "drivers/foo/x.c");
	f.more = 1;
	edit_rec_add_finding(&r, &f, "[[view:x.c::face=ovl-face2]] y.x.c\n\t",
			     "x.c");
	check(r.finds[0].nparts == 4 && r.finds[1].nparts == 5 &&
	      r.finds[2].nparts == 3, "each lone occurrence of the path is a "
	      "part, not one inside a longer word");
	text = edit_rec_format(&r, &len);
	check(strstr(text, "\nfinding\nfile /src/drivers/foo/x.c\nrule "
		     "kfree.cocci:20\nkind report\nat 12 4\npath\ntext :12:"
		     "4-10: WARNING: kfree of \npath\ntext .\nend\n") != NULL,
	      "a finding as docs/records.md has it");
	check(edit_rec_parse(text, len, &back, err, sizeof(err)) == 0 &&
	      back.nfinds == 3 && back.nedits == 0 && !back.finds[0].more &&
	      back.finds[2].more && back.finds[1].line == 12 &&
	      back.finds[1].col == 4 && !strcmp(back.finds[1].kind, "org") &&
	      !strcmp(back.finds[1].rule, "kfree.cocci:20"),
	      "a record of findings parses, their fields come back");
	t1 = edit_rec_finding_text(&back.finds[0], "drivers/foo/x.c");
	t2 = edit_rec_finding_text(&back.finds[1], "foo/x.c");
	t3 = edit_rec_finding_text(&back.finds[2], "x.c");
	check(!strcmp(t1, report) && !strcmp(t2, "* TODO [[view:foo/x.c::face="
	      "ovl-face1::linb=12::colb=4::cole=10][kfree foo/x.c::12]]") &&
	      !strcmp(t3, "[[view:x.c::face=ovl-face2]] y.x.c\n\t"),
	      "the text comes back, with the path given in its places");
	free(t1), free(t2), free(t3), free(text);
	edit_rec_free(&back);
	edit_rec_free(&r);
}

int main(void)
{
	findings();
	round_trip();
	top_flag();
	raw_flag();
	saving();
	damaged();
	return failures != 0;
}
