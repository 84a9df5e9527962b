@@
expresion *E1;
expresion *E2;
expresion *E3;
expresion *E4;
expresion *E5;
expresion *E6;
expresion *E7;
expresion *E8;
expresion *E9;
expresion *E10;
expresion *E11;
expresion *E12;
expresion *E13;
expresion *E14;
expresion *E15;
expresion *E16;
expresion *E17;
expresion *E18;
expresion *E19;
expresion *E20;
expresion *E21;
expresion *E22;
expresion *E23;
expresion *E24;
expresion *E25;
@@
- foo();
//! 2:1: error: expected a metavariable kind but found 'expresion'
//! 3:1: error: expected a metavariable kind but found 'expresion'
//! 4:1: error: expected a metavariable kind but found 'expresion'
//! 5:1: error: expected a metavariable kind but found 'expresion'
//! 6:1: error: expected a metavariable kind but found 'expresion'
//! 7:1: error: expected a metavariable kind but found 'expresion'
//! 8:1: error: expected a metavariable kind but found 'expresion'
//! 9:1: error: expected a metavariable kind but found 'expresion'
//! 10:1: error: expected a metavariable kind but found 'expresion'
//! 11:1: error: expected a metavariable kind but found 'expresion'
//! 12:1: error: expected a metavariable kind but found 'expresion'
//! 13:1: error: expected a metavariable kind but found 'expresion'
//! 14:1: error: expected a metavariable kind but found 'expresion'
//! 15:1: error: expected a metavariable kind but found 'expresion'
//! 16:1: error: expected a metavariable kind but found 'expresion'
//! 17:1: error: expected a metavariable kind but found 'expresion'
//! 18:1: error: expected a metavariable kind but found 'expresion'
//! 19:1: error: expected a metavariable kind but found 'expresion'
//! 20:1: error: expected a metavariable kind but found 'expresion'
//! 21:1: error: expected a metavariable kind but found 'expresion'
//! error: too many errors, giving up
