// The article's second rule: three ways to get at the data, and '?'.
//! c: article.c
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
