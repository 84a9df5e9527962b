//! args: --lib /nonexistent/smpl-python.so
//! spatch-differs: the host is given a smpl-python.so that does not exist
@initialize:python@
@@
print("init")

@r@
identifier f;
position p : script:python() { True };
@@
f@p(...)

@script:python@
f << r.f;
@@
print("script", f)
