${plugin.nmae()}
