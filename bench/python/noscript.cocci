// bench/python-cost.sh: nomatch.cocci without its script rules
@r@
expression E;
position p;
@@
kfree_sensitive_zz(E@p)
