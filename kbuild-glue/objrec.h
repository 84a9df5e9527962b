/* objrec.h - records carried by object files: the plugin puts the record
 * of a unit in a section named .discard.smpl of its object (the kernel's
 * linker scripts drop every .discard.* section, so nothing reaches
 * vmlinux or a module), and smpl-collect reads it back from there. */
#ifndef KBUILD_OBJREC_H
#define KBUILD_OBJREC_H

#include <stddef.h>

#define OBJREC_SECTION ".discard.smpl"

/* The contents of the section of the ELF object path (malloc'd, *len its
 * size), or NULL when it is not a 64-bit ELF object or has no such
 * section. */
char *objrec_read(const char *path, size_t *len);

#endif
