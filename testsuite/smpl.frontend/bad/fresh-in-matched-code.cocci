@@
fresh identifier g = "new_";
@@
- g();
//! 4:3: error: fresh identifier 'g' may only be used in '+' code
