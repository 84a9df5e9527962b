// + code before and after file-scope declarations without an
// initializer, a static and an extern one too: lines of their own.
@@
@@
  int users;
+ int more_users;

@@
identifier x;
@@
+ /* the counter */
  static int x;

@@
identifier x;
@@
  extern long x;
+ extern long other_limit;
