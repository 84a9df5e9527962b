// Declarations: arrays (matched in function bodies: [], a constant, a
// name, '...'), encoding prefixes of characters and strings, attributes
// before and after the name, static and extern (top-level code),
// typedefs of function pointers and of type metavariables, arrays of
// function pointers, a declaration in a for loop's header.
@@
identifier zero, empty;
typedef char16_t;
@@
(
- char16_t zero = u'\0';
|
- char empty[] = u8"";
|
- wchar_t empty[N] = L"x";
|
- int empty[...][2] = 0;
)

@@
identifier p;
type T;
@@
T
-__attribute__((myattr2_mid))
+__attribute__((section(".shared")))
p __attribute__((aligned(8)));

@@
identifier x;
@@
- static int x;
+ extern int x;

@@
type T1, T2;
@@
typedef int (*filler_t)(T1,
+ struct address_space *,
  T2);

@@
type T1, T2;
@@
typedef T1 T2;

@@
type T;
identifier x;
@@
T (*x[2])(
- int
+ char
  x);

@@
identifier i, n;
@@
for (int i = 0; i < n; ++i) { ... }
//! 32:3: warning: a static declaration is top-level code, not matched yet: rule 3 matches nothing
//! 59:1: warning: declarations in a for loop's header are not matched yet: rule 7 matches nothing
