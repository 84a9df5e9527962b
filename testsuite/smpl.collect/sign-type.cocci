@@
type T;
identifier x, y;
@@
- unsigned T x;
- T y;

@@
type T;
identifier x;
@@
- signed T x;
+ T x;
