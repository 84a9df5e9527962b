@@
expression L, F, X, E;
@@
spin_lock_irqsave(L, F);
... when != spin_unlock_irqrestore(L, F);
- X = kmalloc(E, GFP_KERNEL);
+ X = kmalloc(E, GFP_ATOMIC);
