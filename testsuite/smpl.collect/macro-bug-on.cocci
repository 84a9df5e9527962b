@@
expression E;
@@
- BUG_ON(E);
+ WARN_ON(E);
