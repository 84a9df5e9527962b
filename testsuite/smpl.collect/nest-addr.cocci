// use the local struct device pointer once it exists
@@
identifier dev;
expression C;
@@
  struct device *dev = &C->dev;
  <...
- &C->dev
+ dev
  ...>
