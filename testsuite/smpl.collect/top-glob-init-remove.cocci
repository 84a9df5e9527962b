// A file-scope variable with an initializer removed whole, with its
// blank line (a top-level item, as a function).
@@
identifier x;
@@
- static struct ops x = { ..., .name = "old", ... };
