//! spatch-differs: spatch 1.1.1 leaves `} m[2],;` (no C) when it removes the last of several declarators after a definition, and removes no `*P` of several
/* Declarators of several removed after a definition: the first goes
 * with the comma after it, a later one with the comma before it, one
 * in the middle with one comma; all of them leave the definition.
 */
struct s3 { int a; } x, y[2], z[3];

struct s4 { int a; } m[2], n;

struct s6 { int a; } *o, *p;

struct s8 { int a; } b[2], *c, d[3];

struct s7 { int a; } q;
