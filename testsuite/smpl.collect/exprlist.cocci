@@
expression list args;
expression E;
@@
(
- foo(args);
+ bar(args);
|
- baz(E, args);
+ bar(E, args);
)
