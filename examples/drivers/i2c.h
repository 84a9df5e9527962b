/* The parts of <linux/i2c.h> and <linux/slab.h> the example drivers use
 * (and the drivers of testsuite/smpl.plugin/article/), as static inline
 * functions and declarations, so that they compile with any gcc. */
struct i2c_client { void *data; int addr; };

static inline void *i2c_get_clientdata(const struct i2c_client *c)
{
	return c->data;
}

static inline void i2c_set_clientdata(struct i2c_client *c, void *data)
{
	c->data = data;
}

void *kzalloc(unsigned long size, int flags);
void kfree(const void *p);
int demo_setup(void *data);
void demo_stop(void *data);

#define GFP_KERNEL 0
#define ENOMEM 12
