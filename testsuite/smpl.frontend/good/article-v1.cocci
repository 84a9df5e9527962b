// The article's first attempt: one declaration, then a kfree on all paths.
@@
// This is the rule header; metavariables must be declared here
type T;
identifier client, data;
@@
    // The matching rule itself:
    // Catch the clientdata
    T data = i2c_get_clientdata(client);

    // then anything in between is allowed
    ...

    // prepend the fix if kfree() is found
+   i2c_set_clientdata(client, NULL);
    kfree(data);
