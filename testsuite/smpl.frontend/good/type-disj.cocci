// Disjunctions of types: inline wherever a type goes, in column 0 at
// the start of a declaration; what the matcher does not match is
// skipped with a warning naming it.
@@
identifier x;
type T;
expression E;
@@
\(int\|T *\) x = (\(char\|long\))E + sizeof(\(short\|struct foo\));

@@
identifier x;
@@
(
- int
+ long
|
  char
)
  x;

@@
identifier x;
type T;
@@
- \(char\|T\) x;
+ T x;

@@
identifier x;
@@
- \(int\|long\)
  x;

@@
expression E;
@@
- (\(int\|long\))
+ (short)
  E

@@
identifier x;
@@
(
- unsigned int
+ long
|
  char
)
  x;

@@
expression E;
@@
f(\(int\|long\), E);
//! 26:3: warning: metavariables bound in some branches of a disjunction of types, used in + code, are not matched yet: rule 3 matches nothing
//! 32:3: warning: disjunctions of types with '-' on a part alone are not matched yet: rule 4 matches nothing
//! 38:3: warning: disjunctions of types with '-' on a part alone are not matched yet: rule 5 matches nothing
//! 56:1: warning: disjunctions of types other than a declaration's, a parameter's, a cast's or a sizeof's type are not matched yet: rule 7 matches nothing
