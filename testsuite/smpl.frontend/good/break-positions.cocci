// Positions on break and continue (the kernel's iterators/for_each_child
// break@j2): on the keyword and on the ';'.
@r@
position p, q, s;
iterator I;
expression list es;
@@
I(es) {
  ...
(
  break@p;
|
  continue@q;
|
  break;@s
)
  ... when any
}
