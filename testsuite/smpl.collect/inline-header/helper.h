/* A static inline function of a header, used by a.c and b.c, compiled
 * separately: its fix is made once.  demo_unused is used by nobody: an
 * inline function of a header is matched in the units that use it, so
 * it is not fixed (spatch, given the header, fixes it: a listed
 * difference, docs/plugin.md). */
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
