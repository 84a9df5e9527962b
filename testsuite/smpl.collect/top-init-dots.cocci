// A pair whose first value is 3 in a table of at least two, after
// others: its second value is changed; in an int table, 2 then 3.
@@
identifier t;
expression E;
@@
struct pair t[] = {
	...,
	{ 3,
-	  E
+	  0
	},
	...
};

@@
identifier t;
@@
int t[] = { ..., 2,
- 3,
  ... };
