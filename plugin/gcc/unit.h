/* unit.h - the translation unit being compiled (unit.cc): the functions
 * that may match, kept from the pass to the end of the unit, their views
 * read there from their text, and the unit's source files. */
#ifndef SMPL_UNIT_H
#define SMPL_UNIT_H

/* fun got past the prefilter: what the preprocessor says of it is kept
 * in P->unit for the end of the unit. */
void unit_add_view(struct smpl_plugin *P, function *fun);

/* At the end of the unit: the kept functions of other files than the
 * unit's own (headers) that the unit never uses are dropped; a header's
 * unused static inline functions are matched in the units that use them,
 * not in every unit that includes the header. */
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
