/* guard.h - the crash guard (guard.cc): a fault in our code is a lost
 * function or unit, not a dead compiler. */
#ifndef SMPL_GUARD_H
#define SMPL_GUARD_H

/* Runs fn(arg) with the fault signals caught: false when it faulted (a
 * bug of ours; what it allocated is lost, the compilation goes on). */
bool guarded(void (*fn)(void *), void *arg);

#endif
