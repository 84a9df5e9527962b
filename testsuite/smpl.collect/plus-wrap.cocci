// + code longer than the kernel's width: the call's arguments are broken
// over lines aligned after its '(', as spatch lays them out.
@@
expression X, D, F, E, N;
@@
  X = devm_clk_get(E, N);
  if (IS_ERR(X)) {
-	dev_err(D, F);
-	return PTR_ERR(X);
+	return dev_err_probe(D, PTR_ERR(X), F);
  }
