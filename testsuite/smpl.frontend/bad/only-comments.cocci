// This file has comments and nothing else.
/* A block comment
   over two lines. */
//! error: no rule in this file
