//! error: no rule in this file
