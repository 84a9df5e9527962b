/* of_table (patch mode) on tables laid out otherwise: on one line, with
 * comments after the last element, its '}' on a continuation line, all
 * values positional in a table of of_device_id. */
struct i2c_device_id {
	char name[20];
	unsigned long driver_data;
};
struct of_device_id {
	char name[32];
	char compatible[128];
	const void *data;
};

static const struct i2c_device_id a_ids[] = { { "d1", 0 }, { "d2", 1 } };

static const struct i2c_device_id b_ids[] = {
	{ "b1", 0 }, // one
	{ "b2", 1 } // two
};

static const struct of_device_id c_ids[] = {
	{ .compatible = "c",
	  .data = 0 } };

static const struct of_device_id d_ids[] = {
	{
		.compatible = "d",
	} /* end */
};

static const struct of_device_id e_ids[] = {
	{ "e", "f", 0 }
};

int use(int i)
{
	return a_ids[i].driver_data + b_ids[i].driver_data +
	       (c_ids[i].data || d_ids[i].data || e_ids[i].data);
}
