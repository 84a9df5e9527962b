@@
expression E;
@@
- g(<+... f(E) ...+>);
+ G(E);
//! 5:3: error: metavariable 'E' is bound only inside a nest in an expression, once per occurrence: '+' code outside the nest cannot use it
