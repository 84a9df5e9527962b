/* smplc.c - the SmPL compiler's command line.
 *
 *   smplc [-D NAME]... RULE.cocci [-o OUT.smplc]   compile (check only
 *                                                  without -o)
 *   smplc [-D NAME]... --dump FILE      print a .cocci or compiled file
 *   smplc --tokens RULE.cocci           print the lexer's tokens
 *   smplc --hash FILE                   print the content hash (hash=)
 *   smplc [-D NAME]... --set -o OUT.smplset RULE.cocci...
 *                                       a rule set (set.h): each rule
 *                                       compiled; one that does not
 *                                       compile, or lacks a `virtual`
 *                                       name given with -D, is left out
 *                                       with a message, the others kept
 *
 * -D NAME sets a virtual name; -D NAME=VALUE is the value of `identifier
 * virtual.NAME` (as a #spatch line's -D in the file).
 *
 * Exit status: 0 success, 1 a bad rule or compiled file, 2 bad usage or
 * an unreadable file. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compile.h"
#include "diag.h"
#include "dump.h"
#include "lex.h"
#include "load.h"
#include "set.h"
#include "write.h"
#include "util.h"

#define MAX_DEFINES 64

enum action { COMPILE, DUMP, TOKENS, HASH, SET };

#define MAX_INPUTS SMPL_SET_MAX

struct options {
	enum action action;
	const char *input, *output;
	const char **inputs;		/* --set: all of them */
	int ninputs;
	const char *defines[MAX_DEFINES + 1];
	int ndefines;
};

static void usage(FILE *out)
{
	fputs("usage: smplc [-D NAME]... RULE.cocci [-o OUT.smplc]\n"
	      "       smplc [-D NAME]... --dump FILE\n"
	      "       smplc --tokens RULE.cocci\n"
	      "       smplc --hash FILE\n"
	      "       smplc [-D NAME]... --set -o OUT.smplset RULE.cocci...\n",
	      out);
}

static int bad_usage(const char *msg, const char *arg)
{
	fprintf(stderr, "smplc: error: %s%s%s\n", msg, arg ? ": " : "",
		arg ? arg : "");
	usage(stderr);
	return 2;
}

static int is_name(const char *s)
{
	if (!*s || isdigit((unsigned char)*s))
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_')
			return 0;
	return 1;
}

/* NAME, or NAME=VALUE (the value of `identifier virtual.NAME`) */
static int add_define(struct options *o, const char *name)
{
	char msg[300], *eq = strchr(name, '='), head[256];

	snprintf(head, sizeof(head), "%.*s",
		 (int)(eq ? eq - name : (long)strlen(name)), name);
	if (!is_name(head)) {
		snprintf(msg, sizeof(msg), "-D needs a virtual name, not '%s'",
			 name);
		return bad_usage(msg, NULL);
	}
	if (o->ndefines == MAX_DEFINES)
		return bad_usage("too many -D options", name);
	o->defines[o->ndefines++] = name;
	return 0;
}

static int set_input(struct options *o, const char *arg)
{
	if (o->inputs && o->ninputs < MAX_INPUTS)
		o->inputs[o->ninputs++] = arg;
	if (o->input && o->action == SET)
		return o->ninputs < MAX_INPUTS ? 0
		       : bad_usage("too many rule files", arg);
	if (o->input)
		return bad_usage("more than one input file", arg);
	o->input = arg;
	return 0;
}

/* Returns -1 to go on, or an exit status. */
static int parse_args(int argc, char **argv, struct options *o)
{
	int i, err = 0;

	for (i = 1; i < argc && !err; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage(stdout);
			return 0;
		} else if (!strcmp(a, "-o") || !strcmp(a, "-D")) {
			if (i + 1 == argc)
				return bad_usage(a[1] == 'o' ? "-o needs a file name"
					     : "-D needs a virtual name", NULL);
			if (a[1] == 'o')
				o->output = argv[++i];
			else
				err = add_define(o, argv[++i]);
		} else if (!strncmp(a, "-D", 2)) {
			err = add_define(o, a + 2);
		} else if (!strcmp(a, "--set")) {
			o->action = SET;
		} else if (!strcmp(a, "--dump") || !strcmp(a, "--tokens") ||
			   !strcmp(a, "--hash")) {
			o->action = a[2] == 'd' ? DUMP : a[2] == 't' ? TOKENS
								      : HASH;
		} else if (a[0] == '-' && a[1]) {
			return bad_usage("unknown option", a);
		} else {
			err = set_input(o, a);
		}
	}
	if (err)
		return err;
	if (!o->input)
		return bad_usage("no input file", NULL);
	if (o->output && o->action != COMPILE && o->action != SET)
		return bad_usage("-o only goes with compiling", o->output);
	if (o->action == SET && !o->output)
		return bad_usage("--set needs -o", NULL);
	return -1;
}

static char *read_input(const char *path, size_t *len)
{
	char *text = smpl_read_file(path, SMPL_MAX_RULE_FILE, len);

	if (!text)
		fprintf(stderr, "smplc: error: cannot read %s: %s\n", path,
			strerror(errno));
	return text;
}

/* Is there an `identifier virtual.NAME` for -D NAME=VALUE (def)? */
static int has_virtual_meta(const struct smpl_file *f, const char *def)
{
	size_t n = (size_t)(strchr(def, '=') - def);
	uint32_t m;

	for (m = 0; m < f->nmetas; m++)
		if ((f->metas[m].flags & SMPL_MF_VIRTUAL) &&
		    strlen(smpl_str(f, f->metas[m].name)) == n &&
		    !strncmp(smpl_str(f, f->metas[m].name), def, n))
			return 1;
	return 0;
}

static void warn_defines(const struct options *o, const struct smpl_file *f)
{
	int i;
	uint32_t v;

	for (i = 0; i < o->ndefines; i++) {
		if (strchr(o->defines[i], '=')) {
			if (!has_virtual_meta(f, o->defines[i]))
				fprintf(stderr, "%s: warning: -D %s: no "
					"'identifier virtual.%.*s' in this "
					"file\n", o->input, o->defines[i],
					(int)(strchr(o->defines[i], '=') -
					      o->defines[i]), o->defines[i]);
			continue;
		}
		for (v = 0; v < f->nvirtuals; v++)
			if (!strcmp(smpl_str(f, f->virtuals[v]), o->defines[i]))
				break;
		if (v == f->nvirtuals)
			fprintf(stderr, "%s: warning: -D %s: no 'virtual %s' "
				"in this file\n", o->input, o->defines[i],
				o->defines[i]);
	}
}

/* The rule program of the input, compiled or loaded: 0, 1 or 2. */
static int get_rules(const struct options *o, struct smpl_file *f)
{
	struct smpl_diag d;
	char err[512];
	size_t len;
	char *text = read_input(o->input, &len);
	int rc = 0;

	if (!text)
		return 2;
	if (smpl_is_compiled(text, len)) {
		if (smpl_load_mem(text, len, f, err, sizeof(err))) {
			fprintf(stderr, "%s: error: %s\n", o->input, err);
			rc = 1;
		}
	} else {
		smpl_diag_init(&d, o->input, stderr);
		if (smpl_compile(text, len, o->defines, f, &d))
			rc = 1;
		else if (o->action != SET)
			warn_defines(o, f);
	}
	free(text);
	return rc;
}

static int do_tokens(const struct options *o)
{
	struct smpl_tokens toks;
	struct smpl_diag d;
	size_t len;
	char *text = read_input(o->input, &len);

	if (!text)
		return 2;
	smpl_diag_init(&d, o->input, stderr);
	smpl_lex(text, len, &d, &toks);
	smpl_lex_dump(&toks, stdout);
	smpl_lex_free(&toks);
	free(text);
	return d.nerrors ? 1 : 0;
}

/* The input read (*text, *len) and, when it is a rule set, loaded into
 * s: 1 for a set, 0 for anything else; 2 when it cannot be read, -1
 * after a message when the set does not load (text freed then). */
static int read_set(const struct options *o, char **text, size_t *len,
		    struct smpl_set *s)
{
	char err[512];

	*text = read_input(o->input, len);
	if (!*text)
		return 2;
	if (!smpl_is_set(*text, *len))
		return 0;
	if (smpl_set_load_mem(*text, *len, s, err, sizeof(err)) < 0) {
		fprintf(stderr, "%s: error: %s\n", o->input, err);
		free(*text);
		return -1;
	}
	return 1;
}

/* The rule's content hash: that of the .cocci text, also for a compiled
 * file, which carries the hash of the text it was compiled from (the
 * plugin compares hash= with that), and of a set, which carries its own. */
static int do_hash(const struct options *o)
{
	struct smpl_file f;
	struct smpl_set s;
	char err[512], *text;
	size_t len;
	uint64_t h;
	int k = read_set(o, &text, &len, &s);

	if (k == 2 || k < 0)
		return k < 0 ? 1 : 2;
	h = smpl_hash(text, len);
	if (k) {
		h = s.hash;
		smpl_set_free(&s);
	} else if (smpl_is_compiled(text, len)) {
		if (smpl_load_mem(text, len, &f, err, sizeof(err)) < 0) {
			fprintf(stderr, "%s: error: %s\n", o->input, err);
			free(text);
			return 1;
		}
		h = f.hash;
		smpl_file_free(&f);
	}
	printf("%016" PRIx64 "\n", h);
	free(text);
	return 0;
}

/* The -D name (no =VALUE) that f has no `virtual` for, or NULL: spatch
 * refuses such a file, and so a set leaves it out. */
static const char *missing_virtual(const struct options *o,
				   const struct smpl_file *f)
{
	uint32_t v;
	int i;

	for (i = 0; i < o->ndefines; i++) {
		if (strchr(o->defines[i], '='))
			continue;
		for (v = 0; v < f->nvirtuals; v++)
			if (!strcmp(smpl_str(f, f->virtuals[v]),
				    o->defines[i]))
				break;
		if (v == f->nvirtuals)
			return o->defines[i];
	}
	return NULL;
}

/* One member of a set: input i compiled into images[k]; 1 when it is
 * left out (said on stderr). */
static int set_member(struct options *o, int i, void **image, size_t *len,
		      uint64_t *hash)
{
	struct smpl_file f;
	const char *miss;
	int rc;

	o->input = o->inputs[i];
	rc = get_rules(o, &f);
	if (rc) {
		fprintf(stderr, "%s: note: left out of the rule set: it does "
			"not compile\n", o->input);
		return 1;
	}
	if ((miss = missing_virtual(o, &f))) {
		fprintf(stderr, "%s: note: left out of the rule set: no "
			"'virtual %s' (spatch refuses it with -D %s)\n",
			o->input, miss, miss);
		smpl_file_free(&f);
		return 1;
	}
	rc = smpl_write_mem(&f, image, len);
	*hash = f.hash;
	smpl_file_free(&f);
	if (rc)
		fprintf(stderr, "%s: note: left out of the rule set: cannot "
			"write it\n", o->input);
	return rc != 0;
}

/* --set: the rule files that compile, in the order given, in one file. */
static int do_set(struct options *o)
{
	void **images = calloc(o->ninputs, sizeof(*images));
	size_t *lens = calloc(o->ninputs, sizeof(*lens));
	uint64_t *hashes = calloc(o->ninputs, sizeof(*hashes));
	uint32_t n = 0;
	int i, rc = 0, out = 0;

	if (!images || !lens || !hashes) {
		fprintf(stderr, "smplc: error: out of memory\n");
		return 2;
	}
	for (i = 0; i < o->ninputs; i++) {
		if (set_member(o, i, &images[n], &lens[n], &hashes[n]))
			out++;
		else
			n++;
	}
	if (smpl_set_write(o->output, images, lens, hashes, n)) {
		fprintf(stderr, "smplc: error: cannot write %s: %s\n",
			o->output, strerror(errno));
		rc = 1;
	} else if (out) {
		fprintf(stderr, "smplc: %u rule files in %s, %d left out\n",
			n, o->output, out);
	}
	for (i = 0; i < (int)n; i++)
		free(images[i]);
	free(images);
	free(lens);
	free(hashes);
	return rc;
}

/* --dump of a rule set: each member's dump after a line naming it; -1
 * when the input is not a set. */
static int dump_set(const struct options *o)
{
	struct smpl_set s;
	size_t len;
	char *text;
	uint32_t i;
	int k = read_set(o, &text, &len, &s);

	if (k != 1) {
		if (!k)
			free(text);
		return k == 0 ? -1 : k < 0 ? 1 : 2;
	}
	for (i = 0; i < s.n; i++) {
		printf("== rule set member %u of %u: %s\n", i + 1, s.n,
		       s.files[i].source ? smpl_str(&s.files[i],
						    s.files[i].source) : "");
		smpl_dump(&s.files[i], stdout);
	}
	smpl_set_free(&s);
	free(text);
	return 0;
}

int main(int argc, char **argv)
{
	struct options o = { 0 };
	const char *inputs[MAX_INPUTS];
	struct smpl_file f;
	char err[512];
	int rc;

	o.inputs = inputs;
	rc = parse_args(argc, argv, &o);
	if (rc >= 0)
		return rc;
	if (o.action == SET)
		return do_set(&o);
	if (o.action == TOKENS)
		return do_tokens(&o);
	if (o.action == HASH)
		return do_hash(&o);
	if (o.action == DUMP) {
		rc = dump_set(&o);
		if (rc >= 0)
			return rc;
	}
	rc = get_rules(&o, &f);
	if (rc)
		return rc;
	if (o.action == DUMP)
		smpl_dump(&f, stdout);
	else if (o.output && smpl_write(&f, o.output, err, sizeof(err))) {
		fprintf(stderr, "smplc: error: %s\n", err);
		rc = 1;
	}
	smpl_file_free(&f);
	return rc;
}
