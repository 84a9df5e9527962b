// an argument moved after an expression list: the + code is arguments
// (no parentheses), and a call whose list is empty, where the + code
// anchored at the list would be lost, is left alone (as spatch)
@@
expression E;
expression list es;
@@
 foo(
- E, es
+ es, E
 )
