@r@
local idexpression x;
@@
  x = kmalloc(...);

@@
local idexpression r.x;
@@
- kfree(x);
