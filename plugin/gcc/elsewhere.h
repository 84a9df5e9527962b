/* elsewhere.h - a unit compiled on another host (distcc), elsewhere.cc.
 * Include after plugin.h. */
#ifndef SMPL_ELSEWHERE_H
#define SMPL_ELSEWHERE_H

/* Preprocessed input (plain distcc): one note for the unit when a rule
 * names a macro, which cannot match there. */
void elsewhere_note(struct smpl_plugin *P);

/* path as the client names it: without the mirror root of a distccd in
 * pump mode (TMPDIR/distccd_XXXXXX), when the compilation runs in one;
 * else path itself. */
const char *elsewhere_client_path(const char *path);

/* The source file the compilation names file, as the client has it: under
 * pump mode from the server's mirror, without the #line that names it
 * there; else read as it is. */
struct edit_src *elsewhere_read(const char *file, char *err, size_t errlen);

#endif
