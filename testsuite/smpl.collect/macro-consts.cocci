// Written constants: a hexadecimal mask, an unsigned long shift, a
// character.
@@
expression E;
@@
(
- E & 0x10
+ E & BIT(4)
|
- 1UL << E
+ BIT(E)
|
- E == 'a'
+ E == 'b'
)
