@@
iterator I;
@@
- I(x);
//! 4:7: error: an iterator heads a loop: expected the statement it loops over but found ';'
