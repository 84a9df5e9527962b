/// Test rule for coccicheck.exp: no `virtual report`, so report mode
/// leaves it out (spatch refuses it).

virtual patch

@r depends on patch@
expression C;
@@
- i2c_set_clientdata(C, NULL);
