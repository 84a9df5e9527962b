// A bare expression goes before `...` or ends a body, nothing else.
@@
expression a;
identifier y;
@@
y = a
f(y);
//! 7:1: error: expected ';' after expression but found 'f'
