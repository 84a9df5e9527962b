// Statement list metavariables: a whole function body, if arm or loop body is
// matched; anywhere else the rule is skipped with a warning.
//! 25:3: warning: a 'statement list' metavariable other than a whole function body, if arm or loop body is not matched yet: rule 'after' matches nothing
@body@
identifier fn;
statement list SL;
@@
fn(...) {
- SL
+ begin();
+ SL
}

@arm@
expression E;
statement list body.SL;
@@
  if (E) { SL }
+ done();

@after@
statement list SL;
@@
- begin();
  SL
