@@
@@
- goto out;
+ a(4);
+ goto out;

@@
@@
+ a(5);
  continue;
