/* record.h - what one compilation found, as a file that smpl-collect
 * reads: the edits of every kept match with everything needed to redo
 * the text work on the original file (path, place, the tokens expected
 * there, the + code already instantiated, in pieces), and the findings
 * that were not applied (macro code, inconsistent paths) with their
 * reason.
 *
 * The format is text, one "KEY VALUE" per line, values escaped (\n, \t,
 * \\), in blocks that end with "end"; docs/records.md describes it.
 * Unknown keys are skipped, so a newer writer stays readable. */
#ifndef EDIT_RECORD_H
#define EDIT_RECORD_H

#include <stdint.h>
#include <stdio.h>
#include "edit.h"

#define EDIT_REC_MAGIC "smpl-record"
/* 2: + code as "piece" lines (1 had it as one "text" with markers);
 * 3: "finding" blocks (what scripts print), records in every mode;
 * 4: "call" blocks (script runs left to smpl-collect: the plugin's
 * defer-scripts) and the rule file's path.  Format 3 is still read. */
#define EDIT_REC_VERSION 4
#define EDIT_REC_OLDEST 3
/* Pieces of one edit's + code a record may give (a bound on damage). */
#define EDIT_REC_MAX_PIECES 4096

struct edit_rec_edit {
	char *file;		/* absolute path of the source file */
	char *hash;		/* smpl_hash of its text as compiled, hex;
				   "" when the compilation could not read it */
	char *rule;		/* RULE.cocci:LINE */
	char *message;
	struct edit_req req;	/* expect, pieces (with their texts) and
				   tag are owned */
	uint32_t match;		/* which match of the unit it belongs to: a
				   match is applied whole or not at all */
};

/* A finding that is not applied: where, which rule, why. */
struct edit_rec_skip {
	char *file;
	uint32_t line, col;
	char *rule, *reason;
};

/* A line a script printed (a report line, an org line, ...): its text is
 * kept as parts, literal text and the places where the path of the file
 * it names stood, so that smpl-collect can write that path relative to
 * its root.  file: that path made absolute ("" when the line names no
 * file); line, col: the place, for sorting (spatch's columns, from 0).
 * more: the line continues the finding before it in the same record (an
 * org TODO's links), so that the two stay together. */
enum { EDIT_FP_TEXT, EDIT_FP_PATH };
struct edit_rec_fpart {
	uint8_t kind;		/* EDIT_FP_* */
	char *text;		/* EDIT_FP_TEXT */
};

struct edit_rec_finding {
	char *file;
	char *rule;		/* RULE.cocci:LINE of the script rule */
	char *kind;		/* report | org | print */
	uint32_t line, col;
	uint8_t more;
	struct edit_rec_fpart *parts;
	uint32_t nparts;
};

/* A script rule run left to smpl-collect (the plugin's defer-scripts):
 * which rule of which member of the rule set (rules_path), and the values
 * it is run with, as plugin/match/script.h's match_script_val: kind
 * EDIT_CV_* (none, a string, the places of a position). */
enum { EDIT_CV_NONE, EDIT_CV_STR, EDIT_CV_POS };
struct edit_rec_place {
	char *file, *element;
	uint32_t line, col, line_end, col_end;
};

struct edit_rec_val {
	uint8_t kind;
	char *s;
	struct edit_rec_place *pos;
	uint32_t npos;
};

struct edit_rec_call {
	uint32_t member, rule;
	char *label;		/* RULE.cocci:LINE of the script rule */
	struct edit_rec_val *vals;
	uint32_t nvals;
};

struct edit_rec {
	char *unit;		/* the compiled file, absolute */
	char *cwd;		/* the compilation's directory */
	char *rules;		/* "RULE.cocci HASH": the rule file's name and
				   content hash ("" when unknown) */
	struct edit_rec_edit *edits;
	uint32_t nedits, capedits;
	struct edit_rec_skip *skips;
	uint32_t nskips, capskips;
	struct edit_rec_finding *finds;
	uint32_t nfinds, capfinds;
	char *rules_path;	/* the rule file as the plugin loaded it,
				   absolute ("" when not given: format 3) */
	char *pylib;		/* the plugin's smpl-python.so, or "" */
	char *speak;		/* "note" or "warning": deferred findings
				   are shown as diagnostics of this kind
				   ("" under -w or when not deferring) */
	struct edit_rec_call *calls;
	uint32_t ncalls, capcalls;
};

void edit_rec_init(struct edit_rec *r, const char *unit, const char *cwd);
/* Copies of the strings are kept. */
void edit_rec_add_edit(struct edit_rec *r, const struct edit_rec_edit *e);
void edit_rec_add_skip(struct edit_rec *r, const struct edit_rec_skip *s);
/* Copies f.  With text, its parts are made from text (f's are not
 * read): each occurrence of seen (the path as the compilation named the
 * file; NULL or "" for none) that stands alone (not inside a longer
 * path or word) becomes a PATH part, the rest TEXT parts. */
void edit_rec_add_finding(struct edit_rec *r, const struct edit_rec_finding *f,
			  const char *text, const char *seen);
/* Copies c (its values and their places). */
void edit_rec_add_call(struct edit_rec *r, const struct edit_rec_call *c);
/* The finding's text, the path written as path (malloc'd). */
char *edit_rec_finding_text(const struct edit_rec_finding *f,
			    const char *path);
void edit_rec_free(struct edit_rec *r);

/* The record as text (malloc'd, *len its length). */
char *edit_rec_format(const struct edit_rec *r, size_t *len);
/* Written into dir (created when missing) under a name derived from key
 * (the same key replaces the same file), through a temporary file and
 * rename.  0, or -1 with a message in err. */
int edit_rec_save(const struct edit_rec *r, const char *dir, const char *key,
		  char *err, size_t errlen);
/* Parses text; 0, or -1 with a message (with its line) in err. */
int edit_rec_parse(const char *text, size_t len, struct edit_rec *r,
		   char *err, size_t errlen);

#endif
