// Nothing matches: no output but the empty edit list.
@@
identifier x;
@@
- x = alloc();
