/* stmt.c - statements in the token stream: where the statement holding a
 * token begins and ends, the full extent of a compound or control
 * statement, and whether a statement is the lone, unbraced body of an
 * if/else/for/while/switch/do.  Works on tokens only, so it guesses the
 * way a reader of unpreprocessed C does: a preprocessor line ends a
 * statement, `ident :` at a statement's start is a label. */
#include <string.h>
#include "src.h"

static int is(const struct edit_src *s, uint32_t i, const char *str)
{
	return edit_src_tok_is(s, i, str);
}

static int is_control(const struct edit_src *s, uint32_t i)
{
	return is(s, i, "if") || is(s, i, "for") || is(s, i, "while") ||
	       is(s, i, "switch");
}

static int is_pp(const struct edit_src *s, uint32_t i)
{
	const struct edit_tok *t = edit_src_tok(s, i);

	return t && t->kind == EDIT_TK_PP;
}

static int is_open(const struct edit_src *s, uint32_t i)
{
	return is(s, i, "(") || is(s, i, "[") || is(s, i, "{");
}

static int is_close(const struct edit_src *s, uint32_t i)
{
	return is(s, i, ")") || is(s, i, "]") || is(s, i, "}");
}

/* The bracket that closes the one opened at i (ntoks when unmatched). */
static uint32_t match_fwd(const struct edit_src *s, uint32_t i)
{
	uint32_t n = edit_src_ntoks(s);
	int depth = 0;

	for (; i < n; i++) {
		depth += is_open(s, i) - is_close(s, i);
		if (depth == 0)
			return i;
	}
	return n;
}

/* The bracket that opens the one closed at i (UINT32_MAX when none). */
static uint32_t match_back(const struct edit_src *s, uint32_t i)
{
	int depth = 0;

	for (;; i--) {
		depth += is_close(s, i) - is_open(s, i);
		if (depth == 0)
			return i;
		if (i == 0)
			return UINT32_MAX;
	}
}

/* Whether the ')' at i closes the header of an if/for/while/switch. */
static int closes_header(const struct edit_src *s, uint32_t i)
{
	uint32_t m = match_back(s, i);

	return m != UINT32_MAX && m > 0 && is_control(s, m - 1);
}

/* The control keyword whose header's parentheses hold token i, or
 * UINT32_MAX when i is not inside such a header. */
static uint32_t enclosing_header(const struct edit_src *s, uint32_t i)
{
	uint32_t k = i;

	while (k-- > 0) {
		if (is_close(s, k)) {
			k = match_back(s, k);
			if (k == UINT32_MAX)
				return UINT32_MAX;
		} else if (is(s, k, "(") && k > 0 && is_control(s, k - 1))
			return k - 1;
		else if (is(s, k, "{") || is_pp(s, k))
			return UINT32_MAX;
	}
	return UINT32_MAX;
}

/* Whether the ':' at k ends a label (`case X:`, `default:`, `out:`)
 * rather than being part of `? :`. */
static int is_label_colon(const struct edit_src *s, uint32_t k)
{
	uint32_t j = k;

	if (k > 0 && is(s, k - 1, "default"))
		return 1;
	while (j-- > 0) {
		if (is(s, j, ";") || is(s, j, "{") || is(s, j, "}") ||
		    is_pp(s, j))
			return j + 2 == k;
		if (is_close(s, j)) {
			j = match_back(s, j);
			if (j == UINT32_MAX)
				return 0;
		} else if (is(s, j, "?"))
			return 0;
		else if (is(s, j, "case"))
			return 1;
	}
	return k == 1;
}

/* Whether token k, met walking back from a statement, ends the
 * statement before it (or a label, header, else or do before it). */
static int ends_before(const struct edit_src *s, uint32_t k)
{
	if (is(s, k, ";") || is(s, k, "{") || is_pp(s, k) ||
	    is(s, k, "else") || is(s, k, "do"))
		return 1;
	if (is(s, k, ")"))
		return closes_header(s, k);
	if (is(s, k, "}")) {
		uint32_t m = match_back(s, k);

		return m == UINT32_MAX || m == 0 || !is(s, m - 1, "=");
	}
	return is(s, k, ":") && is_label_colon(s, k);
}

uint32_t edit_stmt_first(const struct edit_src *s, uint32_t i)
{
	uint32_t k = enclosing_header(s, i);

	if (k != UINT32_MAX)
		return k;
	for (k = i; k-- > 0;) {
		if (ends_before(s, k))
			return k + 1;
		if (is(s, k, ")") || is(s, k, "]") || is(s, k, "}")) {
			k = match_back(s, k);
			if (k == UINT32_MAX)
				return 0;
		}
	}
	return 0;
}

uint32_t edit_stmt_last(const struct edit_src *s, uint32_t first)
{
	uint32_t n = edit_src_ntoks(s), k;

	if (is_control(s, first) && is(s, first + 1, "("))
		return match_fwd(s, first + 1) < n ? match_fwd(s, first + 1)
						  : n - 1;
	for (k = first; k < n; k++) {
		if (is(s, k, ";"))
			return k;
		if (is_open(s, k))
			k = match_fwd(s, k);
		else if ((is_close(s, k) || is_pp(s, k)) && k > first)
			return k - 1;
	}
	return n - 1;
}

/* The last token of the do statement at first: its `while (...) ;`. */
static uint32_t do_last(const struct edit_src *s, uint32_t first)
{
	uint32_t e = edit_stmt_full_last(s, first + 1);

	if (!is(s, e + 1, "while") || !is(s, e + 2, "("))
		return e;
	e = match_fwd(s, e + 2);
	if (e >= edit_src_ntoks(s))
		return edit_src_ntoks(s) - 1;
	return is(s, e + 1, ";") ? e + 1 : e;
}

uint32_t edit_stmt_full_last(const struct edit_src *s, uint32_t first)
{
	uint32_t n = edit_src_ntoks(s), e;

	if (first >= n)
		return n ? n - 1 : 0;
	if (is(s, first, "{"))
		return match_fwd(s, first) < n ? match_fwd(s, first) : n - 1;
	if (is(s, first, "do"))
		return do_last(s, first);
	if (!is_control(s, first) || !is(s, first + 1, "("))
		return edit_stmt_last(s, first);
	e = match_fwd(s, first + 1);
	if (e + 1 >= n)
		return n - 1;
	e = edit_stmt_full_last(s, e + 1);
	if (is(s, first, "if") && is(s, e + 1, "else") && e + 2 < n)
		e = edit_stmt_full_last(s, e + 2);
	return e;
}

int edit_stmt_arm(const struct edit_src *s, uint32_t first,
		  struct edit_lone *out)
{
	uint32_t p = first - 1, m;

	if (first == 0 || first >= edit_src_ntoks(s) || !is(s, first, "{"))
		return 0;
	if (is(s, p, "else") || is(s, p, "do"))
		m = p;
	else if (is(s, p, ")") && closes_header(s, p))
		m = match_back(s, p) - 1;
	else
		return 0;
	out->kw = m;
	out->hdr_end = p;
	out->first = first;
	out->last = match_fwd(s, first);
	return out->last < edit_src_ntoks(s);
}

int edit_stmt_lone(const struct edit_src *s, uint32_t first,
		   struct edit_lone *out)
{
	uint32_t p = first - 1, m;

	if (first == 0 || first >= edit_src_ntoks(s) || is(s, first, "{"))
		return 0;
	if (is(s, p, "else") || is(s, p, "do"))
		m = p;
	else if (is(s, p, ")") && closes_header(s, p))
		m = match_back(s, p) - 1;
	else
		return 0;
	out->kw = m;
	out->hdr_end = p;
	out->first = first;
	out->last = edit_stmt_full_last(s, first);
	return 1;
}
