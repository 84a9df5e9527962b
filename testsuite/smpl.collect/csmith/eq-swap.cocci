// The operands of == swapped, where one is a variable and the other a
// constant: neither has a side effect, so the order cannot matter.
@@
identifier x;
constant C;
@@
- x == C
+ C == x
