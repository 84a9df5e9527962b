// Isomorphism drop_cast: a pattern (T)E, T a type metavariable, also
// matches E without a cast (a written type, (struct s *)E, does not).
// The second rule removes a cast: on code without one it removes
// nothing.  The third, with "disable drop_cast", needs the cast.  The
// fourth replaces the cast: its + code needs the cast, as in spatch.
@@
type T;
expression E;
@@
- p = (T)alloc(E);
+ p = ALLOC(E);

@@
type T;
expression E;
@@
  q = 
- (T)
  get(E);

@ disable drop_cast @
type T;
expression E;
@@
- r = (T)alloc(E);
+ r = ALLOC(E);

@@
type T;
expression E;
@@
  s = 
- (T)
+ (long)
  put(E);
