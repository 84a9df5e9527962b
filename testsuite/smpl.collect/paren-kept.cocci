// The part of a removed expression that the rule keeps stands where the
// expression was: in parentheses where that place needs them.
@@
expression E;
@@
- wrap(
  E
- )
