/* request.h - an edit of the matcher as a request to the editor
 * (plugin/edit/edit.h): the one translation, for the plugin's fix-its
 * and records and for smpl-match --apply.  Include edit.h and match.h
 * first. */
#ifndef MATCH_REQUEST_H
#define MATCH_REQUEST_H

/* The request for edit e, its strings borrowed from e, expect (the
 * tokens the editor must find there; "" or NULL for none) and tag; the end
 * column is the last character's. */
struct edit_req match_edit_request(const struct match_edit *e,
				   const char *expect, const char *tag);

#endif
