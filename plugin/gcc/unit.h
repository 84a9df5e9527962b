/* unit.h - the translation unit being compiled (unit.cc): the views of
 * its functions, kept from the pass to the end of the unit, and its
 * source files, read at the end. */
#ifndef SMPL_UNIT_H
#define SMPL_UNIT_H

/* The view of fun (view.cc), kept in P->unit; a function whose view
 * cannot be built is skipped with a warning. */
void unit_add_view(struct smpl_plugin *P, function *fun);

/* The views completed from the source text (view-text.cc); with
 * verbose, each printed. */
void unit_text(struct smpl_plugin *P);

/* The text of file as read now, NULL when it cannot be read; each file
 * is read once per unit. */
struct edit_src *unit_source(struct smpl_unit *U, const char *file);

/* Releases what the unit holds: views, sources, record. */
void unit_free(struct smpl_unit *U);

#endif
