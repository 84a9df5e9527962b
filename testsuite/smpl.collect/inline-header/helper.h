/* A static inline function of a header, used by a.c and b.c, compiled
 * separately: its fix is made once.  demo_unused is used by nobody, and
 * is fixed all the same (once), as spatch does: the plugin sees every
 * function the C front end reads, not only those GCC compiles. */
#include "i2c.h"

struct demo { int mode; };

static inline void demo_release(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	demo_stop(data);
	kfree(data);
}

static inline void demo_unused(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	kfree(data);
}
