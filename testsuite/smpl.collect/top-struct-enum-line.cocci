// Enumerators on one line: a removed one takes its comma and the blank
// after it; a replaced one keeps the blanks around it.
@@
@@

enum mode {
	...,
-	MODE_OLD,
-	MODE_SLOW,
+	MODE_NEW,
	...
};
