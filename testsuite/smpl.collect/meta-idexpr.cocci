// local idexpression: a local or a parameter, not a static local;
// global idexpression: anything else (a global, a static local, a name
// nobody declared).
@@
global idexpression g;
@@
  use(
- g
+ global(g)
  )

@@
local idexpression l;
@@
  use(
- l
+ local(l)
  )
