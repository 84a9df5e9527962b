@r@
identifier f;
@@
- f();

@@
expression r.e;
@@
- e;
//! 7:14: error: rule 'r' declares no metavariable 'e'
