// Lines removed right after a `{` take the blank line after them, as
// spatch tidies a block whose declarations all go; a declaration that
// stays (g) or a comment (h) keeps it.
@@
identifier x =~ "^unused";
@@
- int x;
