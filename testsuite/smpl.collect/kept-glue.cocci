// a call removed around the argument it keeps: the argument gets the
// parentheses its place needs, and a blank where it would meet the
// token before it as one (-wrap(-a) is - -a, not the decrement --a)
@@
expression E;
@@
- wrap(E)
+ E
