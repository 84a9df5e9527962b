#spatch -D fn=kfree

@@
identifier virtual.fn;
expression E;
@@
- fn(E);
+ release(E, "fn");
+ fn(E);

@@
identifier virtual.none;
@@
- none();
