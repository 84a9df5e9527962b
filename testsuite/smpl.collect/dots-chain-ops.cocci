// `E op ...` with op one of || && | & + *: E is any operand of the chain
// (not one inside parentheses), and a chain of one is E alone, as in
// spatch; with - ^ << only the operator's own left operand.
@@
@@
(
- f
+ hit
  (X | ...);
|
- g
+ hit
  (X & ...);
|
- h
+ hit
  (X + ...);
|
- k
+ hit
  (X * ...);
|
- m
+ hit
  (X - ...);
|
- n
+ hit
  (X ^ ...);
|
- q
+ hit
  (X || ...);
)
