// The article's second version: three ways to obtain the clientdata, and
// the kfree made optional with '?'.
@@
type T;
identifier client, data;
@@
// Check if function uses clientdata
(
    i2c_set_clientdata(client, data);
|
    data = i2c_get_clientdata(client);
|
    T data = i2c_get_clientdata(client);
)
    // anything in between is allowed
    ...
+   i2c_set_clientdata(client, NULL);
?   kfree(data);
