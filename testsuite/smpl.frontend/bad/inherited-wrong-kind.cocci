@r@
identifier f;
@@
- f();

@@
expression r.f;
@@
- f;
//! 7:14: error: metavariable 'f' of rule 'r' is declared as identifier, not expression
