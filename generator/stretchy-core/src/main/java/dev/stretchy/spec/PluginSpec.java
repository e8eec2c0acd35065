package dev.stretchy.spec;

import static dev.stretchy.spec.TextRule.PARAMETER_PREFIX;
import static dev.stretchy.spec.TextRule.PLAIN;
import static dev.stretchy.spec.TextRule.PLUGIN_NAME;
import static dev.stretchy.spec.TextRule.VERSION;

/**
 * The plugin's identity.
 *
 * @param name            PascalCase C++ identifier; names the plugin, its modules and its shader folder
 * @param parameterPrefix prefix of every material parameter, e.g. {@code Stretchy_}
 */
@Field(doc = "The generated plugin's identity.")
public record PluginSpec(
        @Field(doc = "Plugin name; also names its modules (<Name>, <Name>Shaders, <Name>Editor) and the /<Name> shader folder.",
                value = "Stretchy", text = PLUGIN_NAME, maxLength = 32) String name,
        @Field(doc = "Name shown in the Plugins window; empty means the plugin name.",
                value = "", text = PLAIN, maxLength = 64)
        String friendlyName,
        @Field(doc = "Plugin description.",
                value = "Procedural squash and stretch: meshes that bend, squash and stretch "
                        + "along a spline, and objects that stretch with their velocity and squash on impact.",
                text = PLAIN, maxLength = 300)
        String description,
        @Field(doc = "Unreal Engine version the plugin targets (the code compiles on 5.3 and later; this sets EngineVersion).",
                value = "5.4", oneOf = {"5.3", "5.4", "5.5", "5.6", "5.7"}) String engineVersion,
        @Field(doc = "Prefix of every material parameter of the contract.",
                value = "Stretchy_", text = PARAMETER_PREFIX, maxLength = 32)
        String parameterPrefix,
        @Field(doc = "Plugin version name.", value = "1.0", text = VERSION, maxLength = 20) String versionName,
        @Field(doc = "Author shown in the Plugins window.", value = "", text = PLAIN, maxLength = 100)
        String createdBy) {
    public PluginSpec {
        if (!PLUGIN_NAME.pattern.matcher(name).matches()) throw new IllegalArgumentException("bad plugin name " + name);
        PLUGIN_NAME.refusal.apply(name).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        if (!VERSION.pattern.matcher(versionName).matches()) throw new IllegalArgumentException("bad version " + versionName);
        if (!PARAMETER_PREFIX.pattern.matcher(parameterPrefix).matches()) {
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
