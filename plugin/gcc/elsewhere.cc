/* elsewhere.cc - a unit compiled on another host than the one it was
 * written on (distcc): what the plugin says and how it names files there.
 *
 * Plain distcc: the client preprocesses, the server compiles the text
 * (-fpreprocessed), where every macro is expanded and no trace of one is
 * left.  A rule that names a macro cannot match there; one note per unit
 * says so (elsewhere_note).  Which names are macros cannot be known from
 * that text, so the criterion is the one a reader of kernel code uses: a
 * name the rule requires (the prefilter's names: the calls a match must
 * have) that is written in capitals (BUG_ON, RELEASE) and that no
 * file-scope declaration of the unit has (so a function or variable
 * named in capitals is not taken for one).  Lowercase macros (dev_err)
 * are not recognised.
 *
 * distcc's pump mode: the server gets the sources and compiles them
 * under a directory of its own, TMPDIR/distccd_XXXXXX, which mirrors the
 * client's paths (its working directory and the input file are the
 * client's, prefixed).  The records must name the client's files:
 * elsewhere_client_path strips that prefix.  A file the client names by
 * an absolute path (the module's sources, with M=) comes with a first
 * line `#line 1 "CLIENT-PATH"`, so GCC names it as the client does; it is
 * read from the mirror without that line (elsewhere_read): the client's
 * text, byte for byte. */
#include "gcc-compat.h"
#include "opts.h"

extern "C" {
#include "edit.h"
#include "util.h"
}

#include "plugin.h"
#include "elsewhere.h"
#include "rules.h"

/* ---- pump mode: the server's mirror root ---- */

/* "/tmp/distccd_XXXXXX" when path is under it (a component of that name
 * right under TMPDIR, or /tmp), with its length; else 0. */
static size_t mirror_prefix(const char *path)
{
	const char *tmp = getenv("TMPDIR");
	const char *tag = "/distccd_";
	size_t t, k;

	if (!tmp || tmp[0] != '/')
		tmp = "/tmp";
	t = strlen(tmp);
	while (t > 1 && tmp[t - 1] == '/')
		t--;
	if (strncmp(path, tmp, t) || strncmp(path + t, tag, strlen(tag)))
		return 0;
	k = t + strlen(tag);
	while (path[k] && path[k] != '/')
		k++;
	return path[k] == '/' && k > t + strlen(tag) ? k : 0;
}

/* The input file as cc1 was given it (main_input_filename is the name
 * a #line or a line marker gives). */
static const char *input_file(void)
{
	for (unsigned i = 0; i < save_decoded_options_count; i++)
		if (save_decoded_options[i].opt_index == OPT_SPECIAL_input_file)
			return save_decoded_options[i].arg;
	return main_input_filename;
}

/* The mirror root (its length in cwd) when this compilation runs in
 * one: its working directory and its input file are both under it. */
static size_t mirror_root(char *cwd, size_t n)
{
	const char *in = input_file();
	size_t len;

	if (!getcwd(cwd, n) || !in)
		return 0;
	len = mirror_prefix(cwd);
	if (len && (strncmp(in, cwd, len) || in[len] != '/'))
		len = 0;
	return len;
}

const char *elsewhere_client_path(const char *path)
{
	char cwd[PATH_MAX];
	size_t n = mirror_root(cwd, sizeof(cwd));

	if (!n || !path || strncmp(path, cwd, n) || path[n] != '/')
		return path;
	return path + n;
}

struct edit_src *elsewhere_read(const char *file, char *err, size_t errlen)
{
	char cwd[PATH_MAX];
	size_t n = mirror_root(cwd, sizeof(cwd)), len, skip = 0;
	struct edit_src *src;
	char *path, *text, *head;

	if (!n || file[0] != '/' || !strncmp(file, cwd, n))
		return edit_src_read(file, err, errlen);
	path = xasprintf("%.*s%s", (int)n, cwd, file);
	text = smpl_read_file(path, SMPL_MAX_SOURCE_FILE, &len);
	free(path);
	if (!text)
		return edit_src_read(file, err, errlen);
	head = concat("#line 1 \"", file, "\"\n", NULL);
	if (len >= strlen(head) && !memcmp(text, head, strlen(head)))
		skip = strlen(head);
	src = edit_src_new(file, text + skip, len - skip);
	free(head);
	free(text);
	return src;
}

/* ---- plain distcc: the note on macro rules ---- */

static bool in_capitals(const char *s)
{
	bool letter = false;

	for (; *s; s++) {
		if (ISLOWER(*s))
			return false;
		letter |= ISUPPER(*s);
	}
	return letter;
}

/* Whether the unit declares name at file scope. */
static bool declared(tree name)
{
	unsigned i;
	tree tu;

	FOR_EACH_VEC_SAFE_ELT(all_translation_units, i, tu) {
		tree b = DECL_INITIAL(tu);

		for (tree x = b ? BLOCK_VARS(b) : NULL_TREE; x; x = DECL_CHAIN(x))
			if (DECL_NAME(x) == name)
				return true;
	}
	return false;
}

/* Where the main file starts, or UNKNOWN_LOCATION. */
static location_t main_start(void)
{
	for (unsigned i = 0; i < LINEMAPS_ORDINARY_USED(line_table); i++) {
		const line_map_ordinary *m = LINEMAPS_ORDINARY_MAP_AT(line_table,
								      i);
		const char *f = ORDINARY_MAP_FILE_NAME(m);

		/* a preprocessed file starts with `# 0 "FILE"`: line 0 */
		if (f && main_input_filename &&
		    !strcmp(f, main_input_filename) &&
		    ORDINARY_MAP_STARTING_LINE_NUMBER(m) >= 1)
			return linemap_position_for_line_and_column(
				line_table, m, ORDINARY_MAP_STARTING_LINE_NUMBER(m),
				1);
	}
	return UNKNOWN_LOCATION;
}

/* The first required name that the criterion above takes for a macro,
 * with its rule (an index in P->R->file.rules); -1 when none. */
static int macro_name(const struct smpl_plugin *P, unsigned *rule)
{
	const struct match_filter *mf = &P->R->filter;

	for (unsigned i = 0; i < mf->nrules; i++) {
		const struct match_filter_rule *r = &mf->rules[i];

		for (unsigned c = r->clause0; c < r->clause0 + r->nclauses; c++)
			for (unsigned k = mf->clauses[c].name0;
			     k < mf->clauses[c].name0 + mf->clauses[c].nnames;
			     k++)
				if (in_capitals(mf->names[k]) &&
				    !declared(P->R->names[k])) {
					*rule = r->rule;
					return k;
				}
	}
	return -1;
}

void elsewhere_note(struct smpl_plugin *P)
{
	unsigned rule;
	int k = -1;

	if (!parse_in || !cpp_get_options(parse_in)->preprocessed ||
	    smpl_quiet())
		return;
	for (unsigned i = 0; i < P->all.length () && k < 0; i++) {
		rules_use(P, i);
		k = macro_name(P, &rule);
	}
	if (k < 0) {
		rules_use(P, 0);
		return;
	}
	inform(main_start(), "smpl: this unit was preprocessed elsewhere "
	       "(distcc): macros are expanded here, so rule %s:%u, which "
	       "names the macro %qs (in capitals, declared nowhere in the "
	       "unit), cannot match it; use the pump mode of distcc",
	       P->R->name, P->R->file.rules[rule].pos.line,
	       P->R->filter.names[k]);
	rules_use(P, 0);
}
