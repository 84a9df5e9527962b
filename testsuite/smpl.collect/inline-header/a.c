/* One user of helper.h. */
#include "helper.h"

int a_remove(struct i2c_client *client)
{
	demo_release(client);
	return 0;
}
//! collect-stderr: 1 file in 1 directory, 2 lines changed
