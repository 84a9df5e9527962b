// The article's first rule: the remove function only.
//! c: article.c
@@
type T;
identifier client, data;
@@
    T data = i2c_get_clientdata(client);
    ...
+   i2c_set_clientdata(client, NULL);
    kfree(data);
