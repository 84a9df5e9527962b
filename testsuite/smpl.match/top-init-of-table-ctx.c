/* The kernel's of_table (patch mode): a table of device ids that does
 * not end with an empty element gets one, after a last element with a
 * designated field (its '}' replaced) or after any last element. */
struct of_device_id {
	char name[32];
	char compatible[128];
	const void *data;
};
struct i2c_device_id {
	char name[20];
	unsigned long driver_data;
};

static const struct of_device_id a_ids[] = {
	{ .compatible = "vendor,a" },
	{ .compatible = "vendor,b", .data = 0 },
};

static const struct of_device_id b_ids[] = {
	{
		.compatible = "vendor,c",
	}
};

static const struct i2c_device_id c_ids[] = {
	{ "c1", 0 },
	{ "c2", 1 }
};

static const struct i2c_device_id d_ids[] = { { "d1", 0 }, { "d2", 1 }, };

static const struct of_device_id e_ids[] = {
	{ .compatible = "vendor,e" }, { .compatible = "vendor,f" } };

const void *use(int i)
{
	return i ? a_ids[0].data : b_ids[0].data;
}

unsigned long use2(int i)
{
	return c_ids[i].driver_data + d_ids[i].driver_data +
	       (e_ids[i].data != 0);
}
