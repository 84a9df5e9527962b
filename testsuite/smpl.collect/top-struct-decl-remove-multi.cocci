// `} - P;` and `} - *P;` on declarations of several declarators: each
// one removed with a comma (run.c split_decls), both of `*o, *p` with
// the comma between them.
@@
identifier id, P;
@@
struct id { ... }
- P
  ;

@@
identifier id, P;
@@
struct id { ... }
- *P
  ;
