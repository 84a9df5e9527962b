// A returned value, in parentheses.
@@
expression E;
@@
- return E;
+ return (E);
