@@
@@
  foo();
  ... when sometimes
- bar();
//! 4:12: error: expected '!=', '=', 'any', 'strict', 'exists' or 'forall' after 'when' but found 'sometimes'
