// The article's final rule on pcf857x_probe: the free is reachable from a
// goto before i2c_set_clientdata, so the fix is dropped with a reason.
@@
type T;
identifier client, data;
@@
(
    i2c_set_clientdata(client, data);
|
    data = i2c_get_clientdata(client);
|
    T data = i2c_get_clientdata(client);
)
    ...
(
    i2c_set_clientdata(client, NULL);
    ...
    kfree(data);
|
+   i2c_set_clientdata(client, NULL);
    kfree(data);
    ...
-   i2c_set_clientdata(client, NULL);
|
+   i2c_set_clientdata(client, NULL);
?   kfree(data);
)
