// ( | ) tries branches in order: kfree(NULL) is taken by the first
// branch, so the second never applies.
@@
expression E;
@@
(
- kfree(E);
+ kfree_one(E);
|
- kfree(NULL);
+ kfree_null();
)
