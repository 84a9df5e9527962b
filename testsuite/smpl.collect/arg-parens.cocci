// an argument removed next to one written in parentheses, and one so
// written removed: the parentheses go with it
@@
expression E;
expression list es;
@@
 foo(
- E,
 es)

@@
expression E;
@@
 bar(...,
- E
 )
