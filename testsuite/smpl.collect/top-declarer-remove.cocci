// Edits of a top-level declarer use are refused for now: the rule does
// not run on the top level.
@@
declarer name module_platform_driver;
identifier d;
@@
-module_platform_driver(d);
