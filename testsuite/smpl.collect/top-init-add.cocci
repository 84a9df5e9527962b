// + code after a context element: .owner added after .name.
@@
identifier d;
expression E;
@@
struct platform_driver d = {
	.driver = {
		.name = E,
+		.owner = THIS_MODULE,
	},
};
