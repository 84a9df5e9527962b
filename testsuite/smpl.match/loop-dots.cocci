// `{ ... S }`: S ends the loop's body, before the way back to the loop;
// a continue that skips it is free (as spatch); the third loop ends with
// foo(x): no match.  An unbraced body matches too ({ S } ~ S).
@@
expression E;
@@
while (E) {
...
- x--;
+ x -= 1;
}
