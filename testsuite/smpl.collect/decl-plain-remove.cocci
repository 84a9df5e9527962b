// A declaration without an initializer is a node of the view: `- T x;`
// removes it with its line, wherever it is in the body.
@@
identifier x;
@@
- struct port *x;

@@
@@
- int count;
