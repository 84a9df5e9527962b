// <... ...>: every a() between start() and stop() becomes b(), on every
// path, and none is needed.
@@
@@
start();
<...
- a();
+ b();
...>
stop();
