// A byte count divided by the element size of an int array: ARRAY_SIZE.
// grep: sizeof.*/ *sizeof
@@
expression E;
@@
- sizeof(E) / sizeof(int)
+ ARRAY_SIZE(E)
