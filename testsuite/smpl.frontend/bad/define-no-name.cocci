virtual patch

@depends on patch@
@@
- foo();
//! args: -D
//! stderr: smplc: error: -D needs a virtual name, not 'define-no-name.cocci'
//! stderr: usage: smplc [-D NAME]... RULE.cocci [-o OUT.smplc]
//! stderr:        smplc [-D NAME]... --dump FILE
//! stderr:        smplc --tokens RULE.cocci
//! stderr:        smplc --hash FILE
//! stderr:        smplc [-D NAME]... --set -o OUT.smplset RULE.cocci...
//! exit: 2
