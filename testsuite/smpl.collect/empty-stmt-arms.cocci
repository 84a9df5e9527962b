// `l: ;`, `case ...: ;`, `if (E) ;`, `while (E) ;`.
@@
identifier l;
@@
l:
-;
+a();

@@
@@
switch (...)
{
case ...:
- ;
+ a();
}

@@
expression E;
@@
(
- if (E) ;
|
- while (E) ;
)
