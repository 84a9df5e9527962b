# csmith-table.awk - the output of csmith-check.sh as tables: for the
# plugin and (with --spatch) for spatch, one row per rule, the number of
# seeds of each outcome; "ok" with the number of hunks of those patches.
# Outcomes no case had are left out.  spatch-fails shares the column of
# plugin-crash.
#
#   scripts/csmith-check.sh ... | awk -f scripts/csmith-table.awk

# One "SEED RULE: RESULT[; spatch: RESULT]" line.
{
	rule = $2
	sub(/:$/, "", rule)
	if (!(rule in seen)) {
		seen[rule]
		order[++nrules] = rule
	}
	line = $0
	sub(/^[^:]*: /, "", line)
	n = split(line, part, /; spatch: /)
	for (i = 1; i <= n; i++)
		count(i == 1 ? "plugin" : "spatch", rule, part[i])
}

function count(tool, rule, res,    h) {
	h = 0
	if (res ~ /^ok /) {
		h = res
		gsub(/[^0-9]/, "", h)
		res = "ok"
	}
	sub(/ \(.*/, "", res)
	if (res == "spatch-fails")
		res = "plugin-crash"
	cases[tool, rule, res]++
	hunks[tool, rule] += h
	used[res]
	tools[tool]
}

function table(tool,    all, k, nall, nk, i, r) {
	nall = split("no-change does-not-compile checksum-differs plugin-crash collect-fails patch-fails skipped", all, " ")
	for (i = 1; i <= nall; i++)
		if (all[i] in used)
			k[++nk] = all[i]
	printf "%s:\n\n| rule | ok (hunks) |", tool
	for (i = 1; i <= nk; i++)
		printf " %s |", k[i]
	printf "\n|---|---|"
	for (i = 1; i <= nk; i++)
		printf "---|"
	printf "\n"
	for (r = 1; r <= nrules; r++) {
		printf "| %s | %d (%d) |", order[r], cases[tool, order[r], "ok"],
			hunks[tool, order[r]]
		for (i = 1; i <= nk; i++)
			printf " %d |", cases[tool, order[r], k[i]]
		printf "\n"
	}
}

END {
	table("plugin")
	if ("spatch" in tools) {
		printf "\n"
		table("spatch")
	}
}
