@@
type T;
constant C;
identifier ret;
@@
- T ret = C;
  ... when != ret
      when strict
  return
- ret
+ C
  ;
