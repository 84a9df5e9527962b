// `} - *P;` and `} - P[3];`: the declarator goes, the '}' and ';'
// stay, as spatch.
@@
identifier id, P;
@@
struct id { ... }
- *P
  ;

@@
identifier id, P;
@@
struct id { ... }
- P[3]
  ;
