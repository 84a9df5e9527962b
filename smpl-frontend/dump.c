/* dump.c - the rule program as readable text (smplc --dump).
 *
 * The output shows how a rule was parsed, so that a test failure can tell
 * a parser bug from a matcher bug.  It is stable: no pointers and no node
 * numbers, only names, spellings and rule-file positions.  Blocks (the
 * virtual line, each rule) are separated by an empty line.
 *
 *   virtual patch, context
 *
 *   rule 1 "name" at 3:1 exists depends on (a && (!b || ever c))
 *        disable is_null, paren mode patch       (all on one line)
 *     metavariables:
 *       identifier client != {foo, bar}
 *       expression E from r1.E
 *       fresh identifier nm = "pre_" ## fn
 *     requires: (i2c_set_clientdata | i2c_get_clientdata) & (kfree)
 *     body:
 *   -    foo($x);
 *     plus:
 *       before `kfree($data);` at 9:5
 *         + i2c_set_clientdata($client, NULL);
 *
 * Rule line: "rule N" counts from 1; the name only for a named rule; then,
 * each only when present and separated by one space: the quantifier,
 * "depends on F", "disable" and the isomorphism names, "mode M" (code
 * rules), "skipped" (a code rule that is not run) or, for other rule
 * kinds, "script", "initialize" or "finalize", followed by "(skipped)"
 * when not run.  A formula prints every binary part in parentheses:
 * (a && b), (a || b), !f, ever r, never r.
 *
 * Sections: "metavariables:" and "plus:" only when not empty, "body:"
 * only when the rule has one, "requires:" always ("nothing" when the
 * prefilter has no clause).  Metavariables: kind, name, "from R.x" when
 * inherited, the constraint (!= x, != {a, b}, = {a}, =~ "re", !~ "re"),
 * the fresh identifier seed (" = " parts joined by " ## ").
 *
 * Body lines are MARK, four spaces, two more per nesting level, text;
 * MARK is ' ', '-' or '*', the mark of the statement that owns the line.
 * (, |, ), {, }, <..., ...>, else, "while (c);" of a do, and "when" lines
 * take the mark of their node.  Nested statements, disjunction branches,
 * when clauses (when != P, when = P, when any|strict|exists|forall) and
 * nest bodies are one level deeper; a block is one level deeper than its
 * if/while/for/switch/do and at the level of its function; "? " starts
 * the first line of an optional statement.  A when pattern is printed on
 * its line: an expression, or the first line of each statement; when one
 * of its statements is an if, a loop, a switch or a block, the line is
 * "when !=" alone and the statements follow, one level deeper.
 *
 * Expressions: $name for a metavariable, @$p after a node carrying a
 * position: after an expression ((a + b)@$p when it ends in an operand),
 * after the keyword of a statement, after the ')' of a function header,
 * and, after one space, before the ';' of an expression statement or a
 * declaration and the ':' of a label (foo($y) @$p;).  The metavariables
 * after '@' on a token (POSAT nodes) follow it: e@$p@$q, f(...)@$E,
 * a ==@$p b, x =@$p e, sizeof@$p(e), return@$p e;@$q, if@$p (e)@$q.  A
 * node whose mark differs from the mark in force is wrapped as [-e],
 * [*e] or [ e]; so are the tokens of a call, ?: or [] only part of whose
 * own tokens go (foo[-(]$x)), and a statement so ends its line with //
 * gaps "- " (ast.h).  Precedence is shown by
 * parentheses that the dump adds: a binary, assignment, conditional or
 * cast operand of a unary, binary, cast, conditional, the object of . ->
 * [] or a call, and a prefix unary operand of . -> [] a call or a postfix
 * ++/--.  Operands that have their own delimiters (arguments, the index
 * of [], sizeof(e)) get none; a PAREN node prints its own.  Types print
 * pointer stars after the base (struct foo *), attached to a declared
 * name (struct foo *p).
 *
 * Plus code: one entry per + block, "before" or "after", the anchor (the
 * first line of a statement, or an expression) and the position; then
 * the tokens, a new "+ " line at each first-of-line token, joined by one
 * space except none before , ; ) ] or after ( [, none around . and ->
 * nor between ] and [,
 * and none between an identifier (not if/for/while/switch/return) and
 * a following ( or [.
 *
 * Indices are checked against the table sizes, so a damaged file prints
 * "?" or an empty kid rather than crashing.  Metavariable numbers
 * (node meta and posvar, + token meta, from_meta) all index f->metas. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"

struct dump {
	const struct smpl_file *f;
	FILE *out;
	int cur;		/* mark in force on the current line */
	int nopt;		/* "? " owed to the next body line */
	uint32_t *at;		/* POSAT nodes: at[n] the first on node n,
				   at[nnodes + k] the one after k; NULL */
};

static void expr(struct dump *d, uint32_t n, int parens);
static void head(struct dump *d, uint32_t n);
static void stmt(struct dump *d, uint32_t n, int level);

/* access to the tables, tolerant of out-of-range indices */

static const struct smpl_node *nd(const struct dump *d, uint32_t n)
{
	return &d->f->nodes[n < d->f->nnodes ? n : 0];
}

static uint32_t listed(const struct dump *d, uint32_t first, uint32_t i)
{
	uint32_t k = first + i;

	return k < d->f->nkids ? d->f->kids[k] : 0;
}

static uint32_t kid(const struct dump *d, uint32_t n, uint32_t i)
{
	const struct smpl_node *p = nd(d, n);

	return i < p->nkids ? listed(d, p->kid0, i) : 0;
}

static const char *str(const struct dump *d, uint32_t s)
{
	return s < d->f->nstrs ? smpl_str(d->f, s) : "?";
}

static const char *meta_name(const struct dump *d, int32_t m)
{
	if (m < 0 || (uint32_t)m >= d->f->nmetas)
		return "?";
	return str(d, d->f->metas[m].name);
}

static const char *op_name(int op)
{
	return op < SMPL_NOPS ? smpl_op_names[op] : "?";
}

static int mark_char(int mark)
{
	static const char c[] = " -*";

	return mark <= SMPL_STAR ? c[mark] : '?';
}

static void put(struct dump *d, const char *s)
{
	fputs(s, d->out);
}

static void posvar(struct dump *d, uint32_t n)
{
	int32_t p = nd(d, n)->posvar;

	if (p >= 0)
		fprintf(d->out, "@$%s", meta_name(d, p));
}

/* the metavariables after '@' on token slot (SMPL_AT_*) of node n;
 * how many */
static int ats(struct dump *d, uint32_t n, int slot)
{
	uint32_t k;
	int any = 0;

	if (!d->at || n >= d->f->nnodes)
		return 0;
	for (k = d->at[n]; k; k = d->at[d->f->nnodes + k])
		if (nd(d, k)->op == slot) {
			fprintf(d->out, "@$%s", meta_name(d, nd(d, k)->meta));
			any++;
		}
	return any;
}

/* Does something after '@' follow node n as a whole? */
static int has_at(const struct dump *d, uint32_t n)
{
	uint32_t k;

	if (nd(d, n)->posvar >= 0)
		return 1;
	for (k = d->at && n < d->f->nnodes ? d->at[n] : 0; k;
	     k = d->at[d->f->nnodes + k])
		if (nd(d, k)->op == SMPL_AT_NODE)
			return 1;
	return 0;
}

/* kids first..nkids-1 of n, printed inline with sep between them */
static void kids_inline(struct dump *d, uint32_t n, uint32_t first,
			const char *sep)
{
	uint32_t i;

	for (i = first; i < nd(d, n)->nkids; i++) {
		if (i > first)
			put(d, sep);
		expr(d, kid(d, n, i), 0);
	}
}

/* expressions */

static int is_expr(int kind)
{
	return kind >= SMPL_ID && kind <= SMPL_TYPE;
}

/* the kinds printed on one line, within a statement */
static int inline_kind(int kind)
{
	return kind == SMPL_INITLIST || kind == SMPL_DESIG ||
	       kind == SMPL_TAGDEF || kind == SMPL_ARRAY ||
	       kind == SMPL_ATTR || kind == SMPL_PUNCT;
}

static int is_postfix(const struct smpl_node *p)
{
	return p->kind == SMPL_UNARY &&
	       (p->op == SMPL_OP_POSTINC || p->op == SMPL_OP_POSTDEC);
}

static int is_prefix(const struct smpl_node *p)
{
	return p->kind == SMPL_UNARY && !is_postfix(p);
}

/* binds looser than any unary or postfix operator */
static int loose(const struct smpl_node *p)
{
	return p->kind == SMPL_BINARY || p->kind == SMPL_ASSIGN ||
	       p->kind == SMPL_COND || p->kind == SMPL_CAST;
}

/* operand of a unary, binary, cast or conditional operator */
static void operand(struct dump *d, uint32_t n)
{
	expr(d, n, loose(nd(d, n)));
}

/* operand of . -> [] () or postfix ++ -- */
static void postfix_operand(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);

	expr(d, n, loose(p) || is_prefix(p));
}

static void ident(struct dump *d, const struct smpl_node *p)
{
	if (p->meta >= 0)
		fprintf(d->out, "$%s", meta_name(d, p->meta));
	else
		put(d, str(d, p->str));
}

/* TYPE alone: "const char *", "$T" */
static void type(struct dump *d, const struct smpl_node *p)
{
	int i;

	if (p->flags & SMPL_TYPE_CONST)
		put(d, "const ");
	if (p->flags & (SMPL_TYPE_UNSIGNED | SMPL_TYPE_SIGNED))
		put(d, p->flags & SMPL_TYPE_UNSIGNED ? "unsigned " : "signed ");
	ident(d, p);
	if (p->nkids == 1 && d->f->nodes[smpl_kid(d->f, p - d->f->nodes, 0)]
				     .kind == SMPL_ID) {	/* struct $I */
		putc(' ', d->out);
		ident(d, &d->f->nodes[smpl_kid(d->f, p - d->f->nodes, 0)]);
	}
	if (p->posvar >= 0)	/* on the base type: `($T@$p *)` */
		fprintf(d->out, "@$%s", meta_name(d, p->posvar));
	if (p->op)
		putc(' ', d->out);
	for (i = 0; i < p->op; i++)
		putc('*', d->out);
}

/* "char *s", "$T $data": the stars go with the name */
static void declarator(struct dump *d, uint32_t t, uint32_t name)
{
	const struct smpl_node *p = nd(d, t);

	expr(d, t, 0);
	if (!name)
		return;
	if (!p->op || p->posvar >= 0)
		putc(' ', d->out);
	expr(d, name, 0);
}

/* "- -a", not "--a"; "& &a", not "&&a" */
static int clash(int op, const struct smpl_node *k)
{
	char c = op_name(op)[0];

	return is_prefix(k) && strchr("-+&", c) &&
	       op_name(k->op)[0] == c;
}

static void unary(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);
	uint32_t e = kid(d, n, 0);

	if (is_postfix(p)) {
		postfix_operand(d, e);
		put(d, op_name(p->op));
		ats(d, n, SMPL_AT_OP);
		return;
	}
	if (p->meta >= 0) {	/* a unary operator metavariable */
		ident(d, p);
		ats(d, n, SMPL_AT_OP);
		putc(' ', d->out);
	}
	put(d, op_name(p->op));
	if (p->meta < 0 && ats(d, n, SMPL_AT_OP))
		putc(' ', d->out);	/* -@$p $x */
	else if (clash(p->op, nd(d, e)))
		putc(' ', d->out);
	operand(d, e);
}

static void binary(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);

	if (p->kind == SMPL_BINARY) {
		operand(d, kid(d, n, 0));
		putc(' ', d->out);
		if (p->meta >= 0)	/* a binary operator metavariable */
			ident(d, p);
		put(d, op_name(p->op));
		ats(d, n, SMPL_AT_OP);
		putc(' ', d->out);
		operand(d, kid(d, n, 1));
		return;
	}
	expr(d, kid(d, n, 0), 0);
	putc(' ', d->out);
	if (p->meta >= 0)	/* an assignment operator metavariable */
		ident(d, p);
	else
		fprintf(d->out, "%s=", op_name(p->op));
	ats(d, n, SMPL_AT_OP);
	putc(' ', d->out);
	expr(d, kid(d, n, 1), 0);
}

/* Token s of node n, in its gap g: [-s] when the node is partly '-'
 * and that gap goes (ast.h). */
static void own(struct dump *d, uint32_t n, uint32_t g, const char *s)
{
	const char *gaps = str(d, nd(d, n)->str);
	int minus = g < strlen(gaps) && gaps[g] == '-' &&
		    d->cur != SMPL_MINUS;

	fprintf(d->out, minus ? "[-%s]" : "%s", s);
}

static void cond(struct dump *d, uint32_t n)
{
	operand(d, kid(d, n, 0));
	own(d, n, 1, " ? ");
	operand(d, kid(d, n, 1));
	own(d, n, 2, " : ");
	operand(d, kid(d, n, 2));
}

static void call(struct dump *d, uint32_t n)
{
	uint32_t i, nk = nd(d, n)->nkids;

	postfix_operand(d, kid(d, n, 0));
	own(d, n, 1, "(");
	for (i = 1; i < nk; i++) {
		if (i > 1)
			put(d, ", ");
		expr(d, kid(d, n, i), 0);
	}
	own(d, n, nk > 1 ? nk : 1, ")");
}

static void field(struct dump *d, uint32_t n)
{
	postfix_operand(d, kid(d, n, 0));
	put(d, op_name(nd(d, n)->op));
	expr(d, kid(d, n, 1), 0);
}

static void subscript(struct dump *d, uint32_t n)
{
	postfix_operand(d, kid(d, n, 0));
	own(d, n, 1, "[");
	expr(d, kid(d, n, 1), 0);
	own(d, n, 2, "]");
}

static void cast(struct dump *d, uint32_t n)
{
	putc('(', d->out);
	expr(d, kid(d, n, 0), 0);
	putc(')', d->out);
	operand(d, kid(d, n, 1));
}

/* sizeof(T), (e); sizeof e prints as "sizeof " and its operand, so
 * sizeof(e) shows the PAREN node the parser kept: "sizeof (e)" */
static void delimited(struct dump *d, uint32_t n)
{
	if (nd(d, n)->kind == SMPL_SIZEOFE) {
		put(d, "sizeof");
		ats(d, n, SMPL_AT_OP);
		putc(' ', d->out);
		operand(d, kid(d, n, 0));
		return;
	}
	if (nd(d, n)->kind != SMPL_PAREN)
		put(d, "sizeof");
	ats(d, n, SMPL_AT_OP);
	putc('(', d->out);
	expr(d, kid(d, n, 0), 0);
	putc(')', d->out);
}

/* \( a \| b \), \( a \& b \) */
static void edisj(struct dump *d, uint32_t n)
{
	int conj = nd(d, n)->kind == SMPL_ECONJ;

	put(d, "\\( ");
	kids_inline(d, n, 0, conj ? " \\& " : " \\| ");
	put(d, " \\)");
}

/* <... e ...>, <+... e ...+> inside an expression */
static void enest(struct dump *d, uint32_t n)
{
	int plus = nd(d, n)->op == SMPL_NEST_PLUS;

	put(d, plus ? "<+... " : "<... ");
	expr(d, kid(d, n, 0), 0);
	put(d, plus ? " ...+>" : " ...>");
}

/* An element of a list with the ',' it owns: [-.f = x,] */
static void list_elem(struct dump *d, uint32_t k, int comma)
{
	int saved = d->cur, mark = nd(d, k)->mark;

	if (mark != d->cur)
		fprintf(d->out, "[%c", mark_char(mark));
	d->cur = mark;
	expr(d, k, 0);
	if (comma)
		putc(',', d->out);
	d->cur = saved;
	if (mark != saved)
		putc(']', d->out);
}

/* { a, .f = b, [i] = c, } ; a '}' of its own is the last kid */
static void initlist(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);
	uint32_t i, last = p->nkids;

	if (p->flags & SMPL_INIT_RBRACE)
		last--;
	putc('{', d->out);
	for (i = 0; i < last; i++) {
		putc(' ', d->out);
		list_elem(d, kid(d, n, i), i + 1 < last ||
			  (p->flags & SMPL_INIT_COMMA));
	}
	putc(' ', d->out);
	if (last < p->nkids)
		expr(d, kid(d, n, last), 0);
	else
		putc('}', d->out);
}

/* .f = v, [i] = v */
static void desig(struct dump *d, uint32_t n)
{
	if (nd(d, n)->op == SMPL_OP_DOT) {
		putc('.', d->out);
		expr(d, kid(d, n, 0), 0);
	} else {
		putc('[', d->out);
		expr(d, kid(d, n, 0), 0);
		putc(']', d->out);
	}
	put(d, " = ");
	expr(d, kid(d, n, 1), 0);
}

static void array(struct dump *d, uint32_t n)
{
	putc('[', d->out);
	if (kid(d, n, 0))
		expr(d, kid(d, n, 0), 0);
	putc(']', d->out);
}

static const char *tag_word(int op)
{
	static const char *const w[] = { "struct", "union", "enum" };

	return op < SMPL_NTAGS ? w[op] : "?";
}

/* "struct $name", "union": a TAGDEF's head, up to its '{' */
static void tag_head(struct dump *d, uint32_t n)
{
	put(d, tag_word(nd(d, n)->op));
	if (kid(d, n, 0)) {
		putc(' ', d->out);
		expr(d, kid(d, n, 0), 0);
	}
}

/* struct name { fields } on one line; an enum's list */
static void tagdef_body(struct dump *d, uint32_t n);

static void tagdef(struct dump *d, uint32_t n)
{
	tag_head(d, n);
	tagdef_body(d, n);
}

/* { fields } (or an enum's list) after the head */
static void tagdef_body(struct dump *d, uint32_t n)
{
	uint32_t body = kid(d, n, 1), i;

	putc(' ', d->out);
	if (nd(d, body)->kind != SMPL_SEQ) {
		expr(d, body, 0);
		return;
	}
	putc('{', d->out);
	for (i = 0; i < nd(d, body)->nkids; i++) {
		putc(' ', d->out);
		expr(d, kid(d, body, i), 0);
	}
	put(d, " }");
}

/* a type with its definition, then its stars */
static void tag_type(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);
	int i;

	if (p->flags & SMPL_TYPE_CONST)
		put(d, "const ");
	if (p->meta >= 0) {	/* $T { ... } */
		ident(d, p);
		tagdef_body(d, kid(d, n, 0));
	} else
		expr(d, kid(d, n, 0), 0);
	if (p->op)
		putc(' ', d->out);
	for (i = 0; i < p->op; i++)
		putc('*', d->out);
}

static void expr_body(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);

	switch (p->kind) {
	case SMPL_ID:		ident(d, p); break;
	case SMPL_CONST:	put(d, str(d, p->str)); break;
	case SMPL_EDOTS:	put(d, "..."); break;
	case SMPL_CALL:		call(d, n); break;
	case SMPL_FIELD:	field(d, n); break;
	case SMPL_INDEX:	subscript(d, n); break;
	case SMPL_CAST:		cast(d, n); break;
	case SMPL_UNARY:	unary(d, n); break;
	case SMPL_BINARY:
	case SMPL_ASSIGN:	binary(d, n); break;
	case SMPL_COND:		cond(d, n); break;
	case SMPL_SIZEOFE:
	case SMPL_SIZEOFT:
	case SMPL_PAREN:	delimited(d, n); break;
	case SMPL_EDISJ:
	case SMPL_ECONJ:	edisj(d, n); break;
	case SMPL_ENEST:	enest(d, n); break;
	case SMPL_TYPE:
		if (p->flags & SMPL_TYPE_DEF)
			tag_type(d, n);
		else
			type(d, p);
		break;
	case SMPL_INITLIST:	initlist(d, n); break;
	case SMPL_DESIG:	desig(d, n); break;
	case SMPL_ARRAY:	array(d, n); break;
	case SMPL_TAGDEF:	tagdef(d, n); break;
	case SMPL_ATTR:
	case SMPL_PUNCT:	put(d, str(d, p->str)); break;
	default:		head(d, n);
	}
}

/* Any node inline: [-...] when its mark is not the one in force, added
 * parentheses when asked, then its position. */
static void expr(struct dump *d, uint32_t n, int parens)
{
	const struct smpl_node *p = nd(d, n);
	int saved = d->cur;
	int bracket = p->kind != SMPL_NONE && p->mark != d->cur;

	if (has_at(d, n) && (loose(p) || is_prefix(p)))
		parens = 1;	/* (a + b)@$p, not a + b@$p */
	if (bracket)
		fprintf(d->out, "[%c", mark_char(p->mark));
	d->cur = p->mark;
	if (parens)
		putc('(', d->out);
	expr_body(d, n);
	if (parens)
		putc(')', d->out);
	if (is_expr(p->kind)) {
		if (p->kind != SMPL_TYPE)	/* type() has it */
			posvar(d, n);
		ats(d, n, SMPL_AT_NODE);
	}
	d->cur = saved;
	if (bracket)
		putc(']', d->out);
}

/* the first line of a statement, without mark or indentation */

/* the word a statement starts with, NULL when it has none */
static const char *keyword(const struct smpl_node *p)
{
	switch (p->kind) {
	case SMPL_DOTS:		return "...";
	case SMPL_NEST:	return p->op == SMPL_NEST_PLUS ? "<+..." : "<...";
	case SMPL_DISJ:
	case SMPL_CONJ:		return "(";
	case SMPL_BLOCK:	return "{";
	case SMPL_IF:		return "if";
	case SMPL_WHILE:	return "while";
	case SMPL_DO:		return "do";
	case SMPL_FOR:		return "for";
	case SMPL_SWITCH:	return "switch";
	case SMPL_CASE:		return "case";
	case SMPL_DEFAULT:	return "default";
	case SMPL_RETURN:	return "return";
	case SMPL_GOTO:		return "goto";
	case SMPL_BREAK:	return "break";
	case SMPL_CONTINUE:	return "continue";
	default:		return NULL;
	}
}

static void storage(struct dump *d, int op)
{
	static const char *const word[] = { "", "static ", "extern ",
					    "typedef " };

	put(d, op < SMPL_NSTORES ? word[op] : "? ");
}

/* the attributes of declaration n that stand at where, each after a
 * space; 1 when there was one */
static int attrs(struct dump *d, uint32_t n, int where)
{
	uint32_t i, k;
	int any = 0;

	for (i = 3; i < nd(d, n)->nkids; i++) {
		k = kid(d, n, i);
		if (nd(d, k)->kind != SMPL_ATTR || nd(d, k)->op != where)
			continue;
		putc(' ', d->out);
		expr(d, k, 0);
		any = 1;
	}
	return any;
}

/* what follows the type of declaration n: attributes, the name (or
 * "(*name)(params)"), its arrays, attributes, "= init" */
static void decl_rest(struct dump *d, uint32_t n)
{
	uint32_t t = kid(d, n, 0), name = kid(d, n, 1), init = kid(d, n, 2);
	const struct smpl_node *p = nd(d, n), *tp = nd(d, t);
	int before = attrs(d, n, SMPL_ATTR_BEFORE);
	uint32_t i, k;

	if (p->flags & SMPL_DECL_FNPTR) {
		put(d, " (*");
		expr(d, name, 0);
	} else if (name) {
		if (before || !tp->op || tp->posvar >= 0 ||
		    tp->kind != SMPL_TYPE)
			putc(' ', d->out);
		expr(d, name, 0);
	}
	for (i = 3; i < p->nkids; i++) {
		k = kid(d, n, i);
		if (nd(d, k)->kind == SMPL_ARRAY)
			expr(d, k, 0);
	}
	if (p->flags & SMPL_DECL_FNPTR) {
		put(d, ")(");
		expr(d, kid(d, n, p->nkids - 1), 0);
		putc(')', d->out);
	}
	attrs(d, n, SMPL_ATTR_AFTER);
	if (init) {
		put(d, " =");
		ats(d, n, SMPL_AT_OP);
		putc(' ', d->out);
		expr(d, init, 0);
	}
}

/* [static] type name [= init], without the ; */
static void decl(struct dump *d, uint32_t n)
{
	storage(d, nd(d, n)->op);
	expr(d, kid(d, n, 0), 0);
	decl_rest(d, n);
}

static void paren_kid(struct dump *d, uint32_t n, uint32_t i)
{
	put(d, " (");
	expr(d, kid(d, n, i), 0);
	putc(')', d->out);
	ats(d, n, SMPL_AT_RPAREN);
}

/* for (init; cond; step): absent parts are empty */
static void for_parts(struct dump *d, uint32_t n)
{
	uint32_t i, k;

	put(d, " (");
	for (i = 0; i < 3; i++) {
		k = kid(d, n, i);
		if (i > 0)
			put(d, k ? "; " : ";");
		if (nd(d, k)->kind == SMPL_DECL)
			decl(d, k);
		else
			expr(d, k, 0);
	}
	putc(')', d->out);
	ats(d, n, SMPL_AT_RPAREN);
}

/* " e" when there is a kid e, then c: "case 1:", "return;" */
static void kid_then(struct dump *d, uint32_t e, char c)
{
	if (e) {
		putc(' ', d->out);
		expr(d, e, 0);
	}
	putc(c, d->out);
}

/* what follows the keyword (and its position) */
static void keyword_tail(struct dump *d, uint32_t n)
{
	uint32_t e = kid(d, n, 0);

	switch (nd(d, n)->kind) {
	case SMPL_IF:
	case SMPL_WHILE:
	case SMPL_SWITCH:	paren_kid(d, n, 0); break;
	case SMPL_FOR:		for_parts(d, n); break;
	case SMPL_CASE:
	case SMPL_DEFAULT:	kid_then(d, e, ':'); break;
	case SMPL_RETURN:
	case SMPL_GOTO:
	case SMPL_BREAK:
	case SMPL_CONTINUE:
		kid_then(d, e, ';');
		ats(d, n, SMPL_AT_SEMI);
		break;
	default:		break;
	}
}

/* [static] type name(params), or name(params) without a type */
static void func_head(struct dump *d, uint32_t n)
{
	uint32_t t = kid(d, n, 0), name = kid(d, n, 1);

	storage(d, nd(d, n)->op);
	if (t)
		declarator(d, t, name);
	else
		expr(d, name, 0);
	putc('(', d->out);
	expr(d, kid(d, n, 2), 0);
	putc(')', d->out);
	posvar(d, n);
}

/* A when clause's statements that take more than one line: an if, a
 * loop, a switch or a block. */
static int when_lines(struct dump *d, uint32_t n)
{
	uint32_t pat = kid(d, n, 0), i;

	if (nd(d, pat)->kind != SMPL_SEQ)
		return 0;
	for (i = 0; i < nd(d, pat)->nkids; i++)
		switch (nd(d, kid(d, pat, i))->kind) {
		case SMPL_IF: case SMPL_WHILE: case SMPL_DO: case SMPL_FOR:
		case SMPL_SWITCH: case SMPL_ITER: case SMPL_BLOCK:
			return 1;
		}
	return 0;
}

static void when_head(struct dump *d, uint32_t n)
{
	static const char *const word[] = { "when !=", "when =",
					    "when != true", "when != false" };
	uint32_t pat = kid(d, n, 0), i;

	put(d, nd(d, n)->op < SMPL_NWHENS ? word[nd(d, n)->op] : "when ?");
	if (when_lines(d, n))
		return;		/* the statements follow, one level deeper */
	putc(' ', d->out);
	if (nd(d, pat)->kind != SMPL_SEQ) {
		head(d, pat);
		return;
	}
	for (i = 0; i < nd(d, pat)->nkids; i++) {
		if (i)
			putc(' ', d->out);
		head(d, kid(d, pat, i));
	}
}

/* the position of statement n, apart from its last expression's, then
 * the statement's last character */
static void stmt_end(struct dump *d, uint32_t n, char c)
{
	if (nd(d, n)->posvar >= 0)
		putc(' ', d->out);
	posvar(d, n);
	putc(c, d->out);
	ats(d, n, SMPL_AT_SEMI);
}

/* "e;" and "label:" */
static void expr_stmt(struct dump *d, uint32_t n, char c)
{
	expr(d, kid(d, n, 0), 0);
	stmt_end(d, n, c);
}

/* statements without a keyword, and anything else */
/* an operator metavariable's value: "<", "+=", "=" */
static void oper(struct dump *d, const struct smpl_node *p)
{
	put(d, op_name(p->op));
	if (p->flags & SMPL_OPER_ASSIGN)
		putc('=', d->out);
}

/* #define name(params) body */
static void define(struct dump *d, uint32_t n)
{
	put(d, "#define ");
	expr(d, kid(d, n, 0), 0);
	if (kid(d, n, 1)) {
		putc('(', d->out);
		expr(d, kid(d, n, 1), 0);
		putc(')', d->out);
	}
	if (kid(d, n, 2)) {
		putc(' ', d->out);
		expr(d, kid(d, n, 2), 0);
	}
}

/* (*..D), D(params), D[size] */
static void dtor(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);
	int i;

	if (p->op == SMPL_DTOR_PTR) {
		putc('(', d->out);
		for (i = 0; i < p->flags; i++)
			putc('*', d->out);
		expr(d, kid(d, n, 0), 0);
		putc(')', d->out);
		return;
	}
	expr(d, kid(d, n, 0), 0);
	putc(p->op == SMPL_DTOR_FUNC ? '(' : '[', d->out);
	if (kid(d, n, 1))
		expr(d, kid(d, n, 1), 0);
	putc(p->op == SMPL_DTOR_FUNC ? ')' : ']', d->out);
}

static void other_head(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);

	switch (p->kind) {
	case SMPL_NONE:		break;
	case SMPL_SEQ:		head(d, kid(d, n, 0)); break;
	case SMPL_OPT:		put(d, "? "); head(d, kid(d, n, 0)); break;
	case SMPL_EXPRSTMT:	expr_stmt(d, n, ';'); break;
	case SMPL_DECL:		decl(d, n); stmt_end(d, n, ';'); break;
	case SMPL_LABEL:	expr_stmt(d, n, ':'); break;
	case SMPL_ITER:		expr(d, kid(d, n, 0), 0); break;
	case SMPL_STMTMETA:
		ident(d, p);
		posvar(d, n);
		ats(d, n, SMPL_AT_NODE);
		break;
	case SMPL_FUNC:		func_head(d, n); break;
	case SMPL_PROTO:	func_head(d, n); stmt_end(d, n, ';'); break;
	case SMPL_DIRECTIVE:	put(d, str(d, p->str)); break;
	case SMPL_DEFINE:	define(d, n); break;
	case SMPL_PARAMS:	kids_inline(d, n, 0, ", "); break;
	case SMPL_DTOR:		dtor(d, n); break;
	case SMPL_PARAM:	declarator(d, kid(d, n, 0), kid(d, n, 1)); break;
	case SMPL_WHEN:		when_head(d, n); break;
	case SMPL_OPER:		oper(d, p); break;
	default:
		if (is_expr(p->kind) || inline_kind(p->kind))
			expr(d, n, 0);
		else
			fprintf(d->out, "<%s>", p->kind < SMPL_NKINDS ?
				smpl_kind_names[p->kind] : "?");
	}
}

static void head(struct dump *d, uint32_t n)
{
	const char *w = keyword(nd(d, n));

	if (!w) {
		other_head(d, n);
		return;
	}
	put(d, w);
	posvar(d, n);
	ats(d, n, SMPL_AT_OP);
	keyword_tail(d, n);
}

/* body lines */

static void line_start(struct dump *d, uint32_t n, int level)
{
	d->cur = nd(d, n)->mark;
	fprintf(d->out, "%c%*s", mark_char(d->cur), 4 + 2 * level, "");
	for (; d->nopt; d->nopt--)
		put(d, "? ");
}

/* A statement only part of whose own tokens are '-' (ast.h): which of
 * its gaps go, in a comment. */
static void partial_note(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);

	if (p->str && !is_expr(p->kind) && p->kind != SMPL_STMTMETA &&
	    p->kind != SMPL_DIRECTIVE && p->kind != SMPL_PUNCT &&
	    p->kind != SMPL_TYPE)	/* their str is their text */
		fprintf(d->out, "  // gaps \"%s\"", str(d, p->str));
}

static void head_line(struct dump *d, uint32_t n, int level)
{
	line_start(d, n, level);
	head(d, n);
	partial_note(d, n);
	putc('\n', d->out);
}

static void text_line(struct dump *d, uint32_t n, int level, const char *s)
{
	line_start(d, n, level);
	put(d, s);
	putc('\n', d->out);
}

/* when clauses (kids from first on) and when flags of DOTS or NEST */
static void whens(struct dump *d, uint32_t n, uint32_t first, int level)
{
	static const struct { int flag; const char *text; } f[] = {
		{ SMPL_DOTS_ANY, "when any" },
		{ SMPL_DOTS_STRICT, "when strict" },
		{ SMPL_DOTS_EXISTS, "when exists" },
		{ SMPL_DOTS_FORALL, "when forall" },
	};
	uint32_t i;

	for (i = first; i < nd(d, n)->nkids; i++)
		stmt(d, kid(d, n, i), level);
	for (i = 0; i < sizeof(f) / sizeof(f[0]); i++)
		if (nd(d, n)->flags & f[i].flag)
			text_line(d, n, level, f[i].text);
}

static void dots(struct dump *d, uint32_t n, int level)
{
	head_line(d, n, level);
	whens(d, n, 0, level + 1);
}

static void nest(struct dump *d, uint32_t n, int level)
{
	head_line(d, n, level);
	whens(d, n, 1, level + 1);
	stmt(d, kid(d, n, 0), level + 1);
	text_line(d, n, level,
		  nd(d, n)->op == SMPL_NEST_PLUS ? "...+>" : "...>");
}

static void disj(struct dump *d, uint32_t n, int level)
{
	const char *sep = nd(d, n)->kind == SMPL_CONJ ? "&" : "|";
	uint32_t i;

	head_line(d, n, level);
	for (i = 0; i < nd(d, n)->nkids; i++) {
		if (i)
			text_line(d, n, level, sep);
		stmt(d, kid(d, n, i), level + 1);
	}
	text_line(d, n, level, ")");
}

static void opt(struct dump *d, uint32_t n, int level)
{
	int i, owed;

	d->nopt++;
	stmt(d, kid(d, n, 0), level);
	owed = d->nopt;
	if (!owed)
		return;
	d->nopt = 0;		/* nothing printed: show the ? alone */
	line_start(d, n, level);
	for (i = 0; i < owed; i++)
		put(d, i ? " ?" : "?");
	putc('\n', d->out);
}

static void if_stmt(struct dump *d, uint32_t n, int level)
{
	uint32_t e = kid(d, n, 2);

	head_line(d, n, level);
	stmt(d, kid(d, n, 1), level + 1);
	if (!e)
		return;
	text_line(d, n, level, "else");
	stmt(d, e, level + 1);
}

static void do_stmt(struct dump *d, uint32_t n, int level)
{
	head_line(d, n, level);
	stmt(d, kid(d, n, 0), level + 1);
	line_start(d, n, level);
	put(d, "while");
	paren_kid(d, n, 1);
	putc(';', d->out);
	ats(d, n, SMPL_AT_SEMI);
	putc('\n', d->out);
}

static void block(struct dump *d, uint32_t n, int level)
{
	head_line(d, n, level);
	stmt(d, kid(d, n, 0), level + 1);
	text_line(d, n, level, "}");
}

/* the header line, then kid body, deeper levels further in */
static void with_body(struct dump *d, uint32_t n, uint32_t body, int level,
		      int deeper)
{
	head_line(d, n, level);
	stmt(d, kid(d, n, body), level + deeper);
}

/* The struct or union TAGDEF that declaration or type n defines, 0
 * when none: its fields are printed one a line. */
static uint32_t fields_of(const struct dump *d, uint32_t n)
{
	uint32_t t = nd(d, n)->kind == SMPL_DECL ? kid(d, n, 0) : n;
	const struct smpl_node *p = nd(d, t);

	if (p->kind != SMPL_TYPE || !(p->flags & SMPL_TYPE_DEF) ||
	    nd(d, kid(d, t, 0))->kind != SMPL_TAGDEF ||
	    nd(d, kid(d, kid(d, t, 0), 1))->kind != SMPL_SEQ)
		return 0;
	return kid(d, t, 0);
}

/*   [static] struct name {
 *     fields
 *   } *p = init;	(or "}" for a type alone) */
static void fields_stmt(struct dump *d, uint32_t n, int level)
{
	uint32_t def = fields_of(d, n), t = n, i;
	int is_decl = nd(d, n)->kind == SMPL_DECL;

	if (is_decl)
		t = kid(d, n, 0);
	line_start(d, def, level);
	if (is_decl)
		storage(d, nd(d, n)->op);
	if (nd(d, t)->flags & SMPL_TYPE_CONST)
		put(d, "const ");
	if (nd(d, t)->meta >= 0)	/* $T { */
		ident(d, nd(d, t));
	else
		tag_head(d, def);
	put(d, " {\n");
	stmt(d, kid(d, def, 1), level + 1);
	line_start(d, def, level);
	putc('}', d->out);
	if (nd(d, t)->op)
		putc(' ', d->out);
	for (i = 0; i < nd(d, t)->op; i++)
		putc('*', d->out);
	if (is_decl) {
		d->cur = nd(d, n)->mark;
		decl_rest(d, n);
		stmt_end(d, n, ';');
	}
	putc('\n', d->out);
}

static void stmt(struct dump *d, uint32_t n, int level)
{
	uint32_t i;

	switch (nd(d, n)->kind) {
	case SMPL_NONE:		break;
	case SMPL_SEQ:
		for (i = 0; i < nd(d, n)->nkids; i++)
			stmt(d, kid(d, n, i), level);
		break;
	case SMPL_DOTS:		dots(d, n, level); break;
	case SMPL_NEST:		nest(d, n, level); break;
	case SMPL_DISJ:
	case SMPL_CONJ:		disj(d, n, level); break;
	case SMPL_OPT:		opt(d, n, level); break;
	case SMPL_IF:		if_stmt(d, n, level); break;
	case SMPL_DO:		do_stmt(d, n, level); break;
	case SMPL_BLOCK:	block(d, n, level); break;
	case SMPL_WHILE:
	case SMPL_ITER:
	case SMPL_SWITCH:	with_body(d, n, 1, level, 1); break;
	case SMPL_FOR:		with_body(d, n, 3, level, 1); break;
	case SMPL_FUNC:		with_body(d, n, 3, level, 0); break;
	case SMPL_WHEN:
		head_line(d, n, level);
		if (when_lines(d, n))
			stmt(d, kid(d, n, 0), level + 1);
		break;
	case SMPL_DECL:
	case SMPL_TYPE:
		if (fields_of(d, n)) {
			fields_stmt(d, n, level);
			break;
		}
		/* fall through */
	default:		head_line(d, n, level);
	}
}

/* a node on one line, with its own mark in force: anchors, constraints */
static void inline_node(struct dump *d, uint32_t n)
{
	d->cur = nd(d, n)->mark;
	head(d, n);
}

/* rule header */

static void formula(struct dump *d, uint32_t n)
{
	const struct smpl_node *p = nd(d, n);

	switch (p->kind) {
	case SMPL_DEPNAME:	put(d, str(d, p->str)); return;
	case SMPL_DEPNOT:	putc('!', d->out); break;
	case SMPL_DEPEVER:	put(d, "ever "); break;
	case SMPL_DEPNEVER:	put(d, "never "); break;
	case SMPL_DEPAND:
	case SMPL_DEPOR:
		putc('(', d->out);
		formula(d, kid(d, n, 0));
		put(d, p->kind == SMPL_DEPAND ? " && " : " || ");
		formula(d, kid(d, n, 1));
		putc(')', d->out);
		return;
	default:		put(d, "?"); return;
	}
	formula(d, kid(d, n, 0));
}

static void disabled(struct dump *d, uint32_t bits)
{
	int i, first = 1;

	if (!bits)
		return;
	put(d, " disable ");
	for (i = 0; i < SMPL_NISOS; i++)
		if (bits & (1u << i)) {
			fprintf(d->out, "%s%s", first ? "" : ", ",
				smpl_iso_names[i]);
			first = 0;
		}
}

/* mode for a code rule, else the kind; then whether it is run */
static void rule_kind(struct dump *d, const struct smpl_rule *r)
{
	static const char *const mode[] = { "match", "patch", "context" };
	static const char *const kind[] = { "", "script", "initialize",
					    "finalize" };

	static const char *const body[SMPL_NRBODIES] = {
#define X(k, s) s,
		SMPL_RBODY_LIST(X)
#undef X
	};

	if (r->kind == SMPL_R_CODE) {
		if (r->rbody)
			fprintf(d->out, " %s", r->rbody < SMPL_NRBODIES ?
				body[r->rbody] : "?");
		fprintf(d->out, " mode %s", r->mode <= SMPL_MODE_CONTEXT ?
			mode[r->mode] : "?");
		if (r->needs_script)
			put(d, " needs-script");
		if (r->skip)
			put(d, " skipped");
		return;
	}
	fprintf(d->out, " %s:%s", r->kind <= SMPL_R_FINALIZE ?
		kind[r->kind] : "?", str(d, r->lang));
	if (r->needs_script)
		put(d, " needs-script");
	if (r->skip)
		put(d, " (skipped)");
}

static void rule_line(struct dump *d, uint32_t i)
{
	const struct smpl_rule *r = &d->f->rules[i];
	const char *name = str(d, r->name);

	fprintf(d->out, "rule %u", i + 1);
	if (*name)
		fprintf(d->out, " \"%s\"", name);
	fprintf(d->out, " at %u:%u", r->pos.line, r->pos.col);
	if (r->quant == SMPL_Q_EXISTS || r->quant == SMPL_Q_FORALL)
		put(d, r->quant == SMPL_Q_EXISTS ? " exists" : " forall");
	if (r->depends) {
		put(d, " depends on ");
		formula(d, r->depends);
	}
	disabled(d, r->disable);
	rule_kind(d, r);
	putc('\n', d->out);
}

/* metavariables */

/* != x, != {a, b}, = {a} */
static void cons_values(struct dump *d, const struct smpl_meta *m)
{
	int braces = m->cons == SMPL_CONS_EQ || m->ncons != 1;
	uint32_t i;

	put(d, m->cons == SMPL_CONS_EQ ? " = " : m->cons == SMPL_CONS_SUB ?
	       " <= " : " != ");
	if (braces)
		putc('{', d->out);
	for (i = 0; i < m->ncons; i++) {
		if (i)
			put(d, ", ");
		inline_node(d, listed(d, m->cons0, i));
	}
	if (braces)
		putc('}', d->out);
}

static void constraint(struct dump *d, const struct smpl_meta *m)
{
	switch (m->cons) {
	case SMPL_CONS_NONE:	break;
	case SMPL_CONS_NE:
	case SMPL_CONS_EQ:
	case SMPL_CONS_SUB:	cons_values(d, m); break;
	case SMPL_CONS_REGEX:
	case SMPL_CONS_NREGEX:
		fprintf(d->out, " %s \"%s\"",
			m->cons == SMPL_CONS_REGEX ? "=~" : "!~",
			str(d, m->regex));
		break;
	default:		put(d, " ?"); break;
	}
}

/* fresh identifier seed: = "pre_" ## fn */
static void seed(struct dump *d, const struct smpl_meta *m)
{
	uint32_t i;

	for (i = 0; i < m->nseed; i++) {
		const struct smpl_node *p = nd(d, listed(d, m->seed0, i));

		put(d, i ? " ## " : " = ");
		put(d, p->meta >= 0 ? meta_name(d, p->meta) :
		       str(d, p->str));
	}
}

/* from R.x */
static void inherited(struct dump *d, const struct smpl_meta *m)
{
	const struct smpl_rule *r;

	if (m->from_rule < 0)
		return;
	if ((uint32_t)m->from_rule >= d->f->nrules) {
		put(d, " from ?");
		return;
	}
	r = &d->f->rules[m->from_rule];
	if (*str(d, r->name))
		fprintf(d->out, " from %s.", str(d, r->name));
	else
		fprintf(d->out, " from rule %d.", m->from_rule + 1);
	put(d, m->from_meta >= 0 ? meta_name(d, m->from_meta) : "?");
}

/* "struct device *", "T[] ", "* " (a pointer to anything) */
static void meta_type(struct dump *d, const struct smpl_meta *m)
{
	const struct smpl_node *t;

	if (!m->type || m->type >= d->f->nnodes)
		return;
	t = nd(d, m->type);
	if (!t->str && t->meta < 0 && !t->nkids) {	/* expression *E */
		fprintf(d->out, "%.*s", t->op, "****************");
		return;
	}
	if (t->nkids) {		/* {T1, T2} */
		putc('{', d->out);
		kids_inline(d, m->type, 0, ", ");
		putc('}', d->out);
	} else {
		type(d, t);
	}
	if (t->flags & SMPL_TYPE_ARRAY)
		put(d, "[]");
	if (!t->op || (t->flags & SMPL_TYPE_ARRAY) || t->nkids)
		putc(' ', d->out);
}

static void meta_line(struct dump *d, const struct smpl_meta *m)
{
	put(d, "    ");
	if (m->flags & SMPL_MF_LOCAL)
		put(d, "local ");
	if (m->flags & SMPL_MF_GLOBAL)
		put(d, "global ");
	fprintf(d->out, "%s ", m->kind < SMPL_NMKINDS ?
		smpl_mkind_names[m->kind] : "?");
	meta_type(d, m);
	if (m->len && m->len < d->f->nnodes) {
		putc('[', d->out);
		inline_node(d, m->len);
		put(d, "] ");
	}
	if (m->flags & SMPL_MF_ANY)
		put(d, "any ");
	if (m->flags & SMPL_MF_VIRTUAL)
		put(d, "virtual.");
	put(d, str(d, m->name));
	inherited(d, m);
	constraint(d, m);
	seed(d, m);
	if (m->script)
		fprintf(d->out, " : script:%s", str(d, m->script));
	putc('\n', d->out);
}

/* a script rule's: x << r.x = "default", or y (a value it computes) */
static void script_meta_line(struct dump *d, const struct smpl_meta *m)
{
	fprintf(d->out, "    %s", str(d, m->name));
	if (m->from_rule >= 0 && (uint32_t)m->from_rule < d->f->nrules) {
		const char *rn = str(d, d->f->rules[m->from_rule].name);

		if (*rn)
			fprintf(d->out, " << %s.", rn);
		else
			fprintf(d->out, " << rule %d.", m->from_rule + 1);
		put(d, meta_name(d, m->from_meta));
	}
	if (m->flags & SMPL_MF_DEFAULT)
		fprintf(d->out, m->kind == SMPL_M_POSITION &&
				!strcmp(str(d, m->dflt), "[]") ? " = %s" :
				" = \"%s\"", str(d, m->dflt));
	putc('\n', d->out);
}

static void metas(struct dump *d, const struct smpl_rule *r)
{
	uint32_t i;

	if (!r->nmeta)
		return;
	put(d, "  metavariables:\n");
	for (i = r->meta0; i < r->meta0 + r->nmeta && i < d->f->nmetas; i++)
		if (r->kind == SMPL_R_CODE)
			meta_line(d, &d->f->metas[i]);
		else
			script_meta_line(d, &d->f->metas[i]);
}

/* a script rule's code, from its line, each line after "    |" */
static void code(struct dump *d, const struct smpl_rule *r)
{
	const char *s = str(d, r->code), *nl;

	if (!r->code)
		return;
	fprintf(d->out, "  code from line %u:\n", r->code_line);
	for (; *s; s = nl + 1) {
		nl = strchr(s, '\n');
		if (!nl)
			nl = s + strlen(s);
		fprintf(d->out, "    |%.*s\n", (int)(nl - s), s);
		if (!*nl)
			break;
	}
}

/* requires: (a | b) & (c) */
static void requires(struct dump *d, uint32_t req)
{
	uint32_t i, j, c;

	put(d, "  requires: ");
	if (!req || !nd(d, req)->nkids)
		put(d, "nothing");
	for (i = 0; req && i < nd(d, req)->nkids; i++) {
		c = kid(d, req, i);
		put(d, i ? " & (" : "(");
		for (j = 0; j < nd(d, c)->nkids; j++) {
			if (j)
				put(d, " | ");
			put(d, str(d, nd(d, kid(d, c, j))->str));
		}
		putc(')', d->out);
	}
	putc('\n', d->out);
}

/* + code */

static const char *tok_text(const struct dump *d, const struct smpl_ptok *t)
{
	return t->meta >= 0 ? meta_name(d, t->meta) : str(d, t->str);
}

/* an identifier that a following ( or [ is attached to */
static int callee(const struct smpl_ptok *t, const char *s)
{
	static const char *const kw[] = { "if", "for", "while", "switch",
					  "return" };
	unsigned i;

	if (t->meta >= 0)
		return 1;
	if (!isalpha((unsigned char)*s) && *s != '_')
		return 0;
	for (i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
		if (!strcmp(s, kw[i]))
			return 0;
	return 1;
}

static int is_any(const struct smpl_ptok *t, const char *s,
		  const char *const set[])
{
	for (; t->meta < 0 && *set; set++)
		if (!strcmp(s, *set))
			return 1;
	return 0;
}

/* one space between tokens a and b, or none */
static int spaced(const struct dump *d, const struct smpl_ptok *a,
		  const struct smpl_ptok *b)
{
	static const char *const before[] = { ",", ";", ")", "]", ".", "->",
					      NULL };
	static const char *const after[] = { "(", "[", ".", "->", NULL };
	const char *as = tok_text(d, a), *bs = tok_text(d, b);

	if (is_any(b, bs, before) || is_any(a, as, after))
		return 0;
	if (b->meta < 0 && !strcmp(bs, "[") && a->meta < 0 && !strcmp(as, "]"))
		return 0;	/* a[3][3] */
	return !(b->meta < 0 && (!strcmp(bs, "(") || !strcmp(bs, "[")) &&
		 callee(a, as));
}

static void plus_tokens(struct dump *d, const struct smpl_plus *p)
{
	const struct smpl_ptok *t, *prev = NULL;
	uint32_t i;

	for (i = 0; i < p->ntok && p->tok0 + i < d->f->nptoks; i++) {
		t = &d->f->ptoks[p->tok0 + i];
		if (!prev || (t->flags & SMPL_PT_BOL))
			put(d, t->flags & SMPL_PT_PLUSPLUS ? "\n      ++ "
							   : "\n      + ");
		else if (spaced(d, prev, t))
			putc(' ', d->out);
		if (t->meta >= 0)
			putc('$', d->out);
		put(d, tok_text(d, t));
		prev = t;
	}
	putc('\n', d->out);
}

static void plus_entry(struct dump *d, const struct smpl_plus *p)
{
	fprintf(d->out, "    %s `", p->where == SMPL_PLUS_BEFORE ? "before" :
		p->where == SMPL_PLUS_AFTER ? "after" :
		p->where == SMPL_PLUS_FIRST ? "first in" :
		p->where == SMPL_PLUS_LAST ? "last in" : "?");
	inline_node(d, p->anchor);
	if (p->anchor < d->f->nnodes)
		fprintf(d->out, "` (%u:%u), from line %u",
			d->f->nodes[p->anchor].pos.line,
			d->f->nodes[p->anchor].pos.col, p->pos.line);
	else
		put(d, "`");
	plus_tokens(d, p);
}

static void pluses(struct dump *d, const struct smpl_rule *r)
{
	uint32_t i;

	if (!r->nplus)
		return;
	put(d, "  plus:\n");
	for (i = r->plus0; i < r->plus0 + r->nplus && i < d->f->nplus; i++)
		plus_entry(d, &d->f->plus[i]);
}

/* the file */

static void rule(struct dump *d, uint32_t i)
{
	const struct smpl_rule *r = &d->f->rules[i];

	rule_line(d, i);
	metas(d, r);
	requires(d, r->req);
	if (r->body) {
		put(d, "  body:\n");
		d->nopt = 0;
		stmt(d, r->body, 0);
	}
	code(d, r);
	pluses(d, r);
}

static void virtuals(struct dump *d)
{
	uint32_t i;

	put(d, "virtual ");
	for (i = 0; i < d->f->nvirtuals; i++)
		fprintf(d->out, "%s%s", i ? ", " : "",
			str(d, d->f->virtuals[i]));
	putc('\n', d->out);
}

void smpl_dump(const struct smpl_file *f, FILE *out)
{
	struct dump d = { f, out, SMPL_CTX, 0, NULL };
	uint32_t i;

	d.at = malloc(2 * (size_t)f->nnodes * sizeof(*d.at));
	if (d.at)
		smpl_ast_posats(f, d.at, d.at + f->nnodes);
	if (f->nvirtuals)
		virtuals(&d);
	for (i = 0; i < f->nrules; i++) {
		if (i || f->nvirtuals)
			putc('\n', out);
		rule(&d, i);
	}
	free(d.at);
}
