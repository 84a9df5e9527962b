/* A static inline function of a header, used by a.c and b.c, compiled
 * separately: its fix is made once.  demo_unused is used by nobody, so
 * it never reaches the compiler's middle end and is not fixed (spatch,
 * which reads the text, fixes it: SMPL.md lists this difference). */
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
