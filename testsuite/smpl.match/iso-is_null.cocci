// Isomorphism is_null: X == NULL matches !X (any X, an int too, as
// spatch) and, with commeq, NULL == X.  The second rule, with "disable
// is_null", matches only the comparisons.
@@
idexpression x;
statement S;
@@
- if (x == NULL)
+ if (ISNULL(x))
  S

@ disable is_null @
idexpression x;
statement S;
@@
- while (x == NULL)
+ while (ISNULL(x))
  S
