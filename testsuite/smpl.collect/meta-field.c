struct a { char *name; int count; };
struct b { int a, b; int count; };
struct c { int count; int more; };
struct d { char *n; struct { int q; } in; int count; int z; };
