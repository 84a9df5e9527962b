// unsigned T and signed T: the sign word with a type metavariable
@@
type T;
identifier x, y;
@@
- unsigned T x;
- T y;
+ signed T *y;
