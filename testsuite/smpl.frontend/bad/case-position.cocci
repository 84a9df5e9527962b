// spatch takes no position on 'case' or 'default' either.
@@
position p;
@@
switch (x) {
case@p 1:
	foo();
}
//! 6:5: error: expected an expression but found '@'
