// + code standing where the removed expression was: in parentheses
// where that place needs a tighter expression than the + code is.
@@
expression E;
@@
- f1(E)
+ E + 1
