// Initializers: designated (.f = E, [i] = E), nested, '...' among the
// elements, an initializer list metavariable, a position on a
// designator, a '}' on a line of its own mark (a PUNCT node), a
// disjunction of struct tags, an array declarator, and an initializer
// alone as a body.
@@
identifier d;
@@
static struct platform_driver d = {
	.driver = {
-		.owner = THIS_MODULE,
	}
};

@@
identifier fops, open_f;
position p;
@@
struct file_operations fops = {
	...,
	.open = open_f@p,
	...
};

@@
type t;
identifier i, i1;
expression e1;
initializer list vals;
@@
t i[] = {
	...,
	[e1] = DATA(i1, ...),
	...,
	[0] = { vals, },
};

@@
identifier var, arr;
expression E;
@@
struct \(of_device_id \| i2c_device_id\) arr[] = {
	...,
	{
	.var = E,
-	}
+	},
+	{ }
};

@@
expression E;
@@
{
- .a = E,
+ DECLARE_A(E),
}
