package dev.stretchy.spec;

/**
 * The plugin's identity.
 *
 * @param name            PascalCase C++ identifier; names the plugin, its modules and its shader folder
 * @param parameterPrefix prefix of every material parameter, e.g. {@code Stretchy_}
 */
public record PluginSpec(String name, String friendlyName, String description, String engineVersion,
                         String parameterPrefix, String versionName, String createdBy) {
    public PluginSpec {
        if (!SpecSchema.PLUGIN_NAME.matcher(name).matches()) throw new IllegalArgumentException("bad plugin name " + name);
        if (!SpecSchema.PREFIX.matcher(parameterPrefix).matches()) {
            throw new IllegalArgumentException("bad parameter prefix " + parameterPrefix);
        }
        friendlyName = friendlyName.isEmpty() ? name : friendlyName;
    }

    /** Major*100 + minor, e.g. 504 for 5.4, for version switches in generated code. */
    public int engineVersionNumber() {
        String[] p = engineVersion.split("\\.");
        return Integer.parseInt(p[0]) * 100 + Integer.parseInt(p[1]);
    }
}
