// The article's second rule: a clear before every free of the clientdata,
// whether or not the driver already clears it (module.exp builds with it
// after examples/clientdata.cocci, to see that the patch follows the rule).
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
+   i2c_set_clientdata(client, NULL);
?   kfree(data);
