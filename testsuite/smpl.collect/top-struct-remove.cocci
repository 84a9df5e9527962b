// A removed field takes its line; the struct's other fields and a
// struct of another name stay.
@@
identifier degree;
type T;
@@

struct anon_vma {
	...
-	T *degree;
	...
};
