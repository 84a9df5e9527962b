/* plugin.h - the plugin's state in one struct: the options, the rules
 * loaded once per compilation, the prefilter, and the translation unit
 * being compiled (its functions' views, its source files, its record).
 * plugin.cc has the one instance; every step of the pipeline is given
 * it.  Include after gcc-compat.h. */
#ifndef SMPL_PLUGIN_H
#define SMPL_PLUGIN_H

extern "C" {
#include "ast.h"
#include "filter.h"
#include "record.h"
}

#include "options.h"
#include "preproc.h"

/* A function that got past the prefilter, kept until the unit ends: what
 * the preprocessor says of it, then its view read from its text, with
 * GCC's location of each node. */
struct unit_view {
	const char *name;		/* GCC's identifier string */
	location_t where;		/* its name */
	struct fn_facts facts;
	struct match_view *v;		/* NULL until the end of the unit */
	bool top;			/* the main file's top level, not a
					   function (docs/matcher.md, "Top
					   level") */
	bool macros;			/* the main file's #define bodies
					   (docs/matcher.md, "Macro
					   bodies") */
	int8_t reached;			/* a header's function: does the unit
					   compile it (-1: not known) */
	vec<uint8_t> called;		/* a function: which of P->names it
					   calls (prefilter_passes); empty
					   when not known */
	vec<location_t> locs;
	vec<location_t> unread_locs;	/* the top level: GCC's location of
					   each thing not read (its facts
					   have no lines) */
};

/* A source file of the unit as read at its end, src NULL when it
 * cannot be read. */
struct unit_source {
	const char *file;
	struct edit_src *src;
};

struct smpl_unit {
	vec<unit_view *> views;		/* of the functions that may match */
	vec<unit_source> sources;
	bool speak;			/* diagnostics (not under -w) */
	uint32_t nmatch;		/* matches reported so far */
	struct edit_rec rec;		/* what out= and the object get */
};

/* What the preprocessor told us during the unit (preproc.cc). */
struct smpl_preproc {
	vec<location_t> lines;		/* the first token of each line */
	/* The prefilter's index: the written expansions of the macros the
	 * rules name, in the text's order, from the first named_upto
	 * macro maps of the unit. */
	vec<location_t> named_at;
	vec<uint16_t> named_which;	/* [i]: the index in names[] */
	unsigned named_upto;
	void (*chained)(cpp_reader *, const cpp_token *, int);
	vec<location_t> directives;	/* each #include and #define
					   processed */
	void (*chained_include)(cpp_reader *, location_t,
				const unsigned char *, const char *, int,
				const cpp_token **);
	void (*chained_define)(cpp_reader *, location_t, cpp_hashnode *);
};

/* One rule file: rules= names one, or a rule set (smplc --set) several.
 * Each has its own rule names, its own prefilter, and runs over the
 * unit's views after the ones before it. */
struct smpl_rules {
	struct smpl_file file;
	const char *name;		/* as messages name it: RULE.cocci */
	struct match_filter filter;	/* the rules that may run, their names */
	vec<tree> names;		/* filter.names[i] as an identifier */
	vec<unsigned> at;		/* [i]: names[i]'s index in the
					   plugin's names (prefilter.cc) */
};

/* The name index of the prefilter: an identifier and its index in
 * smpl_plugin.names, sorted by pointer. */
struct smpl_name_ix {
	tree id;
	unsigned i;
};

struct smpl_plugin {
	struct smpl_options opts;
	vec<smpl_rules *> all;		/* every rule file, in order */
	struct smpl_rules *R;		/* the one being run (rules_use) */
	const char *set_name;		/* what rules= names, for the record: */
	uint64_t set_hash;		/* RULE.cocci or SET.smplset, its hash */
	/* The prefilter of every rule file at once (prefilter.cc): the
	 * names all of them need, each once. */
	vec<tree> names;
	vec<tree> name_decls;		/* [i]: the function names[i] is, once
					   declared */
	vec<smpl_name_ix> name_ix;	/* names by pointer */
	uint64_t name_bits[64];		/* a bit per name's pointer hash:
					   most identifiers asked of
					   prefilter_find (every macro of a
					   unit) are none of the names */
	vec<unsigned> name_file0;	/* [i]..[i+1]: in name_files, the */
	vec<unsigned> name_files;	/* rule files that name names[i] */
	vec<unsigned> file_mark;	/* [r]: mark_gen when r was tried */
	unsigned mark_gen;
	bool always;			/* some rule needs no name: every
					   function passes */
	struct smpl_unit unit;
	struct smpl_preproc pp;
};

/* -w silences every diagnostic of ours, notes included. */
static inline bool smpl_quiet(void)
{
	return global_dc->dc_inhibit_warnings;
}

/* Whether script runs are left to smpl-collect: only with records to
 * carry them, and not under werror (whose findings must stop this
 * compilation). */
static inline bool smpl_defers(const struct smpl_options *o)
{
	return o->defer_scripts && o->out && o->severity != SMPL_SEV_ERROR;
}

/* The kind of a finding's diagnostic, as severity= says. */
static inline diagnostic_t smpl_kind(const struct smpl_options *o)
{
	return o->severity == SMPL_SEV_NOTE ? DK_NOTE :
	       o->severity == SMPL_SEV_ERROR ? DK_ERROR : DK_WARNING;
}

/* The same, for a failure of ours: never an error, so that the object
 * file is still produced. */
static inline diagnostic_t smpl_trouble_kind(const struct smpl_options *o)
{
	return smpl_kind(o) == DK_ERROR ? DK_WARNING : smpl_kind(o);
}

#endif
