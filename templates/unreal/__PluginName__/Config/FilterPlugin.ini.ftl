[FilterPlugin]
; Files and folders that BuildPlugin copies besides Binaries, Content, Resources, Shaders and Source: the automation
; tests read the parameter contract from Docs; README.md is the plugin's manual.
/Docs/...
/README.md
