// BUG_ON to WARN_ON: a macro call as a statement.
// grep: \bBUG_ON\(
@@
expression E;
@@
- BUG_ON(E);
+ WARN_ON(E);
