// Initializer list metavariables among a table's elements: bound (a
// sentinel after them), inherited by a later rule that removes the same
// elements elsewhere, twice in one rule, and context with + code after.
@r@
identifier x;
initializer list IL;
@@
int x[] = { IL, 0 };

@@
identifier y;
initializer list r.IL;
@@
short y[] = {
- IL
};

@@
identifier z;
initializer list IL2;
@@
struct pair z = { { IL2 }, {
- IL2
} };

@@
identifier t;
initializer list IL3;
@@
long t[] = { IL3,
+ 0,
};
