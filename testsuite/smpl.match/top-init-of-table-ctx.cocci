// The kernel's misc/of_table.cocci, its context rule: the '}' of a last
// element with a designated field, or a whole last element, is
// reported (nothing changes).
@@
identifier var, arr;
expression E;
@@
(
struct \(of_device_id \| i2c_device_id \| platform_device_id\) arr[] = {
	...,
	{
	.var = E,
*	}
};
|
struct \(of_device_id \| i2c_device_id \| platform_device_id\) arr[] = {
	...,
*	{ ..., E, ... },
};
)
