/* view-source.h - the views of the unit's functions read from their text
 * by the project's C reader, GCC as its oracle (view-source.cc). */
#ifndef SMPL_VIEW_SOURCE_H
#define SMPL_VIEW_SOURCE_H

/* Reads the view of each function kept in P->unit.views (u->v NULL until
 * then) and the GCC location of each of its nodes; a function that
 * cannot be read is given to failed, with why, and keeps no view. */
void view_source_unit(struct smpl_plugin *P,
		      void (*failed)(struct smpl_plugin *, unit_view *,
				     const char *why));

/* An oracle for text read again after a rule's edits (rules one after
 * another, match-run.cc): GCC's typedefs and global declarations by
 * name only (what depends on lines, the active groups and the macro
 * uses, are the reader's guesses), valid until view_source_names_free
 * (the printed types it hands out live as long). */
struct view_names;
struct view_names *view_source_names(struct match_oracle *o);
void view_source_names_free(struct view_names *n);

#endif
