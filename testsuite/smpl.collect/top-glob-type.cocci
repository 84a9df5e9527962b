// A file-scope declaration's type changed, one-token type only: not in
// `const int` (no match in spatch either, where optional_qualifier
// is off), nor one of several declarators, nor a prototype; spatch
// changes `static int` and `extern int` too.
@ disable optional_qualifier @
identifier x;
@@
- int
+ long
  x;
