/* view-gimple.h - building the matcher's view of a function from GIMPLE
 * (view.cc). */
#ifndef SMPL_VIEW_GIMPLE_H
#define SMPL_VIEW_GIMPLE_H

/* The view of fun, or NULL with a reason in why and its place in where
 * when the function holds a shape view.cc does not know.  Free it with
 * match_view_free. */
struct match_view *view_build(function *fun, char *why, size_t n,
			      location_t *where);

#endif
