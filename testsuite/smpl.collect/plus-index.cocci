@@
expression E;
@@
- kfree(E);
+ kvfree(E);
