@@
identifier f =~ "(";
@@
- f();
//! 2:17: error: invalid regular expression "(": Unmatched ( or \(
