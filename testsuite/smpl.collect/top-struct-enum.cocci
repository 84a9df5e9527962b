// An enumerator removed with its comma, another named with a value.
@@
@@

enum state {
	...,
-	STATE_OLD,
	...,
	STATE_LAST = ...,
	...
};
