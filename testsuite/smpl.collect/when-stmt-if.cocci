// A `when !=` that is an if statement with its arms: the dots may not go
// through an if whose then arm puts the clock (on every path through the
// arm, up to its end), nor through an if-else on the clock.
@@
expression e;
statement S1, S2;
@@
e = clk_get();
... when != if (...) { ... clk_put(e); ... }
    when != if (e) S1 else S2
- clk_unprepare(e);
+ clk_disable_unprepare(e);
