// The kernel's platform_no_drv_owner, in short: the first rule finds
// the driver that a declarer registers, the second inherits its name.
@r@
declarer name module_platform_driver;
identifier d;
@@
module_platform_driver(d);

@depends on r@
identifier r.d;
@@
static struct platform_driver d = {
	.driver = {
-		.owner = THIS_MODULE,
	},
};
