/* view-text.h - a view completed from the source text (view-text.cc). */
#ifndef SMPL_VIEW_TEXT_H
#define SMPL_VIEW_TEXT_H

/* source(ctx, file): the file's text, or NULL when it cannot be read. */
void view_from_text(struct match_view *v,
		    struct edit_src *(*source)(void *, const char *), void *ctx);

#endif
