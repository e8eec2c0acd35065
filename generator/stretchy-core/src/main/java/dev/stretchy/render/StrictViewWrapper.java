package dev.stretchy.render;

import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapper;
import freemarker.template.MethodCallAwareTemplateHashModel;
import freemarker.template.ObjectWrapper;
import freemarker.template.TemplateHashModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.Map;

/**
 * Wraps the view records so that naming a member a record does not have is an error at the point of lookup, even
 * under {@code ??} or {@code !default}, which would otherwise turn a misspelt name into a silent fallback. A record's
 * components read the same as a property ({@code view.plugin}) and as a call ({@code plugin.name()}); the components
 * are read here rather than through FreeMarker's own record support, which a jar without the Multi-Release manifest
 * entry turns off.
 */
final class StrictViewWrapper extends DefaultObjectWrapper {
    StrictViewWrapper() {
        this(Configuration.VERSION_2_3_34);
    }

    /** With an older {@code incompatibleImprovements}, as a test stand-in for FreeMarker without record support. */
    StrictViewWrapper(freemarker.template.Version version) {
        super(version);
        setExposeFields(false);
        writeProtect();
    }

    /**
     * Each record class's component accessors by name, looked up once: {@code getRecordComponents} builds new
     * component objects (and reads the class's record attribute) at every call, and a render asks thousands of times.
     */
    private static final ClassValue<Map<String, Method>> ACCESSORS = new ClassValue<>() {
        @Override
        protected Map<String, Method> computeValue(Class<?> type) {
            Map<String, Method> byName = new HashMap<>();
            for (RecordComponent c : type.getRecordComponents()) byName.put(c.getName(), c.getAccessor());
            return Map.copyOf(byName);
        }
    };

    @Override
    public TemplateModel wrap(Object obj) throws TemplateModelException {
        TemplateModel m = super.wrap(obj);
        return obj != null && obj.getClass().isRecord() && m instanceof TemplateHashModel h
                ? new StrictRecord(obj, h, this) : m;
    }

    /** A record as a hash of its components and methods; an unknown key throws. */
    private record StrictRecord(Object record, TemplateHashModel members, ObjectWrapper wrapper)
            implements MethodCallAwareTemplateHashModel {
        @Override
        public TemplateModel get(String key) throws TemplateModelException {
            Method accessor = ACCESSORS.get(record.getClass()).get(key);
            return accessor != null ? wrapper.wrap(read(key, accessor)) : present(key, members.get(key));
        }

        /** {@code view.member()}: the accessor as a method (FreeMarker asks for it this way before a call). */
        @Override
        public TemplateModel getBeforeMethodCall(String key) throws TemplateModelException {
            if (!(members instanceof MethodCallAwareTemplateHashModel aware)) return present(key, members.get(key));
            try {
                return present(key, aware.getBeforeMethodCall(key));
            } catch (ShouldNotBeGetAsMethodException e) {
                throw new TemplateModelException(e);
            }
        }

        @Override
        public boolean isEmpty() {
            return false;
        }

        private Object read(String key, Method accessor) throws TemplateModelException {
            try {
                return accessor.invoke(record);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new TemplateModelException("cannot read " + record.getClass().getSimpleName() + "." + key, e);
            }
        }

        private TemplateModel present(String key, TemplateModel m) throws TemplateModelException {
            if (m == null) {
                throw new TemplateModelException(record.getClass().getSimpleName() + " has no member \"" + key
                        + "\" (the view records list everything a template may read)");
            }
            return m;
        }
    }
}
