virtual context
@r depends on context exists@
expression E;
@@
* kfree(E);
  ...
* use(E);

@depends on context@
@@
* use(...);
