@@
identifier x;
expression E;
@@
struct s x = { .f E };
//! 5:19: error: expected '=' after a designator but found 'E'
