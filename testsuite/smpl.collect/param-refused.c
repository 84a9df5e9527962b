/* a header whose parameters cannot be edited exactly gives the rule no
 * match (its body edits go too): a variadic function, one whose
 * prototypes have other counts, one declared through a macro, a K&R
 * definition; one() can, with its prototype */
//! spatch-differs: spatch 1.1.1 stops on this file (try to delete an expanded token, at the prototype written with PARAMS)
#include <stdarg.h>
#define PARAMS(x) x
int use(int);
int kr(a, flags) int a; int flags; { return use(a); }
int var(int flags, ...) { return use(flags); }
int var2(int a, int flags, ...);
int var2(int a, int flags, ...) { return use(a); }
int mac PARAMS((int a, int flags));
int mac(int a, int flags) { return use(a); }
int cnt(int a, int flags);
int cnt();
static void (*getcb(int flags))(int) { return 0; }
int one(int flags) __attribute__((unused));
int one(int flags) { return 0; }
int cnt(int a, int flags) { return a; }
