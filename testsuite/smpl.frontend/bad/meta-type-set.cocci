@@
{int, } v;
@@
- f(v)
//! 2:7: error: expected a type but found '}'
