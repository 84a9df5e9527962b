// Initializer list metavariables: among the elements of a declaration's
// initializer list (context or removed, with + code), inherited by a
// later rule, with a length; anywhere else the rule is skipped with a
// warning.
//! 34:3: warning: 'initializer list' metavariables other than elements of a declaration's initializer list are not matched yet: rule 'call' matches nothing
@r@
typedef u8;
identifier x;
initializer list IL;
position p;
@@
u8 x@p[...] = { IL, };

@s@
identifier y;
initializer list r.IL;
initializer list[2] two;
@@
int y[] = {
  two,
- IL
+ IL, 0
};

@t@
identifier z;
initializer I;
@@
int z[] = { I, ... };

@call@
initializer list r.IL;
@@
f(IL);
