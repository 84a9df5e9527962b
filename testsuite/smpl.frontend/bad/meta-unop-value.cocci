@@
expression E;
unary operator u = {+=};
@@
- u E
//! 3:21: error: expected a unary operator but found '+='
