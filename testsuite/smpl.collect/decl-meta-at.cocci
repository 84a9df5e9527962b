@a@
declaration d;
symbol count;
@@

-int count@d;

@@
declaration a.d;
symbol total;
@@

int total;
+d
