// The article's fix where the free is the module's macro RELEASE(p):
// matched as written, so only where the compiler reads the source
// (not under plain distcc; under distcc's pump mode it is).
@@
type T;
identifier client, data;
@@

    T data = i2c_get_clientdata(client);
    ...
+   i2c_set_clientdata(client, NULL);
    RELEASE(data);
