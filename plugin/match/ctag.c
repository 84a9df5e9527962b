/* ctag.c - struct, union and enum definitions and typedefs at the top
 * level, for the top-level view (docs/matcher.md, "Top level"): a
 * definition is read as a match_tagdef, its fields or enumerators in
 * order, which the matcher takes as a sequence (atom.c, mtagdef).  What
 * does not read exactly gives no definition; a field that is more than
 * `T x[N]...;` is kept as an odd one (only `...` takes it). */
#include <string.h>
#include "cparse.h"
#include "cview.h"
#include "view.h"

#define CT_MAX_FIELDS 1024

static int is_tag_word(const struct match_ctok *k)
{
	return match_ctok_is(k, "struct") || match_ctok_is(k, "union") ||
	       match_ctok_is(k, "enum");
}

/* Is a tag body next: `struct [attrs] [NAME] [attrs] {`? */
static int tag_body_next(struct match_creader *P)
{
	uint32_t j = 1;

	if (!is_tag_word(cp_tok(P, 0)))
		return 0;
	while (cp_attr_word(P, j) == 1)
		j++;
	if (cp_tok(P, j)->kind == MATCH_CT_ID && !cp_keyword(cp_tok(P, j)) &&
	    !cp_attr_word(P, j))
		j++;
	return cp_is_at(P, j, "{");
}

/* An ID expression for token k. */
static struct match_expr *name_expr(struct match_creader *P, uint32_t k,
				    const char *type)
{
	const struct match_ctok *t = &P->t.v[k];
	struct match_range r = { P->file, t->line, t->col, t->end_line,
				 t->end_col };
	struct match_expr *e = match_expr_new(P->v, MATCH_E_ID, 0, r);

	e->str = cp_str(P, t->s, t->len);
	e->type = type ? type : "";
	e->flags |= MATCH_EF_GLOBAL;
	return e;
}

/* Does the field from the cursor to its ';' hold what makes it odd: a
 * ',' or ':' or '(' outside brackets, an attribute, a '{'? */
static int odd_field(struct match_creader *P)
{
	uint32_t j, depth = 0;

	for (j = 0;; j++) {
		const struct match_ctok *k = cp_tok(P, j);

		if (k->kind == MATCH_CT_EOF)
			cp_fail(P, "no ';' after a field");
		if (!depth && match_ctok_is(k, ";"))
			return 0;
		if (match_ctok_is(k, "{") || match_ctok_is(k, "}") ||
		    (!depth && (match_ctok_is(k, ",") || match_ctok_is(k, ":") ||
				match_ctok_is(k, "("))) ||
		    cp_attr_word(P, j) || k->kind == MATCH_CT_PP)
			return 1;
		if (match_ctok_is(k, "["))
			depth++;
		else if (match_ctok_is(k, "]") && depth)
			depth--;
	}
}

/* Skips to past the next ';' outside brackets. */
static void skip_field(struct match_creader *P)
{
	int depth = 0;

	for (;;) {
		const struct match_ctok *k = cp_tok(P, 0);

		if (k->kind == MATCH_CT_EOF)
			cp_fail(P, "no ';' after a field");
		if (!depth && match_ctok_is(k, ";"))
			break;
		if (match_ctok_is(k, "(") || match_ctok_is(k, "[") ||
		    match_ctok_is(k, "{"))
			depth++;
		else if (match_ctok_is(k, ")") || match_ctok_is(k, "]") ||
			 match_ctok_is(k, "}"))
			depth--;
		cp_take(P);
	}
	cp_take(P);
}

/* The array sizes after a field's name: `[N]`... */
static void read_dims(struct match_creader *P, struct match_field *f)
{
	struct match_expr *d[16];

	f->ndims = 0;
	while (cp_accept(P, "[")) {
		if (f->ndims == 16)
			cp_fail(P, "too many array sizes");
		d[f->ndims] = cp_is(P, "]") ? NULL : cp_expr(P);
		if (d[f->ndims])
			match_expr_finish(d[f->ndims]);
		f->ndims++;
		cp_expect(P, "]");
	}
	if (f->ndims) {
		f->dims = smpl_arena_alloc(&P->v->arena,
					   f->ndims * sizeof(*f->dims));
		memcpy(f->dims, d, f->ndims * sizeof(*d));
	}
}

/* "struct foo" with n stars */
static const char *starred(struct match_creader *P, const char *base, int n)
{
	char buf[300];
	int k = snprintf(buf, sizeof(buf), "%s%s%.*s", base, n ? " " : "",
			 n > 16 ? 16 : n, "****************");

	return cp_str(P, buf, k < (int)sizeof(buf) ? (size_t)k
						   : sizeof(buf) - 1);
}

static const struct match_tagdef *tag_def(struct match_creader *P);

/* The type a definition at token kw names: "struct foo", "union" (no
 * tag), with n stars. */
static const char *tag_type(struct match_creader *P, uint32_t kw,
			    const struct match_tagdef *d, int n)
{
	const struct match_ctok *k = &P->t.v[kw];
	char buf[200];
	int len = snprintf(buf, sizeof(buf), "%.*s%s%s", (int)k->len, k->s,
			   d->name ? " " : "", d->name ? d->name : "");

	return starred(P, cp_str(P, buf, len < (int)sizeof(buf) ? (size_t)len
							       : sizeof(buf) - 1), n);
}

/* A field: `T *x[N];`, `T;`, `struct { ... } x;`, or an odd one. */
static void field(struct match_creader *P, struct match_field *f)
{
	uint32_t first = P->i;
	int stars = 0, at;

	memset(f, 0, sizeof(*f));
	if (tag_body_next(P)) {
		f->def = tag_def(P);
		f->type = tag_type(P, first, f->def, 0);
	} else if (odd_field(P)) {
		skip_field(P);
		f->odd = 1;
		f->range = cp_span(P, first);
		return;
	} else {
		struct cp_spec sp;

		cp_specifiers(P, &sp, 1);
		if (!sp.has_type || sp.is_typedef)
			cp_fail(P, "expected a field's type");
		while (cp_accept(P, "*"))
			stars++;
		f->type = starred(P, sp.base, stars);
		if (sp.storage)
			f->odd = 1;
	}
	if (cp_tok(P, 0)->kind == MATCH_CT_ID && !cp_keyword(cp_tok(P, 0))) {
		f->name = name_expr(P, P->i, f->type);
		cp_take(P);
		match_expr_finish(f->name);
	}
	read_dims(P, f);
	while ((at = cp_attr_word(P, 0))) {	/* `} regs[0] __packed;` */
		cp_take(P);
		if (at == 2)
			cp_skip_group(P);
		f->odd = 1;
	}
	cp_expect(P, ";");
	f->range = cp_span(P, first);
	/* `tc_gen;`: a macro's use or a typedef unknown here; spatch reads
	 * no such definition */
	if (!f->name && !f->def && P->i == first + 2 &&
	    !cp_keyword(&P->t.v[first]) && !cp_is_typedef(P, &P->t.v[first]))
		cp_fail(P, "a name alone among the fields");
}

/* An enumerator: NAME [= value], and the ',' after it. */
static void enumerator(struct match_creader *P, struct match_field *f)
{
	uint32_t first = P->i;

	memset(f, 0, sizeof(*f));
	if (cp_tok(P, 0)->kind != MATCH_CT_ID || cp_keyword(cp_tok(P, 0)))
		cp_fail(P, "expected an enumerator");
	f->name = name_expr(P, P->i, "int");
	cp_take(P);
	match_expr_finish(f->name);
	if (cp_accept(P, "=")) {
		f->value = cp_assign(P);
		match_expr_finish(f->value);
	}
	f->range = cp_span(P, first);
	f->type = "int";
	if (cp_is(P, ",")) {
		f->comma_col = cp_tok(P, 0)->line == f->range.end_line ?
			       cp_tok(P, 0)->col : 0;
		cp_take(P);
		if (f->comma_col && cp_tok(P, 0)->line == f->range.end_line &&
		    cp_tok(P, 0)->kind != MATCH_CT_EOF)
			f->next_col = cp_tok(P, 0)->col;
	}
	else if (!cp_is(P, "}"))
		cp_fail(P, "expected ',' or '}' after an enumerator");
	else if (cp_tok(P, 0)->line == f->range.end_line && first &&
		 P->t.v[first - 1].end_line < f->range.line)
		f->alone_col = cp_tok(P, 0)->col;
}

/* Is there a directive line (`#define`, `#ifdef`) between the token
 * before the cursor and the cursor?  (The reader's tokens have none.) */
static int directive_before(struct match_creader *P)
{
	const struct match_ctok *prev = &P->t.v[P->i - 1], *cur = cp_tok(P, 0);
	const char *s = prev->s + prev->len, *e = cur->s, *q;

	if (!prev->s || !e || e < s)
		return 0;
	for (; s < e; s++) {
		if (*s != '\n')
			continue;
		for (q = s + 1; q < e && (*q == ' ' || *q == '\t'); q++)
			;
		if (q < e && *q == '#')
			return 1;
	}
	return 0;
}

static struct match_range tok_range(struct match_creader *P, uint32_t k)
{
	const struct match_ctok *t = &P->t.v[k];
	struct match_range r = { P->file, t->line, t->col, t->end_line,
				 t->end_col };
	return r;
}

/* tag-def -> (struct | union | enum) [attrs] [NAME] [attrs] '{' members
 * '}' */
static const struct match_tagdef *tag_def(struct match_creader *P)
{
	struct match_tagdef *d = smpl_arena_alloc(&P->v->arena, sizeof(*d));
	struct match_field *v = NULL;
	uint32_t cap = 0, last_dir = UINT32_MAX;
	const struct match_ctok *k;

	cp_enter(P);
	memset(d, 0, sizeof(*d));
	k = cp_tok(P, 0);
	d->tag = match_ctok_is(k, "struct") ? SMPL_TAG_STRUCT :
		 match_ctok_is(k, "union") ? SMPL_TAG_UNION : SMPL_TAG_ENUM;
	d->kw = tok_range(P, P->i);
	cp_take(P);
	while (cp_attr_word(P, 0) == 1)
		cp_take(P);
	if (!cp_is(P, "{")) {
		d->tagid = name_expr(P, P->i, "");
		match_expr_finish(d->tagid);
		k = cp_take(P);
		d->name = cp_str(P, k->s, k->len);
	}
	while (cp_attr_word(P, 0) == 1)
		cp_take(P);
	d->lbrace = tok_range(P, P->i);
	cp_expect(P, "{");
	for (;;) {
		int dir = P->i != last_dir && directive_before(P);

		if (!dir && cp_is(P, "}"))
			break;
		if (d->nfields == CT_MAX_FIELDS)
			cp_fail(P, "too many fields");
		if (d->nfields == cap) {	/* in the arena: a failure
						   frees nothing */
			struct match_field *w;

			cap = cap ? cap * 2 : 16;
			w = smpl_arena_alloc(&P->v->arena, cap * sizeof(*w));
			if (d->nfields)
				memcpy(w, v, d->nfields * sizeof(*w));
			v = w;
		}
		if (dir) {	/* a member that only `...` takes, as
				   spatch's: `#define rt0_type ...` last */
			memset(&v[d->nfields], 0, sizeof(*v));
			v[d->nfields++].odd = 1;
			last_dir = P->i;	/* once before this token */
			continue;
		}
		if (d->tag == SMPL_TAG_ENUM)
			enumerator(P, &v[d->nfields++]);
		else
			field(P, &v[d->nfields++]);
	}
	d->rbrace = tok_range(P, P->i);
	cp_take(P);
	d->fields = v;
	P->depth--;
	return d;
}

/* Are the declarators from the cursor to the ';' all `*... NAME [N]...`
 * (plain stars, no qualifier, initializer or function)? */
static int plain_declarators(struct match_creader *P)
{
	uint32_t j = 0;

	for (;;) {
		while (cp_is_at(P, j, "*"))
			j++;
		if (cp_tok(P, j)->kind != MATCH_CT_ID || cp_keyword(cp_tok(P, j)))
			return 0;
		j++;
		while (cp_is_at(P, j, "[")) {	/* to its ']' */
			uint32_t depth = 0;

			do {
				const struct match_ctok *k = cp_tok(P, j++);

				if (k->kind == MATCH_CT_EOF || match_ctok_is(k, ";") ||
				    match_ctok_is(k, "{"))
					return 0;
				if (match_ctok_is(k, "["))
					depth++;
				else if (match_ctok_is(k, "]"))
					depth--;
			} while (depth);
		}
		if (cp_is_at(P, j, ";"))
			return 1;
		if (!cp_is_at(P, j, ","))
			return 0;
		j++;
	}
}

/* The plain declarators after a definition (plain_declarators), base
 * its type ("struct s"): each an ID whose type cp_declarator writes
 * ("struct s *", "struct s [2]"), into out->vars; multi when several. */
static void def_declarators(struct match_creader *P, struct cp_top_def *out,
			    const char *base)
{
	struct match_expr *v[64];
	struct match_range r[64];
	uint32_t n = 0, name, start;
	int fn;

	do {
		const char *t;

		if (n == 64)
			cp_fail(P, "too many declarators");
		start = P->i;
		t = cp_declarator(P, base, &name, &fn);
		if (name == UINT32_MAX || fn)
			cp_fail(P, "expected a declarator");
		r[n] = cp_span(P, start);
		v[n++] = name_expr(P, name, t);
	} while (cp_accept(P, ","));
	cp_expect(P, ";");
	out->vars = smpl_arena_alloc(&P->v->arena, n * sizeof(*v));
	memcpy(out->vars, v, n * sizeof(*v));
	out->dcls = smpl_arena_alloc(&P->v->arena, n * sizeof(*r));
	memcpy(out->dcls, r, n * sizeof(*r));
	out->nvars = n;
	out->var = v[0];
	out->multi = n > 1;
}

/* The declaration at the cursor, to its ';': a definition, with
 * declarators after it, or a typedef. */
void cp_top_def(struct match_creader *P, struct cp_top_def *out)
{
	memset(out, 0, sizeof(*out));
	out->is_typedef = cp_accept(P, "typedef");
	if (tag_body_next(P)) {
		uint32_t first = P->i, name, decl;
		int stars = 0;

		int at;

		out->def = tag_def(P);
		while ((at = cp_attr_word(P, 0))) {	/* `} __packed;` */
			cp_take(P);
			if (at == 2)
				cp_skip_group(P);
		}
		if (cp_accept(P, ";"))
			return;
		decl = P->i;
		while (cp_accept(P, "*"))
			stars++;
		if (cp_tok(P, 0)->kind == MATCH_CT_ID &&
		    !cp_keyword(cp_tok(P, 0)) && cp_is_at(P, 1, ";")) {
			name = P->i;
			out->var = name_expr(P, name, tag_type(P, first,
							       out->def,
							       stars));
			cp_take(P);
			out->dcls = smpl_arena_alloc(&P->v->arena,
						     sizeof(*out->dcls));
			out->dcls[0] = cp_span(P, decl);	/* `*x` */
			cp_take(P);
			return;
		}
		if (out->is_typedef)
			cp_fail(P, "a typedef of several names");
		P->i = decl;
		if (plain_declarators(P)) {	/* `} x, *y[2];` */
			def_declarators(P, out, tag_type(P, first, out->def, 0));
			return;
		}
		out->multi = 1;	/* `} (*f)(int), b;`: no names */
		while (!cp_is(P, ";") && cp_tok(P, 0)->kind != MATCH_CT_EOF) {
			if (cp_is(P, "=") || cp_is(P, "{") || cp_is(P, "("))
				cp_fail(P, "declarators with initializers");
			cp_take(P);
		}
		cp_expect(P, ";");
	} else if (out->is_typedef) {
		struct cp_spec sp;
		uint32_t name;
		int fn;
		const char *t;

		cp_specifiers(P, &sp, 1);
		if (!sp.has_type)
			cp_fail(P, "expected a type");
		t = cp_declarator(P, sp.base, &name, &fn);
		if (name == UINT32_MAX || fn)
			cp_fail(P, "expected a typedef's name");
		out->var = name_expr(P, name, t);
		cp_expect(P, ";");
	} else {
		cp_fail(P, "no definition");
	}
}

/* Do tokens first..end (past a ';') begin a definition or a typedef
 * (cheap: the words alone)? */
int cp_top_def_at(struct match_creader *P, uint32_t first, uint32_t end)
{
	uint32_t j;

	if (end <= first || !match_ctok_is(&P->t.v[end - 1], ";"))
		return 0;
	if (match_ctok_is(&P->t.v[first], "typedef"))
		return 1;
	if (!is_tag_word(&P->t.v[first]))
		return 0;
	for (j = first + 1; j < end && j < first + 8; j++)
		if (match_ctok_is(&P->t.v[j], "{"))
			return 1;
	return 0;
}
