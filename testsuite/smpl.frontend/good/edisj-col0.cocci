// Column-0 brackets where an expression is expected are an expression
// disjunction (conjunction with '&'), as \( \| \): after `ret =`, as a
// call's callee, among arguments, and heading a statement that goes on
// with an operator after the ')' (`- ? true : false`).
@r@
expression ret, E, irq;
@@
ret =
(
platform_get_irq
|
platform_get_irq_byname
)(E, ...);
  request_irq(irq,
(
  IRQF_SHARED | ...
|
- 0
+ IRQF_ONESHOT
)
  , ...);

@s@
expression A, B;
symbol true, false;
@@
(
  A == B
|
  A && B
)
- ? true : false

@t@
expression A;
@@
  f(
(
  A
&
  g(...)
)
  );

// Branches that are statements: a statement disjunction, whatever
// follows it.
@u@
expression E;
@@
(
  foo(E);
|
  bar(E);
)
  *E = 1;
