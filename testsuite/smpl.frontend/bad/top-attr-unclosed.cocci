@@
type T;
identifier p;
@@
T p __attribute__((x);
//! 5:23: error: expected ')' closing the attribute but found end of rule
