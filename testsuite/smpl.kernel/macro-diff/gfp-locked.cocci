// GFP_KERNEL in an allocation made under a mutex, on some path from the
// lock that does not unlock it first, made GFP_ATOMIC: a flag macro.
// grep: \bmutex_lock\(
// grep: kvmalloc\(|[^_]kzalloc\(|[^_]kmalloc\(
@exists@
expression L, X, S;
@@
  mutex_lock(L);
  ... when != mutex_unlock(L);
(
  X = kvmalloc(S,
- GFP_KERNEL
+ GFP_ATOMIC
  );
|
  X = kzalloc(S,
- GFP_KERNEL
+ GFP_ATOMIC
  );
|
  X = kmalloc(S,
- GFP_KERNEL
+ GFP_ATOMIC
  );
)
