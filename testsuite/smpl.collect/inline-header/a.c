/* One user of helper.h. */
#include "helper.h"

int a_remove(struct i2c_client *client)
{
	demo_release(client);
	return 0;
}
//! spatch-differs: spatch also fixes demo_unused, which no compilation uses
//! collect-stderr: 1 file in 1 directory, 1 line changed
