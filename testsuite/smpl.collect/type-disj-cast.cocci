// (\(int\|long\))E, sizeof(\(int\|long\)).
@@
expression E;
@@
- (\(int\|long\))E
+ E

@@
@@
- sizeof(\(int\|long\))
+ sizeof(unsigned long)
