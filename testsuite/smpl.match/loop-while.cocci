// A while pattern: `- while (E) S` removes the whole statement, body
// included, and the + code replaces it; the rest (none here) would go
// on from the loop's exits.  A for or do loop is no while.
//! c: loop-pat.c
@@
expression E;
statement S;
@@
  foo();
- while (E) S
+ bar(E);
