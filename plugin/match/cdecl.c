/* cdecl.c - the C reader's types and declarations: specifiers (storage
 * classes, qualifiers and annotations are read and left out of the
 * type, but the base type's const), declarators (pointers, arrays,
 * functions, function pointers, grouping), type names, and what a
 * file-level declaration declares (typedef names, the types of
 * globals).  A type is a string: the specifiers and the stars, "struct
 * foo *", "unsigned long", "const char *"; for an array the element's
 * type and the brackets as written, "char [2]", "char *[]"; a function
 * pointer or another declarator with parentheses is its text without
 * the name, "int (*)(int)".  It makes no node: cview.c does, one per
 * declarator of a declaration in a function body. */
#include <stdio.h>
#include <string.h>
#include "cparse.h"

static const char *const base_words[] = {
	"void", "char", "short", "int", "long", "float", "double", "signed",
	"unsigned", "_Bool", "_Complex", "__complex__", "__int128",
	"__signed__", "__signed", "__unsigned", "_Float128", "__float128",
	NULL
};

static const char *const qual_words[] = {
	"const", "volatile", "restrict", "static", "extern", "register",
	"auto", "inline", "_Atomic", "__auto_type", NULL
};

static int word_in(const char *const *list, const struct match_ctok *k)
{
	int i;

	for (i = 0; list[i]; i++)
		if (match_ctok_is(k, list[i]))
			return 1;
	return 0;
}

static int tag_word(const struct match_ctok *k)
{
	return match_ctok_is(k, "struct") || match_ctok_is(k, "union") ||
	       match_ctok_is(k, "enum");
}

static int typeof_word(const struct match_ctok *k)
{
	return match_ctok_is(k, "typeof") || match_ctok_is(k, "__typeof__") ||
	       match_ctok_is(k, "__typeof");
}

/* A declaration's specifiers can start at token `ahead`. */
int cp_type_start(struct match_creader *P, uint32_t ahead)
{
	const struct match_ctok *k = cp_tok(P, ahead);

	if (k->kind != MATCH_CT_ID)
		return 0;
	return word_in(base_words, k) || word_in(qual_words, k) ||
	       tag_word(k) || typeof_word(k) || match_ctok_is(k, "typedef") ||
	       cp_is_typedef(P, k) ||
	       (cp_attr_word(P, ahead) && !match_ctok_is(k, "asm") &&
		!match_ctok_is(k, "__asm__") && !match_ctok_is(k, "__asm"));
}

/* '(' starts a type name in parentheses (a cast when `cast`, else a
 * sizeof): a type word, or an unknown name followed by stars and ')',
 * or, for a cast, `(name)` followed by what can only be an operand. */
int cp_paren_type(struct match_creader *P, int cast)
{
	uint32_t j = 2;
	const struct match_ctok *n;

	if (!cp_is(P, "("))
		return 0;
	if (cp_type_start(P, 1))
		return 1;
	if (cp_tok(P, 1)->kind != MATCH_CT_ID || cp_keyword(cp_tok(P, 1)) ||
	    cp_macro(P, cp_tok(P, 1)) == 2)
		return 0;
	while (cp_is_at(P, j, "*") || cp_attr_word(P, j) == 1)
		j++;
	if (!cp_is_at(P, j, ")"))
		return 0;
	if (j > 2)
		return 1;
	n = cp_tok(P, 3);
	return cast && (n->kind == MATCH_CT_NUM || n->kind == MATCH_CT_STR ||
			n->kind == MATCH_CT_CHR ||
			(n->kind == MATCH_CT_ID && !cp_keyword(n)) ||
			cp_is_at(P, 3, "~") || cp_is_at(P, 3, "!"));
}

/* A declaration starts here: specifiers, or "ID ID", or "ID *.. ID"
 * followed by what ends a declarator. */
int cp_decl_start(struct match_creader *P)
{
	uint32_t j = 1;
	const struct match_ctok *k = cp_tok(P, 0);

	if (cp_type_start(P, 0))
		return 1;
	if (k->kind != MATCH_CT_ID || cp_keyword(k) || cp_is_at(P, 1, ":"))
		return 0;
	while (cp_is_at(P, j, "*"))
		j++;
	if (cp_tok(P, j)->kind != MATCH_CT_ID || cp_keyword(cp_tok(P, j)))
		return 0;
	if (j == 1)
		return 1;
	return cp_is_at(P, j + 1, "=") || cp_is_at(P, j + 1, ";") ||
	       cp_is_at(P, j + 1, ",") || cp_is_at(P, j + 1, "[") ||
	       cp_attr_word(P, j);
}

/* Annotations, with their arguments. */
static int skip_attrs(struct match_creader *P)
{
	int a, any = 0;

	while ((a = cp_attr_word(P, 0))) {
		cp_take(P);
		if (a == 2)
			cp_skip_group(P);
		any = 1;
	}
	return any;
}

/* Annotations among the specifiers: skipped, the first run's tokens
 * noted in sp. */
static int attr_spec(struct match_creader *P, struct cp_spec *sp)
{
	uint32_t from = P->i;

	if (!skip_attrs(P))
		return 0;
	if (!sp->attr_runs++) {
		sp->attr_from = from;
		sp->attr_to = P->i;
	}
	return 1;
}

static void append(struct match_creader *P, char *buf, size_t *n, size_t cap,
		   const char *s, size_t len)
{
	if (*n + len + 2 >= cap)
		return;
	if (*n)
		buf[(*n)++] = ' ';
	memcpy(buf + *n, s, len);
	*n += len;
	buf[*n] = 0;
}

/* struct/union/enum [attrs] [ID] [{ ... }] */
static void tag(struct match_creader *P, char *buf, size_t *n, size_t cap)
{
	const struct match_ctok *k = cp_take(P);

	append(P, buf, n, cap, k->s, k->len);
	skip_attrs(P);
	if (cp_tok(P, 0)->kind == MATCH_CT_ID && !cp_keyword(cp_tok(P, 0))) {
		k = cp_take(P);
		append(P, buf, n, cap, k->s, k->len);
	}
	if (cp_is(P, "{"))
		cp_skip_group(P);
	skip_attrs(P);
}

/* typeof '(' ... ')', as written */
static void typeof_spec(struct match_creader *P, char *buf, size_t *n,
			size_t cap)
{
	uint32_t first = P->i;
	const char *t;

	cp_take(P);
	if (!cp_is(P, "("))
		cp_fail(P, "expected '(' after typeof");
	cp_skip_group(P);
	t = cp_text(P, first, P->i, UINT32_MAX);
	append(P, buf, n, cap, t, strlen(t));
}

/* One specifier into buf; 0 when the token is none.  In a type name
 * (sp->must), an unknown name where the type is still to come is it. */
static int specifier(struct match_creader *P, struct cp_spec *sp, char *buf,
		     size_t *n, size_t cap)
{
	const struct match_ctok *k = cp_tok(P, 0);

	if (k->kind != MATCH_CT_ID)
		return 0;
	if (match_ctok_is(k, "typedef"))
		sp->is_typedef = 1, cp_take(P);
	else if (word_in(qual_words, k))
		sp->is_static |= match_ctok_is(k, "static"),
		sp->is_extern |= match_ctok_is(k, "extern"),
		sp->kw_storage |= match_ctok_is(k, "static") ||
				  match_ctok_is(k, "extern") ||
				  match_ctok_is(k, "volatile") ||
				  match_ctok_is(k, "_Atomic"),
		sp->storage |= match_ctok_is(k, "static") ||
			       match_ctok_is(k, "extern") ||
			       match_ctok_is(k, "volatile") ||
			       match_ctok_is(k, "_Atomic"),
		sp->is_const |= match_ctok_is(k, "const"), cp_take(P);
	else if (match_ctok_is(k, "_Atomic") && cp_is_at(P, 1, "("))
		sp->storage = sp->kw_storage = 1, cp_take(P), cp_skip_group(P);
	else if (word_in(base_words, k))
		sp->has_type = 1, cp_take(P), append(P, buf, n, cap, k->s, k->len);
	else if (tag_word(k))
		sp->has_type = 1, tag(P, buf, n, cap);
	else if (typeof_word(k))
		sp->has_type = 1, typeof_spec(P, buf, n, cap);
	else if (!sp->has_type && cp_is_typedef(P, k))
		sp->has_type = 1, cp_note_typedef(P, k), cp_take(P),
		append(P, buf, n, cap, k->s, k->len);
	else if (attr_spec(P, sp))
		sp->storage = 1;
	else if (!sp->has_type && !cp_keyword(k) && cp_macro(P, k) != 2 &&
		 (cp_tok(P, 1)->kind == MATCH_CT_ID || cp_is_at(P, 1, "*") ||
		  sp->must))
		sp->has_type = 1, cp_take(P), append(P, buf, n, cap, k->s, k->len);
	else if (sp->has_type && !cp_keyword(k) && k->len > 2 &&
		 !memcmp(k->s, "__", 2) &&
		 (cp_tok(P, 1)->kind == MATCH_CT_ID || cp_is_at(P, 1, "*")))
		sp->storage = 1, cp_take(P);	/* an annotation the
						   oracle does not know */
	else
		return 0;
	return 1;
}

/* A storage class or inline: what may stand before a type that a rule
 * rewrites (`static LPINT f(void)`). */
static int storage_word(const struct match_ctok *k)
{
	return match_ctok_is(k, "static") || match_ctok_is(k, "extern") ||
	       match_ctok_is(k, "inline") || match_ctok_is(k, "register") ||
	       match_ctok_is(k, "__inline") || match_ctok_is(k, "__inline__");
}

/* specifiers -> { storage | qualifier | type word | tag | typedef name
 *               | typeof | annotation }; an unknown name followed by a
 * name or '*' is taken for a typedef name. */
void cp_specifiers(struct match_creader *P, struct cp_spec *sp, int must)
{
	char buf[256];
	size_t n = 0;
	uint32_t j = P->i, words = 0;

	buf[0] = 0;
	memset(sp, 0, sizeof(*sp));
	sp->must = must;
	while (specifier(P, sp, buf, &n, sizeof(buf)))
		for (; j < P->i; j++)	/* the type: one token, last */
			if (!storage_word(&P->t.v[j]))
				words++, sp->one_tok = j + 1;
	if (words != 1 || sp->one_tok != P->i || !sp->has_type ||
	    sp->is_typedef || sp->is_const)
		sp->one_tok = 0;
	if (sp->is_const && n && n + 7 < sizeof(buf)) {	/* "const int" */
		memmove(buf + 6, buf, n + 1);
		memcpy(buf, "const ", 6);
		n += 6;
	}
	sp->base = cp_str(P, buf, n);
}

static const char *with_stars(struct match_creader *P, const char *base,
			      int stars)
{
	char buf[512];
	int n = snprintf(buf, sizeof(buf), "%s%s%.*s", base,
			 stars && *base ? " " : "", stars > 16 ? 16 : stars,
			 "****************");

	return cp_str(P, buf, n < (int)sizeof(buf) ? (size_t)n : sizeof(buf) - 1);
}

/* A star or a pointer's qualifier into P->ptr_text. */
static void ptr_word(struct match_creader *P, const char *w)
{
	size_t n = strlen(w);

	if (P->ptr_len + n + 2 >= sizeof(P->ptr_text))
		return;
	if (P->ptr_len)
		P->ptr_text[P->ptr_len++] = ' ';
	memcpy(P->ptr_text + P->ptr_len, w, n + 1);
	P->ptr_len += n;
}

/* pointer -> { '*' { qualifier | annotation } }; a const or volatile
 * after a star is noted (P->ptr_qual, P->ptr_text). */
static int pointer(struct match_creader *P)
{
	int stars = 0;

	for (;;) {
		if (cp_accept(P, "*"))
			stars++, ptr_word(P, "*");
		else if (stars && (cp_is(P, "const") || cp_is(P, "volatile")))
			P->ptr_qual = 1,
			ptr_word(P, cp_is(P, "const") ? "const" : "volatile"),
			cp_take(P);
		else if (word_in(qual_words, cp_tok(P, 0)))
			cp_take(P);
		else if (!skip_attrs(P))
			return stars;
	}
}

/* An array's type: the element's, then the brackets as written
 * ("char [2]", "char *[]", "int [N + 1][2]") */
static const char *array_type(struct match_creader *P, const char *elem,
			      const char *dims)
{
	char buf[512];
	size_t n = strlen(elem);
	int k = snprintf(buf, sizeof(buf), "%s%s%s", elem,
			 n && elem[n - 1] == '*' ? "" : " ", dims);

	return cp_str(P, buf, k < (int)sizeof(buf) ? (size_t)k : sizeof(buf) - 1);
}

/* Array and function suffixes; *is_fn when the first is a function's. */
static void suffixes(struct match_creader *P, int *is_fn, int *array)
{
	int any = 0;

	while (cp_is(P, "[") || cp_is(P, "(")) {
		if (cp_is(P, "("))
			*is_fn = !any ? 1 : *is_fn;
		else
			++*array;
		any = 1;
		cp_skip_group(P);
	}
}

/* declarator -> pointer [ ID | '(' declarator ')' ] suffixes annotations
 * (abstract when there is no name: *name stays UINT32_MAX). */
const char *cp_declarator(struct match_creader *P, const char *base,
			  uint32_t *name, int *is_fn)
{
	uint32_t first = P->i, suffix;
	int stars, grouped = 0, array = 0, fn = 0;
	const char *dims;

	cp_enter(P);
	*name = UINT32_MAX;
	stars = pointer(P);
	if (cp_tok(P, 0)->kind == MATCH_CT_ID && !cp_keyword(cp_tok(P, 0))) {
		*name = P->i;
		cp_take(P);
	} else if (cp_is(P, "(") && (cp_is_at(P, 1, "*") || cp_is_at(P, 1, "^") ||
				     cp_is_at(P, 1, "(") || cp_attr_word(P, 1))) {
		int inner_fn;

		cp_take(P);
		cp_declarator(P, "", name, &inner_fn);
		cp_expect(P, ")");
		grouped = 1;
	}
	suffix = P->i;
	suffixes(P, &fn, &array);
	dims = array ? cp_text(P, suffix, P->i, UINT32_MAX) : "";
	if (is_fn)
		*is_fn = fn && !grouped;
	suffix = P->i;
	if (skip_attrs(P)) {	/* `p __free(kfree)` */
		P->decl_attr = 1;
		P->dattr_from = suffix;
		P->dattr_to = P->i;
	}
	P->depth--;
	if (grouped || fn) {
		const char *t = cp_text(P, first, P->i, *name);
		char buf[512];
		int n = snprintf(buf, sizeof(buf), "%s %s", base, t);

		return cp_str(P, buf, n < (int)sizeof(buf) ? (size_t)n : sizeof(buf) - 1);
	}
	if (array)
		return array_type(P, with_stars(P, base, stars), dims);
	return with_stars(P, base, stars);
}

/* type-name -> specifiers abstract-declarator */
const char *cp_type_name(struct match_creader *P)
{
	struct cp_spec sp;
	uint32_t name;
	const char *t;

	cp_specifiers(P, &sp, 1);
	P->tname = cp_tword(P, &sp);
	if (!sp.has_type && !*sp.base)
		cp_fail(P, "expected a type");
	t = cp_declarator(P, sp.base, &name, NULL);
	if (name != UINT32_MAX)
		cp_fail(P, "expected a type, not a declaration");
	return t;
}

/* What a file-level declaration (after its specifiers) declares, up to
 * its ';': typedef names, globals with their types.  Initializers are
 * skipped. */
void cp_file_decl(struct match_creader *P, const struct cp_spec *sp)
{
	do {
		uint32_t name;
		int fn;
		const char *t = cp_declarator(P, sp->base, &name, &fn);
		const struct match_ctok *k = name != UINT32_MAX ? &P->t.v[name] : NULL;

		if (k && sp->is_typedef)
			cp_add(&P->typedefs, k->s, k->len, t, 0);
		else if (k && !fn)
			cp_add(&P->globals, k->s, k->len, t, 0);
		if (cp_accept(P, "="))
			cp_skip_until(P, ",", ";");
	} while (cp_accept(P, ","));
	cp_expect(P, ";");
}

/* ---- field types ---- */

/* Adds the fields of one member declaration of struct or union tag
 * (read from P->i up to its ';') to P->fields as "tag.name". */
static void member_types(struct match_creader *P, void *arg)
{
	const char *tag = arg;
	struct cp_spec sp;
	char key[256];
	uint32_t name;
	int fn, n;

	cp_specifiers(P, &sp, 1);
	do {
		const char *t = cp_declarator(P, sp.base, &name, &fn);

		if (name == UINT32_MAX || fn || cp_is(P, ":"))
			cp_fail(P, "no plain field");
		n = snprintf(key, sizeof(key), "%s.%.*s", tag,
			     (int)P->t.v[name].len, P->t.v[name].s);
		if (n > 0 && (size_t)n < sizeof(key))
			cp_add(&P->fields, cp_str(P, key, (size_t)n),
			       (uint32_t)n, t, 0);
	} while (cp_accept(P, ","));
	cp_expect(P, ";");
}

/* The members of the definition whose '{' is token open, tag "struct s". */
static void tag_members(struct match_creader *P, uint32_t open,
			const char *tag)
{
	uint32_t depth;

	P->i = open + 1;
	while (cp_tok(P, 0)->kind != MATCH_CT_EOF && !cp_is(P, "}")) {
		if (!cp_try(P, member_types, (void *)tag))
			continue;
		for (depth = 0; cp_tok(P, 0)->kind != MATCH_CT_EOF; cp_take(P)) {
			if (cp_is(P, "{") || cp_is(P, "(") || cp_is(P, "["))
				depth++;
			else if ((cp_is(P, "}") || cp_is(P, ")") ||
				  cp_is(P, "]")) && !depth--)
				return;	/* the definition's '}' */
			else if (!depth && cp_is(P, ";")) {
				cp_take(P);
				break;
			}
		}
	}
}

/* Reads the fields of the file's top-level struct and union definitions
 * with a tag, once; the reader's place and view are left as they were. */
static void read_fields(struct match_creader *P)
{
	struct match_view *v = P->v;
	uint32_t i = P->i, depth = 0, j;
	/* what a declarator leaves for the declaration being read */
	int ptr_qual = P->ptr_qual, decl_attr = P->decl_attr;
	uint32_t dattr_from = P->dattr_from, dattr_to = P->dattr_to;
	size_t ptr_len = P->ptr_len;
	struct match_tword tname = P->tname;
	uint32_t msg_line = P->msg_line, msg_col = P->msg_col;
	char ptr_text[sizeof(P->ptr_text)], msg[sizeof(P->msg)], tag[128];

	memcpy(ptr_text, P->ptr_text, sizeof(ptr_text));
	memcpy(msg, P->msg, sizeof(msg));

	P->fields_read = 1;
	P->v = NULL;	/* the strings outlive the views */
	for (j = 0; j + 2 < P->t.n; j++) {
		const struct match_ctok *k = &P->t.v[j];

		if (match_ctok_is(k, "{"))
			depth++;
		else if (match_ctok_is(k, "}") && depth)
			depth--;
		else if (!depth && (match_ctok_is(k, "struct") ||
				    match_ctok_is(k, "union")) &&
			 P->t.v[j + 1].kind == MATCH_CT_ID &&
			 match_ctok_is(&P->t.v[j + 2], "{") &&
			 k[1].len < 100) {
			snprintf(tag, sizeof(tag), "%.*s %.*s", (int)k->len,
				 k->s, (int)k[1].len, k[1].s);
			tag_members(P, j + 2, cp_str(P, tag, strlen(tag)));
		}
	}
	P->v = v;
	P->i = i;
	P->ptr_qual = ptr_qual;
	P->decl_attr = decl_attr;
	P->dattr_from = dattr_from;
	P->dattr_to = dattr_to;
	P->ptr_len = ptr_len;
	P->tname = tname;
	memcpy(P->ptr_text, ptr_text, sizeof(ptr_text));
	memcpy(P->msg, msg, sizeof(msg));
	P->msg_line = msg_line;
	P->msg_col = msg_col;
}

const char *cp_field_type(struct match_creader *P, const char *base,
			  int arrow, const struct match_ctok *f)
{
	struct match_ctok key;
	const struct cp_name *d;
	char buf[256];
	size_t n = base ? strlen(base) : 0;
	int is_const = 0;

	if (arrow) {	/* "struct s *": what it points to */
		if (!n || base[n - 1] != '*')
			return NULL;
		for (n--; n && base[n - 1] == ' '; n--)
			;
	}
	if (n > 6 && !strncmp(base, "const ", 6))
		base += 6, n -= 6, is_const = 1;
	if (!n || memchr(base, '*', n) || memchr(base, '[', n) ||
	    memchr(base, '(', n) || n + f->len + 2 >= sizeof(buf))
		return NULL;
	if (!memchr(base, ' ', n)) {	/* a typedef name: its type */
		if (is_const)
			return NULL;
		key.s = base;
		key.len = (uint32_t)n;
		if (!(d = cp_find(&P->typedefs, &key)) || !d->type)
			return NULL;
		return strchr(d->type, ' ') && !strchr(d->type, '*') ?
		       cp_field_type(P, d->type, 0, f) : NULL;
	}
	if (!P->fields_read)
		read_fields(P);
	snprintf(buf, sizeof(buf), "%.*s.%.*s", (int)n, base, (int)f->len, f->s);
	key.s = buf;
	key.len = (uint32_t)strlen(buf);
	if (!(d = cp_find(&P->fields, &key)) || !d->type)
		return NULL;
	if (!is_const || !strncmp(d->type, "const ", 6))	/* the view's */
		return cp_str(P, d->type, strlen(d->type));
	if (strchr(d->type, '*') || strchr(d->type, '('))
		return NULL;	/* `T *const`: no string says it */
	snprintf(buf, sizeof(buf), "const %s", d->type);
	return cp_str(P, buf, strlen(buf));
}
