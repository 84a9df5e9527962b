@@
local idexpression x;
expression E;
@@
  x = kmalloc(E);
  ...
- kfree(x);
