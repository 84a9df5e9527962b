/* Declarators removed after a definition: a pointer's star goes with
 * its name, an array's sizes with theirs; the definitions stay.  A
 * plain variable and a pointer to pointer are left as they are.
 */
struct a {
	int n;
} *pa;

struct b {
	int n;
} vb;

struct c { int n; } arr[3];

struct d { int n; } **pd;

struct e { int n; } other[4];

/* The '}' and the declarator on lines of their own: the declarator
 * goes, the ';' stays on its line. */
struct f { int n; }
	*pf;

struct g { int n; }
	arr2[3] ;
