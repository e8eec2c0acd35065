package dev.stretchy.render;

import freemarker.cache.ClassTemplateLoader;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;

/**
 * Renders every template of a target in memory. FreeMarker runs strict: a missing value is an error, never an
 * empty string, and a member a view record lacks is an error even under {@code ??} or {@code !}. Template paths
 * mirror the output tree; {@code __Var__} segments in a path are replaced from {@code pathVars}, and the {@code .ftl}
 * suffix is dropped (files without it are copied as they are).
 */
public final class TemplateRenderer {
    private final Configuration cfg;

    public TemplateRenderer() {
        this(new StrictViewWrapper());
    }

    TemplateRenderer(StrictViewWrapper wrapper) {
        cfg = new Configuration(Configuration.VERSION_2_3_34);
        cfg.setTemplateLoader(new ClassTemplateLoader(TemplateRenderer.class, "/templates"));
        // Templates come from the jar and never change while a process runs: a resident run (generate --watch)
        // keeps them parsed instead of asking the jar for their dates every few seconds.
        cfg.setTemplateUpdateDelayMilliseconds(Long.MAX_VALUE);
        cfg.setDefaultEncoding("UTF-8");
        cfg.setOutputEncoding("UTF-8");
        cfg.setLocale(Locale.ROOT);
        cfg.setTimeZone(TimeZone.getTimeZone("UTC"));
        cfg.setNumberFormat("computer");
        cfg.setBooleanFormat("c");
        cfg.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        cfg.setLogTemplateExceptions(false);
        cfg.setWrapUncheckedExceptions(true);
        cfg.setFallbackOnNullLoopVariable(false);
        cfg.setAPIBuiltinEnabled(false);
        cfg.setLocalizedLookup(false);
        cfg.setWhitespaceStripping(true);
        cfg.setObjectWrapper(wrapper);
    }

    /**
     * Renders every template of {@code target} with {@code model} as the root: a typed view record (its components are
     * the template's top-level names) or, in tests, a map.
     */
    public List<GeneratedFile> render(String target, Object model, Map<String, String> pathVars) {
        List<GeneratedFile> out = new ArrayList<>();
        String prefix = target + "/";
        for (String rel : TemplateSet.list(target)) {
            String outPath = substitute(rel.substring(prefix.length()), pathVars);
            try {
                if (outPath.endsWith(".ftl")) {
                    Template t = cfg.getTemplate(rel);
                    StringWriter w = new StringWriter();
                    t.process(model, w);
                    out.add(GeneratedFile.text(target, outPath.substring(0, outPath.length() - 4), w.toString()));
                } else {
                    out.add(new GeneratedFile(target, outPath, TemplateSet.read("/templates/" + rel)));
                }
            } catch (TemplateException e) {
                throw new RenderException("template " + rel + ": " + e.getMessage(), e);
            } catch (IOException e) {
                throw new RenderException("template " + rel + ": " + e, e);
            }
        }
        return out;
    }

    static String substitute(String path, Map<String, String> vars) {
        String s = path;
        for (Map.Entry<String, String> v : vars.entrySet()) s = s.replace("__" + v.getKey() + "__", v.getValue());
        if (s.matches(".*__[A-Za-z]+__.*")) throw new RenderException("unresolved path variable in " + path, null);
        return s;
    }
}
