// Function definitions: a whole body is one; its marks are those of
// its parts when it owns no token; one among other code, or whose
// header changes apart from it, is skipped with a warning (a name
// added to an unnamed parameter, rule 'named', is matched).
//! 28:2: warning: a function definition among other code, or whose header changes apart from it, is not matched yet: rule 'apart' matches nothing
//! 43:2: warning: a function definition among other code, or whose header changes apart from it, is not matched yet: rule 'among' matches nothing
@gone@
@@
- unused(...) { ... }

@body@
identifier f;
type T;
expression E;
@@
+/* before f */
 static T f(struct dev *d, int x, ...) {
   ...
-  trace(E);
   ...
 }

@apart@
fresh identifier i = "v";
type T;
identifier x;
@@
 f(...,T
+ i
  x,...) {...}

@named@
fresh identifier i = "v";
type T;
@@
 f(...,T
+ i
  ,...) {...}

@among@
@@
 foo();
 g(...) { ... }
