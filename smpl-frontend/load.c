/* load.c - the compiled rule file (.smplc) loader, linked into the
 * plugin.  The whole file goes into one buffer; the header, the
 * checksums and the table layout are checked; the tables are used in
 * place; then every index in them is checked, so that a file that passes
 * cannot lead the matcher out of bounds or round a cycle.  Nothing in
 * the file is trusted: a bad file gets one line of message, never a
 * crash.  It does not check the file's meaning (that smplc did). */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "load.h"
#include "util.h"


static const uint32_t elem_size[SMPL_NTABLES] = {
#define X(arr, n, type) sizeof(type),
	SMPL_TABLES(X)
#undef X
};

static const char *const table_name[SMPL_NTABLES] = {
#define X(arr, n, type) #arr,
	SMPL_TABLES(X)
#undef X
};

static int fail(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	return -1;
}

#define MALFORMED "compiled rule file is malformed "
#define BAD_MAGIC "not a compiled SmPL rule file (bad magic)"
#define CORRUPTED "compiled rule file is corrupted (checksum mismatch)"

static int truncated(size_t len, uint64_t want, char *err, size_t errlen)
{
	return fail(err, errlen,
		    "truncated compiled rule file (%zu bytes, expected %llu)",
		    len, (unsigned long long)want);
}

/* Magic, byte order, version: the fields every version keeps in place. */
static int check_ident(const unsigned char *buf, size_t len,
		       char *err, size_t errlen)
{
	uint32_t version, bom;

	if (len < SMPL_MAGIC_LEN || memcmp(buf, SMPL_MAGIC, SMPL_MAGIC_LEN))
		return fail(err, errlen, BAD_MAGIC);
	if (len < offsetof(struct smpl_fheader, header_size))
		return truncated(len, sizeof(struct smpl_fheader), err, errlen);
	memcpy(&version, buf + offsetof(struct smpl_fheader, version), 4);
	memcpy(&bom, buf + offsetof(struct smpl_fheader, bom), 4);
	if (bom == __builtin_bswap32(SMPL_BOM))
		return fail(err, errlen,
			    "compiled rule file has the wrong byte order");
	if (bom != SMPL_BOM)
		return fail(err, errlen, MALFORMED "(byte-order mark)");
	if (version != SMPL_FORMAT_VERSION)
		return fail(err, errlen, "compiled rule format version %u, "
			    "this smplc reads version %u; recompile the rule "
			    "with smplc", version, SMPL_FORMAT_VERSION);
	return 0;
}

/* The header's own fields, then the file's length and checksum. */
static int check_header(const unsigned char *buf, size_t len,
			struct smpl_fheader *h, char *err, size_t errlen)
{
	const size_t hs = sizeof(*h);

	if (check_ident(buf, len, err, errlen))
		return -1;
	if (len < hs)
		return truncated(len, hs, err, errlen);
	memcpy(h, buf, hs);
	if (h->header_checksum !=
	    smpl_hash(h, offsetof(struct smpl_fheader, header_checksum)))
		return fail(err, errlen, CORRUPTED);
	if (h->header_size != hs || h->ntables != SMPL_NTABLES)
		return fail(err, errlen, MALFORMED "(header size)");
	if (h->payload_size > len - hs)
		return truncated(len, hs + h->payload_size, err, errlen);
	if (h->payload_size < len - hs)
		return fail(err, errlen, "compiled rule file has %llu trailing "
			    "bytes", (unsigned long long)(len - hs -
							  h->payload_size));
	if (h->checksum != smpl_checksum(buf + hs, h->payload_size))
		return fail(err, errlen, CORRUPTED);
	return 0;
}

/* Each table exactly where the writer puts it: in order, each at the
 * next multiple of 8, the last one ending the payload. */
static int check_layout(const struct smpl_fheader *h, char *err,
			size_t errlen)
{
	uint64_t off = 0, end = h->payload_size, bytes;
	int t;

	if (end % 8)
		return fail(err, errlen, MALFORMED "(payload size)");
	for (t = 0; t < SMPL_NTABLES; t++) {
		const struct smpl_ftable *e = &h->tables[t];

		if (e->size != elem_size[t])
			return fail(err, errlen, MALFORMED "(%s element size "
				    "%u, expected %u)", table_name[t],
				    e->size, elem_size[t]);
		bytes = (uint64_t)e->count * e->size;
		if (e->offset != off || bytes > end - off)
			return fail(err, errlen, MALFORMED "(%s table out of "
				    "place)", table_name[t]);
		off = (off + bytes + 7) & ~(uint64_t)7;
	}
	if (off != end)
		return fail(err, errlen, MALFORMED "(payload size)");
	return 0;
}

static void point_tables(struct smpl_file *f, const struct smpl_fheader *h,
			 char *payload)
{
#define X(arr, n, type) \
	f->arr = (void *)(payload + h->tables[SMPL_TAB_##arr].offset); \
	f->n = h->tables[SMPL_TAB_##arr].count;
	SMPL_TABLES(X)
#undef X
}

/* Takes ownership of buf: it becomes f->image, or is freed. */
static int load_image(void *buf, size_t len, struct smpl_file *f,
		      char *err, size_t errlen)
{
	struct smpl_fheader h;

	memset(f, 0, sizeof(*f));
	if (check_header(buf, len, &h, err, errlen) ||
	    check_layout(&h, err, errlen)) {
		free(buf);
		return -1;
	}
	point_tables(f, &h, (char *)buf + sizeof(h));
	f->hash = h.hash;
	f->source = h.source;
	f->image = buf;
	if (smpl_load_validate(f, err, errlen)) {
		smpl_file_free(f);
		return -1;
	}
	return 0;
}

int smpl_load_mem(const void *buf, size_t len, struct smpl_file *f,
		  char *err, size_t errlen)
{
	void *copy;

	memset(f, 0, sizeof(*f));
	if (!len)
		return fail(err, errlen, BAD_MAGIC);
	copy = malloc(len);
	if (!copy)
		return fail(err, errlen, "cannot read: %s", strerror(ENOMEM));
	memcpy(copy, buf, len);
	return load_image(copy, len, f, err, errlen);
}

#define BAD(...) bad(err, errlen, __VA_ARGS__)

static int bad(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int bad(char *err, size_t errlen, const char *fmt, ...)
{
	char what[128];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	return fail(err, errlen, MALFORMED "(%s)", what);
}

/* What the matcher may take for granted about a node of a kind beyond
 * the checks every node gets: nodes.def's min_kids and nops.  The kinds
 * of the kids are not checked. */
static const struct { uint8_t min_kids, nops; } kind_limits[SMPL_NKINDS] = {
#define X(k, name, min_kids, nops) { min_kids, nops },
#include "nodes.def"
#undef X
};

static int str_ok(const struct smpl_file *f, uint32_t s)
{
	return s < f->nstrs;
}

/* an optional index: -1, or below n */
static int ref_ok(int32_t i, uint32_t n)
{
	return i == -1 || (i >= 0 && (uint32_t)i < n);
}

static int range_ok(uint32_t first, uint32_t n, uint32_t size)
{
	return first <= size && n <= size - first;
}

/* node n, or 0 for none: in range and of the kind */
static int node_is(const struct smpl_file *f, uint32_t n, int kind)
{
	return !n || (n < f->nnodes && f->nodes[n].kind == kind);
}

/* The meta field of DEPNAME names a rule or a virtual, not a
 * metavariable. */
static uint32_t meta_limit(const struct smpl_file *f,
			   const struct smpl_node *n)
{
	if (n->kind != SMPL_DEPNAME)
		return f->nmetas;
	return n->op == SMPL_DEP_RULE ? f->nrules : f->nvirtuals;
}

static int check_node_fields(const struct smpl_file *f, uint32_t i,
			     char *err, size_t errlen)
{
	const struct smpl_node *n = &f->nodes[i];

	if (n->kind >= SMPL_NKINDS)
		return BAD("node %u kind %u", i, n->kind);
	if (n->mark > SMPL_STAR)
		return BAD("node %u mark %u", i, n->mark);
	if (n->op >= SMPL_NOPS ||
	    (kind_limits[n->kind].nops && n->op >= kind_limits[n->kind].nops))
		return BAD("node %u op %u", i, n->op);
	if (!str_ok(f, n->str))
		return BAD("node %u string out of range", i);
	if (!ref_ok(n->meta, meta_limit(f, n)) || !ref_ok(n->posvar, f->nmetas))
		return BAD("node %u metavariable out of range", i);
	return 0;
}

/* Kids come before their parent: the graph has no cycle. */
static int check_node(const struct smpl_file *f, uint32_t i,
		      char *err, size_t errlen)
{
	const struct smpl_node *n = &f->nodes[i];
	uint32_t k;

	if (check_node_fields(f, i, err, errlen))
		return -1;
	if (!range_ok(n->kid0, n->nkids, f->nkids))
		return BAD("node %u kid list out of range", i);
	if (n->nkids < kind_limits[n->kind].min_kids)
		return BAD("node %u (%s) has %u kids", i,
			   smpl_kind_names[n->kind], n->nkids);
	for (k = 0; k < n->nkids; k++)
		if (f->kids[n->kid0 + k] >= i)
			return BAD("node %u kid out of range", i);
	return 0;
}

/* Also the entries no node uses: metavariables' node lists. */
static int check_kid(const struct smpl_file *f, uint32_t i,
		     char *err, size_t errlen)
{
	if (f->kids[i] >= f->nnodes)
		return BAD("kid %u out of range", i);
	return 0;
}

static int check_meta(const struct smpl_file *f, uint32_t i,
		      char *err, size_t errlen)
{
	const struct smpl_meta *m = &f->metas[i];

	if (m->kind >= SMPL_NMKINDS || m->cons > SMPL_CONS_SUB)
		return BAD("metavariable %u kind or constraint", i);
	if (!str_ok(f, m->name) || !str_ok(f, m->regex) ||
	    !str_ok(f, m->script) || !str_ok(f, m->dflt))
		return BAD("metavariable %u string out of range", i);
	if (!ref_ok(m->from_rule, f->nrules) ||
	    !ref_ok(m->from_meta, f->nmetas))
		return BAD("metavariable %u inherited from out of range", i);
	if (!range_ok(m->cons0, m->ncons, f->nkids) ||
	    !range_ok(m->seed0, m->nseed, f->nkids))
		return BAD("metavariable %u node list out of range", i);
	if (m->type >= f->nnodes ||
	    (m->type && f->nodes[m->type].kind != SMPL_TYPE))
		return BAD("metavariable %u type out of range", i);
	if (m->len >= f->nnodes)
		return BAD("metavariable %u list length out of range", i);
	return 0;
}

static int check_rule(const struct smpl_file *f, uint32_t i,
		      char *err, size_t errlen)
{
	const struct smpl_rule *r = &f->rules[i];
	uint32_t k;

	if (r->kind > SMPL_R_FINALIZE || r->quant > SMPL_Q_FORALL ||
	    r->mode > SMPL_MODE_CONTEXT || r->rbody >= SMPL_NRBODIES)
		return BAD("rule %u kind, quantifier or mode", i);
	if (!str_ok(f, r->name) || !str_ok(f, r->lang) || !str_ok(f, r->code))
		return BAD("rule %u string out of range", i);
	if (r->needs_script > 1)
		return BAD("rule %u needs_script", i);
	if (!range_ok(r->meta0, r->nmeta, f->nmetas))
		return BAD("rule %u metavariables out of range", i);
	for (k = r->meta0; k < r->meta0 + r->nmeta; k++) {
		const struct smpl_meta *m = &f->metas[k];
		const struct smpl_rule *R;

		if (m->from_rule < 0)
			continue;
		if ((uint32_t)m->from_rule >= i)
			return BAD("rule %u inherits from out of range", i);
		if (m->from_meta < 0)
			continue;
		R = &f->rules[m->from_rule];
		if (!range_ok(R->meta0, R->nmeta, f->nmetas) ||
		    (uint32_t)m->from_meta < R->meta0 ||
		    (uint32_t)m->from_meta >= R->meta0 + R->nmeta)
			return BAD("rule %u inherits from out of range", i);
	}
	if (!range_ok(r->plus0, r->nplus, f->nplus))
		return BAD("rule %u + code out of range", i);
	if (r->depends >= f->nnodes || !node_is(f, r->body, SMPL_SEQ) ||
	    !node_is(f, r->req, SMPL_REQ))
		return BAD("rule %u node out of range", i);
	return 0;
}

static int check_plus(const struct smpl_file *f, uint32_t i,
		      char *err, size_t errlen)
{
	const struct smpl_plus *p = &f->plus[i];

	if (p->anchor >= f->nnodes)
		return BAD("+ code %u anchor out of range", i);
	if (p->where > SMPL_PLUS_LAST)
		return BAD("+ code %u place %u", i, p->where);
	if (!range_ok(p->tok0, p->ntok, f->nptoks))
		return BAD("+ code %u tokens out of range", i);
	return 0;
}

static int check_ptok(const struct smpl_file *f, uint32_t i,
		      char *err, size_t errlen)
{
	const struct smpl_ptok *t = &f->ptoks[i];

	if (!str_ok(f, t->str) || !ref_ok(t->meta, f->nmetas))
		return BAD("+ token %u out of range", i);
	return 0;
}

static int check_virtual(const struct smpl_file *f, uint32_t i,
			 char *err, size_t errlen)
{
	if (!str_ok(f, f->virtuals[i]))
		return BAD("virtual %u string out of range", i);
	return 0;
}

typedef int check_fn(const struct smpl_file *f, uint32_t i, char *err,
		     size_t errlen);

static int check_each(const struct smpl_file *f, check_fn *fn, uint32_t n,
		      char *err, size_t errlen)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		if (fn(f, i, err, errlen))
			return -1;
	return 0;
}

/* Every offset below nstrs then reads as a terminated string. */
static int check_base(const struct smpl_file *f, char *err, size_t errlen)
{
	if (!f->nstrs || f->strs[0] || f->strs[f->nstrs - 1])
		return BAD("string table");
	if (!f->nnodes || f->nodes[0].kind != SMPL_NONE)
		return BAD("node 0 is not the none node");
	if (f->source >= f->nstrs)
		return BAD("source name out of range");
	return 0;
}

/* Heights, in index order since kids come first: a crafted chain of a
 * million nodes would overflow the stack of whoever walks it. */
static int check_heights(const struct smpl_file *f, char *err,
			 size_t errlen)
{
	uint16_t *h = calloc(f->nnodes ? f->nnodes : 1, sizeof(*h));
	uint32_t i, k;
	int rc = 0;

	if (!h)
		return BAD("out of memory");
	for (i = 0; i < f->nnodes && !rc; i++) {
		const struct smpl_node *n = &f->nodes[i];

		for (k = 0; k < n->nkids; k++)
			if (h[f->kids[n->kid0 + k]] >= h[i])
				h[i] = h[f->kids[n->kid0 + k]] + 1;
		if (h[i] > SMPL_MAX_HEIGHT)
			rc = BAD("node %u nested too deeply", i);
	}
	free(h);
	return rc;
}

int smpl_load_validate(const struct smpl_file *f, char *err, size_t errlen)
{
	if (check_base(f, err, errlen) ||
	    check_each(f, check_kid, f->nkids, err, errlen) ||
	    check_each(f, check_node, f->nnodes, err, errlen) ||
	    check_heights(f, err, errlen) ||
	    check_each(f, check_meta, f->nmetas, err, errlen) ||
	    check_each(f, check_rule, f->nrules, err, errlen) ||
	    check_each(f, check_plus, f->nplus, err, errlen) ||
	    check_each(f, check_ptok, f->nptoks, err, errlen) ||
	    check_each(f, check_virtual, f->nvirtuals, err, errlen))
		return -1;
	return 0;
}

int smpl_load(const char *path, struct smpl_file *f, char *err,
	      size_t errlen)
{
	char msg[256], *buf;
	size_t len;
	int r;

	memset(f, 0, sizeof(*f));
	if (!(buf = smpl_read_file(path, SMPL_MAX_RULE_FILE, &len)))
		r = fail(msg, sizeof(msg), "cannot read: %s", strerror(errno));
	else
		r = load_image(buf, len, f, msg, sizeof(msg));
	if (r)
		fail(err, errlen, "%s: %s", path, msg);
	return r;
}
