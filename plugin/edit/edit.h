/* edit.h - the original source text and exact changes to it: a small C
 * tokenizer over a file's text (no preprocessing: a macro use is one
 * identifier followed by its arguments), the verification that the
 * tokens a match expects stand where its edits go, edits turned into
 * byte-exact text changes (whole lines, indentation, braces around a lone
 * body), and a unified diff of the result.  Used by the plugin for its
 * fix-its and by smpl-collect; pure C, no GCC. */
#ifndef EDIT_EDIT_H
#define EDIT_EDIT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "piece.h"

/* ---- the source view ---- */

struct edit_src;

/* A copy of text as the file path (path is only used in messages). */
struct edit_src *edit_src_new(const char *path, const char *text, size_t len);
/* The file read from disk; NULL with a message in err when unreadable. */
struct edit_src *edit_src_read(const char *path, char *err, size_t errlen);
void edit_src_free(struct edit_src *s);
const char *edit_src_text(const struct edit_src *s, size_t *len);
const char *edit_src_path(const struct edit_src *s);
/* FNV-1a, 64 bits, of the whole text. */
uint64_t edit_src_hash(const struct edit_src *s);
/* The byte offset of (line, col), or UINT32_MAX past the end of file. */
uint32_t edit_src_offset(const struct edit_src *s, uint32_t line,
			 uint32_t col);
/* Up to max tokens of the text starting with the token at (line, col),
 * separated by single spaces (malloc'd), or NULL when no token starts
 * there.  What the plugin records as an edit's expected tokens. */
char *edit_src_tokens_at(const struct edit_src *s, uint32_t line,
			 uint32_t col, unsigned max);

/* ---- edits ---- */

enum edit_action { EDIT_REMOVE, EDIT_BEFORE, EDIT_AFTER, EDIT_REPLACE };
/* STMT: the edit is about the whole statement that contains (line, col)
 * (GCC places `x = f(y);` at the call, `return -1;` at its value): its
 * range is widened to the statement, `;` included; for if/while/for/
 * switch only their header.  EXPR: exactly the given range.  INIT: an
 * element of an initializer list (or its '}'), exactly the given range,
 * whose + code keeps its lines, at the indentation of the range's line:
 * after it, on new lines after its ',' (one added when it has none). */
enum edit_what { EDIT_STMT, EDIT_EXPR, EDIT_INIT };

/* Lines and columns count from 1, columns in bytes; the end is the
 * column of the last character (GCC's finish location). */
#define EDIT_F_TOP	0x01	/* an item of the file's top level (a
				   declarer use, an #include or #define
				   line): removed as a function is, with
				   the comments above it and a blank line
				   next to it when alone on its lines, else
				   with the blanks after it */
#define EDIT_F_RAW	0x02	/* REPLACE of the whole lines line ..
				   end_line (their newlines too) by the
				   text exactly as it is: a function's
				   final text after several rules
				   (docs/matcher.md, "Several rules") */
#define EDIT_F_CONTEXT	0x04	/* context mode: the lines line ..
				   end_line a `*` marks, shown as removed
				   in the context diff (smpl-collect);
				   never an edit of the file */

struct edit_req {
	uint8_t action, what, flags;
	uint32_t line, col, end_line, end_col;
	const char *expect;	/* space-separated tokens that must start at
				   (line, col); "" or NULL: no check */
	const struct smpl_piece *pieces;	/* + code (BEFORE/AFTER/
				   REPLACE; none: no code), in pieces
				   (piece.h): text with lines separated by
				   '\n', without their indentation, and the
				   values of metavariables, whose text is
				   taken from this file */
	uint32_t npieces;
	const char *tag;	/* who asked (rule and place), for messages */
};

/* Replace the bytes [start, end) of the text by text ("" removes). */
struct edit_change {
	uint32_t start, end;
	char *text;
};

struct edit_set {
	struct edit_change *v;
	uint32_t n, cap;
};

/* Called for a request that is not made, with the reason (the tokens
 * found where others were expected; an overlap with another request,
 * whose tag the reason names); other: that request when it is an
 * overlap, else NULL. */
typedef void edit_refuse_fn(void *ctx, const struct edit_req *r,
			    const char *why, const struct edit_req *other);

/* The changes that make the requests on one file, sorted by position and
 * not overlapping; identical requests are made once.  Returns how many
 * requests were refused.  Changes are appended to out.
 *
 * Several changes may share a start: insertions (start == end) come
 * before the change that replaces or removes text from there, and
 * insertions at one place keep the order of their requests.
 *
 * Changes are made in the forms a GCC fix-it can hold wherever the edit
 * allows it (plugin/gcc/fixit.cc): a change within one line whose text
 * has no newline; whole lines inserted at the start of a line (text
 * ending in '\n', one fix-it per line, all at that place, in order);
 * whole lines removed (from a line start to a later line start).  So a
 * statement alone on its lines is removed or replaced as whole lines,
 * + lines go before or after whole lines, and braces added around a
 * lone body that shares its header's line are the header's line again,
 * inserted, with " {" (and the body's line starting at the body).  What
 * remains outside these forms: a replacement by several lines of a
 * statement that shares its line with other code, an expression edit
 * spanning lines, and lines added after a last line without newline. */
unsigned edit_plan(const struct edit_src *s, const struct edit_req *reqs,
		   uint32_t n, struct edit_set *out, edit_refuse_fn *refuse,
		   void *ctx);
void edit_set_free(struct edit_set *set);

/* The text with the changes made (malloc'd, NUL-terminated). */
char *edit_apply(const struct edit_src *s, const struct edit_set *set,
		 size_t *len);

/* A unified diff of one file, headers exactly "--- a/P" and "+++ b/P",
 * three lines of context, the enclosing function after "@@" as diff -p
 * does; adds the number of removed plus added lines to *changed. */
void edit_diff(FILE *out, const char *path, const char *old, size_t oldlen,
	       const char *new_text, size_t newlen, unsigned *changed);

/* A run of lines that differ: old lines [a, ae) (from 0), bytes
 * [astart, aend) of the old text, become the bytes [bstart, bend) of
 * the new text (whole lines). */
struct edit_hunk {
	uint32_t a, ae;
	uint32_t astart, aend, bstart, bend;
};

/* The runs of differing lines between two texts, as edit_diff finds
 * them, in order (*out malloc'd); returns their count. */
uint32_t edit_diff_hunks(const char *old, size_t oldlen, const char *new_text,
			 size_t newlen, struct edit_hunk **out);

#endif
