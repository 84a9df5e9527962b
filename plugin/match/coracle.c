/* coracle.c - what the C reader asks about names and lines: the
 * oracle's answers (struct match_oracle), or the reader's own guesses
 * where the oracle gives none.  The guesses: `#define NAME(` and
 * `#define NAME` lines seen so far make NAME a function-like or
 * object-like macro (`#undef` ends it); typedefs are those the text
 * declares and the usual ones of C and the kernel (size_t, u32, gfp_t);
 * the active lines are all but an `#if 0` group and the `#elif`/`#else`
 * groups after a group already taken (one configuration, so that
 * braces stay balanced).  Directives are dropped from the tokens the
 * parser sees, and so are the tokens of inactive lines. */
#include <stdlib.h>
#include <string.h>
#include "cparse.h"

#define MAX_IF 64		/* nested #if groups the guess follows */

static const char *const builtin_typedefs[] = {
	"size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t",
	"int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t",
	"uint32_t", "uint64_t", "intmax_t", "uintmax_t", "wchar_t",
	"va_list", "__builtin_va_list", "FILE", "off_t", "pid_t", "bool",
	"u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64",
	"__u8", "__u16", "__u32", "__u64", "__s8", "__s16", "__s32", "__s64",
	"__le16", "__le32", "__le64", "__be16", "__be32", "__be64",
	"gfp_t", "dma_addr_t", "phys_addr_t", "resource_size_t",
	"irqreturn_t", "loff_t", "umode_t", "atomic_t", "atomic64_t",
	"atomic_long_t", "refcount_t", "spinlock_t", "raw_spinlock_t",
	"rwlock_t", "ktime_t", "time64_t", "sector_t", "blk_status_t",
	"fmode_t", "dev_t", "uid_t", "gid_t", "__poll_t", "vm_fault_t",
	"wait_queue_head_t", "cpumask_t", "pgoff_t", "uint", "ulong",
	"ushort", "u_char", "u_int", "u_long", "uint8", "__wsum", "__sum16",
	"pm_message_t", "netdev_tx_t", "seqcount_t", "seqlock_t",
	"kuid_t", "kgid_t", "cpumask_var_t", "nodemask_t", "irq_hw_number_t",
	"acpi_status", "acpi_handle", "acpi_size", "efi_status_t", NULL
};

/* Annotations: macros of the kernel's headers that expand to nothing
 * or to attributes; skipped where a declaration allows them (with
 * their parenthesized arguments, if any). */
static const char *const attr_words[] = {
	"__attribute__", "__attribute", "__declspec", "_Alignas", "__asm__",
	"__asm", "asm", "__user", "__iomem", "__rcu", "__force", "__percpu",
	"__must_check", "__init", "__exit", "__maybe_unused",
	"__always_unused", "__packed", "__cold", "__hot", "__initdata",
	"__initconst", "__exitdata", "__refdata", "__ro_after_init",
	"__read_mostly", "__always_inline", "noinline", "notrace", "__weak",
	"__visible", "__noreturn", "asmlinkage", "__latent_entropy",
	"__nocast", "__bitwise", "__private", "__kernel", "__safe",
	"__deprecated", "__used", "__unused", "__aligned", "__printf",
	"__scanf", "__section", "__alloc_size", "__acquires", "__releases",
	"__must_hold", "__malloc", "__pure", "__attribute_const__",
	"__noclone", "__nocfi", "__flatten", "__counted_by", "__nonstring",
	"__randomize_layout", "__no_randomize_layout", "__cacheline_aligned",
	"____cacheline_aligned", "__cacheline_aligned_in_smp",
	"____cacheline_aligned_in_smp", "__devinit", "__devexit",
	"__devinitdata", "__initdata_or_module", "__init_or_module",
	"__meminit", "__cpuinit", "__ref", "__sched", "__noinline",
	"__no_sanitize_address", "noinstr", "__naked", "__always_used",
	"__must_be_checked", "__iomem_ptr", "__free", "__cleanup",
	"__designated_init", "__overloadable", "__alias", "__inline",
	"__inline__", "__restrict", "__restrict__", "__const", "__const__",
	"__volatile__", "__volatile", "__extension__", "__thread",
	"_Thread_local", "_Noreturn", "__gnu_inline", "__bpf_kfunc", NULL
};

static const char *const keywords[] = {
	"auto", "break", "case", "char", "const", "continue", "default",
	"do", "double", "else", "enum", "extern", "float", "for", "goto",
	"if", "inline", "int", "long", "register", "restrict", "return",
	"short", "signed", "sizeof", "static", "struct", "switch",
	"typedef", "union", "unsigned", "void", "volatile", "while",
	"_Bool", "_Complex", "_Static_assert", "typeof", "__typeof__",
	"__typeof", NULL
};

static int in_list(const char *const *list, const struct match_ctok *k)
{
	int i;

	if (k->kind != MATCH_CT_ID)
		return 0;
	for (i = 0; list[i]; i++)
		if (list[i][0] == k->s[0] && strlen(list[i]) == k->len &&
		    !memcmp(list[i], k->s, k->len))
			return 1;
	return 0;
}

int cp_keyword(const struct match_ctok *k)
{
	return in_list(keywords, k);
}

/* ---- directives ---- */

/* The directive's name and the text after it. */
static const char *directive(const struct match_ctok *k, const char **rest,
			     size_t *n)
{
	const char *p = k->s + 1, *end = k->s + k->len, *w;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	w = p;
	while (p < end && ((*p >= 'a' && *p <= 'z') || *p == '_'))
		p++;
	*n = (size_t)(p - w);
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	*rest = p;
	return w;
}

static int word_is(const char *w, size_t n, const char *s)
{
	return n == strlen(s) && !memcmp(w, s, n);
}

/* #define NAME( is function-like: no blank before the parenthesis. */
static void define(struct match_creader *P, const struct match_ctok *k,
		   const char *p, int undef)
{
	const char *end = k->s + k->len, *name = p;

	while (p < end && (*p == '_' || (*p >= 'a' && *p <= 'z') ||
			   (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
		p++;
	if (p == name)
		return;
	cp_add(&P->macros, name, (uint32_t)(p - name), NULL, 0);
	P->macros.v[P->macros.n - 1].line = k->line;
	P->macros.v[P->macros.n - 1].kind =
		undef ? 0 : (p < end && *p == '(') ? 2 : 1;
}

/* An #if whose condition is the constant 0. */
static int if_zero(const char *p, const char *end)
{
	if (p >= end || *p != '0')
		return 0;
	for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	return p == end || *p == '/' || *p == '\n' || *p == '\r';
}

/* The guess's #if stack: per level, 0 a group is being taken, 1 none
 * yet (after #if 0), 2 one was (or the level is inside an inactive
 * one). */
struct ifs { uint8_t v[MAX_IF]; uint32_t n, deep; };

static int ifs_active(const struct ifs *s)
{
	uint32_t i;

	if (s->deep)
		return 0;
	for (i = 0; i < s->n; i++)
		if (s->v[i])
			return 0;
	return 1;
}

static void conditional(struct ifs *s, const char *w, size_t n,
			const char *rest, const char *end)
{
	int zero = if_zero(rest, end);

	if (word_is(w, n, "if") || word_is(w, n, "ifdef") ||
	    word_is(w, n, "ifndef")) {
		int st = !ifs_active(s) ? 2 : (zero && word_is(w, n, "if"));

		if (s->n == MAX_IF)
			s->deep++;
		else
			s->v[s->n++] = (uint8_t)st;
	} else if (word_is(w, n, "endif")) {
		if (s->deep)
			s->deep--;
		else if (s->n)
			s->n--;
	} else if (s->n && !s->deep && (word_is(w, n, "elif") ||
					word_is(w, n, "else"))) {
		uint8_t *st = &s->v[s->n - 1];

		if (*st == 0)
			*st = 2;
		else if (*st == 1 && !(zero && word_is(w, n, "elif")))
			*st = 0;
	}
}

/* The tokens the parser reads: no directive, no inactive line.  The
 * guess registers macros from the active #defines; the #include and
 * #define lines compiled (the oracle's, else those of active groups)
 * are kept apart for the top level. */
void cp_filter(struct match_creader *P, const struct match_ctoks *raw)
{
	struct ifs s = { { 0 }, 0, 0 };
	uint32_t i;

	memset(&P->t, 0, sizeof(P->t));
	for (i = 0; i < raw->n; i++) {
		const struct match_ctok *k = &raw->v[i];
		const char *w, *rest;
		size_t n;

		if (k->kind == MATCH_CT_EOF) {
			match_ctok_push(&P->t, k);
		} else if (k->kind == MATCH_CT_PP) {
			w = directive(k, &rest, &n);
			conditional(&s, w, n, rest, k->s + k->len);
			if ((word_is(w, n, "include") ||
			     word_is(w, n, "define")) &&
			    (P->o.directive_at ?
			     P->o.directive_at(P->o.ctx, k->line) :
			     ifs_active(&s)))
				match_ctok_push(&P->dirs, k);
			if ((word_is(w, n, "define") || word_is(w, n, "undef")) &&
			    (P->o.line_active ? P->o.line_active(P->o.ctx, k->line)
					      : ifs_active(&s)))
				define(P, k, rest, word_is(w, n, "undef"));
		} else if (P->o.line_active ? P->o.line_active(P->o.ctx, k->line)
					    : ifs_active(&s)) {
			match_ctok_push(&P->t, k);
		}
	}
}

/* ---- questions ---- */

int cp_is_typedef(struct match_creader *P, const struct match_ctok *k)
{
	if (k->kind != MATCH_CT_ID || cp_keyword(k))
		return 0;
	if (cp_find(&P->typedefs, k))
		return 1;
	if (P->o.is_typedef)
		return P->o.is_typedef(P->o.ctx, k->s, k->len);
	return in_list(builtin_typedefs, k);
}

/* 0 no macro, 1 object-like, 2 function-like. */
int cp_macro(struct match_creader *P, const struct match_ctok *k)
{
	uint32_t n;

	if (k->kind != MATCH_CT_ID)
		return 0;
	if (P->o.macro_at)
		return P->o.macro_at(P->o.ctx, k->line, k->col);
	for (n = P->macros.n; n--;) {
		const struct cp_name *m = &P->macros.v[n];

		if (m->len == k->len && m->line < k->line &&
		    !memcmp(m->s, k->s, k->len))
			return m->kind;
	}
	return 0;
}

/* The token `ahead` is an annotation where a declaration allows one: 1
 * a word, 2 a word with its parenthesized arguments.  A macro that the
 * oracle knows, spelled __x, counts too. */
int cp_attr_word(struct match_creader *P, uint32_t ahead)
{
	const struct match_ctok *k = cp_tok(P, ahead);
	int paren = cp_is_at(P, ahead + 1, "(");

	if (k->kind != MATCH_CT_ID || cp_is_typedef(P, k))
		return 0;
	if (in_list(attr_words, k) ||
	    (k->len > 2 && !memcmp(k->s, "__", 2) && cp_macro(P, k)))
		return paren ? 2 : 1;
	return 0;
}

/* Typedef name k, which a declaration uses: its type, from the oracle,
 * kept with the file's typedefs for the views (typedef equivalence);
 * without an oracle the file's typedefs have theirs already. */
void cp_note_typedef(struct match_creader *P, const struct match_ctok *k)
{
	const char *t;

	if (!P->o.typedef_type || cp_find(&P->typedefs, k) ||
	    !(t = P->o.typedef_type(P->o.ctx, k->s, k->len)))
		return;
	cp_add(&P->typedefs, k->s, k->len,
	       smpl_arena_strndup(&P->scratch, t, strlen(t)), 0);
}

const char *cp_global_type(struct match_creader *P, const struct match_ctok *k)
{
	const struct cp_name *g = cp_find(&P->globals, k);

	if (g)
		return g->type;
	if (P->o.global_type)
		return P->o.global_type(P->o.ctx, k->s, k->len);
	return NULL;
}
