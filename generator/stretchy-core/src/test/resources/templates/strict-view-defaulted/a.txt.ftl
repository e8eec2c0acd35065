${(plugin.nmae())!"fallback"}
