// <... P ...> inside an expression: zero or more occurrences, every one
// transformed.  t(1) goes as well as t(a + a); u(3) matches with nothing
// to change.
//! spatch: skip spatch 1.1.1 refuses <... ...> inside an expression
@@
@@
- t(<... a ...>);

@@
@@
  u(<...
- a
+ b
  ...>);
