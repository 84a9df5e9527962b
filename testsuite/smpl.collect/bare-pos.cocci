@r1@
expression irq, data;
position p;
@@
req@p(irq, data,
(
FLAG_A | ...
|
FLAG_A
)
 )

@depends on r1@
expression irq, data, flags;
position p != r1.p;
@@
req@p(irq, data,
(
-0
+FLAG_A
|
-flags
+flags | FLAG_A
)
 )
