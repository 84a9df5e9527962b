// dev_err then return PTR_ERR of a clock to dev_err_probe.
// grep: devm_clk_get\(
// grep: \bdev_err\(
@@
expression X, D, F, E, N;
@@
  X = devm_clk_get(E, N);
  if (IS_ERR(X)) {
-	dev_err(D, F);
-	return PTR_ERR(X);
+	return dev_err_probe(D, PTR_ERR(X), F);
  }
