/* The free comes from a macro: RELEASE(data) is a call named RELEASE as
 * written, which kfree(E) does not match (spatch agrees); the macro's
 * body is no code of the function and is never edited. */
#include "i2c.h"

#define RELEASE(p) kfree(p)

struct demo { int mode; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	demo_stop(data);
	RELEASE(data);
	return 0;
}
//! collect-stderr: 0 files in 0 directories, 0 lines changed
