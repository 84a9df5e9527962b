// An empty statement after a statement, on the same line or not.
@@
statement S;
@@
S
-;
