// A typedef of a struct definition: its field renamed by type; a
// typedef matched as `typedef T U;` (U a type metavariable), its
// name then replaced by its type in a function's declaration.
@@
type T;
@@

typedef struct {
	...
-	T legacy;
+	T current;
	...
} state_t;

@r@
type T, U;
@@

typedef T U;

@@
type r.T, r.U;
identifier x;
expression E;
@@

- U x = E;
+ T x = E;
