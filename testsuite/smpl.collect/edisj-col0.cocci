@@
expression ret, E;
@@
ret =
(
platform_get_irq
|
platform_get_irq_byname
)(E, ...);
- if (ret < 0)
+ if (ret <= 0)
  { ... }

@@
expression A, B;
@@
(
  A == B
|
  A < B
|
  A && B
)
- ? 1 : 0

@@
expression irq, fn, flags;
@@
request_threaded_irq(irq, NULL, fn,
(
IRQF_ONESHOT | ...
|
IRQF_ONESHOT
|
-0
+IRQF_ONESHOT
|
-flags
+flags | IRQF_ONESHOT
)
, ...);
