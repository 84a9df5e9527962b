// 'T@p' in a cast and in sizeof.
@r@
type T;
position p;
@@
 (T@p *)kmalloc(...)

@@
type T;
position r.p;
expression E;
@@
- (T@p *)E
+ E

@b@
type T;
T **x;
position p;
expression E;
@@
  x = kmalloc(sizeof(T@p) * E, ...)

@@
type T;
position b.p;
@@
- sizeof(T@p)
+ sizeof(T *)
