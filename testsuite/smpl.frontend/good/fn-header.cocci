// Function headers: parameters removed or kept whole, + parameters
// before, after or in place of one, or last in the list; + code first
// or last in a body; `local function` is an identifier metavariable.
//! 28:2: warning: a function definition among other code, or whose header changes apart from it, is not matched yet: rule 'part' matches nothing
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
