// GFP_KERNEL under a mutex made GFP_ATOMIC: a flag macro after a lock.
// grep: \bmutex_lock\(
// grep: [^_]kzalloc\(|kmalloc\(
@@
expression L, X, S;
@@
  mutex_lock(L);
  ... when != mutex_unlock(L);
(
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
