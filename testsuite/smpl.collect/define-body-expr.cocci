@@
expression E;
@@
(
- old_flag
+ NEW_FLAG
|
- get(E, 0)
+ get_first(E)
)
