// A field added after a field that the rule names, with the same
// indentation; one replaced by another.
@@
type T;
@@

struct dev {
	...
	T lock;
+	int users;
	...
};

@@
@@

struct dev {
	...
-	long count;
+	unsigned long count;
	...
};
