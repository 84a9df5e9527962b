// Function headers: parameters removed or kept whole, + parameters
// before, after or in place of one, or last in the list; + code first
// or last in a body; `local function` is an identifier metavariable;
// a parameter list metavariable is matched among a definition's
// parameters only.
//! 31:2: warning: a function definition among other code, or whose header changes apart from it, is not matched yet: rule 'part' matches nothing
//! 41:1: warning: a parameter list metavariable outside a function definition's parameters is not matched yet: rule 'outside' matches nothing
@params@
local function f;
identifier x;
@@
 f(
+  int a,
-  int x,
   ...
+  , int q
 ) { ... }

@body@
identifier f;
@@
 f(...) {
+  first();
   ...
+  last();
 }

@part@
identifier f;
@@
 f(...,
-  int
   x, ...) { ... }

@lists@
parameter list[n] P;
identifier f;
@@
 f(P) { ... }

@outside@
parameter list P;
@@
- g(P);
