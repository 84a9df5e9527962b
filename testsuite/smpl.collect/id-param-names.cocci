@identifier@
identifier p =~ "^frontp$";
@@

- p
+ newp

@identifier@
identifier l =~ "^frontl$";
@@

- l
+ newl
