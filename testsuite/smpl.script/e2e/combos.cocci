// A script runs once for each distinct combination of its inherited
// values: four matches give E = a, b, a, a at four places; the script
// over E alone runs twice, the one over E and the place four times
// (finalize counts the runs: the comparison of lines would hide a
// repeated one).
@initialize:python@
@@
runs = {"E": 0, "E and p": 0}

@s@
expression E;
position p;
@@
kfree@p(E);

@script:python@
e << s.E;
@@
runs["E"] += 1
print("E " + e)

@script:python@
e << s.E;
p << s.p;
@@
runs["E and p"] += 1
print("E " + e + " at " + p[0].line)

@finalize:python@
@@
for k in sorted(runs):
    print("runs over %s: %d" % (k, runs[k]))
