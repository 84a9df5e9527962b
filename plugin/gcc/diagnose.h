/* diagnose.h - the unit's matches as diagnostics with fix-it hints, and
 * into its record (diagnose.cc). */
#ifndef SMPL_DIAGNOSE_H
#define SMPL_DIAGNOSE_H

void diagnose_unit(struct smpl_plugin *P, const struct match_out *out);

#endif
