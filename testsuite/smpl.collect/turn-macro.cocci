@@
expression p;
@@
- kfree(p);
+ kfree_sensitive(p);

@@
@@
- g();
