// Isomorphism isnt_zero: X != 0 matches X (and, with commneq, 0 != X)
// when X is the whole condition of an if or loop, not inside && or ||.
// The second rule, with "disable isnt_zero", matches only x != 0.
@@
idexpression x;
statement S;
@@
- if (x != 0)
+ if (NZ(x))
  S

@ disable isnt_zero @
idexpression x;
statement S;
@@
- while (x != 0)
+ while (NZ(x))
  S
