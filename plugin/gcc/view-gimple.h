/* view-gimple.h - building the matcher's view of a function from GIMPLE
 * (view.cc). */
#ifndef SMPL_VIEW_GIMPLE_H
#define SMPL_VIEW_GIMPLE_H

/* The view of fun, or NULL with a reason in why and its place in where
 * when the function holds a shape view.cc does not know.  locs[i] is
 * GCC's location of node i (for diagnostics and fix-it hints: the view
 * itself keeps no GCC value).  Free the view with match_view_free. */
struct match_view *view_build(function *fun, vec<location_t> &locs,
			      char *why, size_t n, location_t *where);

#endif
