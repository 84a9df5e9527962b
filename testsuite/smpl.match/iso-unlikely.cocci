// Isomorphism unlikely: a pattern unlikely(E) or likely(E) matches a call
// of either, or E alone (not the other way round: a pattern E does not
// match unlikely(E)).  The second rule, with "disable unlikely", matches
// only the call it writes.
@@
idexpression x;
statement S;
@@
- if (unlikely(x))
+ if (CHK(x))
  S

@ disable unlikely @
idexpression x;
@@
- r = likely(x);
+ r = CHK(x);
