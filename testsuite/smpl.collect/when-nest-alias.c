/* A d_find_alias() whose dentry is not put before a return: leak and
 * in_if; ok puts it, cond_put puts it in an if (the when clause on the
 * if with a nest in its arm), null_ok returns where it is NULL (the
 * true branch of !dent || ...). */
struct dentry { int x; };
struct inode;
struct dentry *d_find_alias(struct inode *i);
void dput(struct dentry *d);
int work(struct dentry *d);

int leak(struct inode *i)
{
	struct dentry *dent;

	dent = d_find_alias(i);
	if (!dent)
		return -1;
	work(dent);
	return 0;
}

int ok(struct inode *i)
{
	struct dentry *dent;

	dent = d_find_alias(i);
	if (!dent)
		return -1;
	work(dent);
	dput(dent);
	return 0;
}

int cond_put(struct inode *i, int x)
{
	struct dentry *dent;

	dent = d_find_alias(i);
	if (!dent)
		return -1;
	if (x) {
		work(dent);
		dput(dent);
	}
	return 0;
}

int in_if(struct inode *i)
{
	struct dentry *dent;

	if (!(dent = d_find_alias(i)))
		return -1;
	work(dent);
	return 2;
}

int null_ok(struct inode *i, int y)
{
	struct dentry *dent;

	dent = d_find_alias(i);
	if (!dent || y)
		return 0;
	dput(dent);
	return 1;
}
