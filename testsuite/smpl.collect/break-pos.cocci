@r@
position p;
@@
if (a(...))
  break@p;

@@
position r.p;
@@
- break@p;
+ return -1;

@@
@@
- continue;
+ a(4);
+ continue;
