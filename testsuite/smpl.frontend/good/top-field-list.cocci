// A field list metavariable is matched as any fields once among a
// struct's fields (rule 1); used in + code (rule 2) or inherited (rule 3)
// it is not matched yet.
@r@
identifier I;
field list[n] fs;
@@
struct s { fs
- int I;
  ...
};

@@
field list fs;
@@
struct t {
- fs
+ fs
  int last;
};

@@
field list r.fs;
@@
struct u { fs int last; };
//! 14:12: warning: a 'field list' metavariable other than once among a struct's fields, in no + code, is not matched yet: rule 2 matches nothing
//! 23:14: warning: inherited 'field list' metavariables are not matched yet: rule 3 matches nothing
