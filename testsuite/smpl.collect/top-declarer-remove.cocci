// A top-level declarer use removed: its line and the blank line after
// it go, as spatch does.
@@
declarer name module_platform_driver;
identifier d;
@@
-module_platform_driver(d);
