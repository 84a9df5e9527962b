// The kernel's platform_no_drv_owner, in short: the driver core sets
// .owner itself; static in the pattern: static variables alone.
@@
identifier d;
@@
static struct platform_driver d = {
	.driver = {
-		.owner = THIS_MODULE,
	},
};
