/* An RTC driver in the style of the article's rtc-pcf8563: its remove
 * function frees the data the client still points to, and its probe
 * frees it on an error path after storing it. */
#include "i2c.h"

struct rtc_demo { int rtc; char *regs; };

int rtc_demo_probe(struct i2c_client *client)
{
	struct rtc_demo *rtc = kzalloc(sizeof(*rtc), GFP_KERNEL);
	int err;

	if (!rtc)
		return -ENOMEM;
	i2c_set_clientdata(client, rtc);
	err = demo_setup(rtc);
	if (err) {
		kfree(rtc);
		return err;
	}
	return 0;
}

int rtc_demo_remove(struct i2c_client *client)
{
	struct rtc_demo *rtc = i2c_get_clientdata(client);

	if (rtc->rtc)
		demo_stop(rtc);
	kfree(rtc->regs);
	kfree(rtc);
	return 0;
}
