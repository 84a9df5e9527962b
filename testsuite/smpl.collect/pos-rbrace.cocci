// A position on the '}' of an initializer list (the kernel's
// misc/of_table): the last entry of an array without a sentinel.
@r@
position p1;
identifier var, arr;
expression E;
@@
struct of_device_id arr[] = {
	...,
	{
	.var = E,
	}
	@p1
};

@@
position r.p1;
identifier var;
expression E;
@@
{
	.var =
-	E
+	"z"
	,
}@p1
