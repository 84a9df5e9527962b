@@
expression E;
@@
- sizeof(E) / sizeof(E[0])
+ ARRAY_SIZE(E)
