// + code before a context element: .owner added before .name.
@@
identifier d;
expression E;
@@
struct platform_driver d = {
	.driver = {
+		.owner = THIS_MODULE,
		.name = E,
	},
};
