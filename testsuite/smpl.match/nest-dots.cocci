// A nest body with dots: a() is removed where every path from it
// reaches b() (through stop(), a loop, an error exit), not crossing
// another a(): in h only the second a() goes; in g one path misses b().
@@
@@
start();
<...
- a();
  ...
  b();
...>
stop();
