@r exists@
local idexpression id;
expression x;
@@
id = find(x);
if (id == NULL || ...) { ... return ...; }
...
- release(id);
+ put(id);
