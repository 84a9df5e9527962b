// Every case that the label fits must have the body (spatch's rule):
// `case C:` fits every case, and f and h have a case without foo(), so
// nothing matches; g's cases start with bar() and foo(): no match either.
//! c: switch-case.c
@@
expression E;
constant C;
@@
switch (E) {
case C:
- foo();
+ foo2();
}
