/* fixit.h - an edit's text changes as GCC fix-it hints (fixit.cc). */
#ifndef SMPL_FIXIT_H
#define SMPL_FIXIT_H

/* The fix-its of request req on source src, whose file is that of loc. */
void fixit_add(rich_location &rl, location_t loc, const struct edit_src *src,
	       const struct edit_req *req);

#endif
