// The kernel's platform_no_drv_owner, in short: the driver core sets
// .owner itself.
@@
identifier d;
@@
struct platform_driver d = {
	.driver = {
-		.owner = THIS_MODULE,
	},
};
