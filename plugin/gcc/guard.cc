/* guard.cc - a net under our code: the view builder and the matcher run
 * with handlers for the fault signals that jump back to the caller.
 *
 * A fault in them (a bug of ours) must not take cc1 down with it: a
 * kernel build would stop.  The handlers run on a stack of their own,
 * for a runaway recursion; the caller loses the function's view or the
 * unit's findings, says so with a warning, and the compilation goes on.
 * What the guarded code had allocated then is not freed.  The guard does
 * not report anything itself. */
#include "gcc-compat.h"
#include <csetjmp>
#include <csignal>

#include "guard.h"

static sigjmp_buf net;
static const int fault_signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL };
#define NFAULTS (sizeof(fault_signals) / sizeof(fault_signals[0]))

static void caught(int sig)
{
	siglongjmp(net, sig);
}

struct net_state {
	struct sigaction old[NFAULTS];
	stack_t old_stack;
	void *stack;
};

static void net_up(struct net_state *n)
{
	struct sigaction sa;
	stack_t st;

	n->stack = xmalloc(SIGSTKSZ * 4);
	st.ss_sp = n->stack;
	st.ss_size = SIGSTKSZ * 4;
	st.ss_flags = 0;
	sigaltstack(&st, &n->old_stack);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = caught;
	sa.sa_flags = SA_ONSTACK | SA_NODEFER;
	sigemptyset(&sa.sa_mask);
	for (unsigned i = 0; i < NFAULTS; i++)
		sigaction(fault_signals[i], &sa, &n->old[i]);
}

static void net_down(struct net_state *n)
{
	for (unsigned i = 0; i < NFAULTS; i++)
		sigaction(fault_signals[i], &n->old[i], NULL);
	sigaltstack(&n->old_stack, NULL);
	free(n->stack);
}

bool guarded(void (*fn)(void *), void *arg)
{
	struct net_state st;
	volatile bool ok = true;

	net_up(&st);
	if (sigsetjmp(net, 1) == 0)
		fn(arg);
	else
		ok = false;
	net_down(&st);
	return ok;
}
