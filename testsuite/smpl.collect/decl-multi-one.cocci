// Removing one declarator of `int a, b, c;` removes it and one comma
// (the one after it, or for the last the one before it); removing
// every declarator removes the declaration with its line, as spatch.
@@
identifier x =~ "^unused";
type T;
@@
- T x;
