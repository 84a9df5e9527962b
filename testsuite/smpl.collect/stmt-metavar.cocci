@@
expression E;
statement S;
@@
- while (E) S
+ if (E) S
