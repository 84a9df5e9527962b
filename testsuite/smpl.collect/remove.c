/* The remove function of the article (rtc-pcf8563's shape): the data
 * from i2c_get_clientdata is freed while the client still points to it. */
#include "i2c.h"

struct pcf8563 { int rtc; };

int pcf8563_remove(struct i2c_client *client)
{
	struct pcf8563 *pcf8563 = i2c_get_clientdata(client);

	if (pcf8563->rtc)
		demo_stop(pcf8563);

	kfree(pcf8563);

	return 0;
}
