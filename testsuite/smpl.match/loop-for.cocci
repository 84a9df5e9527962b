// A for pattern: init, condition and step each match their part (none
// is absent in the pattern, so for (;;) and for (; c; s) do not match);
// the + code goes after the whole statement, and baz() follows on the
// loop's exits.
//! c: loop-pat.c
@@
expression A, B, C;
statement S;
@@
  for (A; B; C) S
+ bar(B);
  baz();
