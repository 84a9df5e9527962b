// The article's final rule: clear the clientdata before the free,
// move a clear that comes after the free, leave correct drivers alone.
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
    // Anything in between is OK
    ...
(
    // If this pattern is found, clientdata is set to NULL before data is freed.
    // Do nothing and skip the rest of the alternation
    i2c_set_clientdata(client, NULL);
    ...
    kfree(data);
|
    // If this pattern is found, clientdata is set to NULL after data is freed.
    // Move it to the front and skip the rest of the alternation
+   i2c_set_clientdata(client, NULL);
    kfree(data);
    ...
-   i2c_set_clientdata(client, NULL);
|
    // Otherwise apply a fix if kfree() has been found in some code path
    // (doesn't need to be in all paths).
+   i2c_set_clientdata(client, NULL);
?   kfree(data);
)
