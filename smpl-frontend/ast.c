/* ast.c - growing the rule program's tables while the parser builds it,
 * and releasing them.  A loaded file (load.c) points into its image and
 * never grows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ast.h"
#include "util.h"

const char *const smpl_kind_names[SMPL_NKINDS] = {
#define X(k, name, min_kids, nops) name,
#include "nodes.def"
#undef X
};

const char *const smpl_op_names[SMPL_NOPS] = {
#define X(o, spelling) spelling,
#include "ops.def"
#undef X
};

const char *const smpl_mkind_names[SMPL_NMKINDS] = {
#define X(k, spelling, noun, place, binds) spelling,
#include "metas.def"
#undef X
};

const uint8_t smpl_mkind_binds[SMPL_NMKINDS] = {
#define X(k, spelling, noun, place, binds) SMPL_MB_##binds,
#include "metas.def"
#undef X
};

const char *const smpl_iso_names[SMPL_NISOS] = {
#define X(n, s) s,
	SMPL_ISO_LIST(X)
#undef X
};

struct smpl_build {
	uint32_t cnodes, ckids, cmetas, crules, cplus, cptoks, cvirtuals;
	uint32_t cstrs;
	uint32_t *hash;		/* open addressing: string offsets, 0 empty */
	uint32_t chash, nhash;
};

#define GROW(f, arr, n, cap) \
	((f)->arr = smpl_grow((f)->arr, (f)->n + 1, &(f)->build->cap, \
			 sizeof(*(f)->arr)), (f)->n++)

void smpl_ast_init(struct smpl_file *f)
{
	memset(f, 0, sizeof(*f));
	f->build = calloc(1, sizeof(*f->build));
	if (!f->build)
		abort();
	smpl_ast_str(f, "", 0);
	smpl_ast_node(f, SMPL_NONE, (struct smpl_pos){ 0, 0 });
}

void smpl_file_free(struct smpl_file *f)
{
	if (f->image) {
		free(f->image);
	} else {
		free(f->nodes);
		free(f->kids);
		free(f->metas);
		free(f->rules);
		free(f->plus);
		free(f->ptoks);
		free(f->virtuals);
		free(f->strs);
	}
	if (f->build)
		free(f->build->hash);
	free(f->build);
	memset(f, 0, sizeof(*f));
}

static uint32_t *hash_slot(const struct smpl_file *f, const char *s, size_t n)
{
	struct smpl_build *b = f->build;
	uint32_t i = (uint32_t)smpl_hash(s, n) & (b->chash - 1);

	for (;; i = (i + 1) & (b->chash - 1)) {
		uint32_t o = b->hash[i];

		if (!o || (!strncmp(f->strs + o, s, n) && !f->strs[o + n]))
			return &b->hash[i];
	}
}

static void rehash(struct smpl_file *f)
{
	struct smpl_build *b = f->build;
	uint32_t *old = b->hash, cold = b->chash, i;

	b->chash = cold ? cold * 2 : 256;
	b->hash = calloc(b->chash, sizeof(*b->hash));
	if (!b->hash)
		abort();
	for (i = 0; i < cold; i++)
		if (old[i]) {
			const char *s = f->strs + old[i];

			*hash_slot(f, s, strlen(s)) = old[i];
		}
	free(old);
}

uint32_t smpl_ast_str(struct smpl_file *f, const char *s, size_t n)
{
	struct smpl_build *b = f->build;
	uint32_t *slot, off;

	if (!n && f->nstrs)
		return 0;
	if (b->nhash * 2 >= b->chash)
		rehash(f);
	if (f->nstrs) {
		slot = hash_slot(f, s, n);
		if (*slot)
			return *slot;
	}
	off = f->nstrs;
	f->strs = smpl_grow(f->strs, off + (uint32_t)n + 1, &b->cstrs, 1);
	memcpy(f->strs + off, s, n);
	f->strs[off + n] = 0;
	f->nstrs = off + (uint32_t)n + 1;
	if (off) {
		*hash_slot(f, s, n) = off;
		b->nhash++;
	}
	return off;
}

uint32_t smpl_ast_find_str(const struct smpl_file *f, const char *s)
{
	uint32_t o;

	if (!*s)
		return 0;
	if (f->build && f->build->chash) {
		return *hash_slot(f, s, strlen(s));
	}
	for (o = 1; o < f->nstrs; o += (uint32_t)strlen(f->strs + o) + 1)
		if (!strcmp(f->strs + o, s))
			return o;
	return 0;
}

uint32_t smpl_ast_node(struct smpl_file *f, enum smpl_kind kind,
		       struct smpl_pos pos)
{
	uint32_t n = GROW(f, nodes, nnodes, cnodes);
	struct smpl_node *p = &f->nodes[n];

	memset(p, 0, sizeof(*p));
	p->kind = kind;
	p->meta = -1;
	p->posvar = -1;
	p->pos = pos;
	return n;
}

uint32_t smpl_ast_list(struct smpl_file *f, const uint32_t *items, uint32_t n)
{
	uint32_t first = f->nkids, i;

	for (i = 0; i < n; i++) {
		uint32_t k = GROW(f, kids, nkids, ckids);

		f->kids[k] = items[i];
	}
	return first;
}

void smpl_ast_kids(struct smpl_file *f, uint32_t node, const uint32_t *kids,
		   uint32_t n)
{
	uint32_t first = smpl_ast_list(f, kids, n);

	f->nodes[node].kid0 = first;
	f->nodes[node].nkids = n;
}

uint32_t smpl_ast_meta(struct smpl_file *f)
{
	uint32_t m = GROW(f, metas, nmetas, cmetas);

	memset(&f->metas[m], 0, sizeof(f->metas[m]));
	f->metas[m].from_rule = -1;
	f->metas[m].from_meta = -1;
	return m;
}

uint32_t smpl_ast_rule(struct smpl_file *f)
{
	uint32_t r = GROW(f, rules, nrules, crules);

	memset(&f->rules[r], 0, sizeof(f->rules[r]));
	return r;
}

uint32_t smpl_ast_plus(struct smpl_file *f)
{
	uint32_t p = GROW(f, plus, nplus, cplus);

	memset(&f->plus[p], 0, sizeof(f->plus[p]));
	return p;
}

uint32_t smpl_ast_ptok(struct smpl_file *f)
{
	uint32_t t = GROW(f, ptoks, nptoks, cptoks);

	memset(&f->ptoks[t], 0, sizeof(f->ptoks[t]));
	f->ptoks[t].meta = -1;
	return t;
}

void smpl_ast_virtual(struct smpl_file *f, uint32_t name)
{
	uint32_t v = GROW(f, virtuals, nvirtuals, cvirtuals);

	f->virtuals[v] = name;
}

void smpl_ast_posats(const struct smpl_file *f, uint32_t *head,
		     uint32_t *next)
{
	uint32_t n, on;

	memset(head, 0, f->nnodes * sizeof(*head));
	memset(next, 0, f->nnodes * sizeof(*next));
	for (n = f->nnodes; n-- > 1;) {
		if (f->nodes[n].kind != SMPL_POSAT || !f->nodes[n].nkids)
			continue;
		on = smpl_kid(f, n, 0);
		if (on >= f->nnodes)
			continue;
		next[n] = head[on];
		head[on] = n;
	}
}
