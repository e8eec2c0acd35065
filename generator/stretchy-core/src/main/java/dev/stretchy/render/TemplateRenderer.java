package dev.stretchy.render;

import freemarker.cache.TemplateLoader;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Renders every template of a target in memory. FreeMarker runs strict: a missing value is an error, never an
 * empty string, and a member a view record lacks is an error even under {@code ??} or {@code !}. Template paths
 * mirror the output tree; {@code __Var__} segments in a path are replaced from {@code pathVars}, and the {@code .ftl}
 * suffix is dropped (files without it are copied as they are).
 *
 * <p>Parsing is most of a cold run's template work and FreeMarker's lexer runs interpreted there, so the templates
 * of a target are parsed ahead on the other processors ({@link #parseAhead}) while this thread renders them in order,
 * parsing itself any that no other thread has started. The output does not depend on which thread parsed what.
 * Where the distribution recorded its templates' plain-text runs ({@link PlainRuns}), the lexer is handed those
 * runs inside {@code <#noparse>}, which it reads by a rule the JIT compiles; the parsed templates are the same.
 */
public final class TemplateRenderer {
    private final Configuration cfg;
    /** Each top-level template's parse, started at most once; shared by the threads that parse ahead. */
    private final Map<String, FutureTask<Template>> parses = new ConcurrentHashMap<>();
    private final Executor ahead;

    /** Threads that parse ahead: one fewer than the processors (none on one), idle ones end after a second. */
    private static final class Ahead {
        static final Executor POOL = pool(Runtime.getRuntime().availableProcessors() - 1);

        static Executor pool(int threads) {
            if (threads < 1) return task -> { }; // this thread parses every template as it renders it
            ThreadPoolExecutor p = new ThreadPoolExecutor(threads, threads, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                    r -> {
                        Thread t = new Thread(r, "stretchy-parse-ahead");
                        t.setDaemon(true); // never keeps a finished run alive
                        return t;
                    });
            p.allowCoreThreadTimeOut(true);
            return p;
        }
    }

    public TemplateRenderer() {
        this(new StrictViewWrapper());
    }

    /**
     * One renderer for the whole process, its templates parsed once: for callers that render again and again (the checks
     * of the generated code render a plugin per spec and per planted fault). The templates come from the jar and never
     * change while a process runs, and a parsed template renders on several threads at once.
     */
    public static TemplateRenderer shared() {
        return Shared.RENDERER;
    }

    private static final class Shared {
        static final TemplateRenderer RENDERER = new TemplateRenderer();
    }

    TemplateRenderer(StrictViewWrapper wrapper) {
        this(wrapper, Ahead.POOL);
    }

    /** @param ahead where {@link #parseAhead} runs its parses (tests: a thread of their own) */
    TemplateRenderer(StrictViewWrapper wrapper, Executor ahead) {
        this(wrapper, ahead, Loader.Index.RUNS);
    }

    /** @param runs the templates' plain-text runs by name ({@link PlainRuns}; tests: an index of their own or none) */
    TemplateRenderer(StrictViewWrapper wrapper, Executor ahead, Map<String, PlainRuns.Entry> runs) {
        this.ahead = ahead;
        cfg = configuration(wrapper);
        cfg.setTemplateLoader(new Loader(runs));
    }

    /** The FreeMarker configuration templates are rendered with (also the one {@link PlainRuns} checks its runs under). */
    static Configuration configuration(StrictViewWrapper wrapper) {
        Configuration cfg = new Configuration(Configuration.VERSION_2_3_34);
        cfg.setTemplateLoader(new Loader(Map.of()));
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
        return cfg;
    }

    /**
     * The templates from the classpath's {@code /templates}, each with its plain-text runs wrapped in
     * {@code <#noparse>} where the distribution's index ({@link PlainRuns}) was recorded for its bytes: FreeMarker then
     * reads those runs without its interpreted lexer; anything else is handed over as it is.
     */
    static final class Loader implements TemplateLoader {
        /** The distribution's index, read once per process (its templates do not change while it runs). */
        static final class Index {
            static final Map<String, PlainRuns.Entry> RUNS = PlainRuns.load();
        }

        private final Map<String, PlainRuns.Entry> runs;

        Loader(Map<String, PlainRuns.Entry> runs) {
            this.runs = runs;
        }

        @Override
        public Object findTemplateSource(String name) {
            String path = "/templates/" + name;
            return TemplateRenderer.class.getResource(path) == null ? null : path;
        }

        @Override
        public long getLastModified(Object source) {
            return -1; // the classpath does not change while the process runs
        }

        @Override
        public Reader getReader(Object source, String encoding) throws IOException {
            String path = (String) source;
            byte[] bytes;
            try (InputStream in = TemplateRenderer.class.getResourceAsStream(path)) {
                if (in == null) throw new IOException("no " + path + " in the build");
                bytes = in.readAllBytes();
            }
            String text = new String(bytes, Charset.forName(encoding));
            return new StringReader(PlainRuns.apply(runs.get(path.substring("/templates/".length())), bytes, text));
        }

        @Override
        public void closeTemplateSource(Object source) {}
    }

    /**
     * Renders every template of {@code target} with {@code model} as the root: a typed view record (its components are
     * the template's top-level names) or, in tests, a map.
     */
    public List<GeneratedFile> render(String target, Object model, Map<String, String> pathVars) {
        List<GeneratedFile> out = new ArrayList<>();
        String prefix = target + "/";
        for (String rel : parseAhead(target)) {
            String outPath = substitute(rel.substring(prefix.length()), pathVars);
            try {
                if (outPath.endsWith(".ftl")) {
                    Template t = parsed(rel);
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

    /**
     * Starts parsing the templates of {@code target} on the threads that parse ahead (those already started are not
     * started again) and returns the target's template paths, sorted.
     */
    public List<String> parseAhead(String target) {
        List<String> all = TemplateSet.list(target);
        for (String rel : all) {
            if (!rel.endsWith(".ftl")) continue;
            FutureTask<Template> task = new FutureTask<>(() -> cfg.getTemplate(rel));
            boolean first = parses.isEmpty();
            if (parses.putIfAbsent(rel, task) != null) continue;
            // The first parse runs here: it initialises FreeMarker's parser classes on one thread, so that no two
            // threads initialise classes that need each other (which would wait on each other for ever).
            if (first) task.run();
            else ahead.execute(task);
        }
        return all;
    }

    /** The parsed template {@code rel}: parsed here unless another thread has started it, then waited for. */
    private Template parsed(String rel) throws IOException {
        FutureTask<Template> task = parses.computeIfAbsent(rel, r -> new FutureTask<>(() -> cfg.getTemplate(r)));
        task.run(); // does nothing when it has run or is running on another thread
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while parsing " + rel, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) throw io; // a parse error, as getTemplate reports it
            if (e.getCause() instanceof RuntimeException re) throw re;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
        }
    }

    static String substitute(String path, Map<String, String> vars) {
        String s = path;
        for (Map.Entry<String, String> v : vars.entrySet()) s = s.replace("__" + v.getKey() + "__", v.getValue());
        if (s.matches(".*__[A-Za-z]+__.*")) throw new RenderException("unresolved path variable in " + path, null);
        return s;
    }
}
