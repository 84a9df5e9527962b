@@
expression X;
@@
- foo(X)
+ bar(X)
