// A nest whose body is a sequence: a() is removed only where b() comes
// right after it (in the if's arm too); the a() before c() and the last
// one stay.
@@
@@
start();
<...
- a();
  b();
...>
stop();
