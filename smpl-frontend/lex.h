/* lex.h - the SmPL lexer: a rule file's text to an array of tokens.
 *
 * SmPL is line-oriented: a line of a rule body may carry a marker in
 * column 0 ('-', '+', '*', or one of the structural '(' '|' ')' '&' '?').
 * The lexer knows the regions of a file (outside any rule, a rule's
 * @header@, its metavariable declarations, its body, a script body) so it
 * reads markers only where they mean something. */
#ifndef SMPL_LEX_H
#define SMPL_LEX_H

#include <stddef.h>
#include <stdint.h>
#include "diag.h"

enum smpl_tok {
#define X(name, spelling) SMPL_T_##name,
#include "tokens.def"
#undef X
	SMPL_NTOKS
};

/* the column-0 marker a token's line carries */
enum smpl_tmark { SMPL_TM_CTX, SMPL_TM_MINUS, SMPL_TM_STAR, SMPL_TM_PLUS };

enum smpl_region { SMPL_RG_OUTSIDE, SMPL_RG_HEADER, SMPL_RG_META,
		   SMPL_RG_BODY, SMPL_RG_SCRIPT };

#define SMPL_TF_BOL	0x01	/* first token of its line */
#define SMPL_TF_COL0	0x02	/* starts in column 1 */
#define SMPL_TF_OPEN	0x04	/* the '@' that opens a rule header */
#define SMPL_TF_PLUSPLUS 0x08	/* on a line marked `++` */

struct smpl_token {
	uint8_t kind;		/* enum smpl_tok */
	uint8_t mark;		/* enum smpl_tmark */
	uint8_t flags;		/* SMPL_TF_* */
	uint8_t region;		/* enum smpl_region */
	struct smpl_pos pos;
	const char *text;	/* into the source text, not terminated */
	uint32_t len;
};

struct smpl_tokens {
	struct smpl_token *v;
	uint32_t n;
};

/* Lexes text (len bytes; NUL bytes inside are errors, not ends).  The
 * result always ends with an EOF token; free it with smpl_lex_free. */
void smpl_lex(const char *text, size_t len, struct smpl_diag *d,
	      struct smpl_tokens *out);
void smpl_lex_free(struct smpl_tokens *t);
/* The position just after token i-1: where a message about a missing
 * token at the end of a rule or file points. */
struct smpl_pos smpl_lex_after(const struct smpl_tokens *t, uint32_t i);
const char *smpl_lex_name(enum smpl_tok kind);
/* Prints the tokens one per line (smplc --tokens). */
void smpl_lex_dump(const struct smpl_tokens *t, FILE *out);

#endif
