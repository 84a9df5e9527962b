@@
expression E;
@@
- wrap(
  E
- )

@@
expression E;
@@
- -
  E

@@
type T;
expression E;
@@
- (T)
+ (unsigned)
  E
