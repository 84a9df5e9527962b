// + code that is arguments in place of an argument, a call or a list:
// its commas separate arguments (no parentheses around them), and an
// argument written in parentheses keeps them as a value of its own
@@
expression list es;
expression E;
@@
- foo(E, es)
+ bar(es, E, 0)
@@
expression A;
@@
 baz(
- A
+ A, 1
 )
@@
expression list es;
@@
- qux(es)
+ quux(es, 2)
