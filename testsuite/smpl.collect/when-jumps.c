/* break and continue are edges of the view, not nodes: `when != break;`
 * forbids the edges a break makes; a goto is a node. */
void lock(int *l);
void unlock(int *l);
void work(int n);

void plain(int *l)
{
	lock(l);
	work(0);
	unlock(l);
}

void loop_break(int *l, int n)
{
	while (n--) {
		lock(l);
		if (n == 3)
			break;
		unlock(l);
	}
}

void loop_continue(int *l, int n)
{
	while (n--) {
		lock(l);
		if (n == 3)
			continue;
		unlock(l);
	}
}

void switch_break(int *l, int n)
{
	lock(l);
	switch (n) {
	case 1:
		work(1);
		break;
	default:
		work(2);
	}
	unlock(l);
}

void break_after(int *l, int n)
{
	while (n--) {
		lock(l);
		unlock(l);
		break;
	}
}

int goto_exit(int *l, int n)
{
	lock(l);
	if (n)
		goto out;
	unlock(l);
	return 0;
out:
	return -1;
}

int goto_join(int *l, int n)
{
	lock(l);
	if (n)
		goto out;
	work(3);
out:
	unlock(l);
	return 0;
}
