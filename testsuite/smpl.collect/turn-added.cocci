@@
expression l, x, r;
@@
+lock(l);
 r = work(l, x);
+unlock(l);

@@
expression l;
@@
 lock(l);
+l[1]++;
