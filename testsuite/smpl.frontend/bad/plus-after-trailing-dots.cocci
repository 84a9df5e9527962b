@@
@@
  foo();
  ...
+ bar();
//! 5:3: error: '+' code has nothing to attach to: it needs a context or '-' statement next to it, not '...'
