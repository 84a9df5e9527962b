// struct \(a_id \| b_id\): either type.
@@
identifier x;
expression E;
@@
struct \(a_id \| b_id\) x = {
-	.flags = E,
};
