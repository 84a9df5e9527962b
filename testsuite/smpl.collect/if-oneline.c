/* The lone body of an if on the if's own line: braces on that line. */
#include "i2c.h"

struct demo { int mode; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	if (data) kfree(data);
	return 0;
}
