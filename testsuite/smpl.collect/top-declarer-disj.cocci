// As the kernel's platform_no_drv_owner: either declarer registers the
// driver; `...` stands for the other arguments.
@r@
declarer name module_platform_driver;
declarer name module_platform_driver_probe;
identifier d;
@@
(
module_platform_driver(d);
|
module_platform_driver_probe(d, ...);
)

@depends on r@
identifier r.d;
@@
static struct platform_driver d = {
	.driver = {
-		.owner = THIS_MODULE,
	}
};
