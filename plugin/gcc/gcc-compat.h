/* gcc-compat.h - the GCC headers the plugin needs, in the order GCC
 * wants them, and the mark of the two symbols GCC looks up in it.  The
 * only place that knows which GCC internals we touch; everything of ours
 * is in the other files.  The plugin builds against GCC 11's headers and
 * GCC 12's (make plugin-gcc11, docs/plugin.md): what it uses is the same
 * in both, so there is no #if GCCPLUGIN_VERSION yet; one belongs here. */
#ifndef SMPL_GCC_COMPAT_H
#define SMPL_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "diagnostic.h"
#include "stringpool.h"
#include "toplev.h"
#include "output.h"
#include "cpplib.h"
#include "c-family/c-pragma.h"	/* parse_in, the C front end's reader */

/* The plugin is built with -fvisibility=hidden: the two symbols GCC
 * looks up are the only ones it exports (exports.map says so too). */
#define SMPL_EXPORT __attribute__((visibility("default")))

#endif
