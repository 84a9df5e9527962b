/* of_table on tables that already end with an empty element, with or
 * without a comma after it: no change. */
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
	{ }
};

static const struct i2c_device_id b_ids[] = {
	{ "b1", 0 },
	{ },
};

static const struct of_device_id c_ids[] = { { .compatible = "c" }, {} };

int use(int i)
{
	return a_ids[i].data != 0 || b_ids[i].driver_data || c_ids[i].data;
}
