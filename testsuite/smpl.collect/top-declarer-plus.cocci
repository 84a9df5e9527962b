// + code after a top-level declarer use, and one replaced by another;
// the last one of the file is removed (the blank line before it goes).
// spatch reads + code at the top level as declarer uses only when its
// names are declared so (else it adds nothing).
@@
declarer name module_platform_driver, MODULE_LICENSE;
identifier d;
@@
module_platform_driver(d);
+MODULE_LICENSE("GPL");

@@
declarer name MODULE_AUTHOR, MODULE_DESCRIPTION;
expression E;
@@
-MODULE_AUTHOR(E);
+MODULE_DESCRIPTION(E);

@@
declarer name MODULE_ALIAS;
expression E;
@@
-MODULE_ALIAS(E);
