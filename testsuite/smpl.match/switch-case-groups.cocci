// Two case groups: each must be found; g has no default.  The second
// group's body goes on to the end of the switch (h's default).
//! c: switch-case.c
@@
expression E;
@@
switch (E) {
case 1:
...
default:
- baz();
+ qux();
}
