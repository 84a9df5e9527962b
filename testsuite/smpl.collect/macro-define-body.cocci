// kfree to kfree_sensitive, where it is written in a function.
@@
expression E;
@@
- kfree(E);
+ kfree_sensitive(E);
