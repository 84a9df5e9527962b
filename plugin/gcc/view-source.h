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

#endif
