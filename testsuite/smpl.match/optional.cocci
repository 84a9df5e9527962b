// ?S: where S is there it is matched and transformed; where it is not,
// the rest still matches.
@@
@@
lock();
...
+ trace();
? check();
...
unlock();
