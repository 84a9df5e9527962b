/* unit.h - the translation unit being compiled (unit.cc): the functions
 * that may match, kept from the pass to the end of the unit, their views
 * read there from their text, and the unit's source files. */
#ifndef SMPL_UNIT_H
#define SMPL_UNIT_H

/* fun got past the prefilter: what the preprocessor says of it, and the
 * names it calls (prefilter_passes), are kept in P->unit for the end of
 * the unit. */
void unit_add_view(struct smpl_plugin *P, function *fun,
		   const vec<uint8_t> &called);

/* At the end of the unit, when some rule has a top-level pattern and
 * the main file has a file-scope variable with an initializer: a view
 * of the main file's top level, read with the functions'. */
void unit_add_top(struct smpl_plugin *P);
/* At the end of the unit, when some rule matches in macro bodies (an
 * expression pattern) and the main file has #define lines: a view of
 * their bodies, read with the functions'. */
void unit_add_macros(struct smpl_plugin *P);

/* Before GCC's IPA passes, once it has removed the functions nothing
 * reaches: which kept inline functions of headers the unit compiles. */
void unit_mark_reached(struct smpl_plugin *P);

/* At the end of the unit: the kept inline functions of headers that the
 * unit does not compile are dropped; a header's inline function is
 * matched in the units that use it, not in every unit that includes the
 * header (before IPA, or without it, -fsyntax-only: all kept). */
void unit_drop_unused(struct smpl_plugin *P);

/* The views of the kept functions read from their text (view-source.cc);
 * a function that cannot be read is skipped with a warning; with
 * verbose, each view printed. */
void unit_text(struct smpl_plugin *P);

/* The text of file as read now, NULL when it cannot be read; each file
 * is read once per unit. */
struct edit_src *unit_source(struct smpl_unit *U, const char *file);

/* Releases what the unit holds: views, sources, record. */
void unit_free(struct smpl_unit *U);

#endif
