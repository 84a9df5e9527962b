@@
fresh identifier i = "arg";
type T;
identifier fn != k;
@@

 fn(...,T
+ i
  ,...) {...}

@@
fresh identifier j = "name";
identifier fn;
@@

 fn(..., char *
+ j
  ,...) {...}
