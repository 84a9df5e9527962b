// <+... ...+>: at least one a() between start() and stop().
//! c: nest.c
@@
@@
- start();
+ begin();
<+...
a();
...+>
stop();
