//! env: SMPL_PYTHON_LIB=/nonexistent/smpl-python.so
//! spatch-differs: Python is made unavailable to the plugin (SMPL_PYTHON_LIB names a missing library): script rules are skipped with one warning, nothing is printed, the object is produced
//! stderr: *Python is not available: script rules skipped*
//! once: Python is not available
// Python missing at run time: one warning, not a failure.
@r@
expression E;
@@
kfree(E);

@script:python@
e << r.E;
@@
print("never " + e)

@script:python@
e << r.E;
@@
print("never either " + e)
